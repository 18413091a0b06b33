import { timingSafeEqual } from "node:crypto";
import type { Clock } from "../../shared/platform/clock";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Context, Logger } from "moleculer";
import { ApiError } from "../../shared/actions/api-errors";
import type { PortalSession, Principal } from "../../shared/actions/principal";
import type { RequestMeta } from "../../shared/actions/action-context";
import { sha256 } from "../../shared/platform/ids";
import type { Metrics } from "../../shared/platform/metrics";
import type { Admission, SharedStore } from "../../shared/platform/shared-store";
import type { ClaimingRequest, IdempotencyClaims } from "./idempotency-claims";
import { chargeKey, countRefusal, refuseBusyAddress } from "./rate-limit";

type RequestContext = Context<unknown, RequestMeta>;

/** The token of an `Authorization: Bearer <token>` header, or the error that refuses the header. */
export function parseBearer(header: string | undefined): string | ApiError {
	if (!header) return new ApiError("api_key_missing", "Send your API key as 'Authorization: Bearer <key>'.");
	const match = /^Bearer\s+(\S+)$/i.exec(header);
	return match ? match[1] : new ApiError("api_key_invalid", "The Authorization header must be 'Bearer <key>'.");
}

/**
 * A portal session's secret (services/gateway/portal-pages.ts): the gateway's own typed client sends
 * it as its bearer, never the browser, which holds it only in an HttpOnly cookie.
 */
export const SESSION_PREFIX = "bps_";

/** Whether the request is a portal session's (the gateway's own client, for a page) rather than a key's. */
export function sentBySession(req: IncomingMessage): boolean {
	const bearer = parseBearer(req.headers.authorization);
	return typeof bearer === "string" && bearer.startsWith(SESSION_PREFIX);
}

const invalidKey = () => new ApiError("api_key_invalid", "This API key is not valid: it is unknown, revoked or expired.");

/** The admission, unless its key had expired at `nowMs`. */
function unexpired(admission: Admission<Principal>, nowMs: number): Admission<Principal> {
	const { expiresAt } = admission.holder;
	if (expiresAt !== null && expiresAt <= nowMs / 1000) throw invalidKey();
	return admission;
}

/** What a key's admission stands on: the shared store, REFUSALS_PER_MINUTE, and where 429s are counted. */
export interface KeyLimits {
	store: SharedStore;
	refusalsPerMinute: number;
	metrics: Metrics;
}

/** A key's admission for an API request: it may claim the request's Idempotency-Key too; a key past its expiry by `clock` is refused. */
export interface ApiKeyLimits extends KeyLimits {
	claims: IdempotencyClaims;
	clock: Clock;
}

/**
 * The key's principal and the charge to its budget: one round trip to the shared store for a
 * cached key; the accounts service vouches for any other. A request without a valid key is never
 * charged to a key; it counts against its client address instead, and past REFUSALS_PER_MINUTE
 * the address's refusals are 429 (never a valid key's request: see vouchedPrincipal).
 */
export async function authenticateKey(ctx: RequestContext, req: ClaimingRequest, res: ServerResponse, limits: ApiKeyLimits): Promise<Principal> {
	const address = req.socket.remoteAddress ?? "";
	try {
		const { holder: principal, rate } = await admitKey(ctx, req, res, limits, address);
		// set before the rate check: a 429's access line names the key it refused
		ctx.meta.principal = principal;
		chargeKey(res, rate, limits.metrics);
		return principal;
	} catch (err) {
		await countRefusal(limits.store, address, err);
		throw err;
	}
}

async function admitKey(ctx: RequestContext, req: ClaimingRequest, res: ServerResponse, limits: ApiKeyLimits, address: string): Promise<Admission<Principal>> {
	const { store, refusalsPerMinute, metrics, claims, clock } = limits;
	const bearer = parseBearer(req.headers.authorization);
	if (typeof bearer === "string" && bearer.startsWith(SESSION_PREFIX))
		return admitSession(ctx, bearer, limits, () => refuseBusyAddress(store, address, refusalsPerMinute, res, metrics));
	const secretHash = typeof bearer === "string" && bearer.startsWith("ab_") ? sha256(bearer) : null;
	const claim = secretHash ? claims.withAdmission(req, secretHash) : undefined;
	const cached = secretHash ? await store.admit<Principal>(secretHash, claim).catch(() => null) : null;
	if (cached && secretHash) {
		// Another gateway may have vouched for the key: this one learns its scope from the cached admission.
		claims.learn(secretHash, cached.holder);
		if (claim && cached.claim) claims.admitted(req, { claim, claimed: cached.claim.claimed });
		return unexpired(cached, clock.now());
	}
	const askedAt = clock.now();
	const principal = await vouchedPrincipal(ctx, bearer, secretHash, () => refuseBusyAddress(store, address, refusalsPerMinute, res, metrics));
	claims.learn(secretHash!, principal);
	return unexpired({ holder: principal, rate: await store.admitVouched(secretHash!, principal, askedAt) }, clock.now());
}

/**
 * A portal session's request: the session is looked up on every request (no cache), so that it
 * ends on every gateway as soon as its link or its key is revoked; it is charged to its key's budget.
 */
async function admitSession(ctx: RequestContext, secret: string, limits: ApiKeyLimits, refuseBusy: () => Promise<void>): Promise<Admission<Principal>> {
	const askedAt = limits.clock.now();
	const session = (await ctx.call("accounts.portalSession", { sessionHash: sha256(secret) })) as PortalSession | null;
	if (!session) {
		await refuseBusy();
		throw new ApiError("api_key_invalid", "This portal session has ended: it expired, or its link or its key was revoked. Open a new portal link.");
	}
	return { holder: session.principal, rate: await limits.store.admitVouched(session.keySecretHash, session.principal, askedAt) };
}

/**
 * The principal the accounts service vouches for, asked before the address's refusals are looked
 * at: a valid key is never refused for what other clients at its address (a proxy's, a NAT's) sent.
 * A header that cannot hold a key costs no lookup. Only a refusal meets `refuseBusyAddress`, whose
 * 429 then replaces the 401 for an address past its refusals.
 */
export async function vouchedPrincipal(
	ctx: RequestContext,
	bearer: string | ApiError,
	secretHash: string | null,
	refuseBusyAddress: () => Promise<void>,
): Promise<Principal> {
	const principal = secretHash ? ((await ctx.call("accounts.authenticate", { secretHash })) as Principal | null) : null;
	if (principal) return principal;
	await refuseBusyAddress();
	// a missing or malformed header says so
	throw bearer instanceof ApiError ? bearer : invalidKey();
}

/** What the operator's admission stands on: the token, the refusal count of REFUSALS_PER_MINUTE, and where a refusal is told. */
export interface OperatorLimits extends KeyLimits {
	token: string;
	logger: Logger;
}

const sameToken = (given: string, expected: string): boolean => {
	const a = Buffer.from(given);
	const b = Buffer.from(expected);
	return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The operator, by the admin token (compared in constant time). The right token always passes,
 * whatever wrong ones did from its address; a wrong or missing one counts against the client
 * address like a request without a valid key, is logged, and past REFUSALS_PER_MINUTE that
 * address is answered 429 for the rest of the minute.
 */
export async function authenticateOperator(
	ctx: RequestContext,
	req: IncomingMessage,
	res: ServerResponse,
	limits: OperatorLimits,
): Promise<{ operator: true }> {
	const bearer = parseBearer(req.headers.authorization);
	if (typeof bearer === "string" && sameToken(bearer, limits.token)) {
		ctx.meta.operator = true;
		return { operator: true };
	}
	const address = req.socket.remoteAddress ?? "";
	await refuseBusyAddress(limits.store, address, limits.refusalsPerMinute, res, limits.metrics);
	const err = bearer instanceof ApiError ? bearer : new ApiError("api_key_invalid", "This admin token is not valid.");
	// moleculer-web strips the route's prefix (`/admin/v1`) from req.url; originalUrl is the path the client sent
	const path = ((req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? "").split("?")[0];
	limits.logger.warn(`admin token refused (${err.type}) from ${address} on ${req.method} ${path}`);
	await countRefusal(limits.store, address, err);
	throw err;
}

/**
 * A refused scraper of the gateway's `/metrics` is told what it lacks: the admin token, which an
 * API key is not (docs/operations.md "Metrics"). Other refusals (429) pass as they are.
 */
export function askForAdminToken(err: unknown): unknown {
	if (!(err instanceof ApiError) || (err.type !== "api_key_missing" && err.type !== "api_key_invalid")) return err;
	const refused = err.type === "api_key_missing" ? "No token was sent" : "This is not the admin token";
	return new ApiError(
		err.type,
		`${refused}: /metrics on this port needs the admin token, as 'Authorization: Bearer <admin token>' (an API key is not enough).`,
	);
}

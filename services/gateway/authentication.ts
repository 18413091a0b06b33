import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Context } from "moleculer";
import { ApiError } from "../../shared/api/errors";
import type { Principal } from "../../shared/api/principal";
import type { RequestMeta } from "../../shared/api/request";
import { sha256 } from "../../shared/platform/ids";
import type { Metrics } from "../../shared/platform/metrics";
import type { Admission, SharedStore } from "../../shared/platform/store";
import { chargeKey, countRefusal, refuseBusyAddress } from "./rate-limit";

type RequestContext = Context<unknown, RequestMeta>;

/** The token of an `Authorization: Bearer <token>` header, or the error that refuses the header. */
export function parseBearer(header: string | undefined): string | ApiError {
	if (!header) return new ApiError("api_key_missing", "Send your API key as 'Authorization: Bearer <key>'.");
	const match = /^Bearer\s+(\S+)$/i.exec(header);
	return match ? match[1] : new ApiError("api_key_invalid", "The Authorization header must be 'Bearer <key>'.");
}

const invalidKey = () => new ApiError("api_key_invalid", "This API key is not valid: it is unknown, revoked or expired.");

function unexpired(admission: Admission<Principal>): Admission<Principal> {
	const { expiresAt } = admission.holder;
	if (expiresAt !== null && expiresAt <= Date.now() / 1000) throw invalidKey();
	return admission;
}

/** What a key's admission stands on: the shared store, REFUSALS_PER_MINUTE, and where 429s are counted. */
export interface KeyLimits {
	store: SharedStore;
	refusalsPerMinute: number;
	metrics: Metrics;
}

/**
 * The key's principal and the charge to its budget: one round trip to the shared store for a
 * cached key; the accounts service vouches for any other. A request without a valid key is never
 * charged to a key; it counts against its client address instead, and an address past
 * REFUSALS_PER_MINUTE is refused before it costs the accounts service a lookup.
 */
export async function authenticateKey(ctx: RequestContext, req: IncomingMessage, res: ServerResponse, limits: KeyLimits): Promise<Principal> {
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

async function admitKey(ctx: RequestContext, req: IncomingMessage, res: ServerResponse, limits: KeyLimits, address: string): Promise<Admission<Principal>> {
	const { store, refusalsPerMinute, metrics } = limits;
	const bearer = parseBearer(req.headers.authorization);
	const secretHash = typeof bearer === "string" && bearer.startsWith("ab_") ? sha256(bearer) : null;
	const cached = secretHash ? await store.admit<Principal>(secretHash).catch(() => null) : null;
	if (cached) return unexpired(cached);
	await refuseBusyAddress(store, address, refusalsPerMinute, res, metrics);
	if (bearer instanceof ApiError) throw bearer; // a missing or malformed header says so
	if (!secretHash) throw invalidKey();
	const askedAt = Date.now();
	const principal = (await ctx.call("accounts.authenticate", { secretHash })) as Principal | null;
	if (!principal) throw invalidKey();
	return unexpired({ holder: principal, rate: await store.admitVouched(secretHash, principal, askedAt) });
}

/** The operator, by the admin token (compared in constant time). */
export function authenticateOperator(ctx: RequestContext, req: IncomingMessage, token: string): { operator: true } {
	const bearer = parseBearer(req.headers.authorization);
	if (bearer instanceof ApiError) throw bearer;
	const given = Buffer.from(bearer);
	const expected = Buffer.from(token);
	if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
		throw new ApiError("api_key_invalid", "This admin token is not valid.");
	}
	ctx.meta.operator = true;
	return { operator: true };
}

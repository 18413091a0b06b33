import type { ActionSchema, Context, Service } from "moleculer";
import type { ValidationSchema } from "fastest-validator";
import { ApiError, ErrorCode } from "./api-errors";
import type { JsonSchema } from "./json-schema";
import type { Principal, Scope } from "./principal";
import { accountClock, Clock } from "../platform/clock";
import type { Input } from "./validation";

/** What the gateway puts in `ctx.meta` for every routed call. */
export interface RequestMeta {
	requestId?: string;
	/** The origin the client reached (PUBLIC_URL when set), for answers that hold a URL to open (a portal link). */
	origin?: string;
	principal?: Principal;
	/** The caller is the operator, authenticated with ADMIN_TOKEN on /admin/v1. */
	operator?: boolean;
	idempotency?: IdempotencyClaim;
	/** `?dry_run=true` on a create: check everything, store nothing (docs/books.md, "Dry runs"). */
	dryRun?: boolean;
	$statusCode?: number;
	$responseHeaders?: Record<string, string>;
}

export type ApiContext<P = Record<string, any>> = Context<P, RequestMeta>;

/**
 * An action of the public or the admin API. The route (`rest`, relative to /v1 or /admin/v1) is
 * declared beside the handler, and the broker's middlewares enforce the rest for every caller:
 * `scope` (a key must carry it; "admin" is the operator), `params` (checked with the API's error
 * codes before the handler runs, after `prepare` normalises them), `idempotent` (a create that
 * needs an Idempotency-Key and answers 201 with a `Created`; `"optional"`: a step that takes one if
 * sent, such as completing a batch, and answers 200). `response` (the JSON Schema of the
 * success body), `status` (201 for the operator's creates, 200 for a bulk create) and `errors` (the codes the handler
 * raises beyond those every request may meet) document it, with `summary` (three words or more, "Create
 * a customer") and `description` (full sentences: what it does and its rules; the document adds the
 * scope and the Idempotency-Key): shared/document/openapi-document.ts. Its handler runs as its service `S`.
 */
export type ApiAction<S extends Service = Service> = ActionSchema<S> & {
	rest: string;
	summary: string;
	description: string;
	/** What this answer's example shows unlike the example of its schema (a rejection's `import`, a revoked key's `revoked_at`). */
	example?: Record<string, unknown>;
	scope: Scope | "admin";
	/** On a test account a key with this scope may call it too (an integration rehearsing against books of its choosing). */
	testScope?: Scope;
	params: ValidationSchema;
	prepare?: (params: Input) => Input;
	response: JsonSchema;
	status?: 200 | 201;
	/** It may also answer 202 (work still under way, the same body): when, for the document. */
	accepted?: string;
	errors?: ErrorCode[];
	/** Answers 404 `resource_missing` for what it reads, though its path names no object (the books before their first PUT). */
	notFound?: true;
	/** Milliseconds the call may take, when more than the broker's request timeout (Moleculer's action `timeout`). */
	timeout?: number;
	/** A body beyond the usual limits, which the gateway then reads (the books snapshot's 200,000 names). */
	bodyLimits?: BodyLimits;
	/** The create takes `?dry_run=true`; `response`: what its dry run answers (200), when that is not its usual answer. */
	dryRun?: { response?: JsonSchema };
} & (
		| { idempotent: true | "optional"; handler(this: S, ctx: ApiContext): Promise<Created> }
		| { idempotent?: false; handler(this: S, ctx: ApiContext): Promise<unknown> }
	);

/** What the gateway reads of a body at most: its bytes (after gzip), its longest array, its values in all. */
export interface BodyLimits {
	bytes: number;
	arrayItems: number;
	values: number;
}

/** The caller of a routed call; an action reached without one is a wiring bug, not a client error. */
export function principalOf(ctx: ApiContext): Principal {
	const principal = ctx.meta.principal;
	if (!principal) throw new ApiError("internal_error", "Missing principal.");
	return principal;
}

/**
 * The time of the caller's account: the platform's `clock`, unless the account is a test account
 * whose own clock was moved or frozen (docs/testing.md, "The account's clock").
 */
export function clockOf(ctx: ApiContext, clock: Clock): Clock {
	return accountClock(clock, principalOf(ctx).clock);
}

/** Marks a successful create that needs no Idempotency-Key (the operator's): 201. */
export function created<T>(ctx: ApiContext, body: T): T {
	ctx.meta.$statusCode = 201;
	return body;
}

/** The request's claim on an Idempotency-Key, passed to the action in `ctx.meta.idempotency`. */
export interface IdempotencyClaim {
	/** The integration (the account for the desktop key): keys of different integrations never collide. */
	scope: string;
	key: string;
	/** Hash of method, path and canonical body: the same key with another request is a reuse. */
	fingerprint: string;
	/** The shared store had never seen the key: the database need not be asked before the work. */
	fresh: boolean;
	/** The in-flight mark this request stored on the key, which a failure frees. */
	mark?: string;
	/**
	 * When the service took the request, by its clock (unix seconds): the key record's `created`, and
	 * the moment its window is measured from. Set by the idempotency middleware before the handler runs.
	 */
	at?: number;
}

/**
 * Proof that an answer was stored with its key (a create's, 201; a batch step's, 200, when it was
 * sent one); only `insertOnce`, `insertGrouped`, `storeOnce` and `storeIfKeyed` (idempotency.ts) make one.
 */
export class Created<T = unknown> {
	private constructor(
		readonly body: T,
		readonly status: 200 | 201,
	) {}

	/** @internal insertOnce, insertGrouped, storeOnce, storeIfKeyed and dryRunAnswer (idempotency.ts) */
	static of<T>(body: T, status: 200 | 201 = 201): Created<T> {
		return new Created(body, status);
	}
}

/** A service's schema as its routes and operations are read from it, whatever its handlers' `this`. */
export interface ApiServiceSchema {
	name: string;
	actions?: Record<string, unknown>;
}

/**
 * Whether the caller in `meta` may use an action that needs `scope` (or, on a test account,
 * `onTestAccounts`); throws 403 otherwise.
 */
export function requireScope(scope: ApiAction["scope"], meta: RequestMeta, onTestAccounts?: Scope): void {
	const { principal } = meta;
	const held = (needed: Scope) => principal?.scopes.includes(needed) === true;
	const allowed =
		scope === "admin" ? meta.operator === true : held(scope) || (onTestAccounts !== undefined && principal?.mode === "test" && held(onTestAccounts));
	if (!allowed) throw new ApiError("insufficient_scope", `This API key lacks the '${scope}' scope that this request needs.`);
}

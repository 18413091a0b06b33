import { randomUUID } from "node:crypto";
import { checkContract } from "./contract";

/** The server the current jest project runs against (see jest.config.js). */
export interface Target {
	mode: "embedded" | "distributed";
	url: string;
	/** Every gateway: one in embedded mode, two in the distributed topology. */
	urls: string[];
	adminToken: string;
	/** The distributed topology's environment, for tests that start more processes. */
	env?: Record<string, string>;
	/** Distributed: each process's HTTP address by name (`catalog`, `gateway-a`, …), for /metrics. */
	processes?: Record<string, string>;
}

export function target(): Target {
	const mode = process.env.BOOKDROP_MODE ?? "embedded";
	const raw = process.env[`BOOKDROP_TARGET_${mode.toUpperCase()}`];
	if (!raw) throw new Error(`No ${mode} server: the jest project's globalSetup did not run.`);
	return JSON.parse(raw);
}

export interface Reply<T = any> {
	status: number;
	headers: Headers;
	body: T;
}

export interface RequestOptions {
	key?: string;
	body?: unknown;
	/** Sent as is, for malformed bodies. */
	rawBody?: string;
	headers?: Record<string, string>;
	query?: string;
	idempotencyKey?: string;
	baseUrl?: string;
}

export async function request<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<Reply<T>> {
	const headers: Record<string, string> = { ...options.headers };
	if (options.key) headers.Authorization = `Bearer ${options.key}`;
	if (options.idempotencyKey) headers["Idempotency-Key"] = options.idempotencyKey;
	let body: string | undefined = options.rawBody;
	if (options.body !== undefined) {
		body = JSON.stringify(options.body);
		headers["Content-Type"] ??= "application/json";
	}
	const url = `${options.baseUrl ?? target().url}${path}${options.query ? `?${options.query}` : ""}`;
	const res = await fetch(url, { method, headers, body });
	const text = await res.text();
	let parsed: unknown = text;
	try {
		parsed = text ? JSON.parse(text) : null;
	} catch {
		// not JSON: the test sees the text
	}
	checkContract({
		method,
		url: url.slice(url.indexOf("/", url.indexOf("//") + 2)),
		headers,
		body: jsonBody(body),
		status: res.status,
		responseHeaders: res.headers,
		response: parsed,
	});
	return { status: res.status, headers: res.headers, body: parsed as T };
}

/** What the server parsed of a body sent as text: the JSON, or nothing to check when it was not JSON. */
function jsonBody(body: string | undefined): unknown {
	try {
		return body ? JSON.parse(body) : undefined;
	} catch {
		return undefined;
	}
}

/** A client bound to one API key. `create` sends a fresh Idempotency-Key unless given one. */
export function client(key: string, baseUrl?: string) {
	return {
		key,
		get: <T = any>(path: string, query?: string) => request<T>("GET", path, { key, query, baseUrl }),
		create: <T = any>(path: string, body: unknown, idempotencyKey: string = randomUUID()) => request<T>("POST", path, { key, body, idempotencyKey, baseUrl }),
		update: <T = any>(path: string, body: unknown) => request<T>("POST", path, { key, body, baseUrl }),
		del: <T = any>(path: string) => request<T>("DELETE", path, { key, baseUrl }),
	};
}

export type Client = ReturnType<typeof client>;

export function admin(path: string, body?: unknown, method = body === undefined ? "GET" : "POST", baseUrl?: string) {
	return request(method, `/admin/v1${path}`, { key: target().adminToken, body, baseUrl });
}

/**
 * A fresh account: its id, the desktop client and a helper to add integrator clients; on `baseUrl`,
 * a gateway other than the suite's; `test`: a test account, served by the simulated importer.
 */
export async function newAccount(name = "Test merchant", baseUrl?: string, mode: "live" | "test" = "live") {
	const res = await admin("/accounts", mode === "test" ? { name, mode } : { name }, "POST", baseUrl);
	if (res.status !== 201) throw new Error(`account create failed: ${res.status} ${JSON.stringify(res.body)}`);
	const accountId: string = res.body.account.id;
	return {
		accountId,
		desktop: client(res.body.desktop_key.secret, baseUrl),
		desktopKey: res.body.desktop_key,
		async integration(scopes = ["read", "write"], integration?: string) {
			const key = await admin(`/accounts/${accountId}/api_keys`, { scopes, ...(integration ? { integration } : {}) }, "POST", baseUrl);
			if (key.status !== 201) throw new Error(`key create failed: ${key.status} ${JSON.stringify(key.body)}`);
			return Object.assign(client(key.body.secret, baseUrl), { keyObject: key.body });
		},
	};
}

/** A client of an integration key, with the key object (its id and integration). */
export type IntegrationClient = Awaited<ReturnType<Awaited<ReturnType<typeof newAccount>>["integration"]>>;

/** Asserts the error body of the API: code, status, request id matching the header. */
export function expectError(res: Reply, status: number, code: string, param?: string): void {
	expect({ status: res.status, code: res.body?.error?.code }).toEqual({ status, code });
	expect(res.body.error.request_id).toBe(res.headers.get("request-id"));
	expect(typeof res.body.error.message).toBe("string");
	if (param !== undefined) expect(res.body.error.param).toBe(param);
}

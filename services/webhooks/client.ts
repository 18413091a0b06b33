import http from "node:http";
import https from "node:https";
import ipaddr from "ipaddr.js";
import { config } from "../../shared/config";
import { deliveryAllowed, guardedLookup, signatureHeader } from "../../shared/webhooks";

/** Why an attempt failed (docs/webhooks.md, "Delivery log"). */
export type AttemptError =
	| "http_status" // answered, but not 2xx or 3xx
	| "redirect" // answered 3xx: never followed
	| "timeout"
	| "connection_refused"
	| "tls"
	| "address_refused" // the SSRF rule: the address connected to is not allowed
	| "dns"
	| "connection" // any other network failure
	| "worker_lost"; // the worker delivering it stopped before it could record the outcome

export interface AttemptResult {
	ok: boolean;
	httpStatus: number | null;
	error: AttemptError | null;
	message: string | null;
	durationMs: number;
}

// Keep-alive agents: a burst to one receiver reuses its connections. The lookup runs the SSRF check
// on every new connection, so a reused socket was checked when it was opened.
let agents: { https: https.Agent; http: http.Agent } | null = null;
function agentsFor(allowPrivate: boolean) {
	agents ??= {
		https: new https.Agent({ keepAlive: true, maxSockets: 32, lookup: guardedLookup(allowPrivate, false) }),
		http: new http.Agent({ keepAlive: true, maxSockets: 32, lookup: guardedLookup(allowPrivate, true) }),
	};
	return agents;
}

const TLS_CODES = /^(CERT_|ERR_TLS|ERR_SSL|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT|UNABLE_TO_(GET|VERIFY)|ERR_OSSL)/;

/** A socket error, as a code an integrator can act on. */
function classify(err: NodeJS.ErrnoException): AttemptError {
	const code = err.code ?? "";
	if (code === "EADDRNOTALLOWED") return "address_refused";
	if (code === "ECONNREFUSED") return "connection_refused";
	if (code === "ENOTFOUND" || code === "EAI_AGAIN") return "dns";
	if (TLS_CODES.test(code)) return "tls";
	return "connection";
}

/**
 * One POST of an event, signed with every valid secret. 2xx is success; anything else (a redirect
 * too) is a failure. The whole attempt, connection included, gets WEBHOOK_TIMEOUT_MS.
 */
export function post(url: string, body: string, secrets: string[]): Promise<AttemptResult> {
	const { webhookTimeoutMs, webhookAllowPrivate } = config();
	const started = performance.now();
	const done = (result: Omit<AttemptResult, "durationMs">): AttemptResult => ({ ...result, durationMs: Math.round(performance.now() - started) });
	const target = new URL(url);
	const plain = target.protocol === "http:";
	const host = target.hostname.replace(/^\[|\]$/g, "");
	// An address in the URL skips the socket lookup, so it is checked here.
	if (ipaddr.isValid(host) && !deliveryAllowed(host, webhookAllowPrivate, plain)) {
		return Promise.resolve(done({ ok: false, httpStatus: null, error: "address_refused", message: `refused address ${host}` }));
	}
	const agent = agentsFor(webhookAllowPrivate);
	return new Promise((resolve) => {
		const req = (plain ? http : https).request(target, {
			method: "POST",
			agent: plain ? agent.http : agent.https,
			headers: {
				"Content-Type": "application/json",
				"Content-Length": Buffer.byteLength(body),
				"User-Agent": "bookdrop-webhooks/1",
				"Service-Signature": signatureHeader(secrets, Math.floor(Date.now() / 1000), body),
			},
		});
		let timedOut = false;
		const timer = setTimeout(() => {
			timedOut = true;
			req.destroy();
		}, webhookTimeoutMs);
		req.on("response", (res) => {
			clearTimeout(timer);
			res.resume();
			const status = res.statusCode ?? 0;
			if (status >= 200 && status < 300) return resolve(done({ ok: true, httpStatus: status, error: null, message: null }));
			const redirect = status >= 300 && status < 400;
			resolve(done({ ok: false, httpStatus: status, error: redirect ? "redirect" : "http_status", message: redirect ? `redirected with ${status}: not followed` : `answered ${status}` }));
		});
		req.on("error", (err: NodeJS.ErrnoException) => {
			clearTimeout(timer);
			if (timedOut) return resolve(done({ ok: false, httpStatus: null, error: "timeout", message: `no answer within ${webhookTimeoutMs} ms` }));
			resolve(done({ ok: false, httpStatus: null, error: classify(err), message: err.message }));
		});
		req.end(body);
	});
}

export function closeAgents(): void {
	agents?.https.destroy();
	agents?.http.destroy();
	agents = null;
}

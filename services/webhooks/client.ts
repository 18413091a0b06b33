import http from "node:http";
import https from "node:https";
import ipaddr from "ipaddr.js";
import type { Config } from "../../shared/platform/config";
import { signedHeaders } from "./signature";
import { deliveryAllowed, guardedLookup } from "./targets";

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

/** What the client needs of the configuration. */
export type ClientSettings = Pick<Config, "webhookTimeoutMs" | "webhookAllowPrivate">;

/**
 * Sends webhook attempts through keep-alive agents of its own: a burst to one receiver reuses its
 * connections. The lookup runs the SSRF check on every new connection, so a reused socket was
 * checked when it was opened.
 */
export class WebhookClient {
	private readonly agents: { https: https.Agent; http: http.Agent };

	constructor(private readonly settings: ClientSettings) {
		this.agents = {
			https: new https.Agent({ keepAlive: true, maxSockets: 32, lookup: guardedLookup(settings.webhookAllowPrivate, false) }),
			http: new http.Agent({ keepAlive: true, maxSockets: 32, lookup: guardedLookup(settings.webhookAllowPrivate, true) }),
		};
	}

	/**
	 * One POST of event `eventId`, signed with every valid secret. 2xx is success; anything else (a redirect
	 * too) is a failure. The whole attempt, connection included, gets WEBHOOK_TIMEOUT_MS.
	 */
	post(url: string, body: string, secrets: string[], eventId: string): Promise<AttemptResult> {
		const { webhookTimeoutMs, webhookAllowPrivate } = this.settings;
		const started = performance.now();
		const done = (result: Omit<AttemptResult, "durationMs">): AttemptResult => ({ ...result, durationMs: Math.round(performance.now() - started) });
		const target = new URL(url);
		const plain = target.protocol === "http:";
		const host = target.hostname.replace(/^\[|\]$/g, "");
		// An address in the URL skips the socket lookup, so it is checked here.
		if (ipaddr.isValid(host) && !deliveryAllowed(host, webhookAllowPrivate, plain)) {
			return Promise.resolve(done({ ok: false, httpStatus: null, error: "address_refused", message: `refused address ${host}` }));
		}
		return new Promise((resolve) => {
			const req = (plain ? http : https).request(target, {
				method: "POST",
				agent: plain ? this.agents.http : this.agents.https,
				headers: {
					"Content-Type": "application/json",
					"Content-Length": Buffer.byteLength(body),
					"User-Agent": "bookdrop-webhooks/1",
					...signedHeaders(secrets, eventId, body),
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

	close(): void {
		this.agents.https.destroy();
		this.agents.http.destroy();
	}
}

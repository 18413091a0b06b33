import { systemClock, unixSeconds } from "../../shared/platform/clock";
import http from "node:http";
import https from "node:https";
import { StringDecoder } from "node:string_decoder";
import ipaddr from "ipaddr.js";
import type { Config } from "../../shared/platform/config";
import { signedHeaders } from "../../shared/events/webhook-signatures";
import { deliveryAllowed, guardedLookup } from "./webhook-urls";

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
	| "worker_lost" // the worker delivering it stopped before it could record the outcome
	| "simulated_outage"; // not sent: a test account's endpoint put down by the sandbox scenario endpoint_down

export interface AttemptResult {
	ok: boolean;
	httpStatus: number | null;
	error: AttemptError | null;
	message: string | null;
	durationMs: number;
	/** The start of the receiver's answer (RESPONSE_BODY_BYTES at most); null when none came. */
	responseBody: string | null;
}

/** The most of a receiver's answer an attempt reads, and records in the delivery log. */
export const RESPONSE_BODY_BYTES = 1024;

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
 * checked when it was opened. The agents set no cap on sockets per host: the worker bounds the
 * attempts per endpoint, and a cap per host would make endpoints that share a host wait on each other.
 */
export class WebhookClient {
	private readonly agents: { https: https.Agent; http: http.Agent };

	constructor(private readonly settings: ClientSettings) {
		this.agents = {
			https: new https.Agent({ keepAlive: true, lookup: guardedLookup(settings.webhookAllowPrivate, false) }),
			http: new http.Agent({ keepAlive: true, lookup: guardedLookup(settings.webhookAllowPrivate, true) }),
		};
	}

	/**
	 * One POST of event `eventId`, signed with every valid secret. 2xx is success; anything else (a redirect
	 * too) is a failure. The whole attempt, from the connection to the last byte read, gets
	 * WEBHOOK_TIMEOUT_MS, whatever the receiver does: headers that never end time out; a body is read
	 * to RESPONSE_BODY_BYTES at most, then the connection is closed, and one still coming when the
	 * time is up is cut there (the status line has already decided the outcome).
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
			return Promise.resolve(done({ ok: false, httpStatus: null, error: "address_refused", message: `refused address ${host}`, responseBody: null }));
		}
		return new Promise((resolve) => {
			let answer: AnswerSoFar | null = null;
			let settled = false;
			const finish = (result: Omit<AttemptResult, "durationMs">) => {
				if (settled) return;
				settled = true;
				clearTimeout(timer);
				resolve(done(result));
			};
			const req = (plain ? http : https).request(target, {
				method: "POST",
				agent: plain ? this.agents.http : this.agents.https,
				headers: {
					"Content-Type": "application/json",
					"Content-Length": Buffer.byteLength(body),
					"User-Agent": "bookdrop-webhooks/1",
					// the receiver checks the timestamp against its own clock: always the system's time, whatever the platform's clock says
					...signedHeaders(secrets, eventId, body, unixSeconds(systemClock)),
				},
			});
			const timer = setTimeout(() => {
				finish(
					answer ? answered(answer) : { ok: false, httpStatus: null, error: "timeout", message: `no answer within ${webhookTimeoutMs} ms`, responseBody: null },
				);
				req.destroy();
			}, webhookTimeoutMs);
			req.on("response", (res) => {
				answer = readStart(res, () => finish(answered(answer!)));
			});
			req.on("error", (err: NodeJS.ErrnoException) => {
				finish(answer ? answered(answer) : { ok: false, httpStatus: null, error: classify(err), message: err.message, responseBody: null });
			});
			req.end(body);
		});
	}

	close(): void {
		this.agents.https.destroy();
		this.agents.http.destroy();
	}
}

/** A receiver's answer as far as it has been read. */
interface AnswerSoFar {
	status: number;
	chunks: Buffer[];
	bytes: number;
}

/**
 * Reads the start of an answer: up to RESPONSE_BODY_BYTES, then closes the connection (it is not
 * reused), or to its end; calls `onDone` once either happens, or when the answer breaks off.
 */
function readStart(res: http.IncomingMessage, onDone: () => void): AnswerSoFar {
	const answer: AnswerSoFar = { status: res.statusCode ?? 0, chunks: [], bytes: 0 };
	res.on("data", (chunk: Buffer) => {
		if (answer.bytes >= RESPONSE_BODY_BYTES) return;
		answer.chunks.push(chunk);
		answer.bytes += chunk.length;
		if (answer.bytes < RESPONSE_BODY_BYTES) return;
		res.destroy();
		onDone();
	});
	res.on("end", onDone);
	res.on("close", onDone);
	return answer;
}

/**
 * The attempt's result once the receiver answered. The body is kept as UTF-8 text: a character
 * cut at the byte limit is left out, invalid bytes and NUL (which a text column refuses) become U+FFFD.
 */
function answered({ status, chunks }: AnswerSoFar): Omit<AttemptResult, "durationMs"> {
	const start = Buffer.concat(chunks).subarray(0, RESPONSE_BODY_BYTES);
	const responseBody = new StringDecoder("utf8").write(start).replaceAll("\u0000", "\uFFFD");
	if (status >= 200 && status < 300) return { ok: true, httpStatus: status, error: null, message: null, responseBody };
	const redirect = status >= 300 && status < 400;
	return {
		ok: false,
		httpStatus: status,
		error: redirect ? "redirect" : "http_status",
		message: redirect ? `redirected with ${status}: not followed` : `answered ${status}`,
		responseBody,
	};
}

import { createHmac, timingSafeEqual } from "node:crypto";
import type { Event } from "./api.js";
import { BookdropSignatureVerificationError } from "./errors.js";

const SECRET_PREFIX = "whsec_";
const DEFAULT_TOLERANCE_SECONDS = 300;

/** A request's headers as Node (`req.headers`), fetch (`Headers`) or a plain object of any case give them. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

/**
 * Whether a delivery is genuine: `Service-Signature: t=<unix>,v1=<hex>[,v1=<hex>…]` where a `v1` is
 * the HMAC-SHA256 of `<t>.<raw body>` keyed with the endpoint's signing secret. Any `v1` matching
 * any of `secrets` will do (several secrets while one is being rotated); `t` must be within
 * `toleranceSeconds` of this clock. Pass the body as received, before parsing it.
 */
export function verifyWebhook(
	rawBody: string | Buffer,
	signatureHeader: string,
	secrets: string | string[],
	toleranceSeconds = DEFAULT_TOLERANCE_SECONDS,
	nowSeconds = Date.now() / 1000,
): boolean {
	return serviceSignatureProblem(Buffer.from(rawBody), signatureHeader, secretList(secrets), toleranceSeconds, nowSeconds) === null;
}

/** `client.webhooks`: the events bookdrop POSTs to your endpoints, verified. */
export class Webhooks {
	/**
	 * The event a delivery carries, once one of its signatures is found genuine and fresh: the Standard
	 * Webhooks headers (`webhook-id`, `webhook-timestamp`, `webhook-signature`) or `Service-Signature`,
	 * whichever it carries (bookdrop sends both). `secret` is the endpoint's `signing_secret` (`whsec_…`),
	 * or several during a rotation. Pass the body as received, before parsing it. Throws a
	 * `BookdropSignatureVerificationError` when no signature is valid or its timestamp is more than
	 * `toleranceSeconds` away from this clock.
	 */
	constructEvent(
		rawBody: string | Buffer | Uint8Array,
		headers: WebhookHeaders,
		secret: string | string[],
		toleranceSeconds = DEFAULT_TOLERANCE_SECONDS,
	): Event {
		if (typeof rawBody !== "string" && !(rawBody instanceof Uint8Array))
			throw new BookdropSignatureVerificationError("rawBody must be the body as received (a string or a Buffer), not parsed JSON");
		const body = Buffer.from(rawBody);
		const secrets = secretList(secret);
		const nowSeconds = Date.now() / 1000;
		const header = (name: string) => headerValue(headers, name);
		const problems: string[] = [];
		const standard = header("webhook-signature");
		if (standard !== undefined)
			problems.push(standardProblem(body, header("webhook-id"), header("webhook-timestamp"), standard, secrets, toleranceSeconds, nowSeconds) ?? "");
		const service = header("service-signature");
		if (service !== undefined) problems.push(serviceSignatureProblem(body, service, secrets, toleranceSeconds, nowSeconds) ?? "");
		if (!problems.length) throw new BookdropSignatureVerificationError("no signature header: expected webhook-signature or Service-Signature");
		if (!problems.includes("")) throw new BookdropSignatureVerificationError(problems.join("; "));
		try {
			return JSON.parse(body.toString("utf8")) as Event;
		} catch {
			throw new BookdropSignatureVerificationError("the signed body is not JSON");
		}
	}
}

const secretList = (secrets: string | string[]) => (Array.isArray(secrets) ? secrets : [secrets]);

function headerValue(headers: WebhookHeaders, name: string): string | undefined {
	if (typeof (headers as Headers).get === "function") return (headers as Headers).get(name) ?? undefined;
	const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
	const value = entry?.[1];
	return Array.isArray(value) ? value.join(",") : (value ?? undefined);
}

const fresh = (timestamp: string | undefined, toleranceSeconds: number, nowSeconds: number) =>
	timestamp !== undefined && /^[0-9]+$/.test(timestamp) && Math.abs(nowSeconds - Number(timestamp)) <= toleranceSeconds;

const matches = (given: Buffer[], expected: Buffer) => given.some((signature) => signature.length === expected.length && timingSafeEqual(signature, expected));

/** Why `Service-Signature` does not verify, or null when it does (docs/webhooks.md, "Verifying a signature"). */
function serviceSignatureProblem(body: Buffer, header: string, secrets: string[], toleranceSeconds: number, nowSeconds: number): string | null {
	const pairs = header.split(",").map((part) => {
		const at = part.indexOf("=");
		return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
	});
	const timestamps = pairs.filter(([name]) => name === "t").map(([, value]) => value);
	if (timestamps.length !== 1) return "Service-Signature: not one timestamp t";
	if (!fresh(timestamps[0], toleranceSeconds, nowSeconds)) return `Service-Signature: timestamp outside the tolerance of ${toleranceSeconds} s`;
	const given = pairs.filter(([name, value]) => name === "v1" && /^[0-9a-f]{64}$/.test(value)).map(([, value]) => Buffer.from(value, "hex"));
	const signed = Buffer.concat([Buffer.from(`${timestamps[0]}.`), body]);
	const valid = secrets.some((secret) => matches(given, createHmac("sha256", secret).update(signed).digest()));
	return valid ? null : "Service-Signature: no v1 signature matches the secret";
}

/** Why the Standard Webhooks headers do not verify, or null when they do: keyed with the base64 decoding of the secret after `whsec_`. */
function standardProblem(
	body: Buffer,
	id: string | undefined,
	timestamp: string | undefined,
	header: string,
	secrets: string[],
	toleranceSeconds: number,
	nowSeconds: number,
): string | null {
	if (id === undefined || timestamp === undefined) return "webhook-signature without webhook-id and webhook-timestamp";
	if (!fresh(timestamp, toleranceSeconds, nowSeconds)) return `webhook-signature: timestamp outside the tolerance of ${toleranceSeconds} s`;
	const given = header
		.split(" ")
		.filter((entry) => entry.startsWith("v1,"))
		.map((entry) => Buffer.from(entry.slice(3), "base64"));
	const signed = Buffer.concat([Buffer.from(`${id}.${timestamp}.`), body]);
	const valid = secrets.some((secret) => {
		const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, "base64");
		return matches(given, createHmac("sha256", key).update(signed).digest());
	});
	return valid ? null : "webhook-signature: no v1 signature matches the secret";
}

import { createHmac } from "node:crypto";

/**
 * `Service-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` (docs/design.md, "Events and webhooks"), with
 * one `v1` per valid secret: during a rotation's overlap, the new one first, then the previous one.
 */
export function signatureHeader(secrets: string[], timestamp: number, body: string): string {
	const digests = secrets.map((secret) => `v1=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`);
	return [`t=${timestamp}`, ...digests].join(",");
}

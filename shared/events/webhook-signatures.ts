import { createHmac } from "node:crypto";
import { randomBase62 } from "../platform/ids";

const SECRET_PREFIX = "whsec_";

/**
 * A signing secret: `whsec_` and 32 base62 characters. Base62 is a subset of the base64 alphabet
 * and 32 is a multiple of 4, so what follows `whsec_` is also standard base64 (of 24 bytes): the
 * one string keys `Service-Signature` as it is and Standard Webhooks through its base64 decoding.
 */
export const newSigningSecret = () => `${SECRET_PREFIX}${randomBase62(32)}`;

/**
 * `Service-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` (docs/design.md, "Events and webhooks"), with
 * one `v1` per valid secret: during a rotation's overlap, the new one first, then the previous one.
 */
export function signatureHeader(secrets: string[], timestamp: number, body: string): string {
	const digests = secrets.map((secret) => `v1=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`);
	return [`t=${timestamp}`, ...digests].join(",");
}

/**
 * Standard Webhooks' `webhook-signature`: one `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<raw body>">`
 * per valid secret, space-separated, keyed with the base64 decoding of the secret after `whsec_`.
 */
export function standardSignatureHeader(secrets: string[], id: string, timestamp: number, body: string): string {
	return secrets
		.map(
			(secret) =>
				`v1,${createHmac("sha256", Buffer.from(secret.slice(SECRET_PREFIX.length), "base64"))
					.update(`${id}.${timestamp}.${body}`)
					.digest("base64")}`,
		)
		.join(" ");
}

/** The signature headers of a delivery of event `id`: ours and Standard Webhooks', at one timestamp (unix seconds). */
export function signedHeaders(secrets: string[], id: string, body: string, timestamp: number): Record<string, string> {
	return {
		"Service-Signature": signatureHeader(secrets, timestamp, body),
		"webhook-id": id,
		"webhook-timestamp": String(timestamp),
		"webhook-signature": standardSignatureHeader(secrets, id, timestamp, body),
	};
}

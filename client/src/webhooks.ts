import { createHmac, timingSafeEqual } from "node:crypto";

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
	toleranceSeconds = 300,
	nowSeconds = Date.now() / 1000,
): boolean {
	const pairs = signatureHeader.split(",").map((part) => {
		const at = part.indexOf("=");
		return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
	});
	const timestamps = pairs.filter(([name]) => name === "t").map(([, value]) => value);
	if (timestamps.length !== 1 || !/^[0-9]+$/.test(timestamps[0])) return false;
	if (Math.abs(nowSeconds - Number(timestamps[0])) > toleranceSeconds) return false;
	const given = pairs.filter(([name, value]) => name === "v1" && /^[0-9a-f]{64}$/.test(value)).map(([, value]) => Buffer.from(value, "hex"));
	const signed = Buffer.concat([Buffer.from(`${timestamps[0]}.`), Buffer.from(rawBody)]);
	return (Array.isArray(secrets) ? secrets : [secrets]).some((secret) => {
		const expected = createHmac("sha256", secret).update(signed).digest();
		return given.some((signature) => timingSafeEqual(signature, expected));
	});
}

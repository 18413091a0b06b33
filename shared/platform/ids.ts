import { createHash, randomBytes } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** Random base62 text; rejection sampling keeps every character equally likely. */
export function randomBase62(length: number): string {
	let out = "";
	while (out.length < length) {
		for (const byte of randomBytes(length * 2)) {
			if (byte < 248 && out.length < length) out += ALPHABET[byte % 62];
		}
	}
	return out;
}

/** An object id: type prefix and 24 random base62 characters (docs/design.md, "Resources"). */
export const newId = (prefix: string) => `${prefix}_${randomBase62(24)}`;

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Hex SHA-256: how API key secrets are stored, and idempotency requests compared. */
export const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

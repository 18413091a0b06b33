import { hash, randomFillSync } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/**
 * Random bytes come from the system a block at a time: one call per id cost more than the rest of
 * its create (a request id at the gateway, an object and an event id behind it). Node's own
 * `randomUUID` keeps a block the same way.
 */
const BLOCK_BYTES = 4096;
let block = Buffer.alloc(0);
let used = 0;

function randomByte(): number {
	if (used === block.length) {
		block = randomFillSync(Buffer.allocUnsafe(BLOCK_BYTES));
		used = 0;
	}
	return block[used++];
}

/** Random base62 text; rejection sampling keeps every character equally likely. */
export function randomBase62(length: number): string {
	let out = "";
	while (out.length < length) {
		const byte = randomByte();
		if (byte < 248) out += ALPHABET[byte % 62];
	}
	return out;
}

/** An object id: type prefix and 24 random base62 characters (docs/design.md, "Resources"). */
export const newId = (prefix: string) => `${prefix}_${randomBase62(24)}`;

/** Hex SHA-256: how API key secrets are stored, and idempotency requests compared. One call, no Hash object per digest. */
export const sha256 = (text: string) => hash("sha256", text, "hex");

import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

// Migration 010 (docs/design.md, "Delivery records"): deliveries made before it keep the id they
// were shown with (`wd_<number>`); every delivery inserted after it, by this release or by the
// previous one (whose inserts name no id), gets `wd_` and 24 random base62 characters.

const DIR = path.resolve(__dirname, "../../shared/migrations");
const files = fs
	.readdirSync(DIR)
	.filter((f) => f.endsWith(".sql"))
	.sort();
const MIGRATION = "010_webhook_delivery_records.sql";

let db: PGlite;

/** A migration file, whole, as migrations run it. */
async function apply(file: string): Promise<void> {
	await db.transaction((tx) => tx.exec(fs.readFileSync(path.join(DIR, file), "utf8")));
}

/** The previous release's insert of the outbox: no id named. */
const queue = (n: number) =>
	db.query(
		`INSERT INTO webhook_deliveries (event_id, endpoint_id, status, attempts, next_attempt_at, created, updated)
		 SELECT 'evt_1', 'we_1', 'pending', 0, 0, 0, 0 FROM generate_series(1, ${n})`,
	);

beforeAll(async () => {
	db = new PGlite();
	for (const file of files.filter((f) => f < MIGRATION)) await apply(file);
	await db.query("INSERT INTO accounts (id, name, created) VALUES ('acct_1', 'Shop', 0)");
	await db.query("INSERT INTO events (id, account_id, type, created, data) VALUES ('evt_1', 'acct_1', 'webhook_endpoint.test', 0, '{}')");
	await db.query(
		"INSERT INTO webhook_endpoints (id, account_id, url, enabled_events, status, signing_secret, created, updated) VALUES ('we_1', 'acct_1', 'https://example.com', '{*}', 'enabled', 'whsec_x', 0, 0)",
	);
}, 60_000);

afterAll(() => db.close());

test("deliveries made before the migration keep wd_<number>; later ones get 24 random base62 characters", async () => {
	await queue(2);
	await apply(MIGRATION);
	const before = await db.query<{ id: number; public_id: string }>("SELECT id, public_id FROM webhook_deliveries ORDER BY id");
	expect(before.rows.map((r) => r.public_id)).toEqual(before.rows.map((r) => `wd_${r.id}`));

	await queue(2000);
	const after = (await db.query<{ public_id: string }>("SELECT public_id FROM webhook_deliveries WHERE id > $1", [before.rows[1].id])).rows.map(
		(r) => r.public_id,
	);
	expect(after).toHaveLength(2000);
	expect(after.filter((id) => !/^wd_[0-9A-Za-z]{24}$/.test(id))).toEqual([]);
	expect(new Set(after).size).toBe(2000);
	// every one of the 62 characters turns up, about equally often (48,000 draws: about 774 each)
	const counts = new Map<string, number>();
	for (const id of after) for (const c of id.slice(3)) counts.set(c, (counts.get(c) ?? 0) + 1);
	expect(counts.size).toBe(62);
	expect(Math.min(...counts.values())).toBeGreaterThan(650);
	expect(Math.max(...counts.values())).toBeLessThan(900);
}, 60_000);

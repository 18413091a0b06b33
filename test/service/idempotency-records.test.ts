import type { Principal } from "../../shared/actions/principal";
import { InProcess, startServices } from "../support/in-process";

// Idempotency records, in process: the answer of a create is stored with its key in the create's
// own write; a retry replays it exactly, another request with the key is refused, and a record
// past its 24 hours gives the key back.

let app: InProcess;
let integration: Principal;

beforeAll(async () => {
	app = await startServices(["accounts", "catalog"]);
	({ integration } = await app.account());
}, 60_000);

afterAll(() => app.stop());

const records = async (key: string) =>
	(await app.platform.database()).query("SELECT scope, status, body, fingerprint FROM idempotency_keys WHERE key = $1", [key]);

test("a create stores its answer with its key, scoped to the integration", async () => {
	const created = await app.call("catalog.customers.create", { name: "Kept" }, integration, "kept-1");
	const [record] = await records("kept-1");
	expect(record).toMatchObject({ scope: integration.integrationId, status: 201, body: created });
});

test("a retry with the same key and request replays the first answer, marked as a replay", async () => {
	const first = await app.call("catalog.customers.create", { name: "Once" }, integration, "once-1");
	const again = await app.call("catalog.customers.create", { name: "Once" }, integration, "once-1");
	expect(again).toEqual(first);
	expect(app.lastMeta()).toMatchObject({ $statusCode: 201, $responseHeaders: { "Idempotent-Replayed": "true" } });
	const list = await app.call<{ data: Array<{ name: string }> }>("catalog.customers.list", { name: "Once", limit: "10" }, integration);
	expect(list.data).toHaveLength(1);
});

test("the same key with another request is idempotency_key_reused, and nothing is created", async () => {
	await app.call("catalog.customers.create", { name: "First" }, integration, "reused-1");
	await expect(app.call("catalog.customers.create", { name: "Second" }, integration, "reused-1")).rejects.toMatchObject({ type: "idempotency_key_reused" });
	const list = await app.call<{ data: unknown[] }>("catalog.customers.list", { name: "Second", limit: "10" }, integration);
	expect(list.data).toEqual([]);
});

test("keys of different integrations never meet", async () => {
	const other = await app.account("Other Ltd");
	const mine = await app.call<{ id: string }>("catalog.customers.create", { name: "Mine" }, integration, "shared-key");
	const theirs = await app.call<{ id: string }>("catalog.customers.create", { name: "Mine" }, other.integration, "shared-key");
	expect(theirs.id).not.toBe(mine.id);
});

test("a record past the 24-hour window gives the key back: the next create with it is new", async () => {
	const first = await app.call<{ id: string }>("catalog.customers.create", { name: "Old" }, integration, "old-1");
	const db = await app.platform.database();
	await db.query("UPDATE idempotency_keys SET created = created - 86401 WHERE key = $1", ["old-1"]);
	const second = await app.call<{ id: string }>("catalog.customers.create", { name: "Old" }, integration, "old-1");
	expect(second.id).not.toBe(first.id);
	expect(app.lastMeta().$responseHeaders?.["Idempotent-Replayed"]).toBeUndefined();
});

test("a create without its key is refused before it writes", async () => {
	await expect(app.call("catalog.customers.create", { name: "Keyless" }, integration)).rejects.toMatchObject({ type: "idempotency_key_missing" });
});

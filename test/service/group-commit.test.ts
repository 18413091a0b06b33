import type { Principal } from "../../shared/actions/principal";
import type { Database } from "../../shared/platform/database";
import { WriteGroups } from "../../shared/platform/write-groups";
import { InProcess, newKey, startServices } from "../support/in-process";

// Group commit: creates that reach one node while a write of their table is under way are written
// together, one statement and one commit per group; a lone create goes at once; a row the database
// refuses fails alone.

describe("write groups", () => {
	/** A write that records each group it is given and finishes when the test says so. */
	function heldWrites() {
		const groups: number[][] = [];
		const finish: Array<() => void> = [];
		const write = async (items: number[]) => {
			groups.push(items);
			await new Promise<void>((resolve) => finish.push(resolve));
			return items.map((item) => (item < 0 ? new Error(`refused ${item}`) : item * 10));
		};
		return { groups, finish, writer: () => write };
	}

	test("a lone write starts at once, before any timer or promise job runs", () => {
		const groups = new WriteGroups();
		const held = heldWrites();
		void groups.add("t", 1, "a", held.writer);
		expect(held.groups).toEqual([[1]]);
	});

	test("what arrives while a write is under way goes as one group when it ends", async () => {
		const groups = new WriteGroups();
		const held = heldWrites();
		const first = groups.add("t", 1, "a", held.writer);
		const later = [2, 3, 4].map((n) => groups.add("t", n, String(n), held.writer));
		expect(held.groups).toEqual([[1]]);
		held.finish[0]();
		await expect(first).resolves.toBe(10);
		expect(held.groups).toEqual([[1], [2, 3, 4]]);
		held.finish[1]();
		await expect(Promise.all(later)).resolves.toEqual([20, 30, 40]);
		expect({ groups: groups.groups, members: groups.members }).toEqual({ groups: 2, members: 4 });
	});

	test("a member's own error fails it alone; two members with one key never share a group", async () => {
		const groups = new WriteGroups();
		const held = heldWrites();
		const first = groups.add("t", 1, "a", held.writer);
		const refused = groups.add("t", -2, "b", held.writer);
		const sameKey = groups.add("t", 3, "b", held.writer);
		const other = groups.add("t", 4, "c", held.writer);
		held.finish[0]();
		await first;
		expect(held.groups[1]).toEqual([-2, 4]);
		held.finish[1]();
		await expect(refused).rejects.toThrow("refused -2");
		await expect(other).resolves.toBe(40);
		expect(held.groups[2]).toEqual([3]);
		held.finish[2]();
		await expect(sameKey).resolves.toBe(30);
	});

	test("gathering for one turn (PGlite): the writes added in one turn of the event loop go as one group when it ends, a lone one too", async () => {
		const groups = new WriteGroups({ gatherOneTurn: true });
		const held = heldWrites();
		const first = [1, 2, 3].map((n) => groups.add("t", n, String(n), held.writer));
		await Promise.resolve();
		expect(held.groups).toEqual([]);
		await new Promise((resolve) => setImmediate(resolve));
		expect(held.groups).toEqual([[1, 2, 3]]);
		// while that write is under way, what arrives waits for it and goes when it ends, as without gathering
		const later = [4, 5].map((n) => groups.add("t", n, String(n), held.writer));
		await new Promise((resolve) => setImmediate(resolve));
		expect(held.groups).toEqual([[1, 2, 3]]);
		held.finish[0]();
		await expect(Promise.all(first)).resolves.toEqual([10, 20, 30]);
		expect(held.groups).toEqual([
			[1, 2, 3],
			[4, 5],
		]);
		held.finish[1]();
		await expect(Promise.all(later)).resolves.toEqual([40, 50]);
		const lone = groups.add("t", 6, "6", held.writer);
		await new Promise((resolve) => setImmediate(resolve));
		expect(held.groups[2]).toEqual([6]);
		held.finish[2]();
		await expect(lone).resolves.toBe(60);
	});

	test("kinds do not wait on each other", () => {
		const groups = new WriteGroups();
		const held = heldWrites();
		void groups.add("customers", 1, "a", held.writer);
		void groups.add("suppliers", 2, "a", held.writer);
		expect(held.groups).toEqual([[1], [2]]);
	});
});

describe("grouped creates on the database", () => {
	let app: InProcess;
	let integration: Principal;
	let db: Database;

	beforeAll(async () => {
		app = await startServices(["accounts", "catalog"]);
		({ integration } = await app.account());
		db = await app.platform.database();
		// A value only the database refuses, as a constraint or a unique index would.
		await db.query("ALTER TABLE customers ADD CONSTRAINT refused_by_the_test CHECK (name <> 'Refused')");
	}, 60_000);

	afterAll(() => app.stop());

	afterEach(() => jest.restoreAllMocks());

	/** Runs `creates` concurrently and counts the statements that inserted customers meanwhile. */
	async function concurrently<T>(creates: Array<() => Promise<T>>) {
		const query = jest.spyOn(db, "query");
		const outcomes = await Promise.allSettled(creates.map((create) => create()));
		const inserts = query.mock.calls.filter(([sql]) => /INSERT INTO customers/.test(sql));
		return { outcomes, statements: inserts.length, inserts };
	}

	const pendingCustomers = async () =>
		Number(
			(
				await db.query("SELECT coalesce(sum(count), 0) AS n FROM pending_counts WHERE integration_id = $1 AND object = 'customer'", [integration.integrationId])
			)[0].n,
		);

	test("20 concurrent creates take one statement, each stored with its key and counted", async () => {
		const before = await pendingCustomers();
		const keys = Array.from({ length: 20 }, () => newKey());
		const { outcomes, statements } = await concurrently(
			keys.map((key, i) => () => app.call<{ id: string }>("catalog.customers.create", { name: `Group ${i}` }, integration, key)),
		);
		expect(outcomes.every((outcome) => outcome.status === "fulfilled")).toBe(true);
		// PGlite runs each statement on this thread: creates sent in one turn gather into one group (WriteGroups, gatherOneTurn)
		expect(statements).toBe(1);
		const records = await db.query("SELECT key, body FROM idempotency_keys WHERE scope = $1 AND key = ANY($2)", [integration.integrationId, keys]);
		const ids = outcomes.map((outcome) => (outcome as PromiseFulfilledResult<{ id: string }>).value.id);
		expect(records.map((record) => record.body.id).sort()).toEqual([...ids].sort());
		expect(await pendingCustomers()).toBe(before + 20);
	});

	test("a row the database refuses fails alone: the others of its group are stored", async () => {
		const names = ["Kept A", "Refused", "Kept B", "Kept C", "Kept D"];
		const keys = names.map(() => newKey());
		const { outcomes, inserts } = await concurrently(names.map((name, i) => () => app.call("catalog.customers.create", { name }, integration, keys[i])));
		// The refused row was in a group with others, which the database refused whole at first.
		expect(inserts.some(([, params]) => params?.includes("Refused") && params.includes("Kept B"))).toBe(true);
		expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "rejected", "fulfilled", "fulfilled", "fulfilled"]);
		const stored = await db.query("SELECT name FROM customers WHERE integration_id = $1 AND name = ANY($2) ORDER BY name", [integration.integrationId, names]);
		expect(stored.map((row) => row.name)).toEqual(["Kept A", "Kept B", "Kept C", "Kept D"]);
		const [refusedKey] = await db.query("SELECT 1 FROM idempotency_keys WHERE scope = $1 AND key = $2", [integration.integrationId, keys[1]]);
		expect(refusedKey).toBeUndefined();
	});

	test("a retry in the same group as its first attempt replays it; a reused key in a group is refused", async () => {
		const key = newKey();
		const reusedKey = newKey();
		const { outcomes } = await concurrently([
			() => app.call<{ id: string }>("catalog.customers.create", { name: "Twice" }, integration, key),
			() => app.call<{ id: string }>("catalog.customers.create", { name: "Twice" }, integration, key),
			() => app.call("catalog.customers.create", { name: "One" }, integration, reusedKey),
			() => app.call("catalog.customers.create", { name: "Another" }, integration, reusedKey),
		]);
		const [first, again, one, another] = outcomes;
		expect(first.status === "fulfilled" && again.status === "fulfilled" && first.value.id === again.value.id).toBe(true);
		expect(one.status).toBe("fulfilled");
		expect(another).toMatchObject({ status: "rejected", reason: { type: "idempotency_key_reused" } });
		const twice = await db.query("SELECT 1 FROM customers WHERE integration_id = $1 AND name = 'Twice'", [integration.integrationId]);
		expect(twice).toHaveLength(1);
	});
});

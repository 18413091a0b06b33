import { Client as Pg } from "pg";
import { Client, expectError, newAccount, target } from "../support/api";

// Events older than 90 days are neither listed nor retrievable (docs/lifecycle.md "Events",
// docs/design.md, "Events and webhooks"). Ageing an event needs the database itself, which only the
// distributed topology exposes (target().env.DATABASE_URL); this folder runs only in that project.

type Body = Record<string, any>;

const DAYS_90 = 90 * 86400;

let db: Pg;

beforeAll(async () => {
	const url = target().env?.DATABASE_URL;
	if (!url) throw new Error("The distributed target has no DATABASE_URL");
	db = new Pg({ connectionString: url });
	await db.connect();
});

afterAll(async () => {
	await db?.end();
});

/** Moves an event `seconds` into the past; insists that exactly one row moved. */
async function age(eventId: string, seconds: number): Promise<void> {
	const res = await db.query("UPDATE events SET created = created - $2 WHERE id = $1", [eventId, seconds]);
	expect(res.rowCount).toBe(1);
}

async function events(c: Client, query = ""): Promise<Body[]> {
	const res = await c.get("/v1/events", `limit=100${query ? `&${query}` : ""}`);
	expect(res.status).toBe(200);
	return res.body.data;
}

test("an event older than 90 days is neither listed nor retrievable; one just younger still is", async () => {
	const account = await newAccount();
	const shop = await account.integration();
	const rejected: Body[] = [];
	for (const name of ["expired", "almost", "fresh"]) {
		const created = await shop.create("/v1/customers", { name });
		expect(created.status).toBe(201);
		const res = await account.desktop.update(`/v1/customers/${created.body.id}/reject`, { reason: name });
		expect(res.status).toBe(200);
		rejected.push(res.body);
	}
	const [fresh, almost, expired] = await events(shop);
	expect([fresh, almost, expired].map((e) => e.data.reason)).toEqual(["fresh", "almost", "expired"]);

	await age(expired.id, DAYS_90 + 1);
	await age(almost.id, DAYS_90 - 120);

	for (const viewer of [shop, account.desktop]) {
		const listed = await events(viewer);
		expect(listed.map((e) => e.id)).toEqual([fresh.id, almost.id]);
		expect(listed[1]).toEqual({ ...almost, created: almost.created - (DAYS_90 - 120) });
		expect((await events(viewer, "type=customer.rejected")).map((e) => e.id)).toEqual([fresh.id, almost.id]);
		expectError(await viewer.get(`/v1/events/${expired.id}`), 404, "resource_missing");
		expect((await viewer.get(`/v1/events/${almost.id}`)).status).toBe(200);
		expectError(await viewer.get("/v1/events", `starting_after=${expired.id}`), 400, "resource_missing", "starting_after");
	}
	// the change it reported stays: only the log entry aged out
	expect((await shop.get(`/v1/customers/${rejected[0].id}`)).body.import.status).toBe("rejected");
});

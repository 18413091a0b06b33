import { Client as Pg } from "pg";
import { Client, expectError, newAccount, target } from "../support/suite-api";
import { Receiver } from "../support/receiver";
import { waitFor } from "../support/wait";

// Events older than 90 days are neither listed nor retrievable, and their webhook deliveries go
// with them (docs/api.md, "Events", docs/design.md, "Events and webhooks"). Ageing an event needs the database itself, which only the
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
	const [fresh, almost, expired] = await events(shop, "type=customer.rejected");
	expect([fresh, almost, expired].map((e) => e.data.reason)).toEqual(["fresh", "almost", "expired"]);

	await age(expired.id, DAYS_90 + 1);
	await age(almost.id, DAYS_90 - 120);

	for (const viewer of [shop, account.desktop]) {
		// beside the issue the first decline opened (docs/issues.md), which did not age
		const listed = (await events(viewer)).filter((e) => e.type !== "issue.opened");
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

/** Every delivery of an endpoint as `c` lists it, newest first, once none is pending. */
async function settledDeliveries(c: Client, endpointId: string, n: number): Promise<Body[]> {
	return waitFor(`${n} settled deliveries of ${endpointId}`, async () => {
		const res = await c.get(`/v1/webhook_endpoints/${endpointId}/deliveries`, "limit=100");
		const all: Body[] = res.body.data;
		return all.length >= n && all.every((d) => d.status !== "pending") ? all : undefined;
	});
}

/**
 * Makes a delivery look as if its worker died mid-attempt, due again since `dueAt` (unix ms). One
 * statement: as two, a worker could claim the delivery between them (due, with no attempt under way),
 * and the attempt written after looked like one that never failed.
 */
async function orphan(deliveryId: string, dueAt: number): Promise<void> {
	const inserted = await db.query(
		`WITH d AS (UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = $2 WHERE public_id = $1 RETURNING id)
		 INSERT INTO webhook_attempts (delivery_id, created) SELECT id, $2 FROM d`,
		[deliveryId, dueAt],
	);
	expect(inserted.rowCount).toBe(1);
}

/** An integration's endpoint on `hooks` with two settled deliveries: "fresh" and "expired" (not aged yet). */
async function twoDeliveries(hooks: Receiver) {
	const account = await newAccount();
	const shop = await account.integration();
	// the declines' events only: the first also opens an issue (docs/issues.md)
	const created = await shop.create("/v1/webhook_endpoints", { url: `https://127.0.0.1:${hooks.port}/hook`, enabled_events: ["customer.rejected"] });
	expect(created.status).toBe(201);
	const endpoint: string = created.body.id;
	for (const name of ["expired", "fresh"]) {
		const customer = await shop.create("/v1/customers", { name });
		expect((await account.desktop.update(`/v1/customers/${customer.body.id}/reject`, { reason: name })).status).toBe(200);
	}
	const [fresh, expired] = await settledDeliveries(shop, endpoint, 2);
	return { account, shop, endpoint, fresh, expired };
}

test("the deliveries of an expired event are neither listed, read, resent nor sent again by a worker", async () => {
	const hooks = await new Receiver().start();
	try {
		const { account, shop, endpoint, fresh, expired } = await twoDeliveries(hooks);
		expect([fresh.status, expired.status]).toEqual(["succeeded", "succeeded"]);
		await age(expired.event, DAYS_90 + 1);

		const path = `/v1/webhook_endpoints/${endpoint}/deliveries`;
		for (const viewer of [shop, account.desktop]) {
			expect((await viewer.get(path)).body.data.map((d: Body) => d.id)).toEqual([fresh.id]);
			expect((await viewer.get(path, `event=${expired.event}`)).body.data).toEqual([]);
			expectError(await viewer.get(`${path}/${expired.id}`), 404, "resource_missing", "delivery");
			expectError(await viewer.get(path, `starting_after=${expired.id}`), 400, "resource_missing", "starting_after");
			expectError(await viewer.get(`/v1/events/${expired.event}/deliveries`), 404, "resource_missing");
			expect((await viewer.get(`${path}/${fresh.id}`)).status).toBe(200);
		}
		expectError(await shop.update(`${path}/${expired.id}/retry`, {}), 404, "resource_missing", "delivery");

		// Both deliveries' workers "died" mid-attempt, the expired one's first: a worker recovers the
		// fresh one (worker_lost, then sent again) and never the expired one, due in the same round.
		await orphan(expired.id, Date.now() - 2000);
		await orphan(fresh.id, Date.now() - 1000);
		const recovered = await waitFor("the fresh delivery recovered", async () => {
			const res = await shop.get(`${path}/${fresh.id}`);
			return res.body.status === "succeeded" && res.body.attempts.length === 3 ? res.body : undefined;
		});
		expect(recovered.attempts.map((a: Body) => a.error)).toEqual([null, "worker_lost", null]);
		expect(hooks.eventIds().filter((id) => id === expired.event)).toHaveLength(1);
		expect(hooks.eventIds().filter((id) => id === fresh.event)).toHaveLength(2);
		const [left] = (await db.query("SELECT status, attempts FROM webhook_deliveries WHERE public_id = $1", [expired.id])).rows;
		expect(left).toEqual({ status: "pending", attempts: 1 });
	} finally {
		await hooks.stop();
	}
});

test("a recovery queues the failed deliveries of retained events only", async () => {
	const hooks = await new Receiver().start();
	try {
		const { shop, endpoint, fresh, expired } = await twoDeliveries(hooks);
		await age(expired.event, DAYS_90 + 1);
		// Both failed as far as the log knows (the receiver's outage, say).
		const failed = await db.query("UPDATE webhook_deliveries SET status = 'failed' WHERE event_id = ANY($1)", [[fresh.event, expired.event]]);
		expect(failed.rowCount).toBe(2);

		const recovery = await shop.create(`/v1/webhook_endpoints/${endpoint}/recover`, { since: 0 });
		expect(recovery.status).toBe(201);
		expect(recovery.body.queued).toBe(1);
		await waitFor("the fresh event sent again", async () => (hooks.eventIds().filter((id) => id === fresh.event).length === 2 ? true : undefined));
		expect(hooks.eventIds().filter((id) => id === expired.event)).toHaveLength(1);
		const [left] = (await db.query("SELECT status FROM webhook_deliveries WHERE event_id = $1", [expired.event])).rows;
		expect(left).toEqual({ status: "failed" });
	} finally {
		await hooks.stop();
	}
});

import { admin, Client, client, expectError, newAccount, Reply } from "../support/suite-api";
import { Body, listAll } from "../support/fixtures";
import { Receiver } from "../support/receiver";

// Invariants the database holds under concurrent requests (docs/design.md, "Invariants under
// concurrency"). Embedded, PGlite runs one statement at a time; on PostgreSQL (the distributed
// project) the requests really race, which is where a count before an insert or a read before a
// write used to fail. BOOKDROP_RACE_FIGURES=1 prints the race's requests and statuses.

afterAll(() => Receiver.stopAll());

/** Statuses of answers, counted: `{"201": 16, "400": 16}`. */
function tally(replies: Reply[]): Record<string, number> {
	const counts: Record<string, number> = {};
	for (const reply of replies) counts[reply.status] = (counts[reply.status] ?? 0) + 1;
	return counts;
}

test("four concurrent desktop key replacements leave exactly one live desktop key, the newest, and only its secret works", async () => {
	const account = await newAccount();
	const answers = await Promise.all([1, 2, 3, 4].map(() => admin(`/accounts/${account.accountId}/desktop_key`, {})));
	expect(tally(answers)).toEqual({ 201: 4 });
	const keys = (await admin(`/accounts/${account.accountId}/api_keys`)).body.data as Body[];
	const live = keys.filter((key) => key.integration === null && key.revoked_at === null);
	expect(live.map((key) => key.id)).toEqual([keys.filter((key) => key.integration === null)[0].id]);
	const winner = answers.find((answer) => answer.body.id === live[0].id);
	expect(winner).toBeDefined();
	for (const answer of answers) {
		const res = await client(answer.body.secret).get("/v1/account");
		expect({ key: answer.body.id, status: res.status }).toEqual({ key: answer.body.id, status: answer === winner ? 200 : 401 });
	}
	expect((await account.desktop.get("/v1/account")).status).toBe(401);
});

test("32 concurrent endpoint creates of one integration make exactly 16; the others are refused as the 17th is", async () => {
	const account = await newAccount();
	const shop = await account.integration();
	const answers = await Promise.all(Array.from({ length: 32 }, (_, i) => shop.create("/v1/webhook_endpoints", { url: `https://127.0.0.1:9/hook/${i}` })));
	expect(tally(answers)).toEqual({ 201: 16, 400: 16 });
	for (const refused of answers.filter((answer) => answer.status === 400)) expectError(refused, 400, "limit_reached");
	const listed = await listAll(shop, "/v1/webhook_endpoints");
	expect(listed.map((e) => e.id).sort()).toEqual(
		answers
			.filter((a) => a.status === 201)
			.map((a) => a.body.id)
			.sort(),
	);
	// the desktop's own 16 are counted apart, also while the integration is full
	const desktops = await Promise.all(Array.from({ length: 17 }, () => account.desktop.create("/v1/webhook_endpoints", { url: "https://127.0.0.1:9/desktop" })));
	expect(tally(desktops)).toEqual({ 201: 16, 400: 1 });
});

test("40 concurrent key creates of one account, each starting an integration, make exactly 32; the others are limit_reached", async () => {
	const account = await newAccount();
	const answers = await Promise.all(Array.from({ length: 40 }, () => account.desktop.create("/v1/api_keys", { scopes: ["read"] })));
	expect(tally(answers)).toEqual({ 201: 32, 400: 8 });
	for (const refused of answers.filter((answer) => answer.status === 400)) expectError(refused, 400, "limit_reached");
	expect(new Set(answers.filter((a) => a.status === 201).map((a) => a.body.integration)).size).toBe(32);
});

type Labelled = Reply & { name: string };

/** Statuses an endpoint operation racing the endpoint's delete may answer. */
const RACE_STATUSES = new Set([200, 201, 404, 409]);

/**
 * One endpoint with two deliveries its receiver keeps failing (so the workers are busy with them),
 * then every operation on it at once with its delete in the middle.
 */
async function raceDelete(shop: Client, failing: Receiver, round: number): Promise<Labelled[]> {
	const created = await shop.create("/v1/webhook_endpoints", { url: `https://127.0.0.1:${failing.port}/race` });
	expect(created.status).toBe(201);
	const path = `/v1/webhook_endpoints/${created.body.id}`;
	const deliveries: Body[] = [];
	for (let i = 0; i < 2; i++) {
		const test = await shop.update(`${path}/test`, {});
		expect(test.status).toBe(200);
		deliveries.push(test.body);
	}
	const operations: Array<[string, () => Promise<Reply>]> = [
		["change url", () => shop.update(path, { url: `https://127.0.0.1:${failing.port}/moved` })],
		["change description", () => shop.update(path, { description: `round ${round}` })],
		["disable", () => shop.update(path, { status: "disabled" })],
		["enable", () => shop.update(path, { status: "enabled" })],
		["rotate_secret", () => shop.create(`${path}/rotate_secret`, { overlap_seconds: 60 })],
		["test", () => shop.update(`${path}/test`, {})],
		["test", () => shop.update(`${path}/test`, {})],
		["delete", () => shop.del(path)],
		...deliveries.map((d): [string, () => Promise<Reply>] => ["retry", () => shop.update(`${path}/deliveries/${d.id}/retry`, {})]),
		["list deliveries", () => shop.get(`${path}/deliveries`)],
		["read delivery", () => shop.get(`${path}/deliveries/${deliveries[0].id}`)],
		["event deliveries", () => shop.get(`/v1/events/${deliveries[1].event}/deliveries`)],
		["read", () => shop.get(path)],
	];
	const replies = await Promise.all(operations.map(async ([name, op]) => ({ name, ...(await op()) })));
	// once the delete answered, the endpoint is gone for every operation
	if (replies[7].status === 200) expectError(await shop.get(path), 404, "resource_missing");
	return replies;
}

test("every operation on an endpoint racing its delete answers 2xx, 404 or 409, never 500", async () => {
	const failing = await new Receiver().start();
	failing.answer = () => 500;
	const account = await newAccount();
	const shop = await account.integration();
	const replies: Labelled[] = [];
	for (let round = 0; round < 16; round++) replies.push(...(await raceDelete(shop, failing, round)));
	const unexpected = replies.filter((reply) => !RACE_STATUSES.has(reply.status)).map((reply) => [reply.name, reply.status, reply.body?.error?.code]);
	if (process.env.BOOKDROP_RACE_FIGURES) console.log(JSON.stringify({ requests: replies.length, statuses: tally(replies) }));
	expect(unexpected).toEqual([]);
	expect(replies.filter((reply) => reply.name === "delete").map((reply) => reply.status)).toEqual(Array(16).fill(200));
}, 120_000);

import { createHash, randomUUID } from "node:crypto";
import Redis from "ioredis";
import { newAccount, target } from "../support/suite-api";
import { sleep, until } from "../support/wait";

// One Redis round trip per create at the gateway: the key's admission, its rate budget and the
// Idempotency-Key's claim are one script; the outcome is one more command, which the answer does
// not wait for. Counted with MONITOR, on the commands that name this test's API key or its
// Idempotency-Keys (other tests share the server).

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * The commands clients sent Redis that name one of `names`, from when `fn` starts until `last` has
 * been seen and 300 ms after it (any further command would come within them). The outcome's command
 * is sent after the answer, so a busy machine may send it well after `fn` ended: it is waited for.
 */
async function commandsNaming(names: string[], fn: () => Promise<void>, last: (args: string[]) => boolean): Promise<string[][]> {
	const redis = new Redis(target().env!.REDIS_URL);
	const monitor = await redis.monitor();
	const seen: string[][] = [];
	// Commands a script runs are shown too, from the source "lua": they are not round trips.
	monitor.on("monitor", (_time: string, args: string[], source: string) => {
		if (source !== "lua" && args.some((arg) => names.some((name) => arg.includes(name)))) seen.push(args);
	});
	try {
		await fn();
		await until(
			() => seen.some(last),
			10_000,
			() => `the command recording the outcome (seen: ${JSON.stringify(seen)})`,
		);
		await sleep(300);
	} finally {
		// lines still buffered when the connection closes are parsed as replies to no command: not this count's
		monitor.on("error", () => undefined);
		monitor.disconnect();
		redis.disconnect();
	}
	return seen;
}

test("a create of a key the gateway has seen costs one script (admission, budget, claim) and one command recording its outcome", async () => {
	const shop = await (await newAccount()).integration();
	// The count is taken on the second gateway, which learns the key from the admission the first cached.
	const [vouching, url] = [target().urls[0], target().urls[target().urls.length - 1]];
	const create = async (key: string, name: string, gateway = url) => {
		const res = await fetch(`${gateway}/v1/customers`, {
			method: "POST",
			headers: { Authorization: `Bearer ${shop.key}`, "Idempotency-Key": key, "Content-Type": "application/json" },
			body: JSON.stringify({ name }),
		});
		return { status: res.status, body: await res.text(), replayed: res.headers.get("idempotent-replayed") };
	};
	// The gateways learn the key (and load their scripts) on their first creates.
	for (let i = 0; i < 2; i++) expect((await create(randomUUID(), `Warm ${i}`, vouching)).status).toBe(201);
	for (let i = 0; i < 2; i++) expect((await create(randomUUID(), `Warm there ${i}`)).status).toBe(201);

	const key = randomUUID();
	const secretHash = sha256(shop.key);
	const claimName = sha256(key);
	let first: Awaited<ReturnType<typeof create>> | undefined;
	const commands = await commandsNaming(
		[secretHash, claimName],
		async () => {
			first = await create(key, "Counted");
		},
		(args) => args[0].toLowerCase() === "set" && args.some((arg) => arg.includes(claimName)),
	);
	expect(first?.status).toBe(201);
	const verbs = commands.map((args) => args[0].toLowerCase());
	expect(verbs).toEqual(["evalsha", "set"]);
	// The script names the budget, the key's cached admission and the Idempotency-Key together.
	expect(commands[0].some((arg) => arg.includes(`rate:${secretHash}`))).toBe(true);
	expect(commands[0].some((arg) => arg.includes(`admission:${secretHash}`))).toBe(true);
	expect(commands[0].some((arg) => arg.includes(claimName))).toBe(true);
	expect(commands[1].some((arg) => arg.includes(claimName))).toBe(true);

	// The retry is answered from any gateway, byte for byte.
	const again = await fetch(`${vouching}/v1/customers`, {
		method: "POST",
		headers: { Authorization: `Bearer ${shop.key}`, "Idempotency-Key": key, "Content-Type": "application/json" },
		body: JSON.stringify({ name: "Counted" }),
	});
	expect(again.status).toBe(201);
	expect(await again.text()).toBe(first!.body);
	expect(again.headers.get("idempotent-replayed")).toBe("true");
}, 60_000);

test("a create refused before its call (a bad body) frees the Idempotency-Key its admission claimed", async () => {
	const shop = await (await newAccount()).integration();
	const url = target().urls[0];
	const send = (body: unknown) =>
		fetch(`${url}/v1/customers`, {
			method: "POST",
			headers: { Authorization: `Bearer ${shop.key}`, "Idempotency-Key": "fix-and-resend", "Content-Type": "application/json" },
			body: JSON.stringify(body),
		});
	await send({ name: "Warm" }).then((res) => res.text());
	const key = "fix-and-resend-2";
	const refused = await fetch(`${url}/v1/customers`, {
		method: "POST",
		headers: { Authorization: `Bearer ${shop.key}`, "Idempotency-Key": key, "Content-Type": "application/json" },
		body: JSON.stringify({ name: 12 }),
	});
	expect(refused.status).toBe(400);
	const fixed = await fetch(`${url}/v1/customers`, {
		method: "POST",
		headers: { Authorization: `Bearer ${shop.key}`, "Idempotency-Key": key, "Content-Type": "application/json" },
		body: JSON.stringify({ name: "Fixed" }),
	});
	expect(fixed.status).toBe(201);
}, 60_000);

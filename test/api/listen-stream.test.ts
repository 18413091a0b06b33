import net from "node:net";
import { newAccount, target } from "../support/suite-api";
import { forwardedAcrossOutage, interrupt, openDeclineIssue, openStream, plainReceiver, startListen, streamedIds } from "../support/listen-driver";
import { until } from "../support/wait";
import { freePort } from "../support/servers";

// `bookdrop listen` on one event stream (GET /v1/events/stream, docs/api.md "Event stream"): not
// charged to the key's budget, at most two open per key, a secret kept per key, and reconnection.

const budget = (headers: Headers) => ({ remaining: Number(headers.get("x-ratelimit-remaining")), reset: Number(headers.get("x-ratelimit-reset")) });

test("listen runs a minute on one stream: it forwards each event, and the key's budget moves only by the key's own requests", async () => {
	const account = await newAccount();
	const integration = await account.integration();
	await openDeclineIssue(account.desktop, integration);
	const receiver = await plainReceiver();
	const listen = startListen(integration.key, receiver.url);
	try {
		await until(() => listen.secret() !== undefined, 30_000, "the ready line");
		const customers: string[] = [];
		for (const name of ["A", "B", "C", "D", "E", "F"]) customers.push((await integration.create("/v1/customers", { name })).body.id);
		const before = budget((await integration.get("/v1/account")).headers);
		// every probe stays in the minute window the key's first request opened
		const started = Date.now();
		const end = Math.min(started + 60_000, before.reset * 1000 - 2_000);
		expect(end - started).toBeGreaterThan(50_000);
		for (const [i, id] of customers.entries()) {
			await until(() => Date.now() >= started + (i * (end - started)) / customers.length, 60_000);
			expect((await account.desktop.update(`/v1/customers/${id}/reject`, {})).status).toBe(200);
			await until(() => receiver.hits.length === i + 1, 15_000, `event ${i + 1} forwarded`);
		}
		await until(() => Date.now() >= end, 60_000);
		const after = budget((await integration.get("/v1/account")).headers);
		// polling four times a second would have spent ~230 requests of it
		expect(after).toEqual({ remaining: before.remaining - 1, reset: before.reset });
		const events = (await integration.get("/v1/events", "limit=6")).body.data.reverse();
		expect(events.map((e: { data: { object: { id: string } } }) => e.data.object.id)).toEqual(customers);
		expect(receiver.ids()).toEqual(events.map((e: { id: string }) => e.id));
		expect(listen.err()).toBe("");
		expect(await interrupt(listen)).toBe(0);
	} finally {
		listen.child.kill("SIGKILL");
		receiver.server.close();
	}
}, 120_000);

test("the listen secret is the key's: the same on every run and at every gateway; another key has its own", async () => {
	const account = await newAccount();
	const integration = await account.integration();
	const secretOf = async (key: string, url: string) => {
		const listen = startListen(key, "http://localhost:9/hooks", url);
		try {
			await until(() => listen.secret() !== undefined, 30_000, "the ready line");
			expect(await interrupt(listen)).toBe(0);
			return listen.secret()!;
		} finally {
			listen.child.kill("SIGKILL");
		}
	};
	const { urls } = target();
	const first = await secretOf(account.desktop.key, urls[0]);
	expect(first).toMatch(/^whsec_[0-9A-Za-z]{32}$/);
	expect(await secretOf(account.desktop.key, urls.at(-1)!)).toBe(first);
	const other = await secretOf(integration.key, urls[0]);
	expect(other).toMatch(/^whsec_/);
	expect(other).not.toBe(first);
});

test("a key holds at most two open streams, across gateways: a third is 429 too_many_streams until one closes; other keys are not held back", async () => {
	const account = await newAccount();
	const integration = await account.integration();
	const { urls } = target();
	const open = [await openStream(account.desktop.key, urls[0]), await openStream(account.desktop.key, urls.at(-1)!)];
	try {
		expect(open.map((s) => s.status)).toEqual([200, 200]);
		await until(() => open.every((s) => s.text().includes("event: ready")), 10_000, "both ready");
		const third = await openStream(account.desktop.key, urls[0]);
		expect(third.status).toBe(429);
		expect(third.error).toEqual({
			type: "rate_limit_error",
			code: "too_many_streams",
			message: expect.stringMatching(/already has 2 open event streams/),
			request_id: expect.stringMatching(/^req_/),
		});
		open.push(await openStream(integration.key, urls.at(-1)!));
		expect(open[2].status).toBe(200);
		// a closed stream gives its place back
		open[0].close();
		await until(
			async () => {
				const next = await openStream(account.desktop.key, urls[0]);
				if (next.status === 200) open.push(next);
				return next.status === 200;
			},
			10_000,
			"a place after closing one",
			200,
		);
	} finally {
		for (const stream of open) stream.close();
	}
});

test("the stream needs a valid key with 'read', and shows an integration only its own events", async () => {
	const account = await newAccount();
	const integration = await account.integration();
	const writer = await account.integration(["write"]);
	expect((await openStream(writer.key)).error).toEqual({
		type: "permission_error",
		code: "insufficient_scope",
		message: expect.stringMatching(/'read'/),
		request_id: expect.stringMatching(/^req_/),
	});
	expect((await openStream("ab_nosuchkey")).error?.code).toBe("api_key_invalid");
	expect((await openStream("")).status).toBe(401);

	await openDeclineIssue(account.desktop, integration);
	const stream = await openStream(integration.key);
	try {
		await until(() => stream.text().includes("event: ready"), 10_000, "ready");
		const desktops = await account.desktop.create("/v1/customers", { name: "The desktop's" });
		await account.desktop.update(`/v1/customers/${desktops.body.id}/reject`, {});
		const own = await integration.create("/v1/customers", { name: "Its own" });
		await account.desktop.update(`/v1/customers/${own.body.id}/reject`, {});
		const [event] = (await integration.get("/v1/events", "limit=1")).body.data;
		expect(event.data.object.id).toBe(own.body.id);
		await until(() => streamedIds(stream.text()).length > 0, 10_000, "an event");
		expect(streamedIds(stream.text())).toEqual([event.id]);
		expect(stream.text()).toContain(`event: customer.rejected\ndata: ${JSON.stringify(event)}\n\n`);
	} finally {
		stream.close();
	}
});

/** A TCP proxy to the gateway that a test can cut (every connection, and the port) and open again. */
async function cuttableProxy(to: URL) {
	const sockets = new Set<net.Socket>();
	const server = net.createServer((client) => {
		const upstream = net.connect(Number(to.port), to.hostname);
		for (const [a, b] of [
			[client, upstream],
			[upstream, client],
		]) {
			sockets.add(a);
			a.on("error", () => b.destroy());
			a.on("close", () => b.destroy());
			a.pipe(b);
		}
	});
	// reopened on the same port: one from freePort, which no outgoing connection takes while it is closed
	const port = await freePort();
	await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
	return {
		url: `http://127.0.0.1:${port}`,
		cut: () => {
			server.close();
			for (const socket of sockets) socket.destroy();
		},
		reopen: () => new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve)),
		close: () => (server.close(), sockets.forEach((s) => s.destroy())),
	};
}

test("a dropped stream: listen says so on stderr, reconnects with backoff, and forwards every event from the outage once, in order", async () => {
	const account = await newAccount();
	await openDeclineIssue(account.desktop);
	const receiver = await plainReceiver();
	const proxy = await cuttableProxy(new URL(target().url));
	const listen = startListen(account.desktop.key, receiver.url, proxy.url);
	try {
		await forwardedAcrossOutage(account, receiver, listen, {
			async cut() {
				proxy.cut();
				await until(
					() => /the event stream dropped \(.+\); reconnecting in 0\.5 s/.test(listen.err()),
					15_000,
					() => `the drop on stderr: ${listen.err()}`,
				);
			},
			async restore() {
				// it keeps trying, each wait longer than the one before
				await until(
					() => /reconnecting in 1 s/.test(listen.err()),
					15_000,
					() => `a second attempt: ${listen.err()}`,
				);
				await proxy.reopen();
			},
		});
		expect(listen.out().match(/Ready!/g)).toHaveLength(1);
	} finally {
		listen.child.kill("SIGKILL");
		receiver.server.close();
		proxy.close();
	}
}, 90_000);

test("Last-Event-ID resumes after that event, with nothing missed or repeated; an id the key cannot see is refused", async () => {
	const account = await newAccount();
	await openDeclineIssue(account.desktop);
	for (const name of ["One", "Two", "Three"]) {
		const customer = await account.desktop.create("/v1/customers", { name });
		await account.desktop.update(`/v1/customers/${customer.body.id}/reject`, {});
	}
	const events = (await account.desktop.get("/v1/events", "limit=3")).body.data.reverse().map((e: { id: string }) => e.id);
	const stream = await openStream(account.desktop.key, target().url, { "Last-Event-ID": events[0] });
	try {
		await until(() => streamedIds(stream.text()).length >= 2, 10_000, "the two later events");
		expect(stream.text()).toContain(`"last_event_id":"${events[0]}"`);
		expect(streamedIds(stream.text())).toEqual(events.slice(1));
	} finally {
		stream.close();
	}
	const other = await newAccount();
	expect((await openStream(other.desktop.key, target().url, { "Last-Event-ID": events[0] })).error).toMatchObject({
		code: "resource_missing",
		param: "Last-Event-ID",
	});
	expect((await openStream(other.desktop.key, target().url, { "Last-Event-ID": "nonsense" })).error).toMatchObject({
		code: "parameter_invalid",
		param: "Last-Event-ID",
	});
});

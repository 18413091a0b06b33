import { ChildProcess, execFile, spawn } from "node:child_process";
import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import { Webhook } from "standardwebhooks";
import { newAccount, target } from "../support/suite-api";
import { ENTRY, ROOT } from "../support/servers";
import { until } from "../support/wait";

// `bookdrop listen` (bin/listen-command.ts) end to end: it follows the account's events and forwards them,
// signed, to a local plain-HTTP receiver (docs/webhooks.md, "Local development").

const run = promisify(execFile);

interface Hit {
	raw: Buffer;
	signature: string;
	headers: http.IncomingHttpHeaders;
	path: string;
}

async function plainReceiver(answer: () => number) {
	const hits: Hit[] = [];
	const server = http.createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on("data", (c: Buffer) => chunks.push(c));
		req.on("end", () => {
			hits.push({ raw: Buffer.concat(chunks), signature: String(req.headers["service-signature"]), headers: req.headers, path: req.url ?? "" });
			res.writeHead(answer()).end();
		});
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	return { hits, server, url: `http://localhost:${(server.address() as AddressInfo).port}/hooks` };
}

function startListen(args: string[], env: Record<string, string> = {}): { child: ChildProcess; out: () => string; err: () => string } {
	const child = spawn(process.execPath, [ENTRY, "listen", "--url", target().url, ...args], { cwd: ROOT, env: { PATH: process.env.PATH ?? "", ...env } });
	let out = "";
	let err = "";
	child.stdout!.on("data", (c) => (out += c));
	child.stderr!.on("data", (c) => (err += c));
	return { child, out: () => out, err: () => err };
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

test("forwards new events, signed with the secret it prints, one line each with the receiver's status; Ctrl-C stops it", async () => {
	const account = await newAccount();
	const { desktop } = account;
	// an event from before it starts is not forwarded
	const old = await desktop.create("/v1/customers", { name: "Before" });
	await desktop.update(`/v1/customers/${old.body.id}/reject`, {});
	let n = 0;
	const receiver = await plainReceiver(() => (++n === 2 ? 500 : 200));
	const listen = startListen(["--forward-to", receiver.url], { BOOKDROP_API_KEY: desktop.key });
	try {
		await until(() => listen.out().includes("Ready!"), 15_000, "the ready line");
		const secret = /(whsec_[0-9A-Za-z]+)/.exec(listen.out())![1];

		const ids: string[] = [];
		for (const name of ["One", "Two"]) {
			const customer = await desktop.create("/v1/customers", { name });
			ids.push(customer.body.id);
			expect((await desktop.update(`/v1/customers/${customer.body.id}/reject`, {})).status).toBe(200);
		}
		await until(
			() =>
				receiver.hits.length >= 2 &&
				listen
					.out()
					.split("\n")
					.filter((l) => l.includes("→")).length >= 2,
			15_000,
			"two forwarded events",
		);
		const events = (await desktop.get("/v1/events", "limit=2")).body.data.reverse();
		expect(receiver.hits.map((h) => JSON.parse(h.raw.toString()).id)).toEqual(events.map((e: { id: string }) => e.id));
		for (const hit of receiver.hits) {
			expect(hit.path).toBe("/hooks");
			const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(hit.signature)!;
			expect(createHmac("sha256", secret).update(`${t}.`).update(hit.raw).digest("hex")).toBe(v1);
			// and as a Standard Webhooks library checks it, like a delivery
			expect(new Webhook(secret).verify(hit.raw.toString(), hit.headers as Record<string, string>)).toEqual(JSON.parse(hit.raw.toString()));
			expect(hit.headers["webhook-timestamp"]).toBe(t);
		}
		const lines = listen
			.out()
			.split("\n")
			.filter((l) => l.includes("→"));
		expect(lines[0]).toMatch(new RegExp(`^\\d{4}-\\d\\d-\\d\\dT\\S+\\s+customer\\.rejected\\s+${events[0].id}\\s+→ 200$`));
		expect(lines[1]).toMatch(new RegExp(`customer\\.rejected\\s+${events[1].id}\\s+→ 500$`));
		expect(listen.out()).not.toContain(old.body.id);

		const code = exited(listen.child);
		listen.child.kill("SIGINT");
		expect(await code).toBe(0);
		expect(listen.err()).toBe("");
	} finally {
		listen.child.kill("SIGKILL");
		receiver.server.close();
	}
});

test("--events keeps only the named types; an unknown type or a missing --forward-to is a usage error", async () => {
	const account = await newAccount();
	const { desktop } = account;
	const receiver = await plainReceiver(() => 204);
	const listen = startListen(["--forward-to", receiver.url, "--events", "customer.imported", "--key", desktop.key]);
	try {
		await until(() => listen.out().includes("Ready!"), 15_000, "the ready line");
		const rejected = await desktop.create("/v1/customers", { name: "Rejected" });
		await desktop.update(`/v1/customers/${rejected.body.id}/reject`, {});
		const imported = await desktop.create("/v1/customers", { name: "Imported" });
		await desktop.create("/v1/import_batches", { objects: [{ id: imported.body.id, local_ref: "L-1" }] });
		await until(() => receiver.hits.length >= 1, 15_000, "one forwarded event");
		const body = JSON.parse(receiver.hits[0].raw.toString());
		expect({ type: body.type, object: body.data.object.id }).toEqual({ type: "customer.imported", object: imported.body.id });
		// the rejection came first and was skipped; the import_batch.completed after it is skipped too
		await until(() => listen.out().includes("→ 204"), 15_000, "the log to pass the batch");
		expect(receiver.hits).toHaveLength(1);
	} finally {
		listen.child.kill("SIGKILL");
		receiver.server.close();
	}

	const usage = async (...args: string[]) =>
		run(process.execPath, [ENTRY, "listen", "--url", target().url, "--key", desktop.key, ...args], { cwd: ROOT, env: { PATH: process.env.PATH ?? "" } }).then(
			() => ({ code: 0, stderr: "" }),
			(err) => ({ code: err.code, stderr: err.stderr }),
		);
	expect(await usage()).toEqual({ code: 2, stderr: expect.stringMatching(/^bookdrop: listen needs --forward-to/) });
	expect(await usage("--forward-to", receiver.url, "--events", "customer.created")).toEqual({
		code: 2,
		stderr: expect.stringMatching(/unknown event type 'customer.created'/),
	});
	expect(await usage("--forward-to", "ftp://localhost/x")).toEqual({ code: 2, stderr: expect.stringMatching(/http or https/) });
});

test("listen reads its key from BOOKDROP_API_KEY first; the desktop key, its old fallback, still works with a one-line notice", async () => {
	const account = await newAccount();
	const integration = await account.integration();
	const receiver = await plainReceiver(() => 200);
	const ready = async (env: Record<string, string>) => {
		const listen = startListen(["--forward-to", receiver.url], env);
		try {
			await until(() => listen.out().includes("Ready!"), 15_000, "the ready line");
			return { err: listen.err(), secret: /(whsec_[0-9A-Za-z]+)/.exec(listen.out())![1] };
		} finally {
			const code = exited(listen.child);
			listen.child.kill("SIGKILL");
			await code;
		}
	};
	try {
		// each key has its own listen secret: the one printed names the key listen used
		const both = await ready({ BOOKDROP_API_KEY: integration.key, BOOKDROP_DESKTOP_KEY: account.desktop.key });
		const integrationAlone = await ready({ BOOKDROP_API_KEY: integration.key });
		expect(both).toEqual({ err: "", secret: integrationAlone.secret });
		const desktopAlone = await ready({ BOOKDROP_DESKTOP_KEY: account.desktop.key });
		expect(desktopAlone.secret).not.toBe(both.secret);
		expect(desktopAlone.err).toBe(
			"bookdrop: took the key from BOOKDROP_DESKTOP_KEY, which this command reads only for old setups; set BOOKDROP_API_KEY (or pass --key) instead\n",
		);
	} finally {
		receiver.server.close();
	}
});

import { ChildProcess, spawn } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Client, target } from "./suite-api";
import { until } from "./wait";
import { ENTRY, ROOT } from "./servers";

// `bookdrop listen` and its event stream (GET /v1/events/stream) as tests drive them.

export interface Hit {
	raw: Buffer;
	headers: http.IncomingHttpHeaders;
}

/** A local receiver that records what listen forwards and answers 200. */
export async function plainReceiver() {
	const hits: Hit[] = [];
	const server = http.createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on("data", (c: Buffer) => chunks.push(c));
		req.on("end", () => {
			hits.push({ raw: Buffer.concat(chunks), headers: req.headers });
			res.writeHead(200).end();
		});
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	const ids = () => hits.map((hit) => JSON.parse(hit.raw.toString()).id as string);
	return { hits, ids, server, url: `http://localhost:${(server.address() as AddressInfo).port}/hooks` };
}

export interface ListenRun {
	child: ChildProcess;
	out: () => string;
	err: () => string;
	/** The secret of its ready line, once printed. */
	secret: () => string | undefined;
}

/** `bookdrop listen --forward-to <to> --key <key>` against `url` (the suite's gateway by default). */
export function startListen(key: string, forwardTo: string, url = target().url): ListenRun {
	return listenProcess(["--url", url, "--key", key, "--forward-to", forwardTo], {});
}

/** `bookdrop listen --forward-to <to>` with its server and key from `env` alone (BOOKDROP_URL, BOOKDROP_API_KEY…), as after quickstart. */
export function startListenWith(env: Record<string, string>, forwardTo: string): ListenRun {
	return listenProcess(["--forward-to", forwardTo], env);
}

function listenProcess(args: string[], env: Record<string, string>): ListenRun {
	const child = spawn(process.execPath, [ENTRY, "listen", ...args], { cwd: ROOT, env: { PATH: process.env.PATH ?? "", ...env } });
	let out = "";
	let err = "";
	child.stdout!.on("data", (c) => (out += c));
	child.stderr!.on("data", (c) => (err += c));
	return { child, out: () => out, err: () => err, secret: () => /Your webhook signing secret is (whsec_[0-9A-Za-z]+)/.exec(out)?.[1] };
}

/** Stops a listen with Ctrl-C and answers its exit code. */
export async function interrupt(run: ListenRun): Promise<number | null> {
	if (run.child.exitCode !== null) return run.child.exitCode;
	const exited = new Promise<number | null>((resolve) => run.child.once("exit", (code) => resolve(code)));
	run.child.kill("SIGINT");
	return exited;
}

export interface OpenStream {
	status: number;
	/** The error body of a refused stream. */
	error?: { type: string; code: string; message: string; request_id: string; param?: string };
	/** What arrived so far, as text. */
	text: () => string;
	/** When the server ended the stream (ms), once it did. */
	endedAt: () => number | undefined;
	close: () => void;
}

/** Opens the event stream with `key`, raw, and collects what it sends. */
export async function openStream(key: string, url = target().url, headers: Record<string, string> = {}): Promise<OpenStream> {
	const controller = new AbortController();
	const res = await fetch(`${url}/v1/events/stream`, { headers: { Authorization: `Bearer ${key}`, ...headers }, signal: controller.signal });
	if (!res.ok)
		return {
			status: res.status,
			error: ((await res.json()) as { error: NonNullable<OpenStream["error"]> }).error,
			text: () => "",
			endedAt: () => undefined,
			close: () => undefined,
		};
	let text = "";
	let endedAt: number | undefined;
	void (async () => {
		const decoder = new TextDecoder();
		for await (const chunk of res.body!) text += decoder.decode(chunk, { stream: true });
		endedAt = Date.now();
	})().catch(() => undefined);
	return { status: res.status, text: () => text, endedAt: () => endedAt, close: () => controller.abort() };
}

/** The ids of the events a stream's text holds, in order. */
export const streamedIds = (text: string) => [...text.matchAll(/^id: (\S+)$/gm)].map((m) => m[1]);

/**
 * Declines a customer of `owner` (the desktop's act), opening the issue its later declined customers
 * count in (docs/issues.md): from then on each decline is one event, `customer.rejected`.
 */
export async function openDeclineIssue(desktop: Client, owner: Client = desktop): Promise<void> {
	const customer = await owner.create("/v1/customers", { name: "Declined first" });
	const res = await desktop.update(`/v1/customers/${customer.body.id}/reject`, {});
	if (res.status !== 200) throw new Error(`reject ${customer.body.id}: ${res.status} ${JSON.stringify(res.body)}`);
}
/**
 * Four customers declined around an interruption of `listen`'s stream: the first before `cut`, two
 * while it lasts, the last once `restore` is done and listen says it reconnected. Every event must
 * reach `receiver` once, in order; listen then stops cleanly with Ctrl-C. The account's decline
 * issue is open before listen starts (openDeclineIssue).
 */
export async function forwardedAcrossOutage(
	account: { desktop: Client },
	receiver: Awaited<ReturnType<typeof plainReceiver>>,
	listen: ListenRun,
	outage: { cut: () => Promise<void>; restore: () => Promise<void> },
): Promise<void> {
	await until(() => listen.secret() !== undefined, 30_000, "the ready line");
	const customers: string[] = [];
	for (const name of ["Before", "During 1", "During 2", "After"]) customers.push((await account.desktop.create("/v1/customers", { name })).body.id);
	const reject = async (id: string) => expect((await account.desktop.update(`/v1/customers/${id}/reject`, {})).status).toBe(200);
	await reject(customers[0]);
	await until(() => receiver.hits.length === 1, 15_000, "the first event forwarded");

	await outage.cut();
	await reject(customers[1]);
	await reject(customers[2]);
	await outage.restore();
	await until(
		() => listen.err().includes("listen reconnected to the event stream"),
		30_000,
		() => `the reconnection: ${listen.err()}`,
	);
	await reject(customers[3]);
	await until(() => receiver.hits.length >= 4, 15_000, "every event forwarded");

	const events = (await account.desktop.get("/v1/events", "limit=4")).body.data.reverse();
	expect(events.map((e: { data: { object: { id: string } } }) => e.data.object.id)).toEqual(customers);
	expect(receiver.ids()).toEqual(events.map((e: { id: string }) => e.id));
	expect(await interrupt(listen)).toBe(0);
}

/** The server's last message on a stream it ended (`event: end`): why. */
export const streamEnd = (text: string): { reason: string; message: string } | undefined => {
	const found = /\nevent: end\ndata: (.+)\n\n$/.exec(text);
	return found ? JSON.parse(found[1]) : undefined;
};

import { systemClock } from "../../shared/platform/clock";
import net from "node:net";
import { openSharedStore, SharedStore } from "../../shared/platform/shared-store";
import { until } from "../support/wait";
import { freePort } from "../support/servers";

// An unreachable Redis (docs/operations.md, "Running it"): one warning when the store first finds it
// down, one line when it answers again, whatever the number of commands and reconnections between,
// for a refused connection, a reset one and a Redis that stops answering on an open one.

/** Just enough of Redis for ioredis: AUTH, the ready check (INFO), PING; it may reset, or hold its answers. */
class FakeRedis {
	readonly server = net.createServer((socket) => this.serve(socket));
	private readonly sockets = new Set<net.Socket>();
	mode: "answer" | "reset" | "silent" = "answer";
	resets = 0;
	private held: Array<() => void> = [];

	listen(port: number): Promise<void> {
		return new Promise((resolve) => this.server.listen(port, "127.0.0.1", resolve));
	}

	/** Answers what it held back, in order. */
	speak(): void {
		this.mode = "answer";
		for (const answer of this.held.splice(0)) answer();
	}

	resetAll(): void {
		this.mode = "reset";
		for (const socket of this.sockets) socket.resetAndDestroy();
	}

	close(): Promise<void> {
		for (const socket of this.sockets) socket.destroy();
		return new Promise((resolve) => this.server.close(() => resolve()));
	}

	private serve(socket: net.Socket): void {
		if (this.mode === "reset") {
			this.resets++;
			socket.resetAndDestroy();
			return;
		}
		this.sockets.add(socket);
		socket.on("close", () => this.sockets.delete(socket));
		socket.on("error", () => undefined);
		let buffer = "";
		socket.on("data", (chunk) => {
			buffer += chunk.toString("latin1");
			for (let command = takeCommand(buffer); command; command = takeCommand(buffer)) {
				buffer = buffer.slice(command.length);
				const answer = () => socket.write(replyTo(command.args[0].toUpperCase()));
				if (this.mode === "silent") this.held.push(answer);
				else answer();
			}
		});
	}
}

/** The first whole command (an array of bulk strings) in `buffer`, and how many characters it took. */
function takeCommand(buffer: string): { args: string[]; length: number } | null {
	const head = /^\*(\d+)\r\n/.exec(buffer);
	if (!head) return null;
	let at = head[0].length;
	const args: string[] = [];
	for (let i = 0; i < Number(head[1]); i++) {
		const bulk = /^\$(\d+)\r\n/.exec(buffer.slice(at));
		if (!bulk || buffer.length < at + bulk[0].length + Number(bulk[1]) + 2) return null;
		at += bulk[0].length;
		args.push(buffer.slice(at, at + Number(bulk[1])));
		at += Number(bulk[1]) + 2;
	}
	return { args, length: at };
}

function replyTo(command: string): string {
	if (command === "INFO") {
		const info = "# Server\r\nredis_version:7.0.0\r\nloading:0\r\n";
		return `$${info.length}\r\n${info}\r\n`;
	}
	return command === "PING" ? "+PONG\r\n" : "+OK\r\n";
}

const answers = (store: SharedStore) =>
	store.ping().then(
		() => true,
		() => false,
	);

test("an unreachable Redis is told once when first found down and once when it answers again, never per command or reconnection, never with its password", async () => {
	const port = await freePort();
	const lines: Array<[string, string]> = [];
	const store = openSharedStore(
		{
			redisUrl: `redis://:redis-secret@127.0.0.1:${port}`,
			rateLimitPerMinute: 100,
			transporter: "nats://unused",
			namespace: "outage",
		},
		systemClock,
	);
	store.reportTo({ warn: (line: string) => lines.push(["warn", line]), info: (line: string) => lines.push(["info", line]) });
	const redis = new FakeRedis();
	const degraded = "until it answers, rate limits count per replica and keys are read from the database";
	try {
		// nothing listens: every command fails, and the client keeps trying to connect
		await until(() => lines.length > 0, 10_000, "the first warning");
		for (let i = 0; i < 20; i++) expect(await answers(store)).toBe(false);
		expect(lines).toEqual([["warn", `REDIS_URL: cannot connect to 127.0.0.1:${port} (ECONNREFUSED); ${degraded}`]]);

		await redis.listen(port);
		await until(
			() => lines.length === 2,
			10_000,
			() => `the line of its return: ${JSON.stringify(lines)}`,
		);
		expect(lines[1]).toEqual(["info", `REDIS_URL: 127.0.0.1:${port} answers again`]);
		expect(await answers(store)).toBe(true);

		// connections reset, the first one and each the client opens again
		redis.resetAll();
		await until(
			() => redis.resets >= 3,
			20_000,
			() => `three reconnections, seen ${redis.resets}`,
		);
		for (let i = 0; i < 20; i++) expect(await answers(store)).toBe(false);
		expect(lines.slice(2)).toEqual([["warn", `REDIS_URL: cannot connect to 127.0.0.1:${port} (ECONNRESET); ${degraded}`]]);
		redis.speak();
		await until(
			() => lines.length === 4,
			10_000,
			() => `the line of its return: ${JSON.stringify(lines)}`,
		);

		// connected, but silent: the first command runs out of time, the next fail at once for a while
		redis.mode = "silent";
		for (let i = 0; i < 5; i++) expect(await answers(store)).toBe(false);
		expect(lines.slice(4)).toEqual([["warn", `REDIS_URL: 127.0.0.1:${port} does not answer in time; ${degraded}`]]);
		redis.speak();
		await until(() => answers(store), 10_000, "an answer once Redis speaks again");
		expect(lines.slice(5)).toEqual([["info", `REDIS_URL: 127.0.0.1:${port} answers again`]]);
		expect(JSON.stringify(lines)).not.toContain("redis-secret");
	} finally {
		await store.close();
		await redis.close();
	}
}, 60_000);

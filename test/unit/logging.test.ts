import { Errors, ServiceBroker } from "moleculer";
import type { LogFormat, LogLevel } from "../../shared/platform/config";
import { levelOf, loggerConfig, processLine } from "../../shared/platform/logging";

// The JSON line as docs/operations.md ("Logs") gives it, field by field: pino writes it, through
// Moleculer's Pino logger with our bindings, so a release of either that changes the line fails here.
// test/embedded/logs.test.ts holds a whole process's log.

interface Written {
	stdout: string[];
	stderr: string[];
}

/** What `fn` writes to stdout and stderr, line by line; nothing reaches the terminal meanwhile. */
function written(fn: () => void): Written {
	const lines: Written = { stdout: [], stderr: [] };
	const spies = (["stdout", "stderr"] as const).map((name) =>
		jest.spyOn(process[name], "write").mockImplementation((chunk: string | Uint8Array) => {
			lines[name].push(...String(chunk).split("\n").filter(Boolean));
			return true;
		}),
	);
	try {
		fn();
	} finally {
		for (const spy of spies) spy.mockRestore();
	}
	return lines;
}

const json = (lines: string[]) => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
const TIME = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

/** A broker (never started) logging as a process does with `logLevel` and `logFormat`; the lines of its creation are dropped. */
function brokerLogging(logLevel: LogLevel, logFormat: LogFormat = "json"): ServiceBroker {
	let broker: ServiceBroker | undefined;
	written(() => {
		const logger = loggerConfig({ logLevel, logFormat, transporter: "nats://bookdrop:secret@127.0.0.1:4222" });
		broker = new ServiceBroker({ nodeID: "node-1", logger, metrics: false });
	});
	return broker!;
}

test("a line: level, time, node, module, the caller's fields and the message, on stdout", () => {
	const logger = brokerLogging("info").getLogger("gateway");
	const { stdout, stderr } = written(() => logger.info({ request_id: "req_1", route: null, status: 201, duration_ms: 1.5 }, "request"));
	expect(stderr).toEqual([]);
	expect(json(stdout)).toEqual([
		{ level: "info", time: TIME, node: "node-1", mod: "gateway", request_id: "req_1", route: null, status: 201, duration_ms: 1.5, msg: "request" },
	]);
	expect(Object.keys(json(stdout)[0])).toEqual(["level", "time", "node", "mod", "request_id", "route", "status", "duration_ms", "msg"]);
});

test("an error: its message joins the text, `err` holds name, message, code and stack, never its data; on stderr", () => {
	const logger = brokerLogging("info").getLogger("gateway");
	const err = new Errors.MoleculerError("Service unavailable", 503, "SERVICE_NOT_AVAILABLE", { echoed: "a request's input" });
	const { stdout, stderr } = written(() => logger.error({ request_id: "req_2" }, "request failed:", err));
	expect(stdout).toEqual([]);
	expect(json(stderr)).toEqual([
		{
			level: "error",
			time: TIME,
			node: "node-1",
			mod: "gateway",
			request_id: "req_2",
			err: { name: "MoleculerError", message: "Service unavailable", code: 503, stack: err.stack },
			msg: "request failed: Service unavailable",
		},
	]);
	expect(stderr[0]).not.toContain("a request's input");
});

test("Moleculer's own arguments: text joined by spaces, values as util.inspect prints them on one line", () => {
	const logger = brokerLogging("debug").getLogger("gateway");
	const { stdout } = written(() => logger.debug("Optimized path order:", ["/", "/v1"], 2, { a: { b: 1 } }));
	expect(json(stdout)).toEqual([{ level: "debug", time: TIME, node: "node-1", mod: "gateway", msg: "Optimized path order: [ '/', '/v1' ] 2 { a: { b: 1 } }" }]);
});

test("below LOG_LEVEL nothing is written; warn and up go to stderr only", () => {
	const logger = brokerLogging("info").getLogger("gateway");
	expect(written(() => logger.debug("hidden"))).toEqual({ stdout: [], stderr: [] });
	const levels = written(() => ["info", "warn", "error", "fatal"].forEach((level) => logger[level as "info"](level)));
	expect(json(levels.stdout).map((line) => line.level)).toEqual(["info"]);
	expect(json(levels.stderr).map((line) => line.level)).toEqual(["warn", "error", "fatal"]);
});

test("the transporter's and transit's warnings and errors name the transporter without its password; nothing else does", () => {
	const broker = brokerLogging("debug");
	const { stdout, stderr } = written(() => {
		broker.getLogger("transporter").error("NATS error.", "CONNECTION_REFUSED");
		broker.getLogger("transit").warn({ attempt: 2 }, "Connection is failed.");
		broker.getLogger("transit").info("Connecting to the transporter...");
		broker.getLogger("broker").warn("Service 'x' is not registered.");
	});
	expect(json(stderr)).toEqual([
		{ level: "error", time: TIME, node: "node-1", mod: "transporter", transporter: "nats://127.0.0.1:4222", msg: "NATS error. CONNECTION_REFUSED" },
		{ level: "warn", time: TIME, node: "node-1", mod: "transit", transporter: "nats://127.0.0.1:4222", attempt: 2, msg: "Connection is failed." },
		{ level: "warn", time: TIME, node: "node-1", mod: "broker", msg: "Service 'x' is not registered." },
	]);
	expect(json(stdout)).toEqual([{ level: "debug", time: TIME, node: "node-1", mod: "transit", msg: "Connecting to the transporter..." }]);
});

test("Moleculer's own lines at info are logged at debug, but for a stop's; its warnings, and the services' own lines, keep their level", () => {
	const said: Array<[string, string, string]> = [
		["broker", "info", "Moleculer v0.15.2 is starting..."],
		["registry", "info", "Node 'other-node' connected."],
		["catalog", "info", "Service 'catalog' started."],
		["broker", "info", "SIGTERM received, stopping"],
		["catalog", "info", "Service 'catalog' stopped."],
		["broker", "info", "ServiceBroker is stopped. Good bye."],
		["broker", "warn", "Service 'x' is not registered."],
		["gateway", "info", "request"],
	];
	expect(said.map(([mod, level, msg]) => levelOf(level, mod, [msg]))).toEqual(["debug", "debug", "debug", "info", "info", "info", "warn", "info"]);
	for (const format of ["json", "text"] as const) {
		const broker = brokerLogging("info", format);
		const { stdout } = written(() => said.forEach(([mod, level, msg]) => broker.getLogger(mod)[level as "info"](msg)));
		expect({ format, lines: stdout.length }).toEqual({ format, lines: 4 });
	}
});

test("LOG_FORMAT=text: the time, the level, the module, the message and the fields as key=value", () => {
	const logger = brokerLogging("info", "text").getLogger("gateway");
	const { stdout } = written(() => logger.info({ request_id: "req_3", route: null, status: 404, note: "two words" }, "request"));
	expect(stdout).toEqual([expect.stringMatching(/^\[\d\d:\d\d:\d\d\.\d{3}Z\] INFO {2}GATEWAY: request request_id=req_3 status=404 note="two words"$/)]);
});

test("the process's own lines: module `bookdrop` at info whatever LOG_LEVEL says, without a node; plain text on a terminal", () => {
	expect(json(written(() => processLine("bookdrop is listening on http://localhost:3000", "json")).stdout)).toEqual([
		{ level: "info", time: TIME, mod: "bookdrop", msg: "bookdrop is listening on http://localhost:3000" },
	]);
	const text = written(() => processLine("bookdrop is listening on http://localhost:3000", "text"));
	expect(text.stdout).toEqual(["bookdrop is listening on http://localhost:3000"]);
});

test("a write error on stdout or stderr is ignored by one listener, however many copies of the module configure logging", () => {
	const named = (stream: NodeJS.WriteStream) => stream.listeners("error").filter((listener) => listener.name === "ignoreWriteError").length;
	for (let copy = 0; copy < 3; copy++) {
		// a copy of its own, as each test file in a jest worker has
		jest.isolateModules(() => {
			const { loggerConfig: fresh } = require("../../shared/platform/logging") as typeof import("../../shared/platform/logging");
			fresh({ logLevel: "info", logFormat: "text", transporter: null });
		});
	}
	loggerConfig({ logLevel: "info", logFormat: "text", transporter: null });
	expect([named(process.stdout), named(process.stderr)]).toEqual([1, 1]);
});

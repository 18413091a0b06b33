import { systemClock } from "./clock";
import util from "node:util";
import { Loggers, type BrokerOptions } from "moleculer";
import pino, { type LoggerOptions } from "pino";
import type { Config, LogFormat } from "./config";
import { logIds } from "./tracing";

/** Fields of one log line beside its time, level, node, module and message (docs/operations.md, "Logs"). */
export type LogFields = Record<string, unknown>;

interface Bindings {
	nodeID?: string;
	mod?: string;
}

interface LoggedError {
	name: string;
	message: string;
	code?: unknown;
	stack?: string;
}

const isPlainObject = (value: unknown): value is LogFields => typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** An error as a log field: what it is and where it came from, never its `data` (it may echo a request's input). */
function loggedError(err: Error & { code?: unknown }): LoggedError {
	return { name: err.name, message: err.message, ...(err.code !== undefined ? { code: err.code } : {}), stack: err.stack };
}

/**
 * A log call's arguments as one line's parts. A plain object first carries the line's fields
 * (`logger.info({ request_id }, "request")`); an Error anywhere becomes the `err` field and adds
 * its message to the text; anything else is printed as text.
 */
function partsOf(args: unknown[]): { fields: LogFields; msg: string; err: Error | null } {
	const [first, ...rest] = args;
	const fields = isPlainObject(first) ? first : {};
	const printed: string[] = [];
	let err: Error | null = null;
	for (const arg of isPlainObject(first) ? rest : args) {
		if (arg instanceof Error) {
			err ??= arg;
			printed.push(arg.message);
		} else {
			printed.push(typeof arg === "string" ? arg : util.inspect(arg, { depth: 2, breakLength: Infinity }));
		}
	}
	return { fields, msg: printed.join(" "), err };
}

const LEVEL_COLOURS: Record<string, number> = { fatal: 41, error: 31, warn: 33, info: 32, debug: 35, trace: 90 };

const textValue = (value: unknown) => (typeof value === "string" && !/\s/.test(value) ? value : JSON.stringify(value));

function textLine(level: string, args: unknown[], bindings: Bindings, colours: boolean): string {
	const { fields, msg, err } = partsOf(args);
	const name = level.toUpperCase().padEnd(5);
	const shownLevel = colours ? `\x1b[${LEVEL_COLOURS[level]}m${name}\x1b[0m` : name;
	const pairs = Object.entries({ ...fields, ...logIds() })
		.filter(([, value]) => value !== null && value !== undefined)
		.map(([key, value]) => ` ${key}=${textValue(value)}`)
		.join("");
	const stack = err?.stack ? `\n${err.stack}` : "";
	// a log line is stamped with the system's time, whatever clock the services run on
	return `[${new Date(systemClock.now()).toISOString().substring(11)}] ${shownLevel} ${(bindings.mod ?? "").toUpperCase()}: ${msg}${pairs}${stack}`;
}

/** A transporter URL as it may be logged: without the user and password it may carry. */
export function shownTransporter(url: string): string {
	// Moleculer reads a comma-separated list of URLs, each with `new URL`.
	return url
		.split(",")
		.map((one) => {
			const parsed = new URL(one);
			parsed.username = "";
			parsed.password = "";
			return parsed.toString();
		})
		.join(",");
}

const CONNECTION_MODULES = ["transporter", "transit"];

/** Moleculer's own modules: what they say at `info` (its version, serializer, middlewares, nodes joining) is how the framework runs. */
const FRAMEWORK_MODULES = ["broker", "registry", "discovery", "transit", "transporter", "metrics", "tracer", "cacher", "$node"];

/**
 * Moleculer's chatter at `info` is logged at `debug`: about thirty lines at every start buried the
 * three that tell where the server is (docs/operations.md, "Logs"). Its warnings and errors keep
 * their level, and so do the lines of a stop (`SIGTERM received, stopping`, `Service 'x' stopped.`,
 * `ServiceBroker is stopped. Good bye.`), which say that it went as it should.
 */
export function levelOf(level: string, mod: string | undefined, args: unknown[]): string {
	if (level !== "info") return level;
	const [first] = args;
	const msg = typeof first === "string" ? first : "";
	const chatter = FRAMEWORK_MODULES.includes(mod ?? "") ? !/stopp/i.test(msg) : /^Service '.+' started\.$/.test(msg);
	return chatter ? "debug" : level;
}

/**
 * Moleculer's transporter and transit say what failed (`NATS error. CONNECTION_REFUSED`) but not
 * where: their warnings and errors carry the transporter's URL as a field. `mod` is asked only
 * for those levels.
 */
function namingTransporter(level: string, args: unknown[], mod: () => string | undefined, transporter: string | null): unknown[] {
	if (transporter === null || !["warn", "error", "fatal"].includes(level) || !CONNECTION_MODULES.includes(mod() ?? "")) return args;
	const [first, ...rest] = args;
	return isPlainObject(first) ? [{ transporter, ...first }, ...rest] : [{ transporter }, ...args];
}

/**
 * Pino's options for our JSON line (docs/operations.md, "Logs"): the level by name, the time in
 * ISO 8601, no pid or host name, `msg`, and an error as `err` without its `data`. Moleculer's
 * arguments (text, values, errors) become pino's fields and message here.
 */
function jsonOptions(transporter: string | null): LoggerOptions {
	return {
		base: null,
		messageKey: "msg",
		timestamp: pino.stdTimeFunctions.isoTime,
		// while a span is active (tracing on), the line names its trace and span
		mixin: logIds,
		formatters: { level: (label) => ({ level: label }) },
		serializers: { err: (err: unknown) => (err instanceof Error ? loggedError(err) : err) },
		hooks: {
			logMethod(args, method, level) {
				const named = namingTransporter(this.levels.labels[level], args, () => this.bindings().mod, transporter);
				const { fields, msg, err } = partsOf(named);
				method.call(this, err ? { ...fields, err } : fields, msg);
			},
		},
	};
}

/** A line that cannot be written (a closed pipe) never stops the server: `console` ignored it too. */
function ignoreWriteError(): void {}

/**
 * Whether `stream` ignores write errors already, known by the listener's name: each copy of this
 * module (jest loads one per test file into a worker's one process) has a function of its own.
 */
const ignoresWriteErrors = (stream: NodeJS.WriteStream) => stream.listeners("error").some((listener) => listener.name === ignoreWriteError.name);

/**
 * Moleculer's console logger (it keeps colour codes out of what Moleculer's modules log) with our
 * text line, each line written straight to stdout (stderr from warn up). Its own handler goes
 * through `console`, which formats the finished line again and adds and removes an error listener
 * on every write: about a sixth of an access line's cost.
 */
class TextLogger extends Loggers.Console {
	constructor(
		level: Loggers.Base.LogLevels,
		private readonly transporter: string | null,
		private readonly colours: boolean,
	) {
		super({ level, colors: false });
	}

	override getLogHandler(bindings: Bindings): Loggers.Base.LogHandler | null {
		const level = this.getLogLevel(bindings.mod ?? "");
		if (!level) return null;
		const shown = Loggers.LEVELS.indexOf(level);
		return (asked, args) => {
			const type = levelOf(asked, bindings.mod, args) as Loggers.Base.LogLevels;
			if (Loggers.LEVELS.indexOf(type) > shown) return;
			const stream = type === "fatal" || type === "error" || type === "warn" ? process.stderr : process.stdout;
			const named = namingTransporter(type, args, () => bindings.mod, this.transporter);
			stream.write(`${textLine(type, named, bindings, this.colours)}\n`);
		};
	}
}

/**
 * Moleculer's Pino logger, each module's child bound to our two fields (the node and the module)
 * rather than to all of Moleculer's bindings: pino's `formatters.bindings` shapes the root's alone.
 * test/unit/logging.test.ts holds the line's shape.
 */
class JsonLogger extends Loggers.Pino {
	override getLogHandler({ nodeID, mod }: Bindings): Loggers.Base.LogHandler | null {
		const handler = super.getLogHandler({ node: nodeID, mod } as unknown as Parameters<Loggers.Pino["getLogHandler"]>[0]);
		return handler && ((type, args) => handler(levelOf(type, mod, args) as Loggers.Base.LogLevels, args));
	}
}

/** Our logger: JSON lines for collectors, written by pino; text on a terminal (LOG_FORMAT). */
export function loggerConfig({ logLevel, logFormat, transporter }: Pick<Config, "logLevel" | "logFormat" | "transporter">): BrokerOptions["logger"] {
	for (const stream of [process.stdout, process.stderr]) if (!ignoresWriteErrors(stream)) stream.on("error", ignoreWriteError);
	const shown = transporter === null ? null : shownTransporter(transporter);
	// Text stays ours: pino writes JSON only, and text would need pino-pretty, which bookdrop does not take on.
	if (logFormat === "text") return new TextLogger(logLevel, shown, process.stdout.isTTY === true);
	// Warnings and errors go to stderr only (dedupe: each line to the stream of the highest level it reaches).
	const destination = pino.multistream(
		[
			{ level: "trace", stream: process.stdout },
			{ level: "warn", stream: process.stderr },
		],
		{ dedupe: true },
	);
	return new JsonLogger({ level: logLevel, pino: { options: jsonOptions(shown), destination } });
}

/**
 * A line of the process itself, outside any broker (start-up announcements, waiting for
 * migrations): plain text on a terminal, otherwise a JSON line of module `bookdrop` at `info`
 * (whatever LOG_LEVEL says) with `msg` holding the same text.
 */
export function processLine(msg: string, format: LogFormat, fields: LogFields = {}): void {
	if (format === "json") pino(jsonOptions(null), process.stdout).child({ mod: "bookdrop" }).info(fields, msg);
	else process.stdout.write(`${msg}\n`);
}

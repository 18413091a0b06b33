import util from "node:util";
import { Loggers, type BrokerOptions } from "moleculer";
import type { Config, LogFormat } from "./config";

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

const isPlainObject = (value: unknown): value is LogFields =>
	typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** An error as a log field: what it is and where it came from, never its `data` (it may echo a request's input). */
function loggedError(err: Error & { code?: unknown }): LoggedError {
	return { name: err.name, message: err.message, ...(err.code !== undefined ? { code: err.code } : {}), stack: err.stack };
}

/**
 * A log call's arguments as one line's parts. A plain object first carries the line's fields
 * (`logger.info({ request_id }, "request")`); an Error anywhere becomes the `err` field and adds
 * its message to the text; anything else is printed as text.
 */
function partsOf(args: unknown[]): { fields: LogFields; msg: string; err: LoggedError | null } {
	const [first, ...rest] = args;
	const fields = isPlainObject(first) ? first : {};
	const printed: string[] = [];
	let err: LoggedError | null = null;
	for (const arg of isPlainObject(first) ? rest : args) {
		if (arg instanceof Error) {
			err ??= loggedError(arg);
			printed.push(arg.message);
		} else {
			printed.push(typeof arg === "string" ? arg : util.inspect(arg, { depth: 2, breakLength: Infinity }));
		}
	}
	return { fields, msg: printed.join(" "), err };
}

function jsonLine(level: string, args: unknown[], bindings: Bindings): string {
	const { fields, msg, err } = partsOf(args);
	return JSON.stringify({ time: new Date().toISOString(), level, node: bindings.nodeID, mod: bindings.mod, msg, ...fields, ...(err ? { err } : {}) });
}

const LEVEL_COLOURS: Record<string, number> = { fatal: 41, error: 31, warn: 33, info: 32, debug: 35, trace: 90 };

const textValue = (value: unknown) => (typeof value === "string" && !/\s/.test(value) ? value : JSON.stringify(value));

function textLine(level: string, args: unknown[], bindings: Bindings, colours: boolean): string {
	const { fields, msg, err } = partsOf(args);
	const name = level.toUpperCase().padEnd(5);
	const shownLevel = colours ? `\x1b[${LEVEL_COLOURS[level]}m${name}\x1b[0m` : name;
	const pairs = Object.entries(fields)
		.filter(([, value]) => value !== null && value !== undefined)
		.map(([key, value]) => ` ${key}=${textValue(value)}`)
		.join("");
	const stack = err?.stack ? `\n${err.stack}` : "";
	return `[${new Date().toISOString().substring(11)}] ${shownLevel} ${(bindings.mod ?? "").toUpperCase()}: ${msg}${pairs}${stack}`;
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

/**
 * Moleculer's transporter and transit say what failed (`NATS error. CONNECTION_REFUSED`) but not
 * where: their warnings and errors carry the transporter's URL as a field.
 */
function namingTransporter(level: string, args: unknown[], bindings: Bindings, transporter: string | null): unknown[] {
	if (transporter === null || !CONNECTION_MODULES.includes(bindings.mod ?? "") || !["warn", "error", "fatal"].includes(level)) return args;
	const [first, ...rest] = args;
	return isPlainObject(first) ? [{ transporter, ...first }, ...rest] : [{ transporter }, ...args];
}

type LineFormat = (level: string, args: unknown[], bindings: Bindings) => string;

/** A line that cannot be written (a closed pipe) never stops the server: `console` ignored it too. */
const ignoreWriteError = () => undefined;

/**
 * Moleculer's console logger (it keeps colour codes out of what Moleculer's modules log) with our
 * line format, each line written straight to stdout (stderr from warn up). Its own handler goes
 * through `console`, which formats the finished line again and adds and removes an error listener
 * on every write: about a sixth of an access line's cost.
 */
class LineLogger extends Loggers.Console {
	constructor(
		level: Loggers.Base.LogLevels,
		private readonly format: LineFormat,
	) {
		super({ level, colors: false });
	}

	override init(loggerFactory: Parameters<Loggers.Console["init"]>[0]): void {
		super.init(loggerFactory);
		for (const stream of [process.stdout, process.stderr]) if (!stream.listeners("error").includes(ignoreWriteError)) stream.on("error", ignoreWriteError);
	}

	override getLogHandler(bindings: Bindings): Loggers.Base.LogHandler | null {
		const level = this.getLogLevel(bindings.mod ?? "");
		if (!level) return null;
		const shown = Loggers.LEVELS.indexOf(level);
		return (type, args) => {
			if (Loggers.LEVELS.indexOf(type) > shown) return;
			const stream = type === "fatal" || type === "error" || type === "warn" ? process.stderr : process.stdout;
			stream.write(`${this.format(type, args, bindings)}\n`);
		};
	}
}

/** Our logger: JSON lines for collectors, text on a terminal (LOG_FORMAT). */
export function loggerConfig({ logLevel, logFormat, transporter }: Pick<Config, "logLevel" | "logFormat" | "transporter">): BrokerOptions["logger"] {
	const colours = logFormat === "text" && process.stdout.isTTY === true;
	const shown = transporter === null ? null : shownTransporter(transporter);
	return new LineLogger(logLevel, (level, args, bindings) => {
		const named = namingTransporter(level, args, bindings, shown);
		return logFormat === "json" ? jsonLine(level, named, bindings) : textLine(level, named, bindings, colours);
	});
}

/**
 * A line of the process itself, outside any broker (start-up announcements, waiting for
 * migrations): plain text on a terminal, a JSON line with `msg` holding the same text otherwise.
 */
export function processLine(msg: string, format: LogFormat, fields: LogFields = {}): void {
	const line = format === "json" ? JSON.stringify({ time: new Date().toISOString(), level: "info", mod: "bookdrop", msg, ...fields }) : msg;
	process.stdout.write(`${line}\n`);
}

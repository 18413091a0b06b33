import { ApiError } from "../../shared/api/errors";

// Client input is checked here, once, before any service sees it: every string of the body, the
// query and the path, and every number literal of the body. Services then validate meaning only.

/** Deeper bodies are refused: no endpoint takes more than three levels, and deep nesting costs stack. */
export const MAX_JSON_DEPTH = 32;
/** qs silently drops parameters past its `parameterLimit`; more than this is refused instead. */
export const MAX_QUERY_PARAMETERS = 200;

const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * PostgreSQL cannot store U+0000, and an unpaired surrogate cannot be encoded in UTF-8 (it would be
 * stored as U+FFFD): either would store something other than what the client sent. So would a
 * leading U+FEFF (a byte order mark), which the embedded database drops when it reads a value back.
 */
export function checkText(text: string, param: string): void {
	if (text.includes("\u0000") || UNPAIRED_SURROGATE.test(text)) {
		throw new ApiError("parameter_invalid", `${param} must not contain the NUL character (U+0000) or an unpaired UTF-16 surrogate.`, { param });
	}
	if (text.startsWith("\ufeff")) {
		throw new ApiError("parameter_invalid", `${param} must not start with U+FEFF (a byte order mark).`, { param });
	}
}

/** A number literal of the body that is not a plain integer (`1.0`, `1e3`, `-0`, `1e400`…). */
export interface NumberLiteral {
	path: string;
	/** The top-level field it belongs to. */
	field: string;
	value: number;
}

export interface ParsedBody {
	body: Record<string, unknown>;
	numbers: NumberLiteral[];
}

const PLAIN_INTEGER = /^(?:0|-?[1-9][0-9]*)$/;
const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const utf8 = new TextDecoder("utf-8", { fatal: true });

const invalidJson = (why: string) => new ApiError("invalid_json", `The request body is not valid JSON: ${why}.`);

/**
 * A strict JSON reader for request bodies. Unlike JSON.parse it refuses invalid UTF-8, duplicate
 * keys (which of two values counts is not obvious to every client), nesting past MAX_JSON_DEPTH
 * and `__proto__` keys, checks every string with checkText, and keeps the number literals that are
 * not plain integers so that money fields can refuse them (an amount is never rounded).
 */
export function parseJsonBody(bytes: Buffer): ParsedBody {
	let text: string;
	try {
		text = utf8.decode(bytes);
	} catch {
		throw invalidJson("it is not UTF-8");
	}
	const reader = new JsonReader(text);
	const body = reader.document();
	if (typeof body !== "object" || body === null || Array.isArray(body)) {
		throw new ApiError("invalid_json", "The request body must be a JSON object.");
	}
	return { body: body as Record<string, unknown>, numbers: reader.numbers };
}

class JsonReader {
	private pos = 0;
	readonly numbers: NumberLiteral[] = [];

	constructor(private readonly text: string) {}

	document(): unknown {
		const value = this.value("", "", 0);
		this.space();
		if (this.pos < this.text.length) throw invalidJson(`unexpected '${this.text[this.pos]}' at position ${this.pos}`);
		return value;
	}

	private space(): void {
		for (;;) {
			const c = this.text.charCodeAt(this.pos);
			if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return;
			this.pos++;
		}
	}

	private value(path: string, field: string, depth: number): unknown {
		this.space();
		const c = this.text[this.pos];
		if (c === "{") return this.object(path, field, depth + 1);
		if (c === "[") return this.array(path, field, depth + 1);
		if (c === '"') {
			const text = this.string();
			checkText(text, path || "The request body");
			return text;
		}
		for (const [word, literal] of [["true", true], ["false", false], ["null", null]] as const) {
			if (this.text.startsWith(word, this.pos)) {
				this.pos += word.length;
				return literal;
			}
		}
		return this.number(path, field);
	}

	private nested(depth: number): void {
		if (depth > MAX_JSON_DEPTH) throw invalidJson(`it is nested deeper than ${MAX_JSON_DEPTH} levels`);
		this.pos++;
		this.space();
	}

	private object(path: string, field: string, depth: number): Record<string, unknown> {
		this.nested(depth);
		const out: Record<string, unknown> = {};
		const seen = new Set<string>();
		if (this.text[this.pos] === "}") {
			this.pos++;
			return out;
		}
		for (;;) {
			if (this.text[this.pos] !== '"') throw invalidJson(`expected a key at position ${this.pos}`);
			const key = this.string();
			const keyPath = path ? `${path}.${key}` : key;
			checkText(key, keyPath);
			if (seen.has(key)) throw invalidJson(`the key '${keyPath}' appears twice`);
			seen.add(key);
			// Assigning "__proto__" would replace the object's prototype instead of adding a key.
			if (key === "__proto__") {
				if (depth === 1) throw new ApiError("parameter_unknown", "Received unknown parameter: __proto__.", { param: key });
				throw new ApiError("parameter_invalid", `${keyPath}: '__proto__' is not allowed as a key.`, { param: keyPath });
			}
			this.space();
			if (this.text[this.pos] !== ":") throw invalidJson(`expected ':' at position ${this.pos}`);
			this.pos++;
			out[key] = this.value(keyPath, depth === 1 ? key : field, depth);
			this.space();
			const c = this.text[this.pos++];
			if (c === "}") return out;
			if (c !== ",") throw invalidJson(`expected ',' or '}' at position ${this.pos - 1}`);
			this.space();
		}
	}

	private array(path: string, field: string, depth: number): unknown[] {
		this.nested(depth);
		const out: unknown[] = [];
		if (this.text[this.pos] === "]") {
			this.pos++;
			return out;
		}
		for (;;) {
			out.push(this.value(`${path}[${out.length}]`, field, depth));
			this.space();
			const c = this.text[this.pos++];
			if (c === "]") return out;
			if (c !== ",") throw invalidJson(`expected ',' or ']' at position ${this.pos - 1}`);
		}
	}

	/** A string literal: raw control characters are refused, escapes are decoded by JSON.parse. */
	private string(): string {
		const start = this.pos++;
		let escaped = false;
		for (;;) {
			const c = this.text.charCodeAt(this.pos);
			if (Number.isNaN(c)) throw invalidJson("a string is not closed");
			if (c < 0x20) throw invalidJson(`a control character in a string at position ${this.pos}`);
			this.pos++;
			if (c === 0x22) break;
			if (c === 0x5c) {
				escaped = true;
				this.pos++;
			}
		}
		const raw = this.text.slice(start, this.pos);
		if (!escaped) return raw.slice(1, -1);
		try {
			return JSON.parse(raw);
		} catch {
			throw invalidJson(`a string with an invalid escape at position ${start}`);
		}
	}

	private number(path: string, field: string): number {
		NUMBER.lastIndex = this.pos;
		const match = NUMBER.exec(this.text);
		if (!match) throw invalidJson(this.pos < this.text.length ? `unexpected '${this.text[this.pos]}' at position ${this.pos}` : "it ends too early");
		this.pos += match[0].length;
		const value = Number(match[0]);
		if (!PLAIN_INTEGER.test(match[0])) this.numbers.push({ path, field, value });
		return value;
	}
}

/**
 * The body's number literals that are not plain integers: in a money field they are refused
 * (`1.0`, `1e3`, `-0` and `-1e-400` all read as integers, yet are not what an amount looks like and
 * may have been rounded by the parser); anywhere, a literal too large for a double is refused.
 */
function checkNumberLiterals(params: Record<string, unknown>, numbers: NumberLiteral[]): void {
	for (const { path, field, value } of numbers) {
		if ((params[field] as { amount?: unknown } | undefined)?.amount === true) {
			throw new ApiError(
				"parameter_invalid_amount",
				`${path} must be an integer amount in the currency's smallest unit, written without a decimal point or exponent (for example 1999 for 19.99).`,
				{ param: path },
			);
		}
		if (!Number.isFinite(value)) throw new ApiError("parameter_invalid", `${path} is too large a number.`, { param: path });
	}
}

const decodeQueryPart = (raw: string, param: string): string => {
	try {
		return decodeURIComponent(raw.replace(/\+/g, " "));
	} catch {
		throw new ApiError("parameter_invalid", `The query parameter ${param} is not valid percent-encoding (UTF-8).`, { param });
	}
};

const PROTOTYPE_NAMES = new Set(Object.getOwnPropertyNames(Object.prototype));

/**
 * Checks the raw query string for what qs would hide: malformed percent-encoding (qs keeps the
 * raw text), names of Object.prototype properties such as `__proto__` (qs drops them), and
 * parameters past its limit (dropped too). Every decoded name and value goes through checkText.
 */
export function checkQueryString(url: string): void {
	const start = url.indexOf("?", 1);
	if (start === -1) return;
	const parts = url.slice(start + 1).split("&").filter((part) => part !== "");
	if (parts.length > MAX_QUERY_PARAMETERS) {
		throw new ApiError("parameter_invalid", `A request may carry at most ${MAX_QUERY_PARAMETERS} query parameters.`);
	}
	for (const part of parts) {
		const eq = part.indexOf("=");
		const rawName = eq === -1 ? part : part.slice(0, eq);
		const name = decodeQueryPart(rawName, rawName);
		checkText(name, name);
		checkText(decodeQueryPart(eq === -1 ? "" : part.slice(eq + 1), name), name);
		if (name.split(/[[\]]/).some((segment) => PROTOTYPE_NAMES.has(segment))) {
			throw new ApiError("parameter_unknown", `Received unknown parameter: ${name}.`, { param: name });
		}
	}
}

/**
 * What can be checked once the route is known: its path parameters (percent-decoded by the router,
 * so `%00` is NUL) and the body's number literals against the action's money fields.
 */
export function checkRoutedInput(actionParams: Record<string, unknown>, pathParams: Record<string, unknown> | undefined, numbers: NumberLiteral[]): void {
	for (const [name, value] of Object.entries(pathParams ?? {})) if (typeof value === "string") checkText(value, name);
	checkNumberLiterals(actionParams, numbers);
}

const unknownParam = (param: string) => new ApiError("parameter_unknown", `Received unknown parameter: ${param}.`, { param });

/** Where moleculer-web found a request's params, kept apart (the routes' `mergeParams: false`). */
export interface PlacedParams {
	body?: Record<string, unknown>;
	query?: Record<string, unknown>;
	params?: Record<string, unknown>;
}

/**
 * An action's params: GET reads the query, other methods the JSON body; the path's own parameters
 * come on top. Anything sent in the other place, or repeating a path parameter, is an unknown parameter.
 */
export function actionParams(method: string | undefined, { body, query, params: path = {} }: PlacedParams): Record<string, unknown> {
	const [source, other] = method === "GET" ? [query, body] : [body, query];
	const stray = other ? Object.keys(other)[0] : undefined;
	if (stray !== undefined) throw unknownParam(stray);
	const clash = Object.keys(path).find((name) => source && name in source);
	if (clash !== undefined) throw unknownParam(clash);
	return { ...source, ...path };
}

import type { BodyLimits } from "../../shared/actions/action-context";
import { ApiError } from "../../shared/actions/api-errors";
import { readsGet } from "../../shared/http/head-answers";

// Client input is checked here, once, before any service sees it: every string of the body, the
// query and the path, and every number literal of the body. Services then validate meaning only.

/** Deeper bodies are refused: no endpoint takes more than three levels, and deep nesting costs stack. */
export const MAX_JSON_DEPTH = 32;
/** The longest array a request takes: an import batch's 1000 objects. A longer one is refused as it is read. */
export const MAX_ARRAY_ITEMS = 1000;
/** The most keys an object of a request takes: the local_refs of a batch of 1000 objects. */
export const MAX_OBJECT_KEYS = 1000;
/**
 * The most values a body may hold in all. The largest request the API takes is a bulk create of 100
 * objects of the widest types (12 fields) with 50 metadata keys each: 100 × (1 + 12 + 1 + 50) + 2 =
 * 6,402 values (an import batch of 1000 objects with their local_refs holds 3,002).
 */
export const MAX_BODY_VALUES = 7000;
/** qs silently drops parameters past its `parameterLimit`; more than this is refused instead. */
export const MAX_QUERY_PARAMETERS = 200;

const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why `text` cannot be stored as sent (see checkText), or null. */
function textFault(text: string): string | null {
	if (text.includes("\u0000") || UNPAIRED_SURROGATE.test(text)) return "must not contain the NUL character (U+0000) or an unpaired UTF-16 surrogate";
	if (text.startsWith("\ufeff")) return "must not start with U+FEFF (a byte order mark)";
	return null;
}

/**
 * PostgreSQL cannot store U+0000, and an unpaired surrogate cannot be encoded in UTF-8 (it would be
 * stored as U+FFFD): either would store something other than what the client sent. So would a
 * leading U+FEFF (a byte order mark), which the embedded database drops when it reads a value back.
 */
export function checkText(text: string, param: string): void {
	const fault = textFault(text);
	if (fault) throw new ApiError("parameter_invalid", `${param} ${fault}.`, { param });
}

/** A number literal of the body that is not a plain integer (`1.0`, `1e3`, `-0`, `1e400`…). */
export interface NumberLiteral {
	path: string;
	/** The top-level field it belongs to. */
	field: string;
	value: number;
}

/** The structural limits of a request body; an action that takes more says so (`bodyLimits`, the books snapshot). */
export const DEFAULT_BODY_LIMITS: BodyLimits = { bytes: 1024 * 1024, arrayItems: MAX_ARRAY_ITEMS, values: MAX_BODY_VALUES };

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
 * not plain integers so that money fields can refuse them (an amount is never rounded). Past the
 * structural limits (MAX_ARRAY_ITEMS, MAX_OBJECT_KEYS, MAX_BODY_VALUES) it stops at once: a hostile
 * body costs what those limits allow, not what 1 MiB holds.
 */
export function parseJsonBody(bytes: Buffer, limits: BodyLimits = DEFAULT_BODY_LIMITS): ParsedBody {
	let text: string;
	try {
		text = utf8.decode(bytes);
	} catch {
		throw invalidJson("it is not UTF-8");
	}
	const reader = new JsonReader(text, limits);
	const body = reader.document();
	if (typeof body !== "object" || body === null || Array.isArray(body)) {
		throw new ApiError("invalid_json", "The request body must be a JSON object.");
	}
	return { body: body as Record<string, unknown>, numbers: reader.numbers };
}

class JsonReader {
	private pos = 0;
	private values = 0;
	/** The keys and indexes down to the value being read; joined into a path only when one is needed. */
	private readonly trail: Array<string | number> = [];
	readonly numbers: NumberLiteral[] = [];

	constructor(
		private readonly text: string,
		private readonly limits: BodyLimits,
	) {}

	document(): unknown {
		const value = this.value(0);
		this.space();
		if (this.pos < this.text.length) throw invalidJson(`unexpected '${this.text[this.pos]}' at position ${this.pos}`);
		return value;
	}

	/** The value being read, as errors name it: `metadata.k`, `objects[3].id`. */
	private path(): string {
		let out = "";
		for (const step of this.trail) out += typeof step === "number" ? `[${step}]` : out ? `.${step}` : step;
		return out;
	}

	/** The top-level field the value being read belongs to. */
	private field(): string {
		return typeof this.trail[0] === "string" ? this.trail[0] : "";
	}

	private refuse(message: string): ApiError {
		const param = this.path();
		return new ApiError("parameter_invalid", `${param || "The request body"} ${message}.`, param ? { param } : {});
	}

	private tooManyValues(): ApiError {
		const field = this.field();
		const message = `The request body holds more than ${this.limits.values} values (strings, numbers, objects, arrays) in all: no request takes as many.`;
		return new ApiError("parameter_invalid", message, field ? { param: field } : {});
	}

	private space(): void {
		for (;;) {
			const c = this.text.charCodeAt(this.pos);
			if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return;
			this.pos++;
		}
	}

	private value(depth: number): unknown {
		if (++this.values > this.limits.values) throw this.tooManyValues();
		this.space();
		const c = this.text[this.pos];
		if (c === "{") return this.object(depth + 1);
		if (c === "[") return this.array(depth + 1);
		if (c === '"') {
			const text = this.string();
			if (textFault(text)) checkText(text, this.path() || "The request body");
			return text;
		}
		for (const [word, literal] of [
			["true", true],
			["false", false],
			["null", null],
		] as const) {
			if (this.text.startsWith(word, this.pos)) {
				this.pos += word.length;
				return literal;
			}
		}
		return this.number();
	}

	private nested(depth: number): void {
		if (depth > MAX_JSON_DEPTH) throw invalidJson(`it is nested deeper than ${MAX_JSON_DEPTH} levels`);
		this.pos++;
		this.space();
	}

	private object(depth: number): Record<string, unknown> {
		this.nested(depth);
		const out: Record<string, unknown> = {};
		const seen = new Set<string>();
		if (this.text[this.pos] === "}") {
			this.pos++;
			return out;
		}
		for (;;) {
			if (this.text[this.pos] !== '"') throw invalidJson(`expected a key at position ${this.pos}`);
			if (seen.size === MAX_OBJECT_KEYS) throw this.refuse(`holds more than ${MAX_OBJECT_KEYS} keys: no object of a request takes more`);
			const key = this.string();
			this.trail.push(key);
			this.key(key, seen, depth);
			this.space();
			if (this.text[this.pos] !== ":") throw invalidJson(`expected ':' at position ${this.pos}`);
			this.pos++;
			out[key] = this.value(depth);
			this.trail.pop();
			this.space();
			const c = this.text[this.pos++];
			if (c === "}") return out;
			if (c !== ",") throw invalidJson(`expected ',' or '}' at position ${this.pos - 1}`);
			this.space();
		}
	}

	/** Refuses a key that cannot be stored, repeats one of its object's, or is `__proto__`. */
	private key(key: string, seen: Set<string>, depth: number): void {
		if (textFault(key)) checkText(key, this.path());
		if (seen.has(key)) throw invalidJson(`the key '${this.path()}' appears twice`);
		seen.add(key);
		// Assigning "__proto__" would replace the object's prototype instead of adding a key.
		if (key === "__proto__") {
			if (depth === 1) throw new ApiError("parameter_unknown", "Received unknown parameter: __proto__.", { param: key });
			throw new ApiError("parameter_invalid", `${this.path()}: '__proto__' is not allowed as a key.`, { param: this.path() });
		}
	}

	private array(depth: number): unknown[] {
		this.nested(depth);
		const out: unknown[] = [];
		if (this.text[this.pos] === "]") {
			this.pos++;
			return out;
		}
		for (;;) {
			if (out.length === this.limits.arrayItems) throw this.refuse(`holds more than ${this.limits.arrayItems} items: no list of a request takes more`);
			this.trail.push(out.length);
			out.push(this.value(depth));
			this.trail.pop();
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

	private number(): number {
		NUMBER.lastIndex = this.pos;
		const match = NUMBER.exec(this.text);
		if (!match) throw invalidJson(this.pos < this.text.length ? `unexpected '${this.text[this.pos]}' at position ${this.pos}` : "it ends too early");
		this.pos += match[0].length;
		const value = Number(match[0]);
		if (!PLAIN_INTEGER.test(match[0])) this.numbers.push({ path: this.path(), field: this.field(), value });
		return value;
	}
}

type AmountRule = { amount?: unknown; itemAmounts?: string[] };

/** A money field: the field itself, or a money field of an item of a list of objects (`objects[3].amount` of a bulk create). */
function isAmount(rule: AmountRule | undefined, path: string): boolean {
	if (rule?.amount === true) return true;
	const itemField = /^[^.[]+\[\d+\]\.([^.[]+)$/.exec(path)?.[1];
	return itemField !== undefined && rule?.itemAmounts?.includes(itemField) === true;
}

/**
 * The body's number literals that are not plain integers: in a money field they are refused
 * (`1.0`, `1e3`, `-0` and `-1e-400` all read as integers, yet are not what an amount looks like and
 * may have been rounded by the parser); anywhere, a literal too large for a double is refused.
 */
function checkNumberLiterals(params: Record<string, unknown>, numbers: NumberLiteral[]): void {
	for (const { path, field, value } of numbers) {
		if (isAmount(params[field] as AmountRule | undefined, path)) {
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
	const parts = url
		.slice(start + 1)
		.split("&")
		.filter((part) => part !== "");
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
 * Takes `?dry_run=` off the query of a create that has dry runs (docs/books.md, "Dry runs"): true
 * when it asks for one. Elsewhere it stays in the query, and is refused as an unknown parameter.
 */
export function takeDryRun(action: { dryRun?: unknown }, placed: PlacedParams): boolean {
	const value = placed.query?.dry_run;
	if (value === undefined || !action.dryRun) return false;
	const { dry_run: _, ...rest } = placed.query!;
	placed.query = rest;
	if (value !== "true" && value !== "false") throw new ApiError("parameter_invalid", "dry_run must be true or false.", { param: "dry_run" });
	return value === "true";
}

/** Whether the request names `dry_run` in its query, before its params are read (its key's admission). */
export const namesDryRun = (placed: PlacedParams | undefined): boolean => placed?.query?.dry_run !== undefined;

/**
 * An action's params: GET (and HEAD) reads the query, other methods the JSON body; the path's own parameters
 * come on top. Anything sent in the other place, or repeating a path parameter, is an unknown parameter.
 */
export function actionParams(method: string | undefined, { body, query, params: path = {} }: PlacedParams): Record<string, unknown> {
	const [source, other] = readsGet(method) ? [query, body] : [body, query];
	const stray = other ? Object.keys(other)[0] : undefined;
	if (stray !== undefined) throw unknownParam(stray);
	const clash = Object.keys(path).find((name) => source && name in source);
	if (clash !== undefined) throw unknownParam(clash);
	return { ...source, ...path };
}

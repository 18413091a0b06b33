import { request } from "../support/suite-api";
import { DocOperation, DOC_OPERATIONS, headersOf, minimalOf, numberSchema, queryString, Schema } from "../support/document";
import { documentedRefusal, keyOf, prepare, setUp, World } from "../support/document-world";

// Issue 16: the limits the document states are the limits the server keeps. Every integer and
// number parameter of every operation in docs/openapi.json, at its bounds and beyond them (a
// number past a bigint, 1e+300, a fraction for an integer), and every bounded string at its
// maxLength and one past it in an astral character (😀 is one character, as maxLength counts,
// and two UTF-16 units): inside, no refusal names the parameter; outside, 400 naming it, never a 5xx.

let world: World;
beforeAll(async () => {
	world = await setUp();
});

/** JSON text of a number the way it is written here: `9223372036854775807` keeps its digits. */
type Literal = string;

interface Probe {
	op: DocOperation;
	name: string;
	where: "body" | "query";
	schema: Schema;
}

const bodyProperties = (op: DocOperation): Array<[string, Schema]> => Object.entries((op.body?.properties ?? {}) as Record<string, Schema>);

const NUMBER_PROBES: Probe[] = DOC_OPERATIONS.flatMap((op) => [
	...bodyProperties(op).flatMap(([name, s]) => (numberSchema(s) ? [{ op, name, where: "body" as const, schema: numberSchema(s)! }] : [])),
	...Object.entries(op.query).flatMap(([name, p]) => (numberSchema(p.schema) ? [{ op, name, where: "query" as const, schema: numberSchema(p.schema)! }] : [])),
]);

const isInteger = (schema: Schema) => (Array.isArray(schema.type) ? schema.type : [schema.type]).includes("integer");

/** Values at the bounds, which the server must take, and beyond them, which it must refuse. */
function extremes(schema: Schema): { inside: Literal[]; outside: Literal[] } {
	const integer = isInteger(schema);
	const low = schema.minimum ?? (integer ? schema.exclusiveMinimum + 1 : schema.exclusiveMinimum + 1e-6);
	const below = schema.minimum !== undefined ? (integer ? schema.minimum - 1 : schema.minimum - 1e-6) : schema.exclusiveMinimum;
	const above = integer ? schema.maximum + 1 : schema.maximum + 0.5;
	const outside = [String(below), String(above), "9223372036854775807", "-9223372036854775809", "1e+300"];
	return { inside: [String(low), String(schema.maximum)], outside: integer ? [...outside, "1.5"] : outside };
}

/** Sends `op` with its least valid request, `name` set to the literal. */
async function probe(w: World, op: DocOperation, where: "body" | "query", name: string, literal: Literal | string, asText = false) {
	const prepared = await prepare(op, w);
	const body = op.body ? (minimalOf(op.body, w.known) as Record<string, unknown>) : undefined;
	const query = Object.fromEntries(
		Object.entries(op.query)
			.filter(([, p]) => p.required)
			.map(([n, p]) => [n, minimalOf(p.schema, w.known, n)]),
	);
	let rawBody = body ? JSON.stringify(body) : undefined;
	if (where === "query") query[name] = literal;
	// the literal goes into the text as written, so that 9223372036854775807 keeps its digits
	else rawBody = JSON.stringify({ ...body, [name]: "\u0000" }).replace('"\\u0000"', asText ? JSON.stringify(literal) : literal);
	const headers = { Authorization: `Bearer ${keyOf(op, w)}`, ...headersOf(op, rawBody !== undefined) };
	const qs = queryString(query);
	return request(op.method, prepared.path, { headers, query: qs || undefined, rawBody });
}

const refusesParam = (res: { status: number; body: any }, name: string) =>
	res.status === 400 && ["parameter_invalid", "parameter_invalid_amount"].includes(res.body?.error?.code) && res.body.error.param === name;

const label = (p: Probe) => `${p.op.method} ${p.op.template} ${p.where} ${p.name}`;

test.each(NUMBER_PROBES.map((p) => [label(p), p] as const))("%s: inside its documented range taken, outside it 400 naming it", async (_, p) => {
	const { inside, outside } = extremes(p.schema);
	for (const literal of inside) {
		const res = await probe(world, p.op, p.where, p.name, literal);
		// the one refusal of a value in range: an expires_at must be in the future (docs/api.md, "API keys"), an
		// object's at most 366 days after its create (docs/lifecycle.md, "Expiry")
		const refusedInRange = refusesParam(res, p.name) && !(p.name === "expires_at" && /future|at most 366 days/.test(res.body.error.message));
		const taken = !refusedInRange && (res.status < 300 || documentedRefusal(res.status, res.body));
		expect({ literal, taken, status: res.status, body: res.body }).toEqual({ literal, taken: true, status: res.status, body: res.body });
	}
	for (const literal of outside) {
		const res = await probe(world, p.op, p.where, p.name, literal);
		expect({ literal, refused: refusesParam(res, p.name), status: res.status, body: res.body }).toEqual({
			literal,
			refused: true,
			status: 400,
			body: res.body,
		});
	}
});

test("a number rule without both bounds cannot be declared: every one in the document has them", () => {
	expect(NUMBER_PROBES.length).toBeGreaterThan(40);
	for (const p of NUMBER_PROBES) {
		expect({ at: label(p), bounded: p.schema.maximum !== undefined && (p.schema.minimum !== undefined || p.schema.exclusiveMinimum !== undefined) }).toEqual({
			at: label(p),
			bounded: true,
		});
	}
});

// ---- Lengths, in characters.

const ASTRAL = "😀";
const STRING_PROBES: Probe[] = DOC_OPERATIONS.flatMap((op) =>
	bodyProperties(op).flatMap(([name, raw]) => {
		const s = (raw.anyOf?.[0] ?? raw) as Schema;
		const types: string[] = Array.isArray(s.type) ? s.type : [s.type];
		return types.includes("string") && s.maxLength !== undefined && !s.pattern && !s.format ? [{ op, name, where: "body" as const, schema: s }] : [];
	}),
);

const READ_BACK = /^\/v1\/(customers|suppliers|categories|products|expenses|revenue|refunds)$/;

test.each(STRING_PROBES.map((p) => [`${label(p)} (${p.schema.maxLength})`, p] as const))(
	"%s: maxLength astral characters taken and read back intact, one more 400",
	async (_, p) => {
		const max: number = p.schema.maxLength;
		const at = await probe(world, p.op, "body", p.name, ASTRAL.repeat(max), true);
		// at its length a value may still name no object or no public URL: refused, but not for its length
		const taken = at.status < 300 || (documentedRefusal(at.status, at.body) && !refusesParam(at, p.name));
		expect({ taken, body: at.body }).toEqual({ taken: true, body: at.body });
		if (at.status === 201 && READ_BACK.test(p.op.template)) {
			const read = await request("GET", `${p.op.template}/${at.body.id}`, { key: keyOf(p.op, world) });
			expect(read.body[p.name]).toBe(ASTRAL.repeat(max));
		}
		const over = await probe(world, p.op, "body", p.name, ASTRAL.repeat(max + 1), true);
		expect({ status: over.status, code: over.body?.error?.code, param: over.body?.error?.param }).toEqual({
			status: 400,
			code: "parameter_invalid",
			param: p.name,
		});
	},
);

test("metadata keys of 40 and values of 500 astral characters are stored and read back; 41 and 501 are 400", async () => {
	const shop = world.shop;
	const metadata = { [ASTRAL.repeat(40)]: ASTRAL.repeat(500) };
	const made = await shop.create("/v1/customers", { name: ASTRAL.repeat(255), metadata });
	expect(made.status).toBe(201);
	const read = await shop.get(`/v1/customers/${made.body.id}`);
	expect({ name: read.body.name, metadata: read.body.metadata }).toEqual({ name: ASTRAL.repeat(255), metadata });
	const longKey = await shop.create("/v1/customers", { name: "x", metadata: { [ASTRAL.repeat(41)]: "v" } });
	expect({ status: longKey.status, code: longKey.body.error?.code, param: longKey.body.error?.param }).toEqual({
		status: 400,
		code: "parameter_invalid",
		param: `metadata.${ASTRAL.repeat(41)}`,
	});
	const longValue = await shop.create("/v1/customers", { name: "x", metadata: { k: ASTRAL.repeat(501) } });
	expect({ status: longValue.status, code: longValue.body.error?.code, param: longValue.body.error?.param }).toEqual({
		status: 400,
		code: "parameter_invalid",
		param: "metadata.k",
	});
});

import fc from "fast-check";
import { request, target } from "../support/suite-api";
import { DocOperation, DOC_OPERATIONS, headersOf, queryOf, queryString, valueOf } from "../support/document";
import { documentedRefusal, keyOf, prepare, Prepared, setUp, World } from "../support/document-world";

// Issue 16: the server keeps the document to the letter. Every operation of docs/openapi.json gets
// requests built from its schemas alone (test/support/document.ts): valid ones, and the same with
// one property mutated. Every answer passes the contract check of test/support/suite-api.ts (status,
// body, headers as documented); none is a 5xx; and a valid request is accepted unless one of the
// documented rules below refuses it. FUZZ_SEED replays a run, DOC_FUZZ_RUNS sets its size.
const RUNS = Number(process.env.DOC_FUZZ_RUNS ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

/** A property replaced by a value of another kind, or dropped: what a wrong request looks like. */
const mutation = fc.oneof(fc.constant(undefined), fc.constantFrom(null, "", -1, 1.5, 1e300, "x".repeat(300), [], {}, true, "😀".repeat(256)));

interface Sample {
	query: Record<string, unknown>;
	body?: Record<string, unknown>;
	mutate?: { name: string; value: unknown };
}

function sampleOf(op: DocOperation, w: World, prepared: Prepared): fc.Arbitrary<Sample> {
	const body = op.body
		? valueOf(op.body, w.known).chain((b) =>
				fc.record(prepared.overrides ?? {}).map((over) => ({
					...(b as Record<string, unknown>),
					...Object.fromEntries(Object.entries(over).filter(([name]) => name in (op.body!.properties ?? {}))),
				})),
			)
		: fc.constant(undefined);
	const names = [...Object.keys(op.body?.properties ?? {}), ...Object.keys(op.query)];
	const mutate = names.length ? fc.option(fc.record({ name: fc.constantFrom(...names), value: mutation }), { freq: 3 }) : fc.constant(null);
	return fc.record({ query: queryOf(op, w.known), body, mutate }).map(({ query, body: b, mutate: m }) => ({ query, body: b, mutate: m ?? undefined }));
}

async function send(op: DocOperation, w: World, prepared: Prepared, sample: Sample) {
	const query = { ...sample.query };
	const body = sample.body ? { ...sample.body } : undefined;
	if (sample.mutate) {
		const into = body && op.body?.properties?.[sample.mutate.name] ? body : query;
		if (sample.mutate.value === undefined) delete into[sample.mutate.name];
		else into[sample.mutate.name] = sample.mutate.value;
	}
	const headers: Record<string, string> = { Authorization: `Bearer ${keyOf(op, w)}`, ...headersOf(op, body !== undefined) };
	const qs = queryString(query);
	const url = `${target().url}${prepared.path}${qs ? `?${qs}` : ""}`;
	try {
		const res = await request(op.method, prepared.path, { headers, query: qs || undefined, ...(body !== undefined ? { body } : {}) });
		return { res, url, body };
	} catch (err) {
		throw new Error(`${op.method} ${url} ${JSON.stringify(body)?.slice(0, 1500)}: ${String(err)} (${String((err as Error).cause)})`);
	}
}

test(`${RUNS} requests from the document: 0 5xx, every answer documented, every valid request accepted or refused by a documented rule`, async () => {
	const w = await setUp();
	console.log(`document fuzz: ${DOC_OPERATIONS.length} operations, ${RUNS} requests, FUZZ_SEED=${SEED}`);
	const statuses = new Map<string, number>();
	let sent = 0;
	try {
		await fc.assert(
			fc.asyncProperty(fc.constantFrom(...DOC_OPERATIONS), fc.integer(), async (op, seed) => {
				const prepared = await prepare(op, w);
				const [sample] = fc.sample(sampleOf(op, w, prepared), { seed, numRuns: 1 });
				const { res, url, body } = await send(op, w, prepared, sample);
				sent++;
				const tally = `${op.method} ${op.template} ${res.status}`;
				statuses.set(tally, (statuses.get(tally) ?? 0) + 1);
				const context = `${op.method} ${url} ${JSON.stringify(body)?.slice(0, 1500)}${sample.mutate ? ` (mutated ${sample.mutate.name})` : " (valid)"}\n→ ${res.status} ${JSON.stringify(res.body).slice(0, 1500)}`;
				if (res.status >= 500) throw new Error(`5xx: ${context}`);
				if (!sample.mutate && res.status >= 300 && !documentedRefusal(res.status, res.body)) throw new Error(`a valid request was refused: ${context}`);
				if (res.status < 300) await prepared.cleanUp?.(res.body);
			}),
			{ numRuns: RUNS, seed: SEED, endOnFailure: true },
		);
	} catch (err) {
		console.error(`document fuzz failed after ${sent} requests; replay with FUZZ_SEED=${SEED} DOC_FUZZ_RUNS=${RUNS}`);
		throw err;
	}
	const refused = [...statuses].filter(([k]) => !/ 2\d\d$/.test(k)).length;
	console.log(`document fuzz: ${statuses.size} operation/status pairs, ${refused} of them refusals`);
	expect(sent).toBe(RUNS);
}, 240_000);

/** The methods the document lists at each path, and HEAD wherever it lists GET (docs/api.md, "Requests"): what `Allow` must name. */
const PATH_METHODS = new Map<string, string[]>();
for (const op of DOC_OPERATIONS) {
	const method = op.method.toUpperCase();
	PATH_METHODS.set(op.template, [...(PATH_METHODS.get(op.template) ?? []), ...(method === "GET" ? ["GET", "HEAD"] : [method])]);
}

test("OPTIONS and every method a path of the document does not list answer 405, with Allow naming exactly the document's methods there (GET implies HEAD)", async () => {
	const wrong: string[] = [];
	let sent = 0;
	for (const [template, methods] of PATH_METHODS) {
		// any id fills a parameter: the route is matched before any object is looked up
		const path = template.replace(/\{[^}]+\}/g, "xx_doc_fuzz");
		for (const method of ["OPTIONS", "PUT", "PATCH", "GET", "HEAD", "POST", "DELETE"].filter((m) => !methods.includes(m))) {
			const res = await request(method, path);
			sent++;
			const allow = res.headers.get("allow");
			const expected = [...methods].sort().join(", ");
			if (res.status !== 405 || allow?.split(", ").sort().join(", ") !== expected)
				wrong.push(`${method} ${path}: ${res.status}, Allow: ${allow} (document: ${expected})`);
		}
	}
	expect(wrong).toEqual([]);
	expect(sent).toBeGreaterThan(2 * PATH_METHODS.size);
});

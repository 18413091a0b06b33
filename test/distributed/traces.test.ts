import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import { otlpReceiver, OtlpReceiver, ReceivedSpan } from "../support/otlp-receiver";
import { eventReceiver, EventReceiver } from "../support/receiver";
import { startStack, Stack } from "../support/stack";
import { newAccount, request } from "../support/suite-api";
import { waitFor } from "../support/wait";

// OpenTelemetry traces end to end (docs/operations.md, "Traces"): one process per service, each
// exporting to a receiver in this test over OTLP/HTTP; a create, a refused read, a batch import and a
// webhook delivery, each checked for the shape of its trace.

let otlp: OtlpReceiver;
let hooks: EventReceiver;
let stack: Stack;
const hookBodies: string[] = [];
/** Every key, secret and body value the tests sent: no span attribute may hold one. */
const secrets: string[] = [];

beforeAll(async () => {
	otlp = await otlpReceiver();
	hooks = await eventReceiver((id, res) => {
		hookBodies.push(id);
		res.writeHead(200).end();
	});
	stack = await startStack({ env: { OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url, OTEL_BSP_SCHEDULE_DELAY: "100", LOG_LEVEL: "info", LOG_FORMAT: "json" } });
}, 120_000);

afterAll(async () => {
	await stack?.stop();
	hooks?.close();
	await otlp?.close();
});

const hex = (bytes: number) => randomBytes(bytes).toString("hex");
const traceOf = (traceId: string) => otlp.spans.filter((span) => span.traceId === traceId);
const traceIdOf = (traceparent: string | null) => traceparent?.split("-")[1] ?? "";

// instrumentation-pg names a statement's span `pg.query:<verb> <database>`, its text in `db.query.text`
const isSql = (span: ReceivedSpan) => span.name.startsWith("pg.query:");
const statementOf = (span: ReceivedSpan) => String(span.attributes["db.query.text"] ?? "");
// bookdrop names a Redis command's span `redis <command or script>` (shared/platform/tracing.ts)
const isRedis = (span: ReceivedSpan) => span.name.startsWith("redis ");
const named = (name: RegExp) => (span: ReceivedSpan) => name.test(span.name);

/** The spans of a trace once one of each kind asked for has arrived. */
const arrived = (traceId: string, kinds: Array<RegExp | ((span: ReceivedSpan) => boolean)>) =>
	waitFor(
		() => `spans ${kinds.join(", ")} of trace ${traceId}: have ${traceOf(traceId).map((s) => `${s.service}:${s.name}`)}`,
		() => {
			const spans = traceOf(traceId);
			return kinds.every((kind) => spans.some(kind instanceof RegExp ? named(kind) : kind)) ? spans : undefined;
		},
		20_000,
	);

/** Every span's parent is a span of the trace, except the root's, which is `rootParent`. */
function expectWhole(spans: ReceivedSpan[], rootParent: string): void {
	const ids = new Set(spans.map((span) => span.spanId));
	const roots = spans.filter((span) => !ids.has(span.parentSpanId));
	expect(roots.map((span) => [span.service, span.parentSpanId])).toEqual([["bookdrop-gateway", rootParent]]);
}

test("a create continues the client's traceparent through the gateway, NATS, the catalog and PostgreSQL; every span's parent is in its trace", async () => {
	const account = await newAccount("Traced merchant", stack.urls[0]);
	const shop = await account.integration();
	const clientTrace = hex(16);
	const clientSpan = hex(8);
	const name = `Secretive ${randomUUID()}`;
	const created = await request("POST", "/v1/customers", {
		key: shop.key,
		body: { name },
		idempotencyKey: randomUUID(),
		headers: { traceparent: `00-${clientTrace}-${clientSpan}-01`, tracestate: "vendor=abc" },
		baseUrl: stack.urls[0],
	});
	expect(created.status).toBe(201);
	const answered = created.headers.get("traceparent") ?? "";
	expect(answered).toMatch(new RegExp(`^00-${clientTrace}-[0-9a-f]{16}-01$`));
	expect(created.headers.get("tracestate")).toBe("vendor=abc");

	const spans = await arrived(clientTrace, [/^POST \/v1\/customers$/, /^call catalog\./, /^catalog\./, isSql, isRedis]);
	expectWhole(spans, clientSpan);
	secrets.push(shop.key, account.desktop.key, name);
	const http = spans.find((span) => span.name === "POST /v1/customers")!;
	// the answer's traceparent names the gateway's HTTP span
	expect(answered.split("-")[2]).toBe(http.spanId);
	expect(http.attributes).toMatchObject({
		"http.route": "/v1/customers",
		"http.response.status_code": 201,
		"bookdrop.request_id": created.headers.get("request-id"),
		"bookdrop.account_id": account.accountId,
	});
	const services = new Set(spans.map((span) => span.service));
	expect(services.has("bookdrop-catalog")).toBe(true);
	const handler = spans.find((span) => span.service === "bookdrop-catalog" && /^catalog\./.test(span.name))!;
	expect(handler.attributes).toMatchObject({ "bookdrop.request_id": created.headers.get("request-id"), "bookdrop.account_id": account.accountId });
	// the handler's parent is the gateway's call, sent across NATS
	const call = spans.find((span) => span.spanId === handler.parentSpanId)!;
	expect([call.service, call.name]).toEqual(["bookdrop-gateway", handler.name.replace(/^/, "call ")]);
	// …made within the HTTP span itself: moleculer-web's routing action makes no span between them
	expect(call.parentSpanId).toBe(http.spanId);
	expect(spans.filter((span) => span.name === "gateway.rest")).toEqual([]);
	// PostgreSQL's statements run inside the catalog's handler
	const statements = spans.filter(isSql);
	expect(statements.some((span) => span.service === "bookdrop-catalog")).toBe(true);
	expect(statements.map(statementOf).filter((text) => !text || text.includes(name))).toEqual([]);
	// the gateway's Redis commands, by name alone
	const commands = spans.filter(isRedis);
	expect(commands.map((span) => [span.service, span.attributes["db.system.name"]])).toEqual(commands.map(() => ["bookdrop-gateway", "redis"]));

	// the gateway's access line of the request names its trace and span
	await waitFor("the access line", () => {
		const lines = fs.readFileSync(stack.proc("gateway-1").logFile, "utf8").split("\n");
		const line = lines.find((l) => l.includes(created.headers.get("request-id")!) && l.includes('"msg":"request"'));
		return line ? JSON.parse(line) : undefined;
	}).then((line) => expect([line.trace_id, line.span_id]).toEqual([clientTrace, http.spanId]));
}, 60_000);

test("creates written together: each group's statement is in the trace of one of its own creates, never in an earlier create's", async () => {
	const account = await newAccount("Busy merchant", stack.urls[0]);
	const shop = await account.integration();
	const traces = Array.from({ length: 40 }, () => hex(16));
	const clientSpans = traces.map(() => hex(8));
	const answers = await Promise.all(
		traces.map((traceId, i) =>
			request("POST", "/v1/customers", {
				key: shop.key,
				body: { name: `Grouped ${i}` },
				idempotencyKey: randomUUID(),
				headers: { traceparent: `00-${traceId}-${clientSpans[i]}-01` },
				baseUrl: stack.urls[i % stack.urls.length],
			}),
		),
	);
	expect(answers.map((answer) => answer.status)).toEqual(traces.map(() => 201));
	secrets.push(shop.key, account.desktop.key);
	const writes = (span: ReceivedSpan) => isSql(span) && statementOf(span).includes("INSERT INTO customers");
	const lookups = (span: ReceivedSpan) => isSql(span) && span.service === "bookdrop-accounts";
	// every create's handler span and HTTP span have arrived, so has every span that ended before they did
	const done = (traceId: string) =>
		traceOf(traceId).some((span) => span.service === "bookdrop-catalog" && /^catalog\./.test(span.name)) &&
		traceOf(traceId).some((span) => span.name === "POST /v1/customers");
	await waitFor("every create's handler and HTTP spans", () => traces.every(done) || undefined, 20_000);
	const perTrace = traces.map((traceId) => traceOf(traceId).filter(writes).length);
	// the 40 creates went in more than one group (else nothing here is tested), each statement in one create's trace
	expect(perTrace.reduce((sum, n) => sum + n, 0)).toBeGreaterThan(1);
	expect(perTrace.filter((n) => n > 1)).toEqual([]);
	// each create's own Redis commands and key lookup are in its own trace, not in the trace of the
	// request whose command or statement went before (ioredis's pipelines, the pool's queue); a create
	// sends 1 to 4: its admission, on a cold cache the accounts' vouching, its key's claim and result
	expect(traces.map((traceId) => traceOf(traceId).filter(isRedis).length).filter((n) => n < 1 || n > 4)).toEqual([]);
	expect(traces.map((traceId) => traceOf(traceId).filter(lookups).length).filter((n) => n > 1)).toEqual([]);
	traces.forEach((traceId, i) => expectWhole(traceOf(traceId), clientSpans[i]));
}, 60_000);

test("a request the client's trace marks unsampled records nothing in any process, yet answers and logs its trace", async () => {
	const account = await newAccount("Unsampled merchant", stack.urls[0]);
	const shop = await account.integration();
	const dropped = hex(16);
	const create = (traceparent: string) =>
		request("POST", "/v1/customers", {
			key: shop.key,
			body: { name: "Unsampled" },
			idempotencyKey: randomUUID(),
			headers: { traceparent },
			baseUrl: stack.urls[0],
		});
	const unsampled = await create(`00-${dropped}-${hex(8)}-00`);
	expect(unsampled.status).toBe(201);
	expect(unsampled.headers.get("traceparent")).toMatch(new RegExp(`^00-${dropped}-[0-9a-f]{16}-00$`));
	// a sampled create after it: once its handler's spans have arrived, the dropped one's would have too
	const sampled = hex(16);
	expect((await create(`00-${sampled}-${hex(8)}-01`)).status).toBe(201);
	await arrived(sampled, [/^POST \/v1\/customers$/, /^catalog\./, isSql]);
	// not in its trace, and not as a trace of its own in the catalog (the dropped trace crossed NATS)
	const requestId = unsampled.headers.get("request-id");
	expect(otlp.spans.filter((span) => span.traceId === dropped || span.attributes["bookdrop.request_id"] === requestId)).toEqual([]);
	await waitFor("the access line", () => {
		const lines = fs.readFileSync(stack.proc("gateway-1").logFile, "utf8").split("\n");
		const line = lines.find((l) => l.includes(requestId!) && l.includes('"msg":"request"'));
		return line ? JSON.parse(line) : undefined;
	}).then((line) => expect(line.trace_id).toBe(dropped));
}, 60_000);

test("a refused read starts a trace of its own, with the error code on the gateway's span and the handler's", async () => {
	const account = await newAccount("Refused merchant", stack.urls[0]);
	const missing = await account.desktop.get("/v1/customers/cus_NoSuchCustomer0000000");
	expect(missing.status).toBe(404);
	const traceId = traceIdOf(missing.headers.get("traceparent"));
	expect(traceId).toMatch(/^[0-9a-f]{32}$/);
	const spans = await arrived(traceId, [/^GET \/v1\/customers\/:id$/, /^catalog\./]);
	expectWhole(spans, "");
	const http = spans.find((span) => span.name === "GET /v1/customers/:id")!;
	expect(http.attributes).toMatchObject({ "http.response.status_code": 404, "bookdrop.error_code": "resource_missing" });
	expect(spans.find((span) => /^catalog\./.test(span.name))!.attributes["bookdrop.error_code"]).toBe("resource_missing");
}, 60_000);

test("a batch import is one trace through the gateway, the batches service and PostgreSQL", async () => {
	const account = await newAccount("Importing merchant", stack.urls[0]);
	const shop = await account.integration();
	const customer = await shop.create("/v1/customers", { name: "To import" });
	expect(customer.status).toBe(201);
	const batch = await account.desktop.create("/v1/import_batches", { objects: [{ id: customer.body.id, local_ref: "R-1" }] });
	expect(batch.status).toBe(201);
	const traceId = traceIdOf(batch.headers.get("traceparent"));
	const spans = await arrived(traceId, [/^POST \/v1\/import_batches$/, /^batches\./, (span) => isSql(span) && span.service === "bookdrop-batches"]);
	expectWhole(spans, "");
	expect(new Set(spans.map((span) => span.traceId))).toEqual(new Set([traceId]));
	// the customer's create was a trace of its own
	expect(traceIdOf(customer.headers.get("traceparent"))).not.toBe(traceId);
	secrets.push(shop.key, account.desktop.key);
}, 60_000);

test("a webhook delivery is a trace of its own from the webhooks worker, naming the event, the endpoint and the outcome", async () => {
	const account = await newAccount("Hooked merchant", stack.urls[0]);
	const hook = await account.desktop.create("/v1/webhook_endpoints", { url: hooks.url, enabled_events: ["customer.rejected"] });
	expect(hook.status).toBe(201);
	const customer = await account.desktop.create("/v1/customers", { name: "Declined" });
	const rejected = await account.desktop.update(`/v1/customers/${customer.body.id}/reject`, {});
	expect(rejected.status).toBe(200);
	const eventId = await waitFor("the delivery", () => hookBodies.find((id) => id?.startsWith("evt_")), 20_000);
	const attempt = await waitFor(
		"the attempt's span",
		() => otlp.spans.find((span) => span.name === "webhook attempt" && span.attributes["bookdrop.event_id"] === eventId),
		20_000,
	);
	expect([attempt.service, attempt.parentSpanId]).toEqual(["bookdrop-webhooks", ""]);
	// linked to the trace of the request that recorded the event, at a span of that trace
	const [link] = attempt.links;
	expect(link.traceId).toBe(traceIdOf(rejected.headers.get("traceparent")));
	// the request's spans are exported in batches of their own: the linked one may arrive after the attempt's
	await waitFor("the linked span", () => traceOf(link.traceId).find((span) => span.spanId === link.spanId), 20_000);
	expect(attempt.attributes).toMatchObject({
		"bookdrop.account_id": account.accountId,
		"bookdrop.endpoint_id": hook.body.id,
		"bookdrop.event_type": "customer.rejected",
		"http.response.status_code": 200,
	});
	secrets.push(account.desktop.key, hook.body.signing_secret);
}, 60_000);

test("a sweep's pass is a trace of its own, with its statements inside it", async () => {
	// the events process purges retention as it starts
	const sweep = await waitFor("the retention sweep's span", () => otlp.spans.find((span) => span.name === "sweep retention"), 20_000);
	expect([sweep.service, sweep.parentSpanId, sweep.attributes["bookdrop.sweep"]]).toEqual(["bookdrop-events", "", "retention"]);
	const statements = await waitFor("its statements", () => {
		const found = otlp.spans.filter((span) => span.parentSpanId === sweep.spanId);
		return found.length >= 2 ? found : undefined;
	});
	expect(statements.every((span) => isSql(span) && span.traceId === sweep.traceId)).toBe(true);
});

test("no span attribute holds a key, a secret, a body or a signing secret", () => {
	expect(otlp.contentTypes.every((type) => type.startsWith("application/json"))).toBe(true);
	expect(secrets.filter(Boolean).length).toBeGreaterThanOrEqual(7);
	const leaks = otlp.spans.flatMap((span) =>
		Object.entries(span.attributes)
			.filter(([, value]) => [stack.env.ADMIN_TOKEN, ...secrets].some((secret) => secret && String(value).includes(secret)))
			.map(([key]) => `${span.service} ${span.name} ${key}`),
	);
	expect(leaks).toEqual([]);
	// names are routes and actions, never raw paths with ids
	expect(otlp.spans.map((span) => span.name).filter((n) => /cus_|evt_|acct_/.test(n))).toEqual([]);
});

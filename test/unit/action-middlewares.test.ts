import { ServiceBroker } from "moleculer";
import type { Clock } from "../../shared/platform/clock";
import { clockAt } from "../support/test-clock";
import { IdempotencyMiddleware } from "../../shared/middlewares/idempotency.middleware";
import { ApiValidator } from "../../shared/middlewares/params.middleware";
import { ScopeMiddleware } from "../../shared/middlewares/scope.middleware";
import type { ApiAction } from "../../shared/actions/action-context";

// The broker's own checks, as every service node runs them (moleculer.config.ts): they hold for
// any caller of an action, not only for requests through the gateway.
let broker: ServiceBroker;

const principal = (scopes: string[]) => ({ accountId: "acct_1", integrationId: "int_1", keyId: "key_1", scopes, expiresAt: null, mode: "live" as const });

async function failure(call: Promise<unknown>): Promise<{ type: string; code: number; param?: string; message: string }> {
	try {
		await call;
	} catch (err: any) {
		return { type: err.type, code: err.code, param: err.data?.param, message: err.message };
	}
	throw new Error("the call succeeded");
}

const probe: Record<string, ApiAction> = {
	write: {
		rest: "POST /probes",
		summary: "Write a probe",
		description: "A probe.",
		scope: "write",
		params: { name: { type: "string", max: 3 } },
		response: {},
		handler: async (ctx) => `wrote ${ctx.params.name}`,
	},
	trimmed: {
		rest: "POST /probes/trimmed",
		summary: "Trim a probe",
		description: "A probe.",
		scope: "read",
		params: { name: { type: "string", max: 3 } },
		prepare: (params) => ({ ...params, name: String(params.name).trim() }),
		response: {},
		handler: async (ctx) => ctx.params.name,
	},
	operate: {
		rest: "POST /accounts/probe",
		summary: "Operate a probe",
		description: "A probe.",
		scope: "admin",
		params: {},
		response: {},
		handler: async () => "operated",
	},
};

beforeAll(async () => {
	broker = new ServiceBroker({ logger: false, validator: new ApiValidator({}), middlewares: [IdempotencyMiddleware, ScopeMiddleware] });
	broker.createService({ name: "probe", actions: probe });
	broker.createService({
		name: "careless",
		// the idempotency middleware times a create by its service's clock (providePlatform gives it in production)
		created() {
			(this as unknown as { platform: { clock: Clock } }).platform = { clock: clockAt(1_800_000_000) };
		},
		actions: {
			create: { rest: "POST /careless", scope: "write", idempotent: true, params: {}, handler: async () => ({ id: "x" }) } as unknown as ApiAction,
		},
	});
	await broker.start();
});

afterAll(() => broker.stop());

test("a key without the action's scope is refused by the service itself", async () => {
	expect(await failure(broker.call("probe.write", { name: "ab" }, { meta: { principal: principal(["read"]) } }))).toMatchObject({
		type: "insufficient_scope",
		code: 403,
	});
	expect(await failure(broker.call("probe.write", { name: "ab" }))).toMatchObject({ type: "insufficient_scope" });
	expect(await broker.call("probe.write", { name: "ab" }, { meta: { principal: principal(["write"]) } })).toBe("wrote ab");
});

test("only the operator may call admin actions", async () => {
	expect(await failure(broker.call("probe.operate", {}, { meta: { principal: principal(["read", "write", "import", "keys"]) } }))).toMatchObject({
		type: "insufficient_scope",
	});
	expect(await broker.call("probe.operate", {}, { meta: { operator: true } })).toBe("operated");
});

test("params are checked where the action runs, with the API's error codes", async () => {
	const meta = { meta: { principal: principal(["write"]) } };
	expect(await failure(broker.call("probe.write", { name: "four" }, meta))).toMatchObject({ type: "parameter_invalid", code: 400, param: "name" });
	expect(await failure(broker.call("probe.write", { name: "ab", extra: 1 }, meta))).toMatchObject({ type: "parameter_unknown", param: "extra" });
	expect(await failure(broker.call("probe.write", {}, meta))).toMatchObject({ type: "parameter_missing", param: "name" });
});

test("prepare normalises params before they are checked", async () => {
	expect(await broker.call("probe.trimmed", { name: "  abc  " }, { meta: { principal: principal(["read"]) } })).toBe("abc");
});

test("an API action without params does not start", () => {
	const local = new ServiceBroker({ logger: false, validator: new ApiValidator({}) });
	expect(() => local.createService({ name: "loose", actions: { read: { rest: "GET /loose", scope: "read", handler: async () => 1 } } })).toThrow(
		"loose.read is an API action without params",
	);
});

test("a create whose answer was not stored with its Idempotency-Key fails instead of answering", async () => {
	const meta = { principal: principal(["write"]), idempotency: { scope: "int_1", key: "k", fingerprint: "f", fresh: true } };
	const error = await failure(broker.call("careless.create", {}, { meta }));
	expect(error.message).toBe("careless.create answered without storing its result with the Idempotency-Key");
});

test("a create called without an Idempotency-Key is refused", async () => {
	expect(await failure(broker.call("careless.create", {}, { meta: { principal: principal(["write"]) } }))).toMatchObject({
		type: "idempotency_key_missing",
		code: 400,
	});
});

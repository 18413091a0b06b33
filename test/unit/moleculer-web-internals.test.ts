import http from "node:http";
import type { AddressInfo } from "node:net";
import { ServiceBroker } from "moleculer";
import ApiGateway from "moleculer-web";
import { ActionCall, addRoutes, edgeMethods, handleHttp, methodsAt, WebGateway, WebRequest } from "../../services/gateway/moleculer-web-internals";
import { keepHeadLength } from "../../shared/http/head-answers";

// services/gateway/moleculer-web-internals.ts wraps moleculer-web's own methods and reads its alias
// table; these tests run a real moleculer-web service, calling two replicas over Moleculer's Fake
// transporter, so an upgrade that changes what the adapter relies on fails here.

const NAMESPACE = `web-internals-${process.pid}`;
const broker = (nodeID: string) => new ServiceBroker({ namespace: NAMESPACE, nodeID, transporter: "Fake", logger: false });

type Req = WebRequest & { $template?: string };

/** What the hooks saw, per test. */
let seen: { templates: string[]; atChecks: Array<string | undefined>; errors: unknown[]; picked: unknown[] };
/** How the gateway makes each call: plain by default; a test may call elsewhere. */
let around: (call: ActionCall) => Promise<unknown>;

const edge = broker("edge");
const replicas = ["replica-1", "replica-2"].map(broker);
let gateway: WebGateway;
let server: http.Server;
let base: string;

beforeAll(async () => {
	for (const replica of replicas) {
		replica.createService({
			name: "items",
			actions: {
				get: (ctx) => ({ id: ctx.params.id, node: replica.nodeID }),
				fail: () => Promise.reject(Object.assign(new Error("refused"), { code: 409 })),
				crash: () => Promise.reject(Object.assign(new Error("crashed"), { code: 500 })),
			},
		});
	}
	gateway = edge.createService({
		name: "api",
		mixins: [ApiGateway],
		settings: {
			server: false,
			routes: [
				{
					path: "/api",
					mappingPolicy: "restrict",
					aliases: {
						"GET /items/:id": "items.get",
						"HEAD /items/:id": "items.get",
						"POST /items/:id/fail": "items.fail",
						"POST /items/:id/crash": "items.crash",
					},
					use: [
						(req: Req, _res: unknown, next: () => void) => {
							seen.atChecks.push(req.$template);
							next();
						},
					],
				},
			],
			onError(_req: Req, res: http.ServerResponse, err: Error) {
				seen.errors.push(err);
				res.statusCode = 418;
				res.end(err.message);
			},
		},
		methods: edgeMethods<WebGateway, Req>({
			matched: (req, template) => {
				req.$template = template;
				seen.templates.push(template);
			},
			call: (_gateway, req, call) => {
				seen.picked.push((req.$endpoint as { id: string }).id);
				return around(call);
			},
		}),
	}) as unknown as WebGateway;
	addRoutes(gateway, [{ path: "/extra", aliases: { "GET /ping": (_req: Req, res: http.ServerResponse) => res.end("pong") } }]);
	await Promise.all([edge, ...replicas].map((b) => b.start()));
	await edge.waitForServices("items", 5000);
	server = http.createServer((req, res) => {
		keepHeadLength(req, res);
		handleHttp(gateway, req, res);
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

beforeEach(() => {
	seen = { templates: [], atChecks: [], errors: [], picked: [] };
	around = (call) => call.run();
});

afterAll(async () => {
	server.close();
	await Promise.all([edge, ...replicas].map((b) => b.stop()));
});

test("a matched request names its alias's template before the route's middlewares run; the call answers", async () => {
	const res = await fetch(`${base}/api/items/it_1`);
	expect(res.status).toBe(200);
	expect(await res.json()).toEqual({ id: "it_1", node: expect.stringMatching(/^replica-/) });
	expect(seen.templates).toEqual(["/api/items/:id"]);
	expect(seen.atChecks).toEqual(["/api/items/:id"]);
	expect(seen.picked).toEqual([expect.stringMatching(/^replica-/)]);
});

test("a HEAD answers its GET's status and headers, Content-Length included, without the body", async () => {
	around = (call) => call.run();
	const [get, head] = [await fetch(`${base}/api/items/it_1`), await fetch(`${base}/api/items/it_1`, { method: "HEAD" })];
	const body = await get.text();
	expect({ status: head.status, type: head.headers.get("content-type"), length: head.headers.get("content-length"), body: await head.text() }).toEqual({
		status: 200,
		type: get.headers.get("content-type"),
		length: String(Buffer.byteLength(body)),
		body: "",
	});
});

test("a call made elsewhere goes to the next endpoint the broker picks, not the one moleculer-web picked", async () => {
	around = (call) => call.runElsewhere();
	const answers: Array<{ node: string }> = [];
	for (let i = 0; i < 4; i++) answers.push((await (await fetch(`${base}/api/items/it_${i}`)).json()) as { node: string });
	answers.forEach((answer, i) => expect(answer.node).not.toBe(seen.picked[i]));
});

test("the alias table says which methods a path serves", () => {
	expect(methodsAt(gateway, "/api/items/it_1")).toEqual(["GET", "HEAD"]);
	expect(methodsAt(gateway, "/api/items/it_1/fail")).toEqual(["POST"]);
	expect(methodsAt(gateway, "/extra/ping")).toEqual(["GET"]);
	expect(methodsAt(gateway, "/nowhere")).toEqual([]);
});

test("a route added after creation is served", async () => {
	const res = await fetch(`${base}/extra/ping`);
	expect(await res.text()).toBe("pong");
});

test("a failed call and an unknown path reach the gateway's onError, once each", async () => {
	const failed = await fetch(`${base}/api/items/it_1/fail`, { method: "POST" });
	expect([failed.status, await failed.text()]).toEqual([418, "refused"]);
	const missing = await fetch(`${base}/nowhere`);
	expect(missing.status).toBe(418);
	expect(seen.errors.map((err) => (err as Error).name)).toEqual(["Error", "NotFoundError"]);
});

test("a 5xx is not logged by moleculer-web's own error handler: the gateway's renderer logs it", async () => {
	const logged = jest.spyOn((gateway as unknown as { logger: { error(...args: unknown[]): void } }).logger, "error");
	const crashed = await fetch(`${base}/api/items/it_1/crash`, { method: "POST" });
	expect([crashed.status, await crashed.text()]).toEqual([418, "crashed"]);
	expect(logged).not.toHaveBeenCalled();
});

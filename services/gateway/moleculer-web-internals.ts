import type { IncomingMessage, ServerResponse } from "node:http";
import type { Context, ServiceBroker } from "moleculer";
import ApiGateway from "moleculer-web";
import { nextActionEndpoint } from "../../shared/platform/moleculer-internals";

// Every use of moleculer-web beyond its documented settings is here, and nowhere else: its own
// methods the gateway wraps, its alias table, the endpoint it calls.
// test/unit/moleculer-web-internals.test.ts fails when a release of moleculer-web changes one of them.

type OwnMethod = (this: unknown, ...args: unknown[]) => unknown;
const own = ApiGateway.methods as unknown as Record<"routeHandler" | "callAction" | "sendError" | "sendResponse", OwnMethod>;

/** A request as moleculer-web leaves it: its context, and the endpoint it will call. */
export type WebRequest = IncomingMessage & { $ctx: Context; $endpoint?: unknown };

interface WebAlias {
	method: string;
	fullPath: string;
	/** The path's parameters (`:id`), one each. */
	keys: unknown[];
	match(path: string): unknown;
}

/** The service moleculer-web's methods run on. */
export interface WebGateway {
	broker: ServiceBroker;
}

interface WebInternals {
	aliases: WebAlias[];
	addRoute(options: object): unknown;
	httpHandler(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

const internals = (gateway: WebGateway) => gateway as unknown as WebInternals;

/** One call of an action that moleculer-web makes for a request. */
export interface ActionCall {
	/** Makes the call, on the endpoint moleculer-web picked. */
	run(): Promise<unknown>;
	/** Makes it on the next endpoint the broker picks: moleculer-web would call the one it picked before. */
	runElsewhere(): Promise<unknown>;
}

/** What the gateway adds to moleculer-web's own steps. */
export interface EdgeHooks<Gateway, Req> {
	/** A request matched an alias whose full path (`/v1/customers/:id`) is `template`, before the route's checks run. */
	matched(req: Req, template: string): void;
	/** Makes an action's call (`call.run()`) with what the gateway does around it. */
	call(gateway: Gateway, req: Req, call: ActionCall): Promise<unknown>;
}

/** Methods for the gateway's schema that bring `hooks` into moleculer-web's steps. */
export function edgeMethods<Gateway extends WebGateway, Req extends WebRequest>(hooks: EdgeHooks<Gateway, Req>) {
	return {
		routeHandler(this: Gateway, ctx: Context, route: unknown, req: Req, res: ServerResponse, found?: { alias: WebAlias }) {
			if (found) hooks.matched(req, found.alias.fullPath);
			return own.routeHandler.call(this, ctx, route, req, res, found);
		},

		callAction(this: Gateway, route: { callOptions?: Record<string, unknown> }, action: string, req: Req, res: ServerResponse, params: unknown) {
			const run = () => own.callAction.call(this, route, action, req, res, params) as Promise<unknown>;
			const runElsewhere = async () => {
				const endpoint = nextActionEndpoint(this.broker, action, route.callOptions, req.$ctx);
				if (endpoint instanceof Error) throw endpoint;
				req.$endpoint = endpoint;
				return run();
			};
			return hooks.call(this, req, { run, runElsewhere });
		},

		/**
		 * moleculer-web answers HEAD with a bare `end()`, so the answer would lack its GET's Content-Length:
		 * it is sent as the GET's, whose body Node.js drops for HEAD (shared/http/head-answers.ts keeps the length).
		 */
		sendResponse(this: Gateway, req: Req, res: ServerResponse, ...rest: unknown[]) {
			if (req.method !== "HEAD") return own.sendResponse.call(this, req, res, ...rest);
			req.method = "GET";
			try {
				return own.sendResponse.call(this, req, res, ...rest);
			} finally {
				req.method = "HEAD";
			}
		},

		/** moleculer-web's own logs a 5xx before it hands the error on to `onError`, whose renderer logs it: one line is enough. */
		errorHandler(this: Gateway, req: Req, res: ServerResponse, err: unknown) {
			own.sendError.call(this, req, res, err);
		},
	};
}

/** Hands a request to moleculer-web: the gateway owns its HTTP server. */
export function handleHttp(gateway: WebGateway, req: IncomingMessage, res: ServerResponse): void {
	void internals(gateway).httpHandler(req, res);
}

/** Adds routes (moleculer-web's route settings) after those the gateway has. */
export function addRoutes(gateway: WebGateway, routes: object[]): void {
	for (const route of routes) internals(gateway).addRoute(route);
}

/**
 * The HTTP methods the gateway's routes serve at `path`. A path that a route names word for word
 * (`/v1/customers/bulk`) is that route's alone, though a route with a parameter matches it too
 * (`/v1/customers/:id`): only the routes with the fewest parameters count.
 */
export function methodsAt(gateway: WebGateway, path: string): string[] {
	const matching = internals(gateway).aliases.filter((alias) => alias.match(path));
	const fewest = Math.min(...matching.map((alias) => alias.keys.length));
	return [...new Set(matching.filter((alias) => alias.keys.length === fewest).map((alias) => alias.method))];
}

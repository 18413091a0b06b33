import type { ServerResponse } from "node:http";
import type { Context } from "moleculer";
import type { RequestMeta } from "../../shared/actions/action-context";
import type { Gateway, GatewayRequest } from "./gateway-types";

type Answer = { id?: unknown; account?: { id?: unknown } } | undefined;

/** A 201 names where the new object can be read: its own URL, or the collection it joined. */
export function locate(meta: RequestMeta & { $location?: string }, collection: string, data: Answer, allowedMethods: (path: string) => string[]): void {
	if (meta.$statusCode !== 201) return;
	const id = data?.id ?? data?.account?.id;
	const own = typeof id === "string" && allowedMethods(`${collection}/${id}`).includes("GET");
	meta.$location = own ? `${collection}/${id}` : collection;
}

/** The routes' `onAfterCall`: moleculer-web sends the answer, with `Location` from the meta, after it. */
export function locateCreated(this: Gateway, ctx: Context<unknown, RequestMeta>, _route: unknown, req: GatewayRequest, _res: ServerResponse, data: Answer) {
	locate(ctx.meta, req.parsedUrl, data, (path) => this.allowedMethods(path));
	return data;
}

import type { ActionHandler, ActionSchema, Middleware, Service } from "moleculer";
import { ApiAction, ApiContext, requireScope } from "../actions/action-context";

/** Enforces each action's `scope` for every caller, not only for requests through the gateway. */
export const ScopeMiddleware: Middleware = {
	localAction(handler: ActionHandler, action: ActionSchema) {
		const scope: ApiAction["scope"] | undefined = action.scope;
		const { testScope } = action as Partial<ApiAction>;
		if (!scope) return handler;
		return async function scoped(this: Service, ctx: ApiContext) {
			requireScope(scope, ctx.meta, testScope);
			return handler.call(this, ctx);
		};
	},
};

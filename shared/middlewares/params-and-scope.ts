import { ActionHandler, ActionSchema, Middleware, Service, Validators } from "moleculer";
import type { ValidationSchema } from "fastest-validator";
import { ApiError } from "../actions/api-errors";
import type { ApiAction, ApiContext, RequestMeta } from "../actions/action-context";
import { compile, Input } from "../actions/validation";

/**
 * The broker's validator: every action's `params` is checked on the node that runs it, with the
 * API's error codes, after the action's `prepare` has normalised them. An API action without
 * `params` does not start, so no handler can skip validation.
 */
export class ApiValidator extends Validators.Base {
	override compile(schema: ValidationSchema) {
		const check = compile(schema);
		return (params: Input) => {
			check(params);
			return true as const;
		};
	}

	override validate(params: Input, schema: ValidationSchema) {
		return this.compile(schema)(params);
	}

	override convertSchemaToMoleculer(schema: ValidationSchema) {
		return schema;
	}

	// moleculer's typings still describe the deprecated form (a bare function); the object form is current.
	override middleware(): ReturnType<Validators.Base["middleware"]> {
		const middleware: Middleware = {
			localAction(handler: ActionHandler, action: ActionSchema) {
				if (!action.params) {
					if (action.scope) throw new Error(`${action.name} is an API action without params`);
					return handler;
				}
				const check = compile(action.params);
				const prepare: ApiAction["prepare"] = action.prepare;
				return async function validated(this: Service, ctx: ApiContext) {
					if (prepare) ctx.params = prepare(ctx.params ?? {});
					check(ctx.params ?? {});
					return handler.call(this, ctx);
				};
			},
		};
		return middleware as unknown as ReturnType<Validators.Base["middleware"]>;
	}
}

/** Whether the caller in `meta` may use an action that needs `scope`; throws 403 otherwise. */
export function requireScope(scope: ApiAction["scope"], meta: RequestMeta): void {
	const allowed = scope === "admin" ? meta.operator === true : meta.principal?.scopes.includes(scope) === true;
	if (!allowed) throw new ApiError("insufficient_scope", `This API key lacks the '${scope}' scope that this request needs.`);
}

/** Enforces each action's `scope` for every caller, not only for requests through the gateway. */
export const ScopeMiddleware: Middleware = {
	localAction(handler: ActionHandler, action: ActionSchema) {
		const scope: ApiAction["scope"] | undefined = action.scope;
		if (!scope) return handler;
		return async function scoped(this: Service, ctx: ApiContext) {
			requireScope(scope, ctx.meta);
			return handler.call(this, ctx);
		};
	},
};

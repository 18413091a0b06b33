import { ActionHandler, ActionSchema, Middleware, Service, Validators } from "moleculer";
import type { ValidationSchema } from "fastest-validator";
import type { ApiAction, ApiContext } from "../actions/action-context";
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

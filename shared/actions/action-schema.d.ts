import type { ErrorCode } from "./api-errors";
import type { JsonSchema } from "./json-schema";
import type { Scope } from "./principal";
import type { Input } from "./validation";

/**
 * The keys our actions declare beside Moleculer's own (see `ApiAction` in action-context.ts): the broker's
 * middlewares read them on every node, so Moleculer's action type carries them.
 */
declare module "moleculer" {
	interface ActionSchema {
		rest?: string;
		summary?: string;
		description?: string;
		example?: Record<string, unknown>;
		scope?: Scope | "admin";
		idempotent?: boolean | "optional";
		prepare?: (params: Input) => Input;
		response?: JsonSchema;
		status?: 200 | 201;
		errors?: ErrorCode[];
	}
}

import { component, exampleId, objectOf } from "../../shared/actions/json-schema";
import type { Principal } from "../../shared/actions/principal";
import type { SandboxRun } from "./sandbox-pass";

/** The answer of `POST /v1/sandbox/run`: what the simulated importer's pass did (docs/testing.md). */
export const SANDBOX_RUN = component("sandbox_run", {
	...objectOf({
		object: { const: "sandbox_run", description: "The type of the object." },
		batches: {
			type: "array",
			items: { type: "string", pattern: "^imb_" },
			description: "The import batches this pass made, in order: completed, reverted (one per `revert` object) or left open (`outcome_unknown`).",
			examples: [[exampleId("imb")]],
		},
		rejected: { type: "array", items: { type: "string" }, description: "The objects this pass declined (`reject:<code>`).", examples: [[exampleId("cus")]] },
	}),
	description: "What one pass of the simulated importer did, as the key may see it.",
});

/** The run as `principal` may see it: an integration key sees only the batches and declines of its own objects. */
export function presentRun(run: SandboxRun, principal: Principal) {
	const mine = (integration: string | null) => principal.integrationId === null || integration === principal.integrationId;
	return {
		object: "sandbox_run",
		batches: run.batches.filter((batch) => batch.integrations.some(mine)).map((batch) => batch.id),
		rejected: run.rejected.filter((object) => mine(object.integration)).map((object) => object.id),
	};
}

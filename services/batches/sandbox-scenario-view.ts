import { component, exampleId, nullable, objectOf, time } from "../../shared/actions/json-schema";
import type { Principal } from "../../shared/actions/principal";
import type { Row } from "../../shared/platform/database";

/** An object a run made, with its import status when the run ended, and the integration it belongs to. */
export interface RunObject {
	id: string;
	object: string;
	status: string;
	integration: string | null;
}

/** An event a run caused, with the integration it was recorded for. */
export interface RunEvent {
	id: string;
	type: string;
	integration: string | null;
}

/** The answer of `POST` and `GET /v1/sandbox/scenarios/{name}`: one run of a scenario (docs/testing.md, "Scenarios"). */
export const SANDBOX_SCENARIO = component("sandbox_scenario", {
	...objectOf({
		object: { const: "sandbox_scenario", description: "The type of the object." },
		id: {
			type: "string",
			pattern: "^scn_",
			description: "The run's id: the objects it made carry it as `metadata.sandbox_scenario`.",
			examples: [exampleId("scn")],
		},
		name: { type: "string", description: "The scenario's name.", examples: ["lost_ack"] },
		status: {
			type: "string",
			enum: ["running", "succeeded", "failed"],
			description: "`running` until the run ends, then `succeeded`, or `failed` with the reason in `failure`.",
			examples: ["succeeded"],
		},
		objects: {
			type: "array",
			items: objectOf({
				id: { type: "string", description: "The object's id.", examples: [exampleId("cus")] },
				object: { type: "string", description: "Its type.", examples: ["customer"] },
				status: { type: "string", description: "Its import status when the run ended.", examples: ["imported"] },
			}),
			description: "The objects the run made, in the order made, as the key may see them (an integration key sees its own); empty while running.",
		},
		events: {
			type: "array",
			items: objectOf({
				id: { type: "string", description: "The event's id (`GET /v1/events/{id}`).", examples: [exampleId("evt")] },
				type: { type: "string", description: "The event's type.", examples: ["customer.imported"] },
			}),
			description: "The events the run caused, in the order recorded, as the key may see them; empty while running.",
		},
		started: time("When the run started, by the account's clock."),
		ended: nullable(time("When the run ended, by the account's clock (which the run may have moved on); null while running.")),
		failure: nullable({ type: "string", description: "Why the run failed; null otherwise.", examples: [null] }),
	}),
	description: 'A run of a sandbox scenario on a test account (docs/testing.md, "Scenarios").',
});

/** The run as `principal` may see it: an integration key sees the objects and events of its own integration. */
export function presentScenarioRun(row: Row, principal: Principal) {
	const mine = (item: { integration: string | null }) => principal.integrationId === null || item.integration === principal.integrationId;
	return {
		object: "sandbox_scenario",
		id: row.id,
		name: row.name,
		status: row.status,
		objects: (row.objects as RunObject[]).filter(mine).map(({ id, object, status }) => ({ id, object, status })),
		events: (row.events as RunEvent[]).filter(mine).map(({ id, type }) => ({ id, type })),
		started: Number(row.started),
		ended: row.ended === null ? null : Number(row.ended),
		failure: row.failure,
	};
}

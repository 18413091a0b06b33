import { REJECTION_CODES } from "../shared/engine/decline-catalogue";
import { EVENT_TYPES } from "../shared/events/event-log";
import { TRIGGERABLE } from "./trigger-command";

// Every outcome an integration can meet, and how a test account produces it (docs/testing.md,
// "Every outcome"): each event type by `bookdrop trigger <type>` or by a sandbox scenario, each
// reason code by `bookdrop trigger customer.rejected --code <code>`. The guide's table is this map
// (test/unit/trigger-outcomes.test.ts), and test/api/every-outcome.test.ts produces each.

/** How an outcome is produced: `bookdrop trigger` with these arguments, or a run of this scenario. */
export type Production = { trigger: string[] } | { scenario: string };

/** The events no trigger fires: a scenario's run does (the importer away and back, the endpoint down). */
const SCENARIO_EVENTS: Record<string, string> = {
	"account.importer_stale": "merchant_away",
	"account.importer_active": "merchant_away",
	"webhook_endpoint.disabled": "endpoint_down",
};

function eventProduction(type: string): Production | undefined {
	if (TRIGGERABLE.includes(type)) return { trigger: [type] };
	const scenario = SCENARIO_EVENTS[type];
	return scenario === undefined ? undefined : { scenario };
}

/** Every event type of the catalogue, with how it is produced; undefined for one nothing produces (a test fails on it). */
export const EVENT_PRODUCTION: Record<string, Production | undefined> = Object.fromEntries(EVENT_TYPES.map((type) => [type, eventProduction(type)]));

/** Every reason code, each by a customer declined with it. */
export const REASON_PRODUCTION: Record<string, Production> = Object.fromEntries(
	REJECTION_CODES.map((code) => [code, { trigger: ["customer.rejected", "--code", code] }]),
);

/** A production as the guide writes it: the command, or the scenario's name. */
export const describeProduction = (production: Production): string =>
	"trigger" in production ? `\`bookdrop trigger ${production.trigger.join(" ")}\`` : `scenario \`${production.scenario}\``;

import fs from "node:fs";
import path from "node:path";
import { REJECTION_CODES } from "../../shared/engine/decline-catalogue";
import { EVENT_TYPES } from "../../shared/events/event-log";
import { describeProduction, EVENT_PRODUCTION, REASON_PRODUCTION } from "../../bin/trigger-outcomes";

// The map of how a test account produces each outcome (bin/trigger-outcomes.ts) covers both
// catalogues, and docs/testing.md's "Every outcome" tables are that map.

const guide = fs.readFileSync(path.join(__dirname, "../../docs/testing.md"), "utf8");
const section = guide.slice(guide.indexOf("### Every outcome"), guide.indexOf("\n## ", guide.indexOf("### Every outcome")));
const tableRows = (heading: string) => {
	const start = section.indexOf(`| ${heading} | how |`);
	return [
		...section
			.slice(start)
			.split("\n\n")[0]
			.matchAll(/^\| `([^`]+)` \| (.*) \|$/gm),
	].map(([, outcome, how]) => [outcome, how]);
};

test("every event type and every reason code has a way to be produced", () => {
	expect(Object.keys(EVENT_PRODUCTION)).toEqual(EVENT_TYPES);
	expect(EVENT_TYPES.filter((type) => EVENT_PRODUCTION[type] === undefined)).toEqual([]);
	expect(Object.keys(REASON_PRODUCTION)).toEqual([...REJECTION_CODES]);
});

test("docs/testing.md's tables of every outcome are the map", () => {
	expect(tableRows("event")).toEqual(EVENT_TYPES.map((type) => [type, describeProduction(EVENT_PRODUCTION[type]!)]));
	expect(tableRows("reason code")).toEqual(REJECTION_CODES.map((code) => [code, describeProduction(REASON_PRODUCTION[code])]));
});

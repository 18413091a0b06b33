import fs from "node:fs";
import path from "node:path";

// One clock (shared/platform/clock.ts): bookdrop's code reads the time only through the clock the
// platform hands its services, so that a test (and a test account's sandbox clock) can set it. The
// system's time is read by clock.ts alone, and used as such only where it must be the wall's.

const ROOT = path.resolve(__dirname, "..");

/** Where the system's time is meant, each with why. */
const WALL_TIME: Record<string, string> = {
	"shared/platform/clock.ts": "the system clock itself",
	"shared/platform/platform.ts": "the platform's clock when none is handed in",
	"shared/platform/logging.ts": "a log line's timestamp",
	"shared/platform/database.ts": "the start-up wait for migrations, before the platform has a clock",
	"shared/platform/request-drain.ts": "a shutdown's wait",
	"shared/platform/moleculer-internals.ts": "Moleculer's PING packet",
	"services/webhooks/delivery-client.ts": "a webhook signature's timestamp, which the receiver checks against its own clock",
};

// A duration measured on a monotonic timer (performance.now, process.hrtime) is no reading of the time.
const READS_SYSTEM_TIME = /\bDate\.now\(|new Date\(\)/;

function sources(dir: string): string[] {
	return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
		const file = path.posix.join(dir, entry.name);
		if (entry.isDirectory()) return sources(file);
		return entry.name.endsWith(".ts") ? [file] : [];
	});
}

/** The files of `files` that break the rule: reading the system's time anywhere but clock.ts, or taking the system clock where the wall's time is not meant. */
function offenders(files: Record<string, string>): string[] {
	return Object.entries(files)
		.filter(([file, text]) => (file !== "shared/platform/clock.ts" && READS_SYSTEM_TIME.test(text)) || (!(file in WALL_TIME) && /\bsystemClock\b/.test(text)))
		.map(([file]) => file);
}

test("services and shared code read the time only through the platform's clock", () => {
	const files = Object.fromEntries([...sources("services"), ...sources("shared")].map((file) => [file, fs.readFileSync(path.join(ROOT, file), "utf8")]));
	expect(Object.keys(files).length).toBeGreaterThan(100);
	expect(offenders(files)).toEqual([]);
	for (const file of Object.keys(WALL_TIME)) expect(files[file]).toMatch(/systemClock/);
});

test("the rule notices the system's time read around the clock", () => {
	expect(
		offenders({
			"services/batches/expiry-sweep.ts": "const now = Date.now();",
			"shared/engine/create-steps.ts": "const today = new Date().toISOString();",
			"services/accounts/pending-aging.ts": 'import { systemClock } from "../../shared/platform/clock";',
			"shared/platform/clock.ts": "export const systemClock = { now: () => Date.now() };",
			"services/webhooks/delivery-client.ts": "unixSeconds(systemClock)",
			"shared/events/event-log.ts": "new Date(row.created * 1000)",
		}),
	).toEqual(["services/batches/expiry-sweep.ts", "shared/engine/create-steps.ts", "services/accounts/pending-aging.ts"]);
});

import { EVENT_PRODUCTION, Production, REASON_PRODUCTION } from "../../bin/trigger-outcomes";
import { Client, IntegrationClient, newAccount, target } from "../support/suite-api";
import { Body, make, ok } from "../support/fixtures";
import { Receiver } from "../support/receiver";
import { runBookdrop as bookdrop } from "../support/servers";
import { waitFor } from "../support/wait";

// Every outcome reachable (docs/testing.md, "Every outcome"): each event type an integration can
// receive and each reason code is produced on a fresh test account of its own, the way
// bin/trigger-outcomes.ts says (the built `bookdrop trigger`, or `bookdrop trigger --scenario`), and
// found in that key's event log. An outcome with no way to be produced fails here. The producing
// steps run a few at a time (jest's maxConcurrency), each on its own account.

afterAll(() => Receiver.stopAll());

/** The list path of each object type an expiry is triggered for. */
const LIST_PATHS: Record<string, string> = {
	customer: "customers",
	supplier: "suppliers",
	category: "categories",
	product: "products",
	expense: "expenses",
	revenue: "revenue",
	refund: "refunds",
};

/**
 * An expiry waits for the server's sweep (a minute on the suite's servers). The account's clock is
 * frozen first, so that trigger's `expires_at` (3 s ahead of the clock it reads) is still ahead
 * when its create is answered, however slow; once the object exists, the clock is moved past it,
 * which sweeps the account at once. Nothing is moved if trigger ended first (it failed: its
 * outcome says why).
 */
async function hurryExpiry(key: Client, type: string, ended: () => boolean): Promise<void> {
	const list = `/v1/${LIST_PATHS[type]}`;
	const made = await waitFor(
		`trigger's ${type} with expires_at, or trigger's end`,
		async () => ((await ok(key.get(list))).data.some((o: Body) => typeof o.import.expires_at === "number") ? true : ended() ? false : undefined),
		TRIGGER_MS,
		200,
	);
	if (made) expect((await key.update("/v1/sandbox/clock", { advance: 10 })).status).toBe(200);
}

/** How long a trigger process may run (runBookdrop's own limit). */
const TRIGGER_MS = 60_000;

/** Runs `bookdrop trigger` with `args` on the key's account: answers the event it printed. */
async function triggered(key: IntegrationClient, args: string[]): Promise<Body> {
	const [event] = args;
	const [type, happened] = event.split(".");
	if (happened === "expired") expect((await key.update("/v1/sandbox/clock", { frozen: true })).status).toBe(200);
	let ended = false;
	const running = bookdrop(["trigger", ...args, "--webhook-url", "http://127.0.0.1:9/hooks", "--url", target().url, "--key", key.key]).finally(
		() => (ended = true),
	);
	const [outcome] = await Promise.all([running, happened === "expired" ? hurryExpiry(key, type, () => ended) : undefined]);
	expect({ code: outcome.code, stdout: outcome.stdout, stderr: outcome.stderr }).toEqual({
		code: 0,
		stdout: expect.stringMatching(/^evt_[0-9A-Za-z]+\n$/),
		stderr: expect.any(String),
	});
	return ok(key.get(`/v1/events/${outcome.stdout.trim()}`));
}

/** Runs `bookdrop trigger --scenario` on the key's account (endpoint_down on an endpoint whose receiver answers 200): answers the run. */
async function scenarioRun(key: IntegrationClient, name: string): Promise<Body> {
	if (name === "endpoint_down") await make.endpoint(key, { url: (await new Receiver().start()).url() });
	const outcome = await bookdrop(["trigger", "--scenario", name, "--url", target().url, "--key", key.key]);
	expect({ code: outcome.code, stderr: outcome.stderr }).toEqual({ code: 0, stderr: expect.any(String) });
	return JSON.parse(outcome.stdout);
}

/** Produces `type` as `production` says on a fresh test account; answers the event, read from the log. */
async function produce(production: Production | undefined, type: string): Promise<Body> {
	if (production === undefined) throw new Error(`nothing produces ${type}: add it to bin/trigger-outcomes.ts`);
	const key = await (await newAccount(`Outcome ${type}`, undefined, "test")).integration();
	if ("trigger" in production) return triggered(key, production.trigger);
	const run = await scenarioRun(key, production.scenario);
	expect(run).toMatchObject({ name: production.scenario, status: "succeeded" });
	const found = run.events.find((event: Body) => event.type === type);
	if (!found) throw new Error(`the scenario ${production.scenario} recorded no ${type} (its events: ${run.events.map((e: Body) => e.type).join(", ")})`);
	return ok(key.get(`/v1/events/${found.id}`));
}

test.concurrent.each(Object.entries(EVENT_PRODUCTION))(
	"event %s is produced on a test account",
	async (type, production) => {
		const event = await produce(production, type);
		expect(event).toMatchObject({ object: "event", type, livemode: false });
	},
	120_000,
);

test.concurrent.each(Object.entries(REASON_PRODUCTION))(
	"reason code %s is produced on a test account",
	async (code, production) => {
		const event = await produce(production, "customer.rejected");
		expect(event.data.object.import.rejection).toMatchObject({ code, by: "merchant" });
	},
	120_000,
);

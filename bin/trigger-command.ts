import { Bookdrop, BookdropConnectionError, BookdropError } from "@bookdrop/client";
import { Failure, UnreachableError, UsageError } from "./cli-errors";
import { QUICKSTART_HINT } from "./cli-io";
import { REJECTION_CODES } from "../shared/engine/decline-catalogue";

// `bookdrop trigger <event-type>` (docs/testing.md): on a test account, makes what the event needs
// and runs the simulated importer at once (POST /v1/sandbox/run) until the event is in the log; an
// expiry waits for the server's expiry sweep instead, a pending alert for its aging sweep.

/** The seven types as the API names them: the list's path and the object's name. */
const TYPES = [
	["customers", "customer"],
	["suppliers", "supplier"],
	["categories", "category"],
	["products", "product"],
	["expenses", "expense"],
	["revenue", "revenue"],
	["refunds", "refund"],
] as const;
type TypeName = (typeof TYPES)[number][1];

export const TRIGGERABLE = [
	...TYPES.flatMap(([, object]) => [`${object}.imported`, `${object}.rejected`, `${object}.expired`]),
	"import_batch.completed",
	"import_batch.reverted",
	"webhook_endpoint.test",
	"issue.opened",
	"issue.resolved",
	"account.pending_aging",
];

/** How long trigger drives the importer before it gives up on the event. */
const TIMEOUT_MS = 30_000;
/** How far ahead an object made to expire expires: its create must be answered before that. */
const EXPIRES_AHEAD_SECONDS = 3;
/** How long trigger waits for an expiry: the sweep runs every EXPIRY_SWEEP_SECONDS, 60 by default. */
const EXPIRY_TIMEOUT_MS = 120_000;
/** The pending alert's threshold while trigger waits for `account.pending_aging`: the least POST /v1/account takes. */
const AGING_THRESHOLD_SECONDS = 1;

export interface TriggerOptions {
	url: string;
	/** A test key: `ab_test_…`. */
	key: string;
	event: string;
	/** webhook_endpoint.test without an endpoint of the key's: where to make one. */
	webhookUrl?: string;
	/** `<type>.rejected`: the decline's reason code (`other` when absent). */
	code?: string;
	progress: (line: string) => void;
}

type Event = { id: string; type: string; data: { object: { id: string; import?: { batch: string | null }; objects?: string[] } } };

const today = () => new Date().toISOString().slice(0, 10);
const money = { amount: 1000, currency: "EUR" } as const;

/** A valid object of `type` as its create takes it; a refund's revenue is made first. */
async function bodyOf(api: Bookdrop, type: TypeName, metadata: Record<string, string>, progress: (line: string) => void): Promise<any> {
	const common = { metadata: { made_by: "bookdrop trigger", ...metadata } };
	switch (type) {
		case "category":
			return { name: "Trigger category", kind: "expense", ...common };
		case "expense":
		case "revenue":
			return { description: `Trigger ${type}`, ...money, occurred_on: today(), ...common };
		case "refund": {
			const revenue = await api.revenue.create({ description: "Trigger revenue", ...money, occurred_on: today(), metadata: { made_by: "bookdrop trigger" } });
			progress(`created revenue ${revenue.id} for the refund`);
			return { revenue: revenue.id, ...money, occurred_on: today(), ...common };
		}
		default:
			return { name: `Trigger ${type}`, ...common };
	}
}

type Resource = { create(body: unknown): Promise<{ id: string }>; delete(id: string): Promise<unknown> };
const resourceOf = (api: Bookdrop, type: TypeName) => api[TYPES.find(([, object]) => object === type)![0]] as unknown as Resource;

/** Creates an object of `type` with `metadata`, and `expiresAt` when given; answers its id. */
async function createObject(
	api: Bookdrop,
	type: TypeName,
	metadata: Record<string, string>,
	progress: (line: string) => void,
	expiresAt?: number,
): Promise<string> {
	const body = await bodyOf(api, type, metadata, progress);
	const created = await resourceOf(api, type).create(expiresAt === undefined ? body : { ...body, expires_at: expiresAt });
	const asked = [metadata.sandbox_outcome && `sandbox_outcome ${metadata.sandbox_outcome}`, expiresAt && `expires_at ${expiresAt}`].filter(Boolean);
	progress(`created ${type} ${created.id}${asked.length ? ` (${asked.join(", ")})` : ""}`);
	return created.id;
}

/** The newest event of `type` that `matches`, among the latest 100 of the type; undefined if none yet. */
async function findEvent(api: Bookdrop, type: string, matches: (event: Event) => boolean): Promise<Event | undefined> {
	const page = await api.events.list({ type: type as never, limit: 100 });
	return (page.data as unknown as Event[]).find(matches);
}

/** Asks `find` once a second, after `step` each time, until it answers; up to `timeoutMs`. */
async function poll(find: () => Promise<Event | undefined>, timeoutMs: number, step: () => Promise<void> = async () => undefined): Promise<Event> {
	const deadline = Date.now() + timeoutMs;
	for (;;) {
		await step();
		const event = await find();
		if (event) return event;
		if (Date.now() > deadline) throw new Error(`no event came within ${timeoutMs / 1000} s`);
		await new Promise((resolve) => setTimeout(resolve, 1_000));
	}
}

/** Runs the simulated importer until `find` answers, once a second, up to TIMEOUT_MS. */
function drive(api: Bookdrop, find: () => Promise<Event | undefined>, progress: (line: string) => void): Promise<Event> {
	return poll(find, TIMEOUT_MS, async () => {
		const run = await api.sandbox.run();
		progress(`ran the simulated importer: ${run.batches.length} batch(es), ${run.rejected.length} declined`);
	});
}

/** The event of an object of `type` made to `happen` (`imported`, or `rejected` with `reject:<code>`), once it is in the log. */
async function objectEvent(api: Bookdrop, type: TypeName, happen: "imported" | "rejected", progress: (line: string) => void, code = "other"): Promise<Event> {
	const id = await createObject(api, type, happen === "rejected" ? { sandbox_outcome: `reject:${code}` } : {}, progress);
	return drive(api, () => findEvent(api, `${type}.${happen}`, (e) => e.data.object.id === id), progress);
}

/** The issue event of `happened` whose issue names `objectId` among its declined objects (`first`: as its newest). */
const issueEvent = (api: Bookdrop, happened: "opened" | "resolved", objectId: string, first: boolean) =>
	findEvent(api, `issue.${happened}`, (e) => (first ? e.data.object.objects?.[0] === objectId : (e.data.object.objects ?? []).includes(objectId)));

/**
 * issue.opened: a customer declined with `other`. Should the key's customers have an open issue of
 * that code already, the decline counts in it without an event: a customer imported resolves that
 * issue first (the issue events are recorded in the transaction of what causes them), and a second
 * decline opens a new one.
 */
async function issueOpened(api: Bookdrop, progress: (line: string) => void): Promise<string> {
	const declined = (await objectEvent(api, "customer", "rejected", progress)).data.object.id;
	const opened = await issueEvent(api, "opened", declined, true);
	if (opened) return opened.id;
	progress(
		"an issue of customers declined with 'other' was open already and counted this decline: importing a customer resolves it, then a decline opens a new one",
	);
	await objectEvent(api, "customer", "imported", progress);
	const again = (await objectEvent(api, "customer", "rejected", progress)).data.object.id;
	const reopened = await issueEvent(api, "opened", again, true);
	if (!reopened) throw new Error(`no issue.opened named ${again}, though a customer was imported after the last decline`);
	return reopened.id;
}

/** issue.resolved: a customer declined with `other` (opening an issue, or counting in the open one), then a customer imported. */
async function issueResolved(api: Bookdrop, progress: (line: string) => void): Promise<string> {
	const declined = (await objectEvent(api, "customer", "rejected", progress)).data.object.id;
	await objectEvent(api, "customer", "imported", progress);
	const resolved = await issueEvent(api, "resolved", declined, false);
	if (!resolved) throw new Error(`no issue.resolved named ${declined}, though a customer was imported after it was declined`);
	return resolved.id;
}

/**
 * <type>.expired: an object that stays pending (`stay`) with `expires_at` a few seconds ahead of the
 * account's clock (moved or not: docs/testing.md, "The account's clock"), marked by the server's expiry sweep.
 */
async function expired(api: Bookdrop, type: TypeName, progress: (line: string) => void): Promise<string> {
	const { now } = await api.sandbox.clock.retrieve();
	const id = await createObject(api, type, { sandbox_outcome: "stay" }, progress, now + EXPIRES_AHEAD_SECONDS);
	progress(
		`waiting for the server's expiry sweep to mark it expired: the sweep runs every EXPIRY_SWEEP_SECONDS (60 by default), so this may take a minute (at most ${EXPIRY_TIMEOUT_MS / 1000} s)`,
	);
	return (await poll(() => findEvent(api, `${type}.expired`, (e) => e.data.object.id === id), EXPIRY_TIMEOUT_MS)).id;
}

/**
 * account.pending_aging (an integration key's): a customer that stays pending, and the key's pending
 * alert set to a second. The threshold is cleared first, which clears the mark of an alert already
 * sent, so the alert can be sent again; afterwards the customer is deleted and the key's own
 * threshold set back.
 */
async function pendingAging(api: Bookdrop, progress: (line: string) => void): Promise<string> {
	const before = new Set((await api.events.list({ type: "account.pending_aging", limit: 100 })).data.map((e) => e.id));
	const previous = (await api.account.retrieve()).pending_alert_after ?? null;
	await api.account.update({ pending_alert_after: null });
	const id = await createObject(api, "customer", { sandbox_outcome: "stay" }, progress);
	try {
		await api.account.update({ pending_alert_after: AGING_THRESHOLD_SECONDS });
		progress(`set pending_alert_after to ${AGING_THRESHOLD_SECONDS} s (it was ${previous ?? "null"}): waiting for the oldest pending object to be that old`);
		return (await poll(() => findEvent(api, "account.pending_aging", (e) => !before.has(e.id)), TIMEOUT_MS)).id;
	} finally {
		await resourceOf(api, "customer").delete(id);
		await api.account.update({ pending_alert_after: previous });
		progress(`deleted customer ${id} and set pending_alert_after back to ${previous ?? "null"}`);
	}
}

/** The event an import of `objectId` brought: the object's own, or its batch's `import_batch.<happened>`. */
async function batchEvent(api: Bookdrop, objectId: string, type: TypeName, happened: "completed" | "reverted", progress: (line: string) => void) {
	return drive(
		api,
		async () => {
			const imported = await findEvent(api, `${type}.imported`, (e) => e.data.object.id === objectId);
			const batch = imported?.data.object.import?.batch;
			return batch ? findEvent(api, `import_batch.${happened}`, (e) => e.data.object.id === batch) : undefined;
		},
		progress,
	);
}

/** webhook_endpoint.test to the key's newest endpoint, or to one made at `webhookUrl`. */
async function testEndpoint(api: Bookdrop, options: TriggerOptions): Promise<string> {
	const [newest] = (await api.webhookEndpoints.list({ limit: 1 })).data;
	let endpoint = newest?.id;
	if (!endpoint) {
		if (!options.webhookUrl)
			throw new Error(
				"webhook_endpoint.test needs a webhook endpoint, and this key has none: pass --webhook-url <https://…> to make one (http://localhost:… on a server started with WEBHOOK_ALLOW_PRIVATE=true)",
			);
		endpoint = (await api.webhookEndpoints.create({ url: options.webhookUrl, description: "made by bookdrop trigger" })).id;
		options.progress(`created webhook endpoint ${endpoint}`);
	}
	const delivery = await api.webhookEndpoints.test(endpoint);
	options.progress(`sent webhook_endpoint.test to ${endpoint} (delivery ${delivery.id})`);
	return delivery.event;
}

/**
 * `bookdrop trigger`: refuses an event it cannot fire (exit 2) and a live key (exit 1) before any
 * request; a failure after is one line, the API's code and message.
 */
export async function triggerCommand(options: Omit<TriggerOptions, "key"> & { key: string | undefined }): Promise<string> {
	const { event, key } = options;
	if (!TRIGGERABLE.includes(event)) throw new UsageError(`'${event}' cannot be triggered (it can: ${TRIGGERABLE.join(", ")})`);
	if (options.code !== undefined && !event.endsWith(".rejected")) throw new UsageError(`--code is for <type>.rejected events only, not '${event}'`);
	if (options.code !== undefined && !(REJECTION_CODES as readonly string[]).includes(options.code)) {
		throw new UsageError(`'${options.code}' is not a reason code (the codes: ${REJECTION_CODES.join(", ")})`);
	}
	if (!key) throw new UsageError(`trigger needs a test key: --key ab_test_… or BOOKDROP_API_KEY (${QUICKSTART_HINT})`);
	if (!key.startsWith("ab_test_")) throw new Failure(`trigger acts on test accounts only: this key is live (test keys start ab_test_; ${QUICKSTART_HINT})`);
	try {
		return await trigger({ ...options, key });
	} catch (err) {
		if (err instanceof BookdropConnectionError) throw new UnreachableError(err.message);
		if (err instanceof BookdropError) throw new Failure(`${err.code}: ${err.message}`);
		throw new Failure((err as Error).message);
	}
}

/** Fires `options.event` on the key's test account; answers the event's id. */
async function trigger(options: TriggerOptions): Promise<string> {
	const api = new Bookdrop({ apiKey: options.key, baseUrl: options.url, retryNetworkErrors: false });
	const { event, progress } = options;
	if (event === "webhook_endpoint.test") return testEndpoint(api, options);
	if (event === "issue.opened") return issueOpened(api, progress);
	if (event === "issue.resolved") return issueResolved(api, progress);
	if (event === "account.pending_aging") return pendingAging(api, progress);
	if (event.startsWith("import_batch.")) {
		const happened = event === "import_batch.reverted" ? "reverted" : "completed";
		const id = await createObject(api, "customer", happened === "reverted" ? { sandbox_outcome: "revert" } : {}, progress);
		return (await batchEvent(api, id, "customer", happened, progress)).id;
	}
	const [type, happened] = event.split(".") as [TypeName, "imported" | "rejected" | "expired"];
	if (happened === "expired") return expired(api, type, progress);
	return (await objectEvent(api, type, happened, progress, options.code)).id;
}

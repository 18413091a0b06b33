import { Bookdrop, BookdropConnectionError, BookdropError } from "@bookdrop/client";
import { Failure, UnreachableError, UsageError } from "./cli-errors";
import { QUICKSTART_HINT } from "./cli-io";

// `bookdrop trigger <event-type>` (docs/testing.md): on a test account, makes what the event needs
// and runs the simulated importer at once (POST /v1/sandbox/run) until the event is in the log.

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
	...TYPES.flatMap(([, object]) => [`${object}.imported`, `${object}.rejected`]),
	"import_batch.completed",
	"import_batch.reverted",
	"webhook_endpoint.test",
];

/** How long trigger drives the importer before it gives up on the event. */
const TIMEOUT_MS = 30_000;

export interface TriggerOptions {
	url: string;
	/** A test key: `ab_test_…`. */
	key: string;
	event: string;
	/** webhook_endpoint.test without an endpoint of the key's: where to make one. */
	webhookUrl?: string;
	progress: (line: string) => void;
}

type Event = { id: string; type: string; data: { object: { id: string; import?: { batch: string | null } } } };

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

async function createObject(api: Bookdrop, type: TypeName, metadata: Record<string, string>, progress: (line: string) => void): Promise<string> {
	const list = TYPES.find(([, object]) => object === type)![0];
	const resource = api[list] as unknown as { create(body: unknown): Promise<{ id: string }> };
	const created = await resource.create(await bodyOf(api, type, metadata, progress));
	progress(`created ${type} ${created.id}${metadata.sandbox_outcome ? ` (sandbox_outcome ${metadata.sandbox_outcome})` : ""}`);
	return created.id;
}

/** The newest event of `type` that `matches`, among the latest 100 of the type; undefined if none yet. */
async function findEvent(api: Bookdrop, type: string, matches: (event: Event) => boolean): Promise<Event | undefined> {
	const page = await api.events.list({ type: type as never, limit: 100 });
	return (page.data as unknown as Event[]).find(matches);
}

/** Runs the simulated importer until `find` answers, once a second, up to TIMEOUT_MS. */
async function drive(api: Bookdrop, find: () => Promise<Event | undefined>, progress: (line: string) => void): Promise<Event> {
	const deadline = Date.now() + TIMEOUT_MS;
	for (;;) {
		const run = await api.sandbox.run();
		progress(`ran the simulated importer: ${run.batches.length} batch(es), ${run.rejected.length} declined`);
		const event = await find();
		if (event) return event;
		if (Date.now() > deadline) throw new Error(`no event came within ${TIMEOUT_MS / 1000} s`);
		await new Promise((resolve) => setTimeout(resolve, 1_000));
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
	if (event.startsWith("import_batch.")) {
		const happened = event === "import_batch.reverted" ? "reverted" : "completed";
		const id = await createObject(api, "customer", happened === "reverted" ? { sandbox_outcome: "revert" } : {}, progress);
		return (await batchEvent(api, id, "customer", happened, progress)).id;
	}
	const [type, happened] = event.split(".") as [TypeName, "imported" | "rejected"];
	const id = await createObject(api, type, happened === "rejected" ? { sandbox_outcome: "reject:other" } : {}, progress);
	return (await drive(api, () => findEvent(api, event, (e) => e.data.object.id === id), progress)).id;
}

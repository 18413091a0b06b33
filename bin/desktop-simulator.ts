import { Bookdrop, BookdropError, type BooksReplaceParams } from "@bookdrop/client";
import { RESOURCES } from "../shared/resources";
import { Booked, bookedOf, booksDecline, heldBooks, holdBooked, listsOf } from "./desktop-books";
import { Books } from "./desktop-ledger";

export { REJECTION_CODES } from "../shared/engine";

/** The type a `--type` value names: its list name (`customers`) or its object name (`customer`). */
export function resourceType(name: string): string | undefined {
	return RESOURCES.find((d) => d.name === name || d.object === name)?.name;
}

export const RESOURCE_TYPES = RESOURCES.map((d) => d.name);

// 429 and 503 ask the client to come back later: at most this many times, each wait capped.
const RETRIES = 5;
const MAX_WAIT_SECONDS = 60;

type Group = "customers" | "suppliers" | "categories" | "products" | "expenses" | "revenue" | "refunds";

/** A pending object as listed: its id, its type (list name) and its fields. */
interface Pending {
	id: string;
	type: Group;
	object: Record<string, unknown>;
}

/** An object the books declined, with the reason code and the field at fault. */
interface Declined {
	id: string;
	code: string;
	field: string;
}

/**
 * For the crash tests: with BOOKDROP_DESKTOP_HOLD_BEFORE_COMPLETE=1 the simulator stops for good
 * once its books took a batch, before it sends the batch's complete, so that a test can kill it there.
 */
async function holdBeforeComplete(batch: string, progress: (line: string) => void): Promise<void> {
	if (process.env.BOOKDROP_DESKTOP_HOLD_BEFORE_COMPLETE !== "1") return;
	progress(`holding before the complete of ${batch}`);
	await new Promise(() => setInterval(() => undefined, 60_000));
}

/**
 * The merchant's desktop software, simulated: for integrators testing against a local bookdrop,
 * and for our own tests. It speaks only the public API, with the desktop key, through the typed
 * client (client/), which retries 429 and 503 as `Retry-After` says, a create with the same
 * Idempotency-Key. With `books` (`--state <file>`) it keeps books and keys as desktop software
 * does: it claims, enters the batch in its books, then completes, and resumes what a crash left.
 */
export class Desktop {
	private readonly api: Bookdrop;

	constructor(
		url: string,
		key: string,
		private readonly progress: (line: string) => void,
		private readonly books?: Books,
		/** The clock, in milliseconds: when the books were read. */
		private readonly now: () => number = () => Date.now(),
	) {
		this.api = new Bookdrop({
			apiKey: key,
			baseUrl: url,
			maxRetries: RETRIES,
			maxRetryWaitSeconds: MAX_WAIT_SECONDS,
			// A server that is down is said at once: the merchant retries the command.
			retryNetworkErrors: false,
			onRetry: ({ attempt, status, waitMs }) =>
				this.progress(
					`${status === 429 ? "rate limited" : "service unavailable"} (${status}): retry ${attempt} of ${RETRIES} in ${Math.round(waitMs / 1000)} s`,
				),
		});
	}

	/** Every pending, unclaimed object of a type, oldest first (parents before their children). */
	private async pending(name: Group, limit: number): Promise<Array<{ id: string; parent?: unknown }>> {
		const found: Array<{ id: string; parent?: unknown }> = [];
		let cursor: string | undefined;
		while (found.length < limit) {
			const page = await this.api[name].list({ import_status: "pending", limit: 100, starting_after: cursor });
			found.push(...page.data.filter((o) => o.import.batch === null));
			this.progress(`listed ${found.length} pending ${name}`);
			if (!page.has_more) break;
			cursor = page.data[page.data.length - 1].id;
		}
		return sortParentsFirst(found.reverse()).slice(0, limit);
	}

	/**
	 * Imports pending objects in dependency order (the order of the seven types; parent categories
	 * first), in batches of at most 1000 with generated local refs. Objects the service refuses to
	 * claim are left out and reported; the rest of their batch is imported. `types` are list names.
	 * With books, the batches an earlier run left are resumed first, the books are published, and
	 * what they would decline is declined (docs/cli.md); after each batch the books publish what it added.
	 */
	async importPending(options: { types?: string[]; limit?: number; batchSize?: number }) {
		const resumed = this.books ? await this.resume(this.books) : undefined;
		if (this.books) await this.publish(this.books);
		const limit = options.limit ?? Infinity;
		const batchSize = options.batchSize ?? 1000;
		let queue: Pending[] = [];
		for (const decl of RESOURCES.filter((d) => !options.types || options.types.includes(d.name))) {
			if (queue.length >= limit) break;
			const found = await this.pending(decl.name as Group, limit - queue.length);
			queue.push(...found.map((object) => ({ id: object.id, type: decl.name as Group, object: object as Record<string, unknown> })));
		}
		const batches: string[] = [];
		const skipped: Array<{ id: string; reason: string }> = [];
		const declined: Declined[] = [];
		if (this.books) queue = await this.declineByBooks(this.books, queue, declined, skipped);
		let imported = 0;
		for (let start = 0; start < queue.length; start += batchSize) {
			let objects = queue.slice(start, start + batchSize);
			while (objects.length) {
				try {
					batches.push(await this.importBatch(objects, start));
					imported += objects.length;
					break;
				} catch (err) {
					if (!(err instanceof BookdropError) || err.code !== "object_not_claimable") throw err;
					const refused = err.raw.objects as Array<{ id: string; reason: string }>;
					skipped.push(...refused);
					const out = new Set(refused.map((o) => o.id));
					objects = objects.filter((o) => !out.has(o.id));
				}
			}
			this.progress(`imported ${imported} of ${queue.length} objects (${skipped.length} skipped)`);
		}
		return { imported, batches, skipped, ...(this.books ? { declined } : {}), ...(resumed ? { resumed } : {}) };
	}

	/**
	 * Declines, in the queue's order, each object the books would decline: by what they hold and by
	 * what an object before it in the queue takes. Answers the objects left to import.
	 */
	private async declineByBooks(books: Books, queue: Pending[], declined: Declined[], skipped: Array<{ id: string; reason: string }>): Promise<Pending[]> {
		const held = heldBooks(books.settings(), books.booked());
		const kept: Pending[] = [];
		for (const item of queue) {
			const decline = booksDecline(held, item.type, item.object);
			if (!decline) {
				holdBooked(held, bookedOf(item.type, item.object));
				kept.push(item);
				continue;
			}
			try {
				await this.api[item.type].reject(item.id, { reason_code: decline.code, reason: decline.reason, field: decline.field, detail: decline.reason });
				declined.push({ id: item.id, code: decline.code, field: decline.field });
				this.progress(`declined ${item.id}: ${decline.code} (${decline.field})`);
			} catch (err) {
				// rejected, deleted or claimed elsewhere since it was listed
				if (!(err instanceof BookdropError) || err.code !== "object_not_pending") throw err;
				skipped.push({ id: item.id, reason: err.message });
			}
		}
		return kept;
	}

	/**
	 * Publishes the books: whole (`PUT /v1/books`) the first time, when their settings changed, and
	 * when the server's snapshot is not the one this ledger last set (another publisher, or none);
	 * else what was entered since the last publication (`PATCH`), which a crash may have left unsent.
	 */
	private async publish(books: Books): Promise<void> {
		const settings = books.settings();
		const published = books.published();
		const version = await this.api.books.retrieve().then(
			(snapshot) => snapshot.version,
			(err) => {
				if (err instanceof BookdropError && err.code === "resource_missing") return null;
				throw err;
			},
		);
		if (!published || published.version !== version || JSON.stringify(published.settings) !== JSON.stringify(settings)) {
			const entries = books.booked();
			// three capital letters each (desktop-books-options.ts); the server refuses one that is no ISO 4217 code
			const currencies = settings.currencies as BooksReplaceParams["currencies"];
			const snapshot = await this.api.books.replace({ read_at: this.readAt(), ...settings, currencies, ...listsOf(entries) });
			books.markPublished({ version: snapshot.version, settings, entries: entries.length });
			this.progress(`published the books whole: version ${snapshot.version}`);
			return;
		}
		await this.publishAdded(books);
	}

	/** Sends what the books took since their last publication (`PATCH /v1/books`), if anything. */
	private async publishAdded(books: Books): Promise<void> {
		const published = books.published();
		if (!published) return this.publish(books);
		const added = books.booked(published.entries);
		if (!added.length) return;
		const snapshot = await this.api.books.update({ read_at: this.readAt(), add: listsOf(added) });
		books.markPublished({ ...published, version: snapshot.version, entries: published.entries + added.length });
		this.progress(`published ${added.length} booked: version ${snapshot.version}`);
	}

	private readAt(): number {
		return Math.floor(this.now() / 1000);
	}

	/**
	 * One batch: without books, claimed and completed in one request; with them, claimed, entered in
	 * the books with the key of its complete (one write), then completed with that key, and published.
	 */
	private async importBatch(objects: Pending[], start: number): Promise<string> {
		const ids = objects.map((o) => o.id);
		const first = this.books ? this.books.read().books.length + 1 : start + 1;
		const localRefs = Object.fromEntries(ids.map((id, i) => [id, `SIM-${id.slice(0, id.indexOf("_"))}-${first + i}`]));
		if (!this.books) return (await this.api.importBatches.create({ objects: ids.map((id) => ({ id, local_ref: localRefs[id] })) })).id;
		const batch = await this.api.importBatches.create({ objects: ids.map((id) => ({ id })) });
		const booked: Record<string, Booked> = Object.fromEntries(objects.map((o) => [o.id, bookedOf(o.type, o.object)]));
		const key = this.books.take(batch.id, localRefs, booked);
		await holdBeforeComplete(batch.id, this.progress);
		await this.api.importBatches.complete(batch.id, { local_refs: localRefs }, { idempotencyKey: key });
		this.books.acknowledge(batch.id);
		await this.publishAdded(this.books);
		return batch.id;
	}

	/**
	 * What a crash left (docs/lifecycle.md, "Recovering after a crash"): a batch the books took
	 * whose complete was not acknowledged is completed again with its stored key (the server
	 * replays the answer if the first complete arrived); an open batch the books never took is
	 * reverted, which gives its objects back to be claimed again.
	 */
	private async resume(books: Books): Promise<{ completed: string[]; reverted: string[] }> {
		const completed: string[] = [];
		for (const [batch, key] of Object.entries(books.read().unacknowledged)) {
			this.progress(`completing ${batch} again with its stored Idempotency-Key`);
			try {
				await this.api.importBatches.complete(batch, { local_refs: books.localRefs(batch) }, { idempotencyKey: key });
				completed.push(batch);
			} catch (err) {
				// No stored answer: the key is older than 24 hours, or the batch was reverted elsewhere.
				if (!(err instanceof BookdropError) || err.code !== "batch_not_open") throw err;
				if ((await this.api.importBatches.retrieve(batch)).status === "reverted") books.remove(batch);
			}
			books.acknowledge(batch);
		}
		const open: string[] = [];
		for await (const batch of this.api.importBatches.list({ status: "open", limit: 100 })) if (!books.knows(batch.id)) open.push(batch.id);
		for (const batch of open) {
			this.progress(`reverting ${batch}: claimed, but never entered in the books`);
			await this.api.importBatches.revert(batch);
		}
		return { completed, reverted: open };
	}

	/** Declines a pending object; what is left out is left to the service's defaults (code `other`, no reason, field or detail). */
	reject(id: string, decline: { reason?: string; reason_code?: string; field?: string; detail?: string }) {
		const decl = RESOURCES.find((d) => id.startsWith(`${d.prefix}_`));
		if (!decl) throw new DesktopError({ error: { code: "resource_missing", message: `No object type has ids like '${id}'.` } });
		const body = Object.fromEntries(Object.entries(decline).filter(([, value]) => value !== undefined));
		return this.api[decl.name as Group].reject(id, body);
	}

	revert(batchId: string) {
		return this.api.importBatches.revert(batchId);
	}
}

/** An error of the simulator itself, kept whole for printing like an API error. */
export class DesktopError extends Error {
	constructor(readonly body: unknown) {
		super(JSON.stringify(body));
	}
}

/** Categories whose parent is also in the list come after it. */
function sortParentsFirst<T extends { id: string; parent?: unknown }>(objects: T[]): T[] {
	const byId = new Map(objects.map((o) => [o.id, o]));
	const sorted: T[] = [];
	const placed = new Set<string>();
	const place = (o: T) => {
		if (placed.has(o.id)) return;
		placed.add(o.id);
		const parent = typeof o.parent === "string" ? byId.get(o.parent) : undefined;
		if (parent) place(parent);
		sorted.push(o);
	};
	objects.forEach(place);
	return sorted;
}

import { randomUUID } from "node:crypto";
import { RESOURCES } from "../shared/resources";
import { Answer, send } from "./http";

/** The type a `--type` value names: its list name (`customers`) or its object name (`customer`). */
export function resourceType(name: string): string | undefined {
	return RESOURCES.find((d) => d.name === name || d.object === name)?.name;
}

export const RESOURCE_TYPES = RESOURCES.map((d) => d.name);

// 429 and 503 ask the client to come back later: at most this many times, each wait capped.
const RETRIES = 5;
const MAX_WAIT_SECONDS = 60;

/**
 * The merchant's desktop software, simulated: for integrators testing against a local bookdrop,
 * and for our own tests. It speaks only the public API, with the desktop key.
 */
export class Desktop {
	constructor(
		private readonly url: string,
		private readonly key: string,
		private readonly progress: (line: string) => void,
	) {}

	/**
	 * One API call. On 429 and 503 it waits `Retry-After` seconds (1 when absent) and sends the same
	 * request again, with the same Idempotency-Key, at most RETRIES times.
	 */
	private async call(method: string, path: string, body?: unknown, idempotent = false): Promise<Answer> {
		const headers: Record<string, string> = { Authorization: `Bearer ${this.key}` };
		if (body !== undefined) headers["Content-Type"] = "application/json";
		if (idempotent) headers["Idempotency-Key"] = randomUUID();
		const init = { method, headers, body: body === undefined ? undefined : JSON.stringify(body) };
		for (let retry = 1; ; retry++) {
			const res = await send(`${this.url}/v1${path}`, init);
			if ((res.status !== 429 && res.status !== 503) || retry > RETRIES) return res;
			const asked = Number(res.headers.get("retry-after"));
			const seconds = Number.isFinite(asked) && asked > 0 ? Math.min(Math.ceil(asked), MAX_WAIT_SECONDS) : 1;
			this.progress(`${res.status === 429 ? "rate limited" : "service unavailable"} (${res.status}): retry ${retry} of ${RETRIES} in ${seconds} s`);
			await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
		}
	}

	private async expect(method: string, path: string, body?: unknown, idempotent = false) {
		const res = await this.call(method, path, body, idempotent);
		if (res.status >= 300) throw new DesktopError(res.body);
		return res.body;
	}

	/** Every pending, unclaimed object of a type, oldest first (parents before their children). */
	private async pending(name: string, limit: number): Promise<Array<{ id: string; parent?: string | null }>> {
		const found: any[] = [];
		let cursor = "";
		while (found.length < limit) {
			const page = await this.expect("GET", `/${name}?import_status=pending&limit=100${cursor ? `&starting_after=${cursor}` : ""}`);
			found.push(...page.data.filter((o: any) => o.import.batch === null));
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
	 */
	async importPending(options: { types?: string[]; limit?: number; batchSize?: number }) {
		const limit = options.limit ?? Infinity;
		const batchSize = options.batchSize ?? 1000;
		const queue: string[] = [];
		for (const decl of RESOURCES.filter((d) => !options.types || options.types.includes(d.name))) {
			if (queue.length >= limit) break;
			queue.push(...(await this.pending(decl.name, limit - queue.length)).map((o) => o.id));
		}
		const batches: string[] = [];
		const skipped: Array<{ id: string; reason: string }> = [];
		let imported = 0;
		for (let start = 0; start < queue.length; start += batchSize) {
			let ids = queue.slice(start, start + batchSize);
			while (ids.length) {
				const objects = ids.map((id, i) => ({ id, local_ref: `SIM-${id.slice(0, id.indexOf("_"))}-${start + i + 1}` }));
				const res = await this.call("POST", "/import_batches", { objects }, true);
				if (res.status === 201) {
					batches.push(res.body.id);
					imported += ids.length;
					break;
				}
				if (res.body?.error?.code !== "object_not_claimable") throw new DesktopError(res.body);
				const refused: Array<{ id: string; reason: string }> = res.body.error.objects;
				skipped.push(...refused);
				const out = new Set(refused.map((o) => o.id));
				ids = ids.filter((id) => !out.has(id));
			}
			this.progress(`imported ${imported} of ${queue.length} objects (${skipped.length} skipped)`);
		}
		return { imported, batches, skipped };
	}

	reject(id: string, reason?: string) {
		const decl = RESOURCES.find((d) => id.startsWith(`${d.prefix}_`));
		if (!decl) throw new DesktopError({ error: { code: "resource_missing", message: `No object type has ids like '${id}'.` } });
		return this.expect("POST", `/${decl.name}/${id}/reject`, reason === undefined ? {} : { reason });
	}

	revert(batchId: string) {
		return this.expect("POST", `/import_batches/${batchId}/revert`, {});
	}
}

/** An error answer of the API, kept whole for printing. */
export class DesktopError extends Error {
	constructor(readonly body: unknown) {
		super(JSON.stringify(body));
	}
}

/** Categories whose parent is also in the list come after it. */
function sortParentsFirst<T extends { id: string; parent?: string | null }>(objects: T[]): T[] {
	const byId = new Map(objects.map((o) => [o.id, o]));
	const sorted: T[] = [];
	const placed = new Set<string>();
	const place = (o: T) => {
		if (placed.has(o.id)) return;
		placed.add(o.id);
		const parent = o.parent ? byId.get(o.parent) : undefined;
		if (parent) place(parent);
		sorted.push(o);
	};
	objects.forEach(place);
	return sorted;
}

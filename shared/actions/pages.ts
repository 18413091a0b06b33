import type { ServiceBroker } from "moleculer";
import { serverMaxPayload } from "../platform/moleculer-internals";
import type { CustomErrors } from "./validation";

/** `limit` comes from the query as text: decimal digits only, not `0x10`, `1e1`, ` 1` or `1.0`. */
function pageLimit(value: unknown, errors: CustomErrors): unknown {
	if (value === undefined) return value;
	const limit = Number(value);
	if (typeof value !== "string" || !/^[0-9]+$/.test(value) || limit < 1 || limit > 100) {
		errors.push({ type: "pageLimit", actual: value });
		return value;
	}
	return limit;
}

/** Query parameters every list accepts (docs/design.md, "Resources"). */
export const PAGE_SCHEMA = {
	limit: {
		type: "any",
		optional: true,
		custom: pageLimit,
		openapi: { type: "integer", minimum: 1, maximum: 100, default: 10, description: "How many objects a page holds, 1 to 100." },
	},
	starting_after: { type: "string", max: 255, optional: true, openapi: { description: "An object's id: the page after it (older objects)." } },
	ending_before: {
		type: "string",
		max: 255,
		optional: true,
		openapi: { description: "An object's id: the page before it (newer objects); not with `starting_after`." },
	},
} as const;

export interface PageRequest {
	limit?: number;
	starting_after?: string;
	ending_before?: string;
}

export interface List<T> {
	object: "list";
	url: string;
	has_more: boolean;
	data: T[];
}

/**
 * The most bytes of JSON one page of a list answers: half the 8 MiB a NATS message must carry for
 * bookdrop (docs/operations.md, "The two modes"), so a page always crosses the bus with its envelope. It bounds
 * what one list request holds in memory too, and applies alike when embedded (docs/api.md, "Lists
 * and pagination").
 */
export const MAX_PAGE_BYTES = 4 * 1024 * 1024;

/** The page budget of a node: MAX_PAGE_BYTES, or half what its NATS server carries when that is less. */
export function pageBudget(broker: ServiceBroker): number {
	const maxPayload = serverMaxPayload(broker);
	return maxPayload === null ? MAX_PAGE_BYTES : Math.min(MAX_PAGE_BYTES, Math.floor(maxPayload / 2));
}

/**
 * A page cut to `budget` bytes of JSON: objects are taken from the cursor's side (the newest on a
 * first or `starting_after` page, the oldest on an `ending_before` one) while they fit, and always
 * one. A cut page answers `has_more: true`, so the usual cursor continues with the first object
 * left out. `complete` adds what an object answers beyond its row (its line items) just before it
 * is counted: objects past the cut never load theirs.
 */
export async function fitPage<T>(
	page: { objects: T[]; hasMore: boolean },
	backwards: boolean,
	budget: number,
	complete?: (object: T) => Promise<void>,
): Promise<{ data: T[]; hasMore: boolean }> {
	const kept: T[] = [];
	let bytes = 0;
	let hasMore = page.hasMore;
	for (const object of backwards ? [...page.objects].reverse() : page.objects) {
		await complete?.(object);
		bytes += Buffer.byteLength(JSON.stringify(object)) + 1;
		if (bytes > budget && kept.length > 0) {
			hasMore = true;
			break;
		}
		kept.push(object);
	}
	return { data: backwards ? kept.reverse() : kept, hasMore };
}

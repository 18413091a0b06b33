import type { ErrorCode } from "../actions/api-errors";
import type { Principal } from "../actions/principal";
import type { Queryable, Row } from "../platform/database";
import { exampleId } from "../actions/json-schema";
import { Field, field } from "./field-types";

/** One of the seven resource types: everything the engine needs to serve it. */
export interface ResourceDeclaration {
	/** The path segment and action prefix, e.g. `customers`. */
	name: string;
	/** The service that serves it. */
	service: "catalog" | "transactions";
	/** The `object` value, e.g. `customer`. */
	object: string;
	/** What an object of this type is, for the reference's readers. */
	description: string;
	/** Id prefix without the underscore, e.g. `cus`. */
	prefix: string;
	table: string;
	fields: Record<string, Field>;
	/** Fields that lists filter on by exact match. */
	filters: string[];
	/** The date field lists also filter on with `[gte]`, `[gt]`, `[lte]` and `[lt]`: one per type, as a page reads its range day by day. */
	dateFilter?: string;
	/** Expenses and revenue carry line items. */
	lineItems?: boolean;
	/** Rules across fields, checked on the object as it would be stored. */
	rules?: (values: Row) => void;
	/** Rules that read other rows, checked inside the write's transaction before it writes. */
	guard?: (tx: Queryable, values: Row, current: Row | null, principal: Principal) => Promise<void>;
	/** The error codes `rules` and `guard` raise beyond parameter_invalid. */
	errors?: ErrorCode[];
}

export interface ResourceObject {
	id: string;
	object: string;
	[field: string]: unknown;
}

/** The resource types by name, built once from their declarations: references and expansions find their targets here. */
export type ResourceRegistry = ReadonlyMap<string, ResourceDeclaration>;

export const registryOf = (declarations: readonly ResourceDeclaration[]): ResourceRegistry => new Map(declarations.map((decl) => [decl.name, decl]));

/** The declaration a reference names. */
export function declarationOf(registry: ResourceRegistry, name: string): ResourceDeclaration {
	const decl = registry.get(name);
	if (!decl) throw new Error(`Unknown resource ${name}`);
	return decl;
}

/** The object with its article, for the reference's sentences: `a customer`, `an expense`. */
export const anObject = (decl: ResourceDeclaration) => `${/^[aeiou]/.test(decl.object) ? "an" : "a"} ${decl.object}`;

export const IMPORT_STATUSES = ["pending", "imported", "rejected", "expired"];

/** Expired, or past its `expires_at` though the sweep has not marked it yet: either way final (docs/lifecycle.md, "Expiry"). */
export const isExpired = (row: Row, now: number) => row.import_status === "expired" || (row.expires_at != null && row.expires_at <= now);

/** How far ahead a create's `expires_at` may be: a proposal that waits longer than a year is not one (docs/lifecycle.md, "Expiry"). */
export const EXPIRY_HORIZON_SECONDS = 366 * 86_400;

/** Who declined: the merchant (the desktop key) or the integration itself (an integration key). */
export const REJECTERS = ["merchant", "integration"] as const;

/** Line items: sub-objects of an expense or a revenue, following their parent's import state (docs/design.md, "Resources"). */
export const LINE_ITEM_FIELDS: Record<string, Field> = {
	product: field.reference("products", { description: "The product sold or bought.", example: exampleId("prd") }),
	description: field.string(500, { description: "What the line is for, as the books should show it.", example: "Widget" }, true),
	quantity: field.quantity({ description: "How many units; 1 when null.", example: 3 }),
	unit_amount: field.money({ description: "The price of one unit, tax included.", example: 1999 }, true),
	tax_amount: field.money({ description: "The tax within the line's gross amount (`unit_amount` × `quantity`).", example: 957 }),
	discount_amount: field.money({ description: "The discount granted on the line.", example: 0 }),
};
export const LINE_ITEM_NAMES = Object.keys(LINE_ITEM_FIELDS);

/** The line_items column naming a parent of this type. */
export const lineItemParentColumn = (decl: ResourceDeclaration) => `${decl.object}_id`;

import { field } from "../fields";
import type { ResourceDeclaration } from "../engine";
import { PARTY_FIELDS } from "./customers";

/** docs/design.md, "Resources": a customer's fields without `company`, with `website`. */
export const suppliers: ResourceDeclaration = {
	name: "suppliers",
	service: "catalog",
	object: "supplier",
	prefix: "sup",
	table: "suppliers",
	fields: { ...PARTY_FIELDS, website: field.string(255) },
	filters: ["email", "name"],
};

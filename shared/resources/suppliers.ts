import { field } from "../fields";
import { defineResource } from "../resource";
import { PARTY_FIELDS } from "./customers";

/** SPEC.md "Supplier": a customer's fields without `company`, with `website`. */
export const suppliers = defineResource({
	name: "suppliers",
	service: "catalog",
	object: "supplier",
	prefix: "sup",
	table: "suppliers",
	fields: { ...PARTY_FIELDS, website: field.string(255) },
	filters: ["email", "name"],
});

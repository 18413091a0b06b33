import { field } from "../engine/field-types";
import type { ResourceDeclaration } from "../engine";
import { PARTY_FIELDS } from "./customers";

/** docs/design.md, "Resources": a customer's fields without `company`, with `website`. */
export const suppliers: ResourceDeclaration = {
	name: "suppliers",
	service: "catalog",
	object: "supplier",
	prefix: "sup",
	table: "suppliers",
	description: "Someone the merchant buys from: expenses name them.",
	fields: {
		...PARTY_FIELDS,
		name: field.string(255, { description: "The name the merchant's books file it under: a person's or a business's.", example: "Paper Co GmbH" }, true),
		email: field.email({ description: "The email address the supplier's invoices come from.", example: "billing@paper.example.com" }),
		website: field.string(255, { description: "The supplier's website.", example: "https://paper.example.com" }),
	},
	filters: ["email", "name"],
};

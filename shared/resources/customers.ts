import { field } from "../engine/field-types";
import type { ResourceDeclaration } from "../engine";

/** The address fields customers and suppliers share (docs/design.md, "Resources"). */
export const PARTY_FIELDS = {
	name: field.string(255, { description: "The name the merchant's books file it under: a person's or a business's.", example: "Ada Lovelace" }, true),
	email: field.email({ description: "The email address invoices and receipts go to.", example: "ada@example.com" }),
	phone: field.string(50, { description: "A phone number, as written.", example: "+49 30 1234567" }),
	tax_number: field.string(60, { description: "The VAT or tax identification number.", example: "DE123456789" }),
	address_line1: field.string(255, { description: "Street and house number.", example: "Friedrichstraße 68" }),
	address_line2: field.string(255, { description: "More of the address: floor, suite, c/o.", example: "3rd floor" }),
	city: field.string(120, { description: "City or town.", example: "Berlin" }),
	state: field.string(120, { description: "State, province or region.", example: "Berlin" }),
	postal_code: field.string(30, { description: "Postal code.", example: "10117" }),
	country: field.country({ description: "The country of the address.", example: "DE" }),
	notes: field.text({ description: "Free text for the merchant.", example: "Prefers invoices by email." }),
};

const { name, email, phone, ...address } = PARTY_FIELDS;

/** docs/design.md, "Resources". */
export const customers: ResourceDeclaration = {
	name: "customers",
	service: "catalog",
	object: "customer",
	prefix: "cus",
	table: "customers",
	description: "Someone who buys from the merchant: revenue names them.",
	fields: {
		name,
		email,
		phone,
		company: field.string(255, { description: "The business the customer works for, if any.", example: "Analytical Engines Ltd" }),
		...address,
	},
	filters: ["email", "name"],
};

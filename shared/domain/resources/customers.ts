import { field } from "../fields";
import type { ResourceDeclaration } from "../engine";

/** The address fields customers and suppliers share (docs/design.md, "Resources"). */
export const PARTY_FIELDS = {
	name: field.string(255, true),
	email: field.email(),
	phone: field.string(50),
	tax_number: field.string(60),
	address_line1: field.string(255),
	address_line2: field.string(255),
	city: field.string(120),
	state: field.string(120),
	postal_code: field.string(30),
	country: field.country(),
	notes: field.text(),
};

const { name, email, phone, ...address } = PARTY_FIELDS;

/** docs/design.md, "Resources". */
export const customers: ResourceDeclaration = {
	name: "customers",
	service: "catalog",
	object: "customer",
	prefix: "cus",
	table: "customers",
	fields: { name, email, phone, company: field.string(255), ...address },
	filters: ["email", "name"],
};

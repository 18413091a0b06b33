import { field, ResourceDeclaration } from "../resource";

/** SPEC.md "Customer". */
export const customers: ResourceDeclaration = {
	name: "customers",
	object: "customer",
	prefix: "cus",
	table: "customers",
	fields: {
		name: field.string(255, true),
		email: field.email(),
		phone: field.string(50),
		company: field.string(255),
		tax_number: field.string(60),
		address_line1: field.string(255),
		address_line2: field.string(255),
		city: field.string(120),
		state: field.string(120),
		postal_code: field.string(30),
		country: field.country(),
		notes: field.text(),
	},
	filters: ["email", "name"],
};

import { Client, expectError, newAccount } from "../support/suite-api";
import { make } from "../support/fixtures";

// A product's tax_rate: a JSON number, a percentage from 0 to 100.

const path = "/v1/products";
let shop: Client;

beforeAll(async () => {
	shop = await (await newAccount()).integration();
});

test.each([0, 100, 7.5, 19, 0.25])("tax_rate %p is accepted as is", async (taxRate) => {
	const product = await make.product(shop, { tax_rate: taxRate });
	expect(product.tax_rate).toBe(taxRate);
	expect((await shop.get(`${path}/${product.id}`)).body.tax_rate).toBe(taxRate);
});

test.each([-1, -0.01, 100.01, 101, "19", true])("tax_rate %p is refused with parameter_invalid, on create and update", async (taxRate) => {
	const product = await make.product(shop, { tax_rate: 7 });
	expectError(await shop.create(path, { name: "Taxed", tax_rate: taxRate }), 400, "parameter_invalid", "tax_rate");
	expectError(await shop.update(`${path}/${product.id}`, { tax_rate: taxRate }), 400, "parameter_invalid", "tax_rate");
	expect((await shop.get(`${path}/${product.id}`)).body).toEqual(product);
});

test("unit_amount keeps a price in minor units as sent", async () => {
	const product = await make.product(shop, { unit_amount: 1999, currency: "eur" });
	expect((await shop.get(`${path}/${product.id}`)).body).toMatchObject({ unit_amount: 1999, currency: "EUR" });
});

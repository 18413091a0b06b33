import { expectError, newAccount } from "../support/suite-api";
import { rejectionOf } from "../support/declines";
import { listAll, make, pathOf } from "../support/fixtures";

// Declines over HTTP (docs/declines.md): the catalogue at GET /v1/reason_codes for either kind of
// key, and a decline's field and detail on the object and in its <type>.rejected event.

const CODES = ["duplicate", "invalid_data", "missing_reference", "name_in_use", "period_locked", "not_wanted", "other"] as const;

test("GET /v1/reason_codes: every code with its actor, retryable, messages and guide section, one page, to the desktop and an integration", async () => {
	const account = await newAccount();
	const shop = await account.integration(["read"]);
	const desktopAnswer = await account.desktop.get("/v1/reason_codes");
	expect(desktopAnswer.status).toBe(200);
	expect(Object.keys(desktopAnswer.body)).toEqual(["object", "url", "has_more", "data"]);
	expect(desktopAnswer.body).toMatchObject({ object: "list", url: "/v1/reason_codes", has_more: false });
	expect(desktopAnswer.body.data.map((entry: { id: string }) => entry.id)).toEqual([...CODES]);
	for (const entry of desktopAnswer.body.data) {
		const { code, reason, by, field, detail, ...catalogue } = rejectionOf(entry.id, null, "merchant");
		expect(entry).toEqual({ id: code, object: "reason_code", ...catalogue });
		expect([reason, by, field, detail]).toEqual([null, "merchant", null, null]);
	}
	expect(desktopAnswer.body.data.find((entry: { id: string }) => entry.id === "period_locked")).toMatchObject({
		actor: "accountant",
		retryable: { possible: true, after: "period_reopened" },
		doc_url: "/docs/guides/declines#period_locked",
	});
	expect((await shop.get("/v1/reason_codes")).body).toEqual(desktopAnswer.body);
	expectError(await (await account.integration(["write"])).get("/v1/reason_codes"), 403, "insufficient_scope");
	expectError(await shop.get("/v1/reason_codes", "limit=10"), 400, "parameter_unknown", "limit");
});

test("a decline's field and detail show on the object and in its rejected event, with the code's catalogue entry", async () => {
	const account = await newAccount();
	const shop = await account.integration();
	const expense = await make.expense(shop);
	const detail = "Der Steuersatz 21 % ist in der Buchhaltung nicht angelegt.";
	const res = await account.desktop.update(`${pathOf(expense.id)}/reject`, {
		reason_code: "invalid_data",
		reason: "Wrong tax",
		field: "line_items.0.tax_amount",
		detail,
	});
	expect(res.status).toBe(200);
	const rejection = rejectionOf("invalid_data", "Wrong tax", "merchant", { field: "line_items.0.tax_amount", detail });
	expect(res.body.import.rejection).toEqual(rejection);
	expect(Object.keys(res.body.import.rejection)).toEqual(["code", "reason", "by", "field", "detail", "actor", "retryable", "messages", "doc_url"]);
	expect((await shop.get(pathOf(expense.id))).body).toEqual(res.body);
	const events = await listAll(shop, "/v1/events", "type=expense.rejected");
	expect(events.find((e) => e.data.object.id === expense.id)?.data).toEqual({ object: res.body, reason: "Wrong tax" });

	const own = await make.customer(shop);
	const byShop = await shop.update(`${pathOf(own.id)}/reject`, { reason_code: "not_wanted", field: "", detail: null });
	expect(byShop.body.import.rejection).toEqual(rejectionOf("not_wanted", null, "integration"));
});

test("a field over 100 characters or a detail over 500 is 400 parameter_invalid naming it; at the limits both are kept", async () => {
	const account = await newAccount();
	const shop = await account.integration();
	const customer = await make.customer(shop);
	expectError(await account.desktop.update(`${pathOf(customer.id)}/reject`, { field: "f".repeat(101) }), 400, "parameter_invalid", "field");
	expectError(await account.desktop.update(`${pathOf(customer.id)}/reject`, { detail: "d".repeat(501) }), 400, "parameter_invalid", "detail");
	expectError(await account.desktop.update(`${pathOf(customer.id)}/reject`, { detail: 12 }), 400, "parameter_invalid", "detail");
	expect((await shop.get(pathOf(customer.id))).body.import.status).toBe("pending");
	const longest = await account.desktop.update(`${pathOf(customer.id)}/reject`, { field: "f".repeat(100), detail: "ü".repeat(500) });
	expect(longest.body.import.rejection).toEqual(rejectionOf("other", null, "merchant", { field: "f".repeat(100), detail: "ü".repeat(500) }));
});

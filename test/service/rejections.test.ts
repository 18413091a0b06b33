import type { Principal } from "../../shared/actions/principal";
import { rejectionOf } from "../support/declines";
import { InProcess, newKey as key, startServices } from "../support/in-process";
import type { RejectionCode } from "../../shared/engine/decline-catalogue";

// A decline's code, reason and author, in process (docs/lifecycle.md, "Declines"): the object and
// its `<type>.rejected` event say who declined it and why; a pending object shows no rejection.

let app: InProcess;
let integration: Principal;
let desktop: Principal;

beforeAll(async () => {
	app = await startServices(["accounts", "catalog", "transactions", "batches", "events"]);
	({ integration, desktop } = await app.account());
}, 60_000);

afterAll(() => app.stop());

type Rejected = { id: string; import: Record<string, unknown> };
const customer = async () => (await app.call<Rejected>("catalog.customers.create", { name: "Jane" }, integration, key())).id;
const eventOf = async (id: string) => {
	const { data } = await app.call<{ data: Array<{ data: { object: Rejected; reason: string | null } }> }>(
		"events.list",
		{ type: "customer.rejected", limit: "100" },
		integration,
	);
	return data.find((e) => e.data.object.id === id)!.data;
};

test("the desktop key's decline is the merchant's, with its code and reason, on the object and in its event", async () => {
	const id = await customer();
	const rejected = await app.call<Rejected>("batches.customers.reject", { id, reason_code: "duplicate", reason: "Same as C-17" }, desktop);
	expect(rejected.import).toEqual({
		status: "rejected",
		batch: null,
		imported_at: null,
		local_ref: null,
		rejection: rejectionOf("duplicate", "Same as C-17", "merchant"),
	});
	expect(await app.call("catalog.customers.retrieve", { id }, integration)).toEqual(rejected);
	expect(await eventOf(id)).toEqual({ object: rejected, reason: "Same as C-17" });
});

test("an integration key's decline of its own object is the integration's; without a code it is other", async () => {
	const id = await customer();
	const rejected = await app.call<Rejected>("batches.customers.reject", { id }, integration);
	expect(rejected.import.rejection).toEqual(rejectionOf("other", null, "integration"));
	expect((await eventOf(id)).object.import.rejection).toEqual(rejectionOf("other", null, "integration"));
});

test("every code is taken and kept; any other is refused and changes nothing", async () => {
	const codes = ["duplicate", "invalid_data", "missing_reference", "name_in_use", "period_locked", "not_wanted", "other"];
	for (const code of codes) {
		const rejected = await app.call<Rejected>("batches.customers.reject", { id: await customer(), reason_code: code }, desktop);
		expect(rejected.import.rejection).toEqual(rejectionOf(code as RejectionCode, null, "merchant"));
	}
	const id = await customer();
	for (const bad of ["DUPLICATE", "spam", "", null, 3]) {
		await expect(app.call("batches.customers.reject", { id, reason_code: bad }, desktop)).rejects.toMatchObject({
			type: "parameter_invalid",
			data: { param: "reason_code" },
		});
	}
	expect(Object.keys((await app.call<Rejected>("catalog.customers.retrieve", { id }, desktop)).import)).toEqual([
		"status",
		"batch",
		"imported_at",
		"local_ref",
	]);
});

test("a pending, claimed or imported object's import block has no rejection", async () => {
	const [pending, claimed, imported] = [await customer(), await customer(), await customer()];
	await app.call("batches.create", { objects: [{ id: claimed }] }, desktop, key());
	await app.call("batches.create", { objects: [{ id: imported, local_ref: "C-1" }] }, desktop, key());
	for (const id of [pending, claimed, imported]) {
		const object = await app.call<Rejected>("catalog.customers.retrieve", { id }, integration);
		expect({ id, keys: Object.keys(object.import) }).toEqual({ id, keys: ["status", "batch", "imported_at", "local_ref"] });
	}
});

test("a rejection an earlier release stored, without code, author, field or detail, reads as the merchant's, code other, field and detail null", async () => {
	const id = await customer();
	const reason = "Declined before codes existed";
	await app.call("batches.customers.reject", { id, reason, reason_code: "duplicate", field: "name", detail: "Booked." }, desktop);
	const db = await app.platform.database();
	await db.query("UPDATE customers SET rejection_code = NULL, rejected_by = NULL, rejection_field = NULL, rejection_detail = NULL WHERE id = $1", [id]);
	const object = await app.call<Rejected>("catalog.customers.retrieve", { id }, integration);
	expect(object.import.rejection).toEqual(rejectionOf("other", reason, "merchant"));
});

test("the field at fault and the importer's detail are kept as sent, on the object and in its event; blank is null", async () => {
	const id = await customer();
	const detail = `Steuersatz 21 % ist in der Buchhaltung unbekannt. ${"ä".repeat(440)}`.slice(0, 500);
	const rejected = await app.call<Rejected>("batches.customers.reject", { id, reason_code: "invalid_data", field: "line_items.2.tax_amount", detail }, desktop);
	const rejection = rejectionOf("invalid_data", null, "merchant", { field: "line_items.2.tax_amount", detail });
	expect(rejected.import.rejection).toEqual(rejection);
	expect((await app.call<Rejected>("catalog.customers.retrieve", { id }, integration)).import.rejection).toEqual(rejection);
	expect((await eventOf(id)).object.import.rejection).toEqual(rejection);
	const blank = await app.call<Rejected>("batches.customers.reject", { id: await customer(), field: "", detail: "" }, integration);
	expect(blank.import.rejection).toEqual(rejectionOf("other", null, "integration"));
});

test("a field over 100 characters or a detail over 500 is refused and changes nothing", async () => {
	const id = await customer();
	for (const [param, value] of [
		["field", "f".repeat(101)],
		["detail", "d".repeat(501)],
		["field", 7],
		["detail", ["no"]],
	] as const) {
		await expect(app.call("batches.customers.reject", { id, [param]: value }, desktop)).rejects.toMatchObject({ type: "parameter_invalid", data: { param } });
	}
	expect((await app.call<Rejected>("catalog.customers.retrieve", { id }, desktop)).import.status).toBe("pending");
	const longest = await app.call<Rejected>("batches.customers.reject", { id, field: "f".repeat(100), detail: "d".repeat(500) }, desktop);
	expect(longest.import.rejection).toMatchObject({ field: "f".repeat(100), detail: "d".repeat(500) });
});

test("bookdrop_rejections_total counts each decline by code and by whom; every pair is published from 0", async () => {
	const value = async (code: string, by: string) =>
		(await app.platform.metrics.getSingleMetric("bookdrop_rejections_total")!.get()).values.find(({ labels }) => labels.code === code && labels.by === by)
			?.value;
	const values = (pairs: Array<[string, string]>) => Promise.all(pairs.map(([code, by]) => value(code, by)));
	expect(
		await values([
			["period_locked", "integration"],
			["not_wanted", "integration"],
		]),
	).toEqual([0, 0]);
	const counted: Array<[string, string]> = [
		["duplicate", "merchant"],
		["other", "integration"],
		["other", "merchant"],
	];
	const before = await values(counted);
	await app.call("batches.customers.reject", { id: await customer(), reason_code: "duplicate" }, desktop);
	await app.call("batches.customers.reject", { id: await customer() }, integration);
	expect(await values(counted)).toEqual([before[0]! + 1, before[1]! + 1, before[2]]);
});

import type { Principal } from "../../shared/actions/principal";
import { InProcess, newKey as key, startServices } from "../support/in-process";

// Category trees, in process: a parent is of the same kind, a tree never loops, and a kind does
// not change under what uses the category.

let app: InProcess;
let integration: Principal;

beforeAll(async () => {
	app = await startServices(["accounts", "catalog", "transactions"]);
	({ integration } = await app.account());
}, 60_000);

afterAll(() => app.stop());

const category = async (kind: string, parent?: string) =>
	(await app.call<{ id: string }>("catalog.categories.create", { name: `${kind} category`, kind, ...(parent ? { parent } : {}) }, integration, key())).id;

test("a parent must be of the same kind", async () => {
	const revenueRoot = await category("revenue");
	await expect(category("expense", revenueRoot)).rejects.toMatchObject({ type: "parameter_invalid", data: { param: "parent" } });
	const child = await category("revenue", revenueRoot);
	expect(await app.call("catalog.categories.retrieve", { id: child }, integration)).toMatchObject({ parent: revenueRoot, kind: "revenue" });
});

test("a category cannot become its own ancestor", async () => {
	const root = await category("expense");
	const middle = await category("expense", root);
	const leaf = await category("expense", middle);
	await expect(app.call("catalog.categories.update", { id: root, parent: leaf }, integration)).rejects.toMatchObject({
		type: "parameter_invalid",
		data: { param: "parent" },
	});
	await expect(app.call("catalog.categories.update", { id: root, parent: root }, integration)).rejects.toMatchObject({ type: "parameter_invalid" });
	expect(await app.call("catalog.categories.retrieve", { id: root }, integration)).toMatchObject({ parent: null });
});

test("kind cannot change while a child or an expense uses the category", async () => {
	const root = await category("expense");
	await category("expense", root);
	await expect(app.call("catalog.categories.update", { id: root, kind: "revenue" }, integration)).rejects.toMatchObject({
		type: "parameter_invalid",
		data: { param: "kind" },
	});
	const lone = await category("expense");
	await app.call(
		"transactions.expenses.create",
		{ description: "Ink", amount: 5, currency: "EUR", occurred_on: "2026-05-01", category: lone },
		integration,
		key(),
	);
	await expect(app.call("catalog.categories.update", { id: lone, kind: "revenue" }, integration)).rejects.toMatchObject({ type: "parameter_invalid" });
	const unused = await category("expense");
	expect(await app.call("catalog.categories.update", { id: unused, kind: "revenue" }, integration)).toMatchObject({ kind: "revenue" });
});

test("an expense's category must be an expense category", async () => {
	const income = await category("revenue");
	await expect(
		app.call(
			"transactions.expenses.create",
			{ description: "Ink", amount: 5, currency: "EUR", occurred_on: "2026-05-01", category: income },
			integration,
			key(),
		),
	).rejects.toMatchObject({ type: "parameter_invalid", data: { param: "category" } });
});

import type { Scenario, ScenarioRun } from "./scenario-steps";

/**
 * `name_collision` (docs/testing.md, "Scenarios"): books whose customers and suppliers share one
 * namespace, holding the supplier "Harbor Supplies", replace the account's snapshot. A customer
 * "harbor supplies" is warned `name_in_use` and declined `name_in_use`; of two new customers of one
 * new name, the second is warned against the pending first, and the importer imports the first and
 * declines the second.
 */
export const nameCollision: Scenario = {
	name: "name_collision",
	async run(run: ScenarioRun) {
		run.step = "publish the books";
		await run.call("batches.books.replace", {
			read_at: run.now(),
			names: { suppliers: ["Harbor Supplies"] },
			name_rules: { case_insensitive: true, trim: true, shared: [["customers", "suppliers"]] },
			checks: "warn",
		});

		run.step = "create the customers";
		const taken = await run.create("catalog.customers", { name: "harbor supplies" });
		const first = await run.create("catalog.customers", { name: "Northwind Traders" });
		const second = await run.create("catalog.customers", { name: "Northwind Traders" });
		const codes = (object: Record<string, any>) => object.books_warnings.map((warning: { code: string }) => warning.code).join(",");
		run.expect(codes(taken) === "name_in_use", `${taken.id} should be warned name_in_use: a supplier of the books has its name.`);
		run.expect(codes(first) === "", `${first.id}, the first of its name, should carry no warning.`);
		run.expect(codes(second) === "name_in_use", `${second.id} should be warned name_in_use: the pending ${first.id} has its name.`);

		run.step = "import";
		const pass = await run.importNow();
		const declined = pass.rejected.map((one) => one.id);
		run.expect(declined.includes(taken.id) && declined.includes(second.id), `The importer should decline ${taken.id} and ${second.id} name_in_use.`);
	},
};

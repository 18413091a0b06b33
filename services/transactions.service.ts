import type { ServiceSchema } from "moleculer";
import { database } from "../shared/db";

/** Expenses, revenue, refunds and their line items (issue 3). Registered now so the topology is whole. */
const TransactionsService: ServiceSchema = {
	name: "transactions",
	async started() {
		await database();
	},
};

export default TransactionsService;

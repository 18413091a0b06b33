import type { ServiceSchema } from "moleculer";
import { database } from "../shared/db";
import { resourceActions } from "../shared/resource";
import { expenses, refunds, revenue } from "../shared/resources";

/** Money that moved: expenses and revenue with their line items, and refunds of revenue. */
const TransactionsService: ServiceSchema = {
	name: "transactions",
	actions: {
		...resourceActions(expenses),
		...resourceActions(revenue),
		...resourceActions(refunds),
	},
	async started() {
		await database();
	},
};

export default TransactionsService;

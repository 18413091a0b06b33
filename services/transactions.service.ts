import type { ServiceSchema } from "moleculer";
import { database } from "../shared/db";
import { resourceActionsOf } from "../shared/resources";

/** Money that moved: expenses and revenue with their line items, and refunds of revenue. */
const TransactionsService: ServiceSchema = {
	name: "transactions",
	actions: resourceActionsOf("transactions"),
	async started() {
		await database();
	},
};

export default TransactionsService;

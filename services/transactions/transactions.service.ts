import { DatabaseMixin, DatabaseServiceSchema } from "../../shared/platform/platform";
import { registerBooksWatch } from "../../shared/engine";
import { resourceActionsOf } from "../../shared/resources";

/** Money that moved: expenses and revenue with their line items, and refunds of revenue. */
const TransactionsService: DatabaseServiceSchema = {
	name: "transactions",
	mixins: [DatabaseMixin],
	created() {
		registerBooksWatch(this);
	},
	actions: resourceActionsOf("transactions"),
};

export default TransactionsService;

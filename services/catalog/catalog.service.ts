import { DatabaseMixin, DatabaseServiceSchema } from "../../shared/platform/platform";
import { registerBooksWatch } from "../../shared/engine";
import { resourceActionsOf } from "../../shared/resources";

/** The parties and things of the merchant's books: customers, suppliers, categories, products. */
const CatalogService: DatabaseServiceSchema = {
	name: "catalog",
	mixins: [DatabaseMixin],
	created() {
		registerBooksWatch(this);
	},
	actions: resourceActionsOf("catalog"),
};

export default CatalogService;

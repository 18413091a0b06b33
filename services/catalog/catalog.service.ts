import { DatabaseMixin, DatabaseServiceSchema } from "../../shared/platform/platform";
import { resourceActionsOf } from "../../shared/resources";

/** The parties and things of the merchant's books: customers, suppliers, categories, products. */
const CatalogService: DatabaseServiceSchema = {
	name: "catalog",
	mixins: [DatabaseMixin],
	actions: resourceActionsOf("catalog"),
};

export default CatalogService;

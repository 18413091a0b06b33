import type { ServiceSchema } from "moleculer";
import { database } from "../shared/db";
import { resourceActions } from "../shared/resource";
import { categories, customers, products, suppliers } from "../shared/resources";

/** The parties and things of the merchant's books: customers, suppliers, categories, products. */
const CatalogService: ServiceSchema = {
	name: "catalog",
	actions: {
		...resourceActions(customers),
		...resourceActions(suppliers),
		...resourceActions(categories),
		...resourceActions(products),
	},
	async started() {
		await database();
	},
};

export default CatalogService;

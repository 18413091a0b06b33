import type { ServiceSchema } from "moleculer";
import { database } from "../shared/db";
import { resourceActions } from "../shared/resource";
import { customers } from "../shared/resources";

/** Customers (and, next, suppliers, categories, products): the parties and things of the merchant's books. */
const CatalogService: ServiceSchema = {
	name: "catalog",
	actions: {
		...resourceActions(customers),
	},
	async started() {
		await database();
	},
};

export default CatalogService;

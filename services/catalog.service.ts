import type { ServiceSchema } from "moleculer";
import { database } from "../shared/db";
import { resourceActionsOf } from "../shared/resources";

/** The parties and things of the merchant's books: customers, suppliers, categories, products. */
const CatalogService: ServiceSchema = {
	name: "catalog",
	actions: resourceActionsOf("catalog"),
	async started() {
		await database();
	},
};

export default CatalogService;

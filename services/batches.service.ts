import type { ServiceSchema } from "moleculer";
import { database } from "../shared/db";

/** Import batches, reject and revert: the merchant's side of the lifecycle (issue 4). Registered now so the topology is whole. */
const BatchesService: ServiceSchema = {
	name: "batches",
	async started() {
		await database();
	},
};

export default BatchesService;

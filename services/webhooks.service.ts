import type { ServiceSchema } from "moleculer";
import { database } from "../shared/db";

/** Webhook endpoints and the delivery worker. Registered now so the topology is whole. */
const WebhooksService: ServiceSchema = {
	name: "webhooks",
	async started() {
		await database();
	},
};

export default WebhooksService;

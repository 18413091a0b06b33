import type { ServiceSchema } from "moleculer";
import { database } from "../shared/db";

/** The event log and its 90-day retention (issue 4). Registered now so the topology is whole. */
const EventsService: ServiceSchema = {
	name: "events",
	async started() {
		await database();
	},
};

export default EventsService;

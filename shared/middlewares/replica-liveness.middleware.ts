import type { Middleware, ServiceBroker } from "moleculer";
import { announceNode, dropNode, isTransported, nodeAvailable, nodeListens, pendingCalls, transporterConnected } from "../platform/moleculer-internals";

/** How often calls still pending are looked at; a node that died is let go of within two rounds. */
const ROUND_MS = 250;
/**
 * How long a probe waits for its answer. A dead node's "no responders" comes back at once; a probe
 * that times out counts as alive. On a busy event loop the timer and the answer become due
 * together, and timers run first: a probe as short as a round could time out round after round
 * while the dead replica kept its calls for the whole request timeout (seen in CI: 10 s). A longer
 * wait costs nothing for a dead node and only spaces out the probes of a slow one.
 */
const PROBE_TIMEOUT_MS = 2000;

const rounds = new WeakMap<ServiceBroker, NodeJS.Timeout>();

/**
 * Calls to a replica that died (kill -9, a lost machine) end within half a second instead of
 * waiting for the heartbeat timeout (15 to 30 s) or the request timeout (10 s). A node that has held
 * a call through a whole round is asked, over NATS, whether it still listens (`nodeListens`). One
 * that does not leaves the registry: its pending calls fail with Moleculer's retryable
 * RequestRejectedError (503, see shared/http/error-answers.ts) and new calls go to the live replicas. A
 * node that is alive but slow is left alone (the probe only times out). A node let go of by mistake
 * (its own NATS connection was down) is back with the INFO it sends on reconnecting.
 */
export const ReplicaLiveness: Middleware = {
	async started(broker: ServiceBroker) {
		if (!isTransported(broker)) return; // embedded: every call is local
		// Moleculer announces a starting node's services a second after the last one registered
		// (a debounced INFO): announced now, a replica that (re)started is called as soon as it is ready.
		void announceNode(broker);
		let seen = new Set<string>();
		const probing = new Set<string>();
		const round = () => {
			if (!transporterConnected(broker)) return;
			const stalled = new Set<string>();
			const pending = new Set<string>();
			for (const { id, nodeID } of pendingCalls(broker)) {
				pending.add(id);
				if (nodeID && seen.has(id)) stalled.add(nodeID);
			}
			seen = pending;
			for (const nodeID of stalled) {
				if (probing.has(nodeID) || !nodeAvailable(broker, nodeID)) continue;
				probing.add(nodeID);
				void nodeListens(broker, nodeID, PROBE_TIMEOUT_MS)
					.then((alive) => {
						if (alive) return;
						broker.logger.warn(`Node '${nodeID}' no longer listens on the transporter: its pending calls fail as unavailable.`);
						dropNode(broker, nodeID);
					})
					.finally(() => probing.delete(nodeID));
			}
		};
		rounds.set(broker, setInterval(round, ROUND_MS).unref());
	},
	async stopped(broker: ServiceBroker) {
		clearInterval(rounds.get(broker));
	},
};

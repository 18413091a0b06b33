import type { Middleware, ServiceBroker } from "moleculer";

/** How often calls still pending are looked at; a node that died is let go of within two rounds. */
const ROUND_MS = 250;

interface Nats {
	request(subject: string, data: Uint8Array, options: { timeout: number }): Promise<unknown>;
}

interface Internals {
	transit?: {
		connected: boolean;
		pendingRequests: Map<string, { nodeID?: string }>;
		tx: { client?: Nats; getTopicName(cmd: string, nodeID: string): string };
	};
	registry: {
		discoverer: { sendLocalNodeInfo(): Promise<void> };
		nodes: { get(id: string): { available: boolean; local: boolean } | undefined; disconnected(id: string, unexpected: boolean): void };
	};
}

const rounds = new WeakMap<ServiceBroker, NodeJS.Timeout>();

/**
 * Calls to a replica that died (kill -9, a lost machine) end within half a second instead of
 * waiting for the heartbeat timeout (15 to 30 s) or the request timeout (10 s). A node that has held
 * a call through a whole round is asked, over NATS, whether it still listens: a request to a subject
 * nobody subscribes is answered "no responders" by the NATS server at once, and a dead process's
 * subscriptions go with its connection. Such a node leaves the registry: its pending calls fail with
 * Moleculer's retryable RequestRejectedError (503, see services/gateway/http.ts) and new calls go to
 * the live replicas. A node that is alive but slow is left alone (the probe only times out). A node
 * let go of by mistake (its own NATS connection was down) is back with the INFO it sends on reconnecting.
 */
export const ReplicaLiveness: Middleware = {
	started(broker: ServiceBroker) {
		const internals = broker as unknown as Internals;
		if (!internals.transit) return; // embedded: every call is local
		// Moleculer 0.14 announces a starting node's services a second after the last one registered
		// (a debounced INFO): announced now, a replica that (re)started is called as soon as it is ready.
		void internals.registry.discoverer.sendLocalNodeInfo();
		let seen = new Set<string>();
		const probing = new Set<string>();
		const round = () => {
			const transit = internals.transit;
			if (!transit?.connected) return;
			const stalled = new Set<string>();
			const pending = new Set<string>();
			for (const [id, { nodeID }] of transit.pendingRequests) {
				pending.add(id);
				if (nodeID && seen.has(id)) stalled.add(nodeID);
			}
			seen = pending;
			for (const nodeID of stalled) {
				if (probing.has(nodeID) || !internals.registry.nodes.get(nodeID)?.available) continue;
				probing.add(nodeID);
				void listens(broker, nodeID)
					.then((alive) => {
						if (alive) return;
						broker.logger.warn(`Node '${nodeID}' no longer listens on the transporter: its pending calls fail as unavailable.`);
						internals.registry.nodes.disconnected(nodeID, true);
					})
					.finally(() => probing.delete(nodeID));
			}
		};
		rounds.set(broker, setInterval(round, ROUND_MS).unref());
	},
	stopped(broker: ServiceBroker) {
		clearInterval(rounds.get(broker));
	},
};

/**
 * False only when the NATS server says nobody subscribes to the node's PING subject. The probe is
 * a PING packet, so a live node answers it as Moleculer does any PING (with a PONG to us).
 */
async function listens(broker: ServiceBroker, nodeID: string): Promise<boolean> {
	const tx = (broker as unknown as Internals).transit!.tx;
	if (!tx.client) return true;
	const ping = { ver: broker.PROTOCOL_VERSION, sender: broker.nodeID, time: Date.now(), id: `liveness-${Date.now()}` };
	try {
		await tx.client.request(tx.getTopicName("PING", nodeID), broker.serializer!.serialize(ping, "PING"), { timeout: ROUND_MS });
		return true;
	} catch (err) {
		return (err as { code?: string }).code !== "503";
	}
}

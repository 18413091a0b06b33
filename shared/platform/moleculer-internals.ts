import { systemClock } from "./clock";
import type { Context, ServiceBroker } from "moleculer";

// Every use of Moleculer's undocumented parts (the transit, its transporter's NATS client, the
// registry's node catalog, the discoverer, the wire format of a PING) is here, and nowhere else:
// test/unit/moleculer-internals.test.ts fails when a release of Moleculer changes one of them.

/** The parts of a NATS connection used here (the `nats` package's NatsConnection). */
interface NatsClient {
	flush(): Promise<void>;
	/** The server's INFO, once connected. */
	info?: { max_payload?: number };
	request(subject: string, data: Uint8Array, options: { timeout: number }): Promise<unknown>;
}

interface Internals {
	transit?: {
		connected: boolean;
		pendingRequests: Map<string, { nodeID?: string }>;
		removePendingRequest(id: string): void;
		tx: { client?: NatsClient | null; getTopicName(cmd: string, nodeID: string): string };
	};
	registry: {
		getServiceList(options: { onlyAvailable: boolean }): Array<{ name: string }>;
		discoverer: { sendLocalNodeInfo(): Promise<void> };
		nodes: { get(id: string): { available: boolean } | undefined; disconnected(id: string, unexpected: boolean): void };
	};
}

const internals = (broker: ServiceBroker) => broker as unknown as Internals;

/** The node talks to others over a transporter (distributed mode). */
export const isTransported = (broker: ServiceBroker): boolean => internals(broker).transit !== undefined;

/** The node's transporter is connected (Moleculer's own view: it stays true while NATS reconnects). */
export const transporterConnected = (broker: ServiceBroker): boolean => internals(broker).transit?.connected === true;

/**
 * A round trip to the NATS server (PING, then PONG). Moleculer's own `connected` stays true while
 * the client reconnects after the server went away; a flush waits for the connection, so it fails
 * until NATS is back.
 */
export async function pingTransporter(broker: ServiceBroker): Promise<void> {
	const client = internals(broker).transit?.tx.client;
	if (!transporterConnected(broker) || !client) throw new Error("not connected");
	await client.flush();
}

/** The max_payload the NATS server announced in its INFO; null without NATS or before it connected. */
export const serverMaxPayload = (broker: ServiceBroker): number | null => internals(broker).transit?.tx.client?.info?.max_payload ?? null;

/** The names of the services the node can reach now, its own included. */
export function availableServices(broker: ServiceBroker): Set<string> {
	return new Set(
		internals(broker)
			.registry.getServiceList({ onlyAvailable: true })
			.map((service) => service.name),
	);
}

/** Each call this node waits on a remote node for: the call's id and the node serving it. */
export function* pendingCalls(broker: ServiceBroker): Iterable<{ id: string; nodeID?: string }> {
	for (const [id, { nodeID }] of internals(broker).transit?.pendingRequests ?? []) yield { id, nodeID };
}

/** Lets go of a call whose answer will not come: Moleculer stops waiting for it. */
export function forgetPendingCall(broker: ServiceBroker, id: string): void {
	internals(broker).transit?.removePendingRequest(id);
}

export const nodeAvailable = (broker: ServiceBroker, nodeID: string): boolean => internals(broker).registry.nodes.get(nodeID)?.available === true;

/** Takes a node out of the registry as if its heartbeats had stopped: its pending calls fail, retryable. */
export function dropNode(broker: ServiceBroker, nodeID: string): void {
	internals(broker).registry.nodes.disconnected(nodeID, true);
}

/** Announces the node's services now, instead of after Moleculer's debounce. */
export function announceNode(broker: ServiceBroker): Promise<void> {
	return internals(broker).registry.discoverer.sendLocalNodeInfo();
}

/**
 * False only when the NATS server says nobody subscribes to the node's PING subject: a request to
 * a subject without subscribers is answered "no responders" at once, and a dead process's
 * subscriptions go with its connection. The probe is a PING packet, so a live node answers it as
 * Moleculer does any PING (with a PONG to us). Without a NATS client there is nobody to ask: true.
 */
export async function nodeListens(broker: ServiceBroker, nodeID: string, timeoutMs: number): Promise<boolean> {
	const tx = internals(broker).transit?.tx;
	if (!tx?.client) return true;
	// Moleculer's own PING packet carries the system's time, as its transit would send it
	const sent = systemClock.now();
	const ping = { ver: broker.PROTOCOL_VERSION, sender: broker.nodeID, time: sent, id: `liveness-${sent}` };
	try {
		await tx.client.request(tx.getTopicName("PING", nodeID), broker.serializer!.serialize(ping, "PING"), { timeout: timeoutMs });
		return true;
	} catch (err) {
		return (err as { code?: string }).code !== "503";
	}
}

/** The next endpoint of `action` the broker's strategy picks, or the error that says there is none. */
export function nextActionEndpoint(broker: ServiceBroker, action: string, options: Record<string, unknown> | undefined, ctx: Context): unknown {
	return broker.findNextActionEndpoint(action, options, ctx);
}

/**
 * The action a `call` middleware hook is asked for: its name, or the endpoint a caller picked
 * itself (moleculer-web does), whose action carries the name.
 */
export function calledAction(target: unknown): string {
	if (typeof target === "string") return target;
	return (target as { action?: { name?: string } } | null)?.action?.name ?? "action";
}

import { startTracing } from "../shared/platform/tracing";

/**
 * `bookdrop serve`: tracing starts before the runtime loads (its instrumentations patch pg and
 * ioredis as they are first required), then the node; configuration is read as the runtime loads,
 * so its errors are start-up errors too.
 */
export async function serve(): Promise<void> {
	const tracing = startTracing(process.env);
	const { startNode } = await import("./node-runner");
	await startNode(tracing);
}

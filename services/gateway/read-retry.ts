import type { ActionCall } from "./moleculer-web-internals";

/**
 * A read whose replica died while serving it (RequestRejectedError, see
 * shared/middlewares/replica-liveness.middleware.ts) is sent once more, to a live replica: a read can run twice.
 * Anything else that failed that way is answered 503.
 */
export async function retryingRead(call: ActionCall): Promise<unknown> {
	try {
		return await call.run();
	} catch (err) {
		if ((err as Error | undefined)?.name !== "RequestRejectedError") throw err;
		return call.runElsewhere();
	}
}

import { ActionHandler, Context, Errors, Middleware, Service, ServiceBroker } from "moleculer";
import { forgetPendingCall } from "../platform/moleculer-internals";

/** Moleculer's own Timeout answers the caller first; this only settles what it left behind. */
const SETTLE_AFTER_MS = 100;

/**
 * A remote call whose reply was lost (NATS went away after the request left) never settles by
 * itself. Moleculer's Timeout answers the caller, but it wraps the context tracker, which kept the
 * call and made every later stop wait the whole shutdownTimeout for it. Registered as a user
 * middleware, this wraps the call inside the tracker and settles it just after the same timeout.
 */
export const SettleLostCalls: Middleware = {
	remoteAction(this: ServiceBroker, handler: ActionHandler) {
		const broker = this;
		return function settled(this: Service, ctx: Context) {
			const timeout = ctx.options.timeout ?? 0;
			const call = handler.call(this, ctx) as Promise<unknown>;
			if (!(timeout > 0)) return call;
			let timer: NodeJS.Timeout | undefined;
			const lost = new Promise<never>((_, reject) => {
				timer = setTimeout(() => {
					forgetPendingCall(broker, ctx.id);
					reject(new Errors.RequestTimeoutError({ action: ctx.action?.name ?? "", nodeID: ctx.nodeID ?? "" }));
				}, timeout + SETTLE_AFTER_MS);
			});
			return Promise.race([call, lost]).finally(() => clearTimeout(timer));
		} as ActionHandler;
	},
};

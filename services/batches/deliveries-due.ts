import type { ApiContext } from "../../shared/actions/action-context";

/**
 * After a commit that recorded events (and so queued their deliveries): a webhook worker delivers
 * them at once instead of at its next poll. Fire and forget: the poll is the safety net.
 */
export function deliveriesDue(ctx: ApiContext): void {
	ctx.emit("webhooks.due", {}).catch(() => undefined);
}

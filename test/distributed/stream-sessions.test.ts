import { systemClock } from "../../shared/platform/clock";
import { randomUUID } from "node:crypto";
import { openSharedStore } from "../../shared/platform/shared-store";
import { sessionCases } from "../support/session-cases";

// Capped sessions of the shared store on Redis, shared by every gateway (the event streams of a
// key, services/gateway/event-stream.ts): the suite test/unit/sessions.test.ts runs in process memory.

const store = openSharedStore(
	{
		redisUrl: process.env.BOOKDROP_TEST_REDIS_URL ?? "redis://127.0.0.1:6379",
		rateLimitPerMinute: 100,
		transporter: "nats://unused",
		namespace: `sessions-${randomUUID()}`,
	},
	systemClock,
);

beforeAll(() => store.connected(5_000));
afterAll(() => store.close());

sessionCases(() => store);

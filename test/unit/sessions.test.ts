import { systemClock } from "../../shared/platform/clock";
import { openSharedStore } from "../../shared/platform/shared-store";
import { sessionCases } from "../support/session-cases";

// Capped sessions of the shared store in process memory (embedded mode); the same suite runs on
// Redis in test/distributed/stream-sessions.test.ts.
const store = openSharedStore({ redisUrl: null, rateLimitPerMinute: 100, transporter: null, namespace: "unit" }, systemClock);

sessionCases(() => store);

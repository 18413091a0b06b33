import type { Scenario } from "./scenario-steps";
import { merchantAway } from "./scenario-merchant-away";
import { lostAck } from "./scenario-lost-ack";
import { crashMidBatch } from "./scenario-crash-mid-batch";
import { closedPeriod } from "./scenario-closed-period";
import { nameCollision } from "./scenario-name-collision";
import { endpointDown } from "./scenario-endpoint-down";

/** The sandbox scenarios (docs/testing.md, "Scenarios"), in the order the docs list them: one line adds one. */
export const SCENARIOS: readonly Scenario[] = [merchantAway, lostAck, crashMidBatch, closedPeriod, nameCollision, endpointDown];

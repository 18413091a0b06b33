import { Client } from "./closed-loop-load";
import { judge } from "./report";
import { compareSettings, SettingsBench } from "./settings-compare";

// What recording the request log costs a create (docs/requests.md): CPU per customer create of a
// fresh embedded server that records every request (the default) beside one with REQUEST_LOG=false.
// Embedded, the gateway's batches and their inserts all run in the one process measured.

const GOAL_MS = 0.05;

export async function measureRequestLog(client: Client, options: SettingsBench): Promise<void> {
	const cpu = await compareSettings(
		client,
		[
			["not recorded", { REQUEST_LOG: "false" }],
			["recorded", {}],
		],
		options,
	);
	const off = cpu.get("not recorded")!;
	const extra = cpu.get("recorded")!.mean - off.mean;
	judge("embedded", `recording the request log costs a create ≤ ${GOAL_MS} ms CPU`, `${extra.toFixed(3)} ms`, extra <= GOAL_MS);
	console.log(`The unrecorded runs span ${(Math.max(...off.runs) - Math.min(...off.runs)).toFixed(3)} ms per create (run-to-run noise).`);
}

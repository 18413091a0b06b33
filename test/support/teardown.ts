import { stopProcesses } from "./servers";

export default async function teardown(): Promise<void> {
	const procs = (globalThis as any).__bookdropProcs ?? [];
	(globalThis as any).__bookdropProcs = [];
	await stopProcesses(procs);
	for (const cleanup of (globalThis as any).__bookdropCleanups ?? []) await cleanup();
	(globalThis as any).__bookdropCleanups = [];
}

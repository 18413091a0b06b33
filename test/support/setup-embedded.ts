import { SANDBOX_IMPORT_DELAY, startEmbedded } from "./servers";

export default async function setup(): Promise<void> {
	// test accounts' objects are imported a second after they are made (test/api/sandbox.test.ts); live accounts are never touched
	const server = await startEmbedded({ SANDBOX_IMPORT_DELAY: String(SANDBOX_IMPORT_DELAY) });
	(globalThis as any).__bookdropProcs = [...((globalThis as any).__bookdropProcs ?? []), ...server.procs];
	process.env.BOOKDROP_TARGET_EMBEDDED = JSON.stringify({ mode: "embedded", url: server.url, urls: [server.url], adminToken: server.adminToken });
}

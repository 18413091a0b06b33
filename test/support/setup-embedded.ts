import { startEmbedded } from "./servers";

export default async function setup(): Promise<void> {
	const server = await startEmbedded();
	(globalThis as any).__bookdropProcs = [...((globalThis as any).__bookdropProcs ?? []), ...server.procs];
	process.env.BOOKDROP_TARGET_EMBEDDED = JSON.stringify({ mode: "embedded", url: server.url, urls: [server.url], adminToken: server.adminToken });
}

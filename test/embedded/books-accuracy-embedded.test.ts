import { startEmbedded, stopProcesses, Server } from "../support/servers";
import { accuracyRun, movedRun } from "../support/books-corpus";

// The books' accuracy (docs/books.md) on an embedded server of its own: 2,000 objects would hold
// the suite's one PGlite connection for a while.

let server: Server;

beforeAll(async () => {
	server = await startEmbedded();
}, 120_000);

afterAll(async () => {
	await stopProcesses(server?.procs ?? []);
});

test("2,000 objects, a third colliding: every decline by the books was predicted at POST time with its code, and every import was clean", async () => {
	await accuracyRun(server.url);
}, 300_000);

test("when the importer imported after the books were read, answers say the books may have moved, and only such answers miss a decline", async () => {
	await movedRun(server.url);
}, 300_000);

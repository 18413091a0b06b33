import fs from "node:fs";
import { openDatabase } from "../../shared/platform/database";
import { client } from "../support/suite-api";
import { expectPagesCutShort, revenuesOfANewShop, seedLineItems } from "../support/big-pages";
import { Server, startEmbedded, stopProcesses } from "../support/servers";

// docs/api.md, "Lists and pagination": embedded mode has no message bus, yet cuts a page at the
// same budget, so both modes answer alike. The line items are written straight into the stopped
// server's database (PGlite allows one process), which takes a second instead of 12,500 requests.
let server: Server & { dataDir: string };

afterAll(async () => {
	await stopProcesses(server.procs);
	fs.rmSync(server.dataDir, { recursive: true, force: true });
});

test("GET /v1/revenue?limit=100&expand[]=data.line_items over 25 revenues × 500 line items: pages cut short, has_more, cursors continue", async () => {
	server = await startEmbedded();
	const { shop, ids } = await revenuesOfANewShop(server.url);
	await stopProcesses(server.procs);
	const db = await openDatabase({ databaseUrl: null, dataDir: server.dataDir, migrations: "apply", migrationsWaitSeconds: 1 });
	try {
		await seedLineItems((sql, params) => db.query(sql, params), ids);
	} finally {
		await db.close();
	}
	server = await startEmbedded({ DATA_DIR: server.dataDir });
	await expectPagesCutShort(client(shop.key, server.url), ids);
}, 120_000);

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../../shared/platform/database";
import type { DatabaseService } from "../../shared/platform/platform";
import { InProcess, startServices } from "../support/in-process";

// How a service gets what it stands on: a real broker hands the one platform to each service as it
// is created (providePlatform), DatabaseMixin opens the database as it starts, and handlers reach
// both through `this`; no module holds them.
let services: InProcess;

beforeAll(async () => {
	services = await startServices(["accounts", "catalog"]);
}, 60_000);

afterAll(() => services?.stop());

test("every service of the broker stands on the one platform, and its database", async () => {
	const db = await services.platform.database();
	for (const name of ["accounts", "catalog"]) {
		const service = services.broker.getLocalService(name) as DatabaseService;
		expect({ name, platform: service.platform === services.platform, db: service.db === db }).toEqual({ name, platform: true, db: true });
	}
});

test("a customer created through the catalog service comes back in its list", async () => {
	const { desktop } = await services.account("Acme Ltd");
	const created = await services.call("catalog.customers.create", { name: "Jane Doe", email: "jane@example.com", country: "DE" }, desktop, "jane-1");
	expect(created).toMatchObject({ object: "customer", name: "Jane Doe", import: { status: "pending" } });
	const list = await services.call("catalog.customers.list", {}, desktop);
	expect(list).toMatchObject({ object: "list", has_more: false, data: [created] });
});

test("a PGlite database that cannot be used is closed again: its DATA_DIR lock goes with it", async () => {
	const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bookdrop-unusable-"));
	// Nobody applies the migrations this open waits for: it gives up after a second.
	await expect(openDatabase({ databaseUrl: null, dataDir, migrations: "wait", migrationsWaitSeconds: 1 })).rejects.toThrow("still not applied");
	expect(fs.existsSync(path.join(dataDir, "bookdrop.lock"))).toBe(false);
	// Opened again, it is not refused as in use by the first: it waits for its migrations as the first
	// did (applying them all in PGlite would only make this test minutes long on a busy machine).
	await expect(openDatabase({ databaseUrl: null, dataDir, migrations: "wait", migrationsWaitSeconds: 1 })).rejects.toThrow("still not applied");
	fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

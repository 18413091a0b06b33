import { systemClock } from "../../shared/platform/clock";
import type { Principal } from "../../shared/actions/principal";
import { SandboxImporter } from "../../services/batches/sandbox-importer";
import { InProcess, newKey as key, startServices } from "../support/in-process";

// The simulated importer's looks over many test accounts (docs/testing.md): each look takes up to
// 100 accounts, and the next ones take the others in turn, whatever the first ones hold. The batches
// service is not started, so only the looks this test runs take anything (with no delay: every
// object has waited long enough).

const HOLDERS = 230;

let app: InProcess;
let importer: SandboxImporter;

beforeAll(async () => {
	app = await startServices(["accounts", "catalog"]);
	importer = new SandboxImporter(await app.platform.database(), systemClock, 0, () => undefined, app.broker.getLogger("sandbox-turns"));
}, 60_000);

afterAll(() => app.stop());

const customer = async (principal: Principal, outcome?: string) =>
	(
		await app.call<{ id: string }>(
			"catalog.customers.create",
			{ name: "Jane", ...(outcome ? { metadata: { sandbox_outcome: outcome } } : {}) },
			principal,
			key(),
		)
	).id;
const status = async (principal: Principal, id: string) =>
	(await app.call<{ import: { status: string } }>("catalog.customers.retrieve", { id }, principal)).import.status;

test(`with ${HOLDERS} test accounts each holding an object that stays, every account is served within three looks, and a new one within the next three`, async () => {
	const holders: Array<{ principal: Principal; id: string }> = [];
	for (let i = 0; i < HOLDERS; i++) {
		const { integration } = await app.account(`Holder ${i}`, "test");
		await customer(integration, "stay");
		holders.push({ principal: integration, id: await customer(integration) });
	}
	for (let look = 0; look < 3; look++) await importer.look();
	const left = [];
	for (const { principal, id } of holders) if ((await status(principal, id)) !== "imported") left.push(id);
	expect(left).toEqual([]);

	const { integration } = await app.account("Newcomer", "test");
	const id = await customer(integration);
	for (let look = 0; look < 3; look++) await importer.look();
	expect(await status(integration, id)).toBe("imported");
}, 180_000);

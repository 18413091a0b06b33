import { Client, expectError, client, newAccount, Reply, target } from "../support/suite-api";
import { importAll, make, pathOf, revert } from "../support/fixtures";

// docs/design.md, "Import lifecycle" under concurrency: a batch is reverted while, at the same
// moment, a one-shot import claims an object that depends on one of the batch's objects (a
// revenue's customer, or the product of a revenue's line item). Exactly one of the two may succeed:
// never an imported revenue whose customer or product is pending again. In the distributed
// topology the two requests go to different gateways and meet on PostgreSQL.

const ROUNDS = 200;
/** Rounds raced at the same time: enough to keep the database busy, few enough for each pair to meet. */
const AT_ONCE = 4;

let desktop: Client;
let shop: Client;
/** The desktop key on the last gateway: the claim goes there, the revert to the first. */
let claimer: Client;

beforeAll(async () => {
	const account = await newAccount("Revert race Ltd");
	desktop = account.desktop;
	shop = await account.integration();
	claimer = client(account.desktop.key, target().urls[target().urls.length - 1]);
});

interface Round {
	/** The batch that imported the dependency. */
	batch: string;
	dependency: string;
	revenue: string;
}

/** A customer (even rounds) or a product (odd rounds) imported in a batch, and a pending revenue depending on it. */
async function prepare(i: number): Promise<Round> {
	if (i % 2 === 0) {
		const customer = await make.customer(shop);
		const batch = await importAll(desktop, [customer.id], `C${i}`);
		return { batch: batch.id, dependency: customer.id, revenue: (await make.revenue(shop, { customer: customer.id })).id };
	}
	const product = await make.product(shop);
	const batch = await importAll(desktop, [product.id], `P${i}`);
	const revenue = await make.revenue(shop);
	await make.lineItem(shop, revenue.id, { product: product.id });
	return { batch: batch.id, dependency: product.id, revenue: revenue.id };
}

async function race(round: Round): Promise<{ reverted: Reply; claimed: Reply }> {
	const [reverted, claimed] = await Promise.all([
		revert(desktop, round.batch),
		claimer.create("/v1/import_batches", { objects: [{ id: round.revenue, local_ref: `R-${round.revenue}` }] }),
	]);
	return { reverted, claimed };
}

const statusOf = async (id: string) => (await desktop.get(pathOf(id))).body.import.status;

test(`a revert racing a one-shot import of a dependent object: exactly one succeeds, ${ROUNDS} rounds`, async () => {
	const outcomes = { reverted: 0, claimed: 0 };
	for (let start = 0; start < ROUNDS; start += AT_ONCE) {
		const rounds = await Promise.all(Array.from({ length: Math.min(AT_ONCE, ROUNDS - start) }, (_, i) => prepare(start + i)));
		const results = await Promise.all(rounds.map(race));
		for (const [i, { reverted, claimed }] of results.entries()) {
			const round = rounds[i];
			const states = { dependency: await statusOf(round.dependency), revenue: await statusOf(round.revenue) };
			if (reverted.status === 200) {
				outcomes.reverted++;
				expectError(claimed, 409, "object_not_claimable");
				expect(claimed.body.error.objects).toEqual([{ id: round.revenue, reason: "dependency_not_imported" }]);
				expect(states).toEqual({ dependency: "pending", revenue: "pending" });
			} else {
				outcomes.claimed++;
				expect(claimed.status).toBe(201);
				expectError(reverted, 409, "batch_not_revertible");
				expect(states).toEqual({ dependency: "imported", revenue: "imported" });
			}
		}
	}
	// both orders happened: the race was a race
	expect(outcomes.reverted + outcomes.claimed).toBe(ROUNDS);
}, 180_000);

import { Client as Pg } from "pg";
import { target } from "../support/suite-api";
import { expectPagesCutShort, revenuesOfANewShop, seedLineItems } from "../support/big-pages";

// docs/api.md, "Lists and pagination": a page whose expanded answer would not fit the message bus
// (what the red team saw answer 413 "for this deployment's message bus") is cut short instead.
// The line items are written straight into PostgreSQL: one statement instead of 12,500 requests.
test("GET /v1/revenue?limit=100&expand[]=data.line_items over 25 revenues × 500 line items: pages cut short, has_more, cursors continue", async () => {
	const { shop, ids } = await revenuesOfANewShop();
	const db = new Pg({ connectionString: target().env!.DATABASE_URL });
	await db.connect();
	try {
		await seedLineItems((sql, params) => db.query(sql, params), ids);
	} finally {
		await db.end();
	}
	await expectPagesCutShort(shop, ids);
}, 120_000);

import { eventPageQuery } from "../../services/events/events.store";
import { pageStatement } from "../../shared/actions/pages.store";
import type { Database } from "../../shared/platform/database";
import { fillAccounts, fixtureNames, indexesOf, planOf, principalsOf, servedWhole, planDatabase } from "../support/plans";

// The events about one object (GET /v1/events?object=…, the portal's object page) are read from one
// index that serves the key's visibility, the object and the list order whole (migration 032):
// EXPLAINed on 40,000 events of 20 accounts, for the desktop key and for an integration, first page
// and deep. Embedded mode checks a PGlite of its own, distributed mode a PostgreSQL database of its own.

const EVENTS = 40_000;
const ACCOUNTS = 20;
const fx = fixtureNames(`eo${Date.now().toString(36)}`);
/** Late enough that every generated event is within its 90 days. */
const NOW = fx.created(EVENTS);
let db: Database;
let drop: () => Promise<void> = async () => undefined;

beforeAll(async () => {
	({ db, drop } = await planDatabase("event-object-ix"));
	await fillAccounts(db, fx, ACCOUNTS);
	// each object has two events (imported, then rejected) in one account; every other object is the
	// desktop's own (no integration), so an integration's condition is narrower than its account's
	const k = `(i % ${ACCOUNTS})`;
	const m = `(i / ${2 * ACCOUNTS})`;
	await db.query(
		`INSERT INTO events (id, account_id, integration_id, type, created, data)
		 SELECT 'evt_${fx.run}_' || i, '${fx.account(0).slice(0, -1)}' || ${k},
		        CASE WHEN ${m} % 2 = 0 THEN '${fx.integration(0).slice(0, -1)}' || ${k} END,
		        CASE WHEN (i / ${ACCOUNTS}) % 2 = 0 THEN 'customer.imported' ELSE 'customer.rejected' END, ${fx.created(0)} + i,
		        json_build_object('object', json_build_object('id', 'cus_${fx.run}_' || ${m} || '_' || ${k}))
		 FROM generate_series(1, ${EVENTS}) AS i`,
	);
	await db.query("ANALYZE events");
}, 120_000);

afterAll(async () => {
	await db?.close();
	await drop();
});

test("a page of one object's events, alone or with a type, first or deep, is read from the key's object index, in list order", async () => {
	const object = `cus_${fx.run}_8_0`;
	const [found] = await db.query("SELECT seq FROM events WHERE data -> 'object' ->> 'id' = $1 ORDER BY seq DESC LIMIT 1", [object]);
	for (const [who, principal] of principalsOf(fx)) {
		for (const [label, request, cursor] of [
			["first page", { object, limit: 10 }, undefined],
			["with a type", { object, type: "customer.rejected", limit: 10 }, undefined],
			["deep", { object, limit: 10 }, Number(found.seq)],
		] as const) {
			const { sql, params } = pageStatement(eventPageQuery(principal, request, NOW), cursor);
			const plan = await planOf(db, sql, params);
			const index = principal.integrationId === null ? "events_account_object" : "events_integration_object";
			const { filtered, indexes: _count, ...shape } = servedWhole(plan);
			expect({ who, label, indexes: indexesOf(plan), ...shape }).toEqual({ who, label, indexes: [index], combined: [], seqScans: [], inOrder: true });
			// checked row by row on the object's own few events only: the retention cutoff, and the type
			expect({ who, label, filtered: filtered.filter((f) => !/^\(\(?created > '\d+'::bigint\)( AND \(type = '[\w.]+'::text\)\))?$/.test(f)) }).toEqual({
				who,
				label,
				filtered: [],
			});
		}
	}
});

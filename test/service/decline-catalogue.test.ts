import fs from "node:fs";
import path from "node:path";
import { DECLINE_ACTORS, DECLINES, REJECTION_CODES, RETRY_AFTER } from "../../shared/engine/decline-catalogue";
import { FINDING_CODES } from "../../shared/books/findings";
import { GUIDES } from "../../shared/document/guide-index";
import { InProcess, startServices } from "../support/in-process";

// The decline catalogue (docs/declines.md): one entry per reason code, complete in both languages,
// whose guide section exists and whose summary in the guide says the same; GET /v1/reason_codes
// answers it to either kind of key.

const GUIDE = fs.readFileSync(path.resolve(__dirname, "../../docs/declines.md"), "utf8");

/** The GitHub anchors of the guide's headings, as the served page gives them (`## \`name_in_use\`` → name_in_use). */
const anchors = new Set(
	[...GUIDE.matchAll(/^#+ (.+)$/gm)].map(([, heading]) =>
		heading
			.toLowerCase()
			.replace(/[^\p{L}\p{N} _-]/gu, "")
			.replace(/ /g, "-"),
	),
);

test("every reason code has an actor, a retryable that says whether and after what, and messages in English and German", () => {
	expect(Object.keys(DECLINES)).toEqual([...REJECTION_CODES]);
	for (const code of REJECTION_CODES) {
		const { actor, retryable, messages } = DECLINES[code];
		expect({ code, actor: DECLINE_ACTORS.includes(actor) }).toEqual({ code, actor: true });
		if (retryable.possible) expect({ code, after: RETRY_AFTER.includes(retryable.after) }).toEqual({ code, after: true });
		else expect({ code, retryable }).toEqual({ code, retryable: { possible: false, after: null } });
		expect(Object.keys(messages)).toEqual(["en", "de"]);
		for (const text of [messages.en, messages.de]) expect({ code, text }).toEqual({ code, text: expect.stringMatching(/^\S.{20,300}\.$/) });
		expect(messages.de).not.toBe(messages.en);
	}
	// every code a books check predicts is a code a decline carries
	for (const code of FINDING_CODES) expect(REJECTION_CODES).toContain(code);
});

test("each code's doc_url is its section of the served declines guide", () => {
	expect(GUIDES.map((g) => g.name)).toContain("declines");
	for (const code of REJECTION_CODES) {
		expect(GUIDE).toMatch(new RegExp(`^## \`${code}\`$`, "m"));
		expect(anchors.has(code)).toBe(true);
	}
});

test("the guide's summary table is the catalogue", () => {
	const rows = [...GUIDE.matchAll(/^\| \[`([a-z_]+)`\]\(#([a-z_]+)\) \| [^|]+ \| `([a-z]+)` \| (never|after `([a-z_]+)`) \|$/gm)];
	const table = rows.map(([, code, anchor, actor, , after]) => ({ code, anchor, actor, after: after ?? null }));
	expect(table).toEqual(REJECTION_CODES.map((code) => ({ code, anchor: code, actor: DECLINES[code].actor, after: DECLINES[code].retryable.after })));
});

describe("GET /v1/reason_codes", () => {
	let app: InProcess;

	beforeAll(async () => {
		app = await startServices(["accounts", "batches"]);
	}, 60_000);

	afterAll(() => app.stop());

	test("answers the whole catalogue, one page, to the desktop key and to an integration key alike", async () => {
		const { integration, desktop } = await app.account();
		const expected = {
			object: "list",
			url: "/v1/reason_codes",
			has_more: false,
			data: REJECTION_CODES.map((code) => ({ id: code, object: "reason_code", ...DECLINES[code], doc_url: `/docs/guides/declines#${code}` })),
		};
		expect(await app.call("batches.reason_codes.list", {}, desktop)).toEqual(expected);
		expect(await app.call("batches.reason_codes.list", {}, integration)).toEqual(expected);
		await expect(app.call("batches.reason_codes.list", {}, { ...integration, scopes: ["write"] })).rejects.toMatchObject({
			type: "insufficient_scope",
		});
		await expect(app.call("batches.reason_codes.list", { limit: 10 }, desktop)).rejects.toMatchObject({ type: "parameter_unknown" });
	});
});

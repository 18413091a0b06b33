import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { newAccount } from "../support/suite-api";

// The portal in a real browser (docs/portal.md, "Tested in a browser"): headless Chromium from npm
// (test/support/portal-browser.mjs) opens a portal link of a test account at 390 px, enters with the
// keyboard alone and reads the overview; axe-core finds no serious or critical violation on either
// page, and no request leaves the origin. The screenshots are kept in test-artifacts/portal/ for a
// person to look at.

const SHOTS = path.resolve(__dirname, "../../test-artifacts/portal");

interface Look {
	url: string;
	violations: string[];
	checked: number;
	scrollWidth: number;
	text: string;
}
interface Walk {
	entry: Look;
	toButton: string[];
	overview: Look;
	toSkip: string[];
	afterSkip: string;
	offOrigin: string[];
	consoleErrors: string[];
}

test("a test account's link opens the portal by keyboard at 390 px: accessible, self-contained, and saying it is a test account", async () => {
	const account = await newAccount("Browser Ltd", undefined, "test");
	const shop = await account.integration();
	expect((await shop.create("/v1/customers", { name: "Cup Co" })).status).toBe(201);
	const link = await shop.create("/v1/portal_links", {});
	expect(link.status).toBe(201);

	fs.rmSync(SHOTS, { recursive: true, force: true });
	fs.mkdirSync(SHOTS, { recursive: true });
	const { stdout } = await promisify(execFile)(process.execPath, [path.join(__dirname, "../support/portal-browser.mjs"), link.body.url, SHOTS], {
		maxBuffer: 16 * 1024 * 1024,
		timeout: 100_000,
	});
	const walk: Walk = JSON.parse(stdout);

	expect(walk.entry.text).toContain("Open the portal");
	expect(walk.toButton.at(-1)).toBe("button: Open the portal");
	expect(walk.overview.url).toBe(new URL("/portal", link.body.url).href);
	expect(walk.overview.text).toContain("Overview");
	expect(walk.overview.text).toContain("Test account");
	expect(walk.overview.text).toMatch(/Pending objects/);
	expect(walk.toSkip).toEqual(["a: Skip to the content"]);
	expect(walk.afterSkip).toBe("#main");
	for (const look of [walk.entry, walk.overview]) {
		expect(look.checked).toBeGreaterThan(10);
		expect(look.violations).toEqual([]);
		expect(look.scrollWidth).toBeLessThanOrEqual(390);
	}
	expect(walk.offOrigin).toEqual([]);
	expect(walk.consoleErrors).toEqual([]);
	for (const shot of ["enter.png", "overview.png"]) expect(fs.statSync(path.join(SHOTS, shot)).size).toBeGreaterThan(1000);
}, 120_000);

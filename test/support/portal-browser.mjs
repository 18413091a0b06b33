// Walks the portal in a headless Chromium that `npm ci` installs (@sparticuz/chromium ships the
// binary; puppeteer-core drives it), as a person with a 390 px wide phone and a keyboard only:
//   node portal-browser.mjs <portal link> <folder for screenshots>
// Every request is intercepted: one that would leave the link's origin is refused and reported.
// The link's page is reached, its button found by Tab and pressed with Enter; on the overview,
// Tab finds the skip link and Enter follows it. axe-core (its source evaluated in the page, which
// the page's own CSP could not allow) checks each page. Prints, as JSON on stdout, what it saw.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import chromium from "@sparticuz/chromium";
import puppeteer from "puppeteer-core";

const [link, folder] = process.argv.slice(2);
const origin = new URL(link).origin;
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

const browser = await puppeteer.launch({ executablePath: await chromium.executablePath(), args: chromium.args, headless: "shell" });
try {
	const page = await browser.newPage();
	const offOrigin = [];
	const consoleErrors = [];
	await page.setRequestInterception(true);
	page.on("request", (req) => {
		const url = req.url();
		if (url.startsWith("data:") || new URL(url).origin === origin) return void req.continue();
		offOrigin.push(url);
		void req.abort();
	});
	page.on("console", (message) => message.type() === "error" && consoleErrors.push(message.text()));
	page.on("pageerror", (err) => consoleErrors.push(String(err)));
	await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });

	/** What the keyboard focuses: the element's tag and text. */
	const focused = () => page.evaluate(() => `${document.activeElement?.tagName.toLowerCase()}: ${document.activeElement?.textContent?.trim()}`);
	/** Tabs until `wanted` (a prefix of `focused`) has the focus; answers what was focused on the way. */
	async function tabTo(wanted) {
		const order = [];
		for (let i = 0; i < 10; i++) {
			await page.keyboard.press("Tab");
			order.push(await focused());
			if (order.at(-1).startsWith(wanted)) return order;
		}
		throw new Error(`Tab never reached ${wanted}: ${order.join(" | ")}`);
	}
	/** The page's serious and critical axe-core violations, its width as laid out, and its text. */
	async function look(name) {
		await page.evaluate(axeSource);
		const results = await page.evaluate(() => globalThis.axe.run(document, { resultTypes: ["violations"] }));
		await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
		return {
			url: page.url(),
			violations: results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`),
			checked: results.passes.length + results.violations.length,
			scrollWidth: await page.evaluate(() => document.documentElement.scrollWidth),
			text: await page.evaluate(() => document.body.innerText),
		};
	}

	await page.goto(link, { waitUntil: "load" });
	const entry = await look("enter");
	const toButton = await tabTo("button");
	await Promise.all([page.waitForNavigation({ waitUntil: "load" }), page.keyboard.press("Enter")]);
	const overview = await look("overview");
	const toSkip = await tabTo("a: Skip to the content");
	await page.keyboard.press("Enter");
	const afterSkip = await page.evaluate(() => location.hash);
	process.stdout.write(JSON.stringify({ entry, toButton, overview, toSkip, afterSkip, offOrigin, consoleErrors }));
} finally {
	await browser.close();
}

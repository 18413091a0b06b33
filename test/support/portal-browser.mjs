// Walks the portal in a headless Chromium that `npm ci` installs (@sparticuz/chromium ships the
// binary; puppeteer-core drives it), as a person with a 390 px wide phone and a keyboard alone:
//   node portal-browser.mjs <portal link> <folder for screenshots> <receiver URL> <declined object id> <refused request id>
// Every request is intercepted: one that would leave the link's origin is refused and reported.
// The link's page is reached, its button found by Tab and pressed with Enter; on the overview,
// Tab finds the skip link and Enter follows it. Then every page, each link and button reached by
// Tab and pressed with Enter (a page is reloaded only to watch a delivery arrive): the
// declined object found among the rejected customers and opened, the events searched by it, the
// refused request found among the requests answered 400 and opened, an endpoint created with the keyboard (typed, sent with Enter) pointing at the receiver, a test event
// sent and its delivery watched until it succeeded, then resent. axe-core (its source evaluated in
// the page, which the page's own CSP could not allow) checks each page. Prints, as JSON on stdout,
// what it saw.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import chromium from "@sparticuz/chromium";
import puppeteer from "puppeteer-core";

const [link, folder, receiverUrl, declinedId, refusedId] = process.argv.slice(2);
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
	const focused = () =>
		page.evaluate(() => {
			const element = document.activeElement;
			return `${element?.tagName.toLowerCase()}${element?.id ? `#${element.id}` : ""}: ${element?.textContent?.trim()}`;
		});
	/** Tabs until `wanted` (a prefix of `focused`) has the focus, at most `limit` times; answers what was focused on the way. */
	async function tabTo(wanted, limit = 10) {
		const order = [];
		for (let i = 0; i < limit; i++) {
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

	/** Tabs to the link or button `wanted` (a prefix of `focused`) from the top of the page and presses Enter on it. */
	async function follow(wanted) {
		await tabTo(wanted, 120);
		await Promise.all([page.waitForNavigation({ waitUntil: "load" }), page.keyboard.press("Enter")]);
	}
	/** Reloads the page until its text matches `pattern` (the worker delivers on its own time), for at most 60 s. */
	async function reloadUntil(pattern) {
		const deadline = Date.now() + 60_000;
		while (!pattern.test(await page.evaluate(() => document.body.innerText)) && Date.now() < deadline) {
			await new Promise((resolve) => setTimeout(resolve, 200));
			await page.reload({ waitUntil: "load" });
		}
	}

	await page.goto(link, { waitUntil: "load" });
	const entry = await look("enter");
	const toButton = await tabTo("button");
	await Promise.all([page.waitForNavigation({ waitUntil: "load" }), page.keyboard.press("Enter")]);
	const overview = await look("overview");
	const toSkip = await tabTo("a: Skip to the content");
	await page.keyboard.press("Enter");
	const afterSkip = await page.evaluate(() => location.hash);

	await follow("a: Objects");
	await tabTo("select#status");
	// a closed list takes the option whose name starts with the letter typed
	await page.keyboard.type("r");
	await follow("button: Show");
	const objects = await look("objects");
	await follow(`a: ${declinedId}`);
	const object = await look("object");

	await follow("a: Events");
	await tabTo("input#object");
	await page.keyboard.type(declinedId);
	await Promise.all([page.waitForNavigation({ waitUntil: "load" }), page.keyboard.press("Enter")]);
	const events = await look("events");

	await follow("a: Requests");
	await tabTo("input#status");
	await page.keyboard.type("400");
	await Promise.all([page.waitForNavigation({ waitUntil: "load" }), page.keyboard.press("Enter")]);
	const requests = await look("requests");
	await follow(`a: ${refusedId}`);
	const request = await look("request");

	await follow("a: Webhook endpoints");
	const endpoints = await look("endpoints");
	await tabTo("input#url", 120);
	await page.keyboard.type(receiverUrl);
	await page.keyboard.press("Tab");
	await page.keyboard.type("The test's receiver");
	await Promise.all([page.waitForNavigation({ waitUntil: "load" }), page.keyboard.press("Enter")]);
	const created = await look("endpoint-created");
	await follow("a: Go to the endpoint");
	await follow("button: Send a test event");
	await reloadUntil(/succeeded/);
	const delivered = await look("endpoint");
	await follow("button: Resend");
	await reloadUntil(/200[^]*200/);
	const resent = await page.evaluate(() => document.body.innerText);
	process.stdout.write(
		JSON.stringify({
			entry,
			toButton,
			overview,
			toSkip,
			afterSkip,
			objects,
			object,
			events,
			requests,
			request,
			endpoints,
			created,
			delivered,
			resent,
			offOrigin,
			consoleErrors,
		}),
	);
} finally {
	await browser.close();
}

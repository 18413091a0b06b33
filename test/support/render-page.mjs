// Renders a page in a headless Chromium that `npm ci` installs (@sparticuz/chromium ships the
// binary; puppeteer-core drives it): no system browser, nothing downloaded at test time. Run as
// its own process because both packages are ES modules:
//   node render-page.mjs <url> <selector to wait for> <screenshot.png>
// Nothing is scrolled or clicked. It prints, as JSON on stdout, what the browser holds after load:
// the page's text (`document.body.innerText`), its HTML, every request the page made with its
// status or why it failed, and the console's errors.
import chromium from "@sparticuz/chromium";
import puppeteer from "puppeteer-core";

const [url, selector, screenshot] = process.argv.slice(2);
const browser = await puppeteer.launch({ executablePath: await chromium.executablePath(), args: chromium.args, headless: "shell" });
try {
	const page = await browser.newPage();
	const requests = [];
	const consoleErrors = [];
	page.on("requestfinished", (req) => requests.push({ url: req.url(), status: req.response()?.status() }));
	page.on("requestfailed", (req) => requests.push({ url: req.url(), failure: req.failure()?.errorText }));
	page.on("console", (message) => message.type() === "error" && consoleErrors.push(message.text()));
	page.on("pageerror", (err) => consoleErrors.push(String(err)));
	await page.setViewport({ width: 1280, height: 900 });
	await page.goto(url, { waitUntil: "networkidle0", timeout: 60_000 });
	await page.waitForSelector(selector, { timeout: 30_000 });
	await page.screenshot({ path: screenshot });
	const text = await page.evaluate(() => document.body.innerText);
	process.stdout.write(JSON.stringify({ text, html: await page.content(), requests, consoleErrors }));
} finally {
	await browser.close();
}

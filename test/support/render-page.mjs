// Renders a page in a headless Chromium that `npm ci` installs (@sparticuz/chromium ships the
// binary; puppeteer-core drives it): no system browser, nothing downloaded at test time. Run as
// its own process because both packages are ES modules:
//   node render-page.mjs <url> <selector to wait for> <screenshot.png>
// It prints the page's HTML, as the browser holds it after load, on stdout.
import chromium from "@sparticuz/chromium";
import puppeteer from "puppeteer-core";

const [url, selector, screenshot] = process.argv.slice(2);
const browser = await puppeteer.launch({ executablePath: await chromium.executablePath(), args: chromium.args, headless: "shell" });
try {
	const page = await browser.newPage();
	await page.setViewport({ width: 1280, height: 900 });
	await page.goto(url, { waitUntil: "networkidle0", timeout: 60_000 });
	await page.waitForSelector(selector, { timeout: 30_000 });
	await page.screenshot({ path: screenshot });
	process.stdout.write(await page.content());
} finally {
	await browser.close();
}

import { Bookdrop, BookdropConnectionError, BookdropError } from "@bookdrop/client";
import { Command, DESKTOP_OPTIONS, PAGE_OPTIONS } from "./cli-command";
import { UnreachableError, UsageError } from "./cli-errors";
import { keyFrom, printJson, QUICKSTART_HINT, serverUrl, Values } from "./cli-io";

/** `bookdrop portal` (docs/portal.md): a one-time portal link of the key, its URL alone on stdout (`open "$(bookdrop portal)"`); an API error as `issues list` prints it. */
async function printPortalLink(values: Values): Promise<void> {
	const key = keyFrom(values, "api");
	if (!key) throw new UsageError(`portal needs an API key: --key ab_… or BOOKDROP_API_KEY (${QUICKSTART_HINT})`);
	const api = new Bookdrop({ apiKey: key, baseUrl: serverUrl(values), retryNetworkErrors: false });
	try {
		process.stdout.write(`${(await api.portalLinks.create()).url}\n`);
	} catch (err) {
		if (err instanceof BookdropConnectionError) throw new UnreachableError(err.message);
		if (!(err instanceof BookdropError)) throw err;
		printJson({ error: err.raw }, false);
	}
}

/** The commands that read with an integration key (or the desktop key): what an integrator runs. */
export const KEY_COMMANDS: Record<string, Command> = {
	"issues list": {
		usage: "issues list [--status open|resolved] [--limit N] [--starting-after <iss_…>] [--key <ab_…>]",
		summary: "list the issues the key can see, newest first, one page (docs/issues.md)",
		details: "An integration key sees its integration's, the desktop key the account's. When has_more is\ntrue, pass the last id to --starting-after.",
		options: { ...DESKTOP_OPTIONS, ...PAGE_OPTIONS, status: { type: "string" } },
		args: { min: 0, max: 0 },
		run: async (_, values) => (await import("./issues-command")).listIssues(values),
	},
	"requests list": {
		usage: "requests list [--status <code>] [--path <path>] [--limit N] [--starting-after <req_…>] [--key <ab_…>]",
		summary: "list the key's requests of the last 7 days, newest first, one page (docs/requests.md)",
		details:
			"An integration key sees its integration's, the desktop key the account's. --status and --path\n" +
			"are exact (404, /v1/customers). When has_more is true, pass the last id to --starting-after.",
		options: { ...DESKTOP_OPTIONS, ...PAGE_OPTIONS, status: { type: "string" }, path: { type: "string" } },
		args: { min: 0, max: 0 },
		run: async (_, values) => (await import("./request-logs-command")).listRequests(values),
	},
	"sandbox clock": {
		usage: "sandbox clock [--advance <seconds> | --freeze | --unfreeze] [--key <ab_test_…>]",
		summary: "read or move the test account's clock (docs/testing.md)",
		details:
			"--advance moves it on by 1 s to 60 days at once; the answer says advancing until the sweeps have\n" +
			"caught up with the account's new time, then ready. --freeze stops it, --unfreeze lets it run again.",
		options: { ...DESKTOP_OPTIONS, advance: { type: "string" }, freeze: { type: "boolean" }, unfreeze: { type: "boolean" } },
		args: { min: 0, max: 0 },
		run: async (_, values) => (await import("./clock-command")).sandboxClock(values),
	},
	portal: {
		usage: "portal [--key <ab_…>]",
		summary: "print a one-time link that opens the portal in a browser with the key's rights (docs/portal.md)",
		details:
			"The link opens once, within 10 minutes; its session lasts an hour at most, and ends when the link\n" +
			'or the key is revoked. Only the URL is printed: open "$(bookdrop portal)".',
		options: DESKTOP_OPTIONS,
		args: { min: 0, max: 0 },
		run: (_, values) => printPortalLink(values),
	},
};

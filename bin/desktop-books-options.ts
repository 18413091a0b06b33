import { CHECK_MODES, CheckMode } from "../shared/books/findings";
import { NAME_TYPES, NameRules, NameType } from "../shared/books/name-rules";
import { UsageError } from "./cli-errors";
import type { Values } from "./cli-io";
import type { BooksSettings } from "./desktop-books";

// `desktop import`'s options for its simulated books (docs/cli.md): each one given changes the
// setting kept in the state file; one not given keeps what the file holds.

export const BOOKS_OPTIONS = {
	"closed-through": { type: "string" },
	currencies: { type: "string" },
	"tax-rates": { type: "string" },
	shared: { type: "string", multiple: true },
	"case-sensitive": { type: "boolean" },
	"case-insensitive": { type: "boolean" },
	trim: { type: "boolean" },
	"no-trim": { type: "boolean" },
	checks: { type: "string" },
} as const;

export const BOOKS_OPTION_HELP: Record<string, string> = {
	"closed-through": "--closed-through <YYYY-MM-DD|none>  desktop import --state: the books' closing date (default none)",
	currencies: "--currencies <EUR,USD|none>  desktop import --state: the currencies the books hold (default none: any)",
	"tax-rates": "--tax-rates <0,7,19|none>  desktop import --state: the tax rates the books hold (default none: any)",
	shared: "--shared <customers,suppliers|none>  desktop import --state: types sharing one namespace of names (repeat for more)",
	"case-sensitive": "--case-sensitive   desktop import --state: names differing in case are distinct (default: the same name)",
	"case-insensitive": "--case-insensitive  desktop import --state: names differing in case are the same name (the default)",
	trim: "--trim           desktop import --state: leading and trailing spaces do not count (the default)",
	"no-trim": "--no-trim        desktop import --state: leading and trailing spaces count",
	checks: "--checks <warn|refuse|off>  desktop import --state: what a create with findings does (default warn)",
};

/** A change of the simulated books' settings, from the options given. */
export type SettingsChange = Partial<Omit<BooksSettings, "name_rules">> & { name_rules?: Partial<NameRules> };

const list = (value: string) => (value === "none" || value === "" ? [] : value.split(",").map((item) => item.trim()));

function closedThrough(value: string): string | null {
	if (value === "none") return null;
	const day = new Date(`${value}T00:00:00Z`);
	if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) {
		throw new UsageError(`--closed-through takes a date, YYYY-MM-DD, or none; not '${value}'`);
	}
	return value;
}

function taxRates(value: string): number[] {
	return list(value).map((item) => {
		const rate = Number(item);
		if (item === "" || !Number.isFinite(rate) || rate < 0 || rate > 100) throw new UsageError(`--tax-rates takes percentages from 0 to 100; not '${item}'`);
		return rate;
	});
}

function currencies(value: string): string[] {
	return list(value).map((item) => {
		if (!/^[A-Z]{3}$/.test(item)) throw new UsageError(`--currencies takes ISO 4217 codes (EUR,USD); not '${item}'`);
		return item;
	});
}

function sharedNamespaces(values: string[]): NameType[][] {
	if (values.length === 1 && values[0] === "none") return [];
	const seen = new Set<string>();
	return values.map((value) => {
		const group = list(value);
		for (const type of group) {
			if (!(NAME_TYPES as readonly string[]).includes(type)) throw new UsageError(`--shared takes ${NAME_TYPES.join(", ")}; not '${type}'`);
			if (seen.has(type)) throw new UsageError(`--shared names '${type}' twice: each type shares one namespace at most`);
			seen.add(type);
		}
		if (group.length < 2) throw new UsageError("--shared takes two types or more, comma-separated (customers,suppliers), or none");
		return group as NameType[];
	});
}

/** Either of two opposite flags, or neither; both is a usage error. */
function flag(values: Values, yes: string, no: string): boolean | undefined {
	if (values[yes] && values[no]) throw new UsageError(`--${yes} and --${no} contradict each other`);
	return values[yes] ? true : values[no] ? false : undefined;
}

/** The change the options ask of the books' settings; an option given without `--state` is a usage error. */
export function settingsChangeFrom(values: Values, withState: boolean): SettingsChange {
	const given = Object.keys(BOOKS_OPTIONS).filter((name) => values[name] !== undefined);
	if (given.length && !withState) throw new UsageError(`--${given[0]} needs --state <file>: the simulated books are kept there`);
	const change: SettingsChange = {};
	const caseSensitive = flag(values, "case-sensitive", "case-insensitive");
	const trim = flag(values, "trim", "no-trim");
	const shared = values.shared as string[] | undefined;
	if (caseSensitive !== undefined || trim !== undefined || shared !== undefined) {
		change.name_rules = {
			...(caseSensitive !== undefined ? { case_insensitive: !caseSensitive } : {}),
			...(trim !== undefined ? { trim } : {}),
			...(shared !== undefined ? { shared: sharedNamespaces(shared) } : {}),
		};
	}
	if (values["closed-through"] !== undefined) change.closed_through = closedThrough(values["closed-through"] as string);
	if (values.currencies !== undefined) change.currencies = currencies(values.currencies as string);
	if (values["tax-rates"] !== undefined) change.tax_rates = taxRates(values["tax-rates"] as string);
	if (values.checks !== undefined) {
		const checks = values.checks as string;
		if (!(CHECK_MODES as readonly string[]).includes(checks)) throw new UsageError(`--checks takes ${CHECK_MODES.join(", ")}; not '${checks}'`);
		change.checks = checks as CheckMode;
	}
	return change;
}

/** The settings after a change. */
export function changedSettings(settings: BooksSettings, change: SettingsChange): BooksSettings {
	return { ...settings, ...change, name_rules: { ...settings.name_rules, ...change.name_rules } };
}

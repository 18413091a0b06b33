import { until } from "./wait";

/** A scrape of `/metrics`, parsed: each series' value by its name and labels (in any order). */
export class Scrape {
	private readonly values = new Map<string, number>();
	readonly types = new Map<string, string>();

	constructor(readonly text: string) {
		for (const line of text.split("\n")) {
			const type = /^# TYPE (\S+) (\S+)$/.exec(line);
			if (type) this.types.set(type[1], type[2]);
			if (!line || line.startsWith("#")) continue;
			const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
			if (!match) throw new Error(`not a Prometheus sample line: ${line}`);
			const labels = Object.fromEntries([...(match[2] ?? "").matchAll(/([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
			this.values.set(Scrape.key(match[1], labels), Number(match[3]));
		}
	}

	static key(name: string, labels: Record<string, string> = {}): string {
		const sorted = Object.keys(labels)
			.sort()
			.map((label) => `${label}="${labels[label]}"`);
		return `${name}{${sorted.join(",")}}`;
	}

	/** The series' value; a series not (yet) exposed counts as 0. */
	value(name: string, labels: Record<string, string> = {}): number {
		return this.values.get(Scrape.key(name, labels)) ?? 0;
	}

	has(name: string, labels: Record<string, string> = {}): boolean {
		return this.values.has(Scrape.key(name, labels));
	}

	/** The label sets of every series of `name`. */
	series(name: string): Array<Record<string, string>> {
		return [...this.values.keys()]
			.filter((key) => key.startsWith(`${name}{`))
			.map((key) => Object.fromEntries([...key.matchAll(/([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]])));
	}
}

/** GETs `url` (a /metrics address), with the admin token when given, and parses the answer. */
export async function scrape(url: string, token?: string): Promise<Scrape> {
	const res = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
	const text = await res.text();
	if (res.status !== 200) throw new Error(`GET ${url}: ${res.status} ${text}`);
	if (!res.headers.get("content-type")?.startsWith("text/plain; version=0.0.4")) throw new Error(`GET ${url}: content type ${res.headers.get("content-type")}`);
	return new Scrape(text);
}

/** Scrapes until `ok` holds for a scrape, or fails after `timeoutMs` with the last one. */
export async function scrapeUntil(url: string, token: string | undefined, ok: (s: Scrape) => boolean, timeoutMs = 15_000): Promise<Scrape> {
	let last: Scrape | undefined;
	await until(
		async () => ok((last = await scrape(url, token))),
		timeoutMs,
		() => `the expected state of ${url}; the last scrape:\n${last?.text}\n`,
	);
	return last!;
}

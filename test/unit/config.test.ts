import { Config, importerSeenEveryMs, importerSweepEveryMs, loadConfig } from "../../shared/platform/config";
import { connectFailure } from "../../shared/platform/connect-failure";

// WEBHOOK_LEASE_MS: how long a claimed webhook delivery stays with its worker (docs/webhooks.md).
const withEnv = (env: Record<string, string>) => {
	const saved = { ...process.env };
	Object.assign(process.env, env);
	try {
		return loadConfig();
	} finally {
		process.env = saved;
	}
};

test("the webhook lease defaults to the attempt timeout plus 5 s, and follows WEBHOOK_LEASE_MS", () => {
	expect(withEnv({ WEBHOOK_TIMEOUT_MS: "", WEBHOOK_LEASE_MS: "" }).webhookLeaseMs).toBe(15_000);
	expect(withEnv({ WEBHOOK_TIMEOUT_MS: "2000", WEBHOOK_LEASE_MS: "" }).webhookLeaseMs).toBe(7000);
	expect(withEnv({ WEBHOOK_TIMEOUT_MS: "2000", WEBHOOK_LEASE_MS: "3000" }).webhookLeaseMs).toBe(3000);
});

// IMPORTER_STALE_AFTER: when an account's importer turns stale (docs/design.md, "Importer presence").
test("an importer is stale after a day by default; it is written down once a minute and swept every minute, or a tenth of the setting when shorter", () => {
	const day = withEnv({ IMPORTER_STALE_AFTER: "" });
	expect(day.importerStaleAfterSeconds).toBe(86_400);
	expect([importerSeenEveryMs(day), importerSweepEveryMs(day)]).toEqual([60_000, 60_000]);
	const short = withEnv({ IMPORTER_STALE_AFTER: "300" });
	expect([importerSeenEveryMs(short), importerSweepEveryMs(short)]).toEqual([30_000, 30_000]);
	// the sweep looks at most once a second, however short the setting
	const test = withEnv({ IMPORTER_STALE_AFTER: "2" });
	expect([importerSeenEveryMs(test), importerSweepEveryMs(test)]).toEqual([200, 1_000]);
	expect(() => withEnv({ IMPORTER_STALE_AFTER: "0" })).toThrow("IMPORTER_STALE_AFTER must be an integer >= 1");
	expect(() => withEnv({ IMPORTER_STALE_AFTER: "1.5" })).toThrow("IMPORTER_STALE_AFTER must be an integer >= 1");
});

// SANDBOX_IMPORT_DELAY: how long a test account's object waits for the simulated importer (docs/testing.md).
test("the simulated importer waits 5 s by default; 0 is allowed, a negative or decimal value stops the start", () => {
	expect(withEnv({ SANDBOX_IMPORT_DELAY: "" }).sandboxImportDelaySeconds).toBe(5);
	expect(withEnv({ SANDBOX_IMPORT_DELAY: "0" }).sandboxImportDelaySeconds).toBe(0);
	expect(() => withEnv({ SANDBOX_IMPORT_DELAY: "-1" })).toThrow('SANDBOX_IMPORT_DELAY must be an integer >= 0, got "-1"');
	expect(() => withEnv({ SANDBOX_IMPORT_DELAY: "2.5" })).toThrow("SANDBOX_IMPORT_DELAY must be an integer >= 0");
});

// EXPIRY_SWEEP_SECONDS: how often each batches process sweeps objects past their expires_at (docs/lifecycle.md, "Expiry").
test("the expiry sweep runs every 60 s by default; at least every second, a whole number", () => {
	expect(withEnv({}).expirySweepSeconds).toBe(60);
	expect(withEnv({ EXPIRY_SWEEP_SECONDS: "1" }).expirySweepSeconds).toBe(1);
	expect(() => withEnv({ EXPIRY_SWEEP_SECONDS: "0" })).toThrow('EXPIRY_SWEEP_SECONDS must be an integer >= 1, got "0"');
	expect(() => withEnv({ EXPIRY_SWEEP_SECONDS: "0.5" })).toThrow("EXPIRY_SWEEP_SECONDS must be an integer >= 1");
});

test("a webhook lease shorter than the attempt timeout plus 1 s is refused at start", () => {
	expect(() => withEnv({ WEBHOOK_TIMEOUT_MS: "2000", WEBHOOK_LEASE_MS: "2999" })).toThrow("WEBHOOK_LEASE_MS must be at least WEBHOOK_TIMEOUT_MS + 1000");
});

// A boolean setting is `true` or `false`: anything else stops the start rather than read as false.
// The settings are found from the configuration itself, so a new boolean is held to the rule too.
const envName = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();
const defaults = withEnv({});
const booleanFields = (Object.keys(defaults) as Array<keyof Config>).filter((field) => typeof defaults[field] === "boolean");

test("the boolean settings are the ones we know", () => {
	expect(booleanFields.map(envName)).toEqual(["WEBHOOK_ALLOW_PRIVATE", "REQUEST_LOG"]);
	// each default: the unsafe setting off, the request log on
	expect(booleanFields.map((field) => defaults[field])).toEqual([false, true]);
});

test.each(booleanFields.map((field) => [envName(field), field] as const))("%s takes true or false, and its default when unset or empty", (_, field) => {
	expect(withEnv({ [envName(field)]: "true" })[field]).toBe(true);
	expect(withEnv({ [envName(field)]: "false" })[field]).toBe(false);
	expect(withEnv({ [envName(field)]: "" })[field]).toBe(defaults[field]);
});

test.each(booleanFields.flatMap((field) => ["1", "0", "yes", "no", "on", "TRUE", "False", " true"].map((value) => [envName(field), value])))(
	"%s=%j is refused, naming the setting and the value",
	(name, value) => {
		expect(() => withEnv({ [name]: value })).toThrow(`${name} must be "true" or "false", got "${value}"`);
	},
);

// PUBLIC_URL: the origin the served document and reference page name (docs/operations.md).
test("PUBLIC_URL is an http(s) origin, kept without its trailing slash; unset, the request's Host is named; anything else stops the start", () => {
	expect(withEnv({ PUBLIC_URL: "" }).publicUrl).toBeNull();
	expect(withEnv({ PUBLIC_URL: "https://API.example.com/" }).publicUrl).toBe("https://api.example.com");
	expect(withEnv({ PUBLIC_URL: "http://localhost:3000" }).publicUrl).toBe("http://localhost:3000");
	for (const odd of [
		"api.example.com",
		"ftp://api.example.com",
		"https://api.example.com/v1",
		"https://user:pw@api.example.com",
		"https://api.example.com/?a=1",
		"https://",
	]) {
		expect(() => withEnv({ PUBLIC_URL: odd })).toThrow(
			`PUBLIC_URL must be the origin clients reach the API at, such as https://api.example.com (no path), got "${odd}"`,
		);
	}
});

// DATABASE_URL, REDIS_URL, TRANSPORTER: a server of another kind is refused at start, not on first use (docs/operations.md, "Configuration").
test("the server URLs take their own schemes only, and a refusal shows the scheme, never the rest of the URL", () => {
	const urls = { DATABASE_URL: "postgresql://u:p@db/bookdrop", REDIS_URL: "rediss://:p@cache:6380", TRANSPORTER: "nats://a:4222,nats://b:4222" };
	expect(withEnv(urls)).toMatchObject({ databaseUrl: urls.DATABASE_URL, redisUrl: urls.REDIS_URL, transporter: urls.TRANSPORTER });
	expect(withEnv({ DATABASE_URL: "postgres://db/bookdrop", REDIS_URL: "redis://cache", TRANSPORTER: "" })).toMatchObject({ transporter: null });
	expect(() => withEnv({ DATABASE_URL: "mysql://root:db-secret@db/bookdrop" })).toThrow(
		/^DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL, .*; got mysql:\/\/…$/,
	);
	expect(() => withEnv({ REDIS_URL: "http://cache-secret@cache" })).toThrow(/^REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL, .*; got http:\/\/…$/);
	expect(() => withEnv({ TRANSPORTER: "NATS" })).toThrow(/^TRANSPORTER must be a nats:\/\/ URL, .*; got no URL$/);
	expect(() => withEnv({ DATABASE_URL: "postgres://u:p@[bad/x" })).toThrow(/got a postgres:\/\/ URL that does not parse$/);
});

test("a failed connection names its setting and the address, and a server's refusal never shows the URL's password", () => {
	const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1"), { code: "ECONNREFUSED" });
	expect(connectFailure("DATABASE_URL", "postgres://u:secret@127.0.0.1:1/x", 5432, refused).message).toBe(
		"DATABASE_URL: cannot connect to 127.0.0.1:1 (ECONNREFUSED)",
	);
	const unnamed = Object.assign(new Error("getaddrinfo ENOTFOUND db"), { code: "ENOTFOUND" });
	expect(connectFailure("REDIS_URL", "redis://db", 6379, unnamed).message).toBe("REDIS_URL: cannot connect to db:6379 (ENOTFOUND)");
	const said = new Error('password "s@cret" authentication failed');
	expect(connectFailure("DATABASE_URL", "postgres://u:s%40cret@db/x", 5432, said).message).toBe('DATABASE_URL: password "***" authentication failed');
});

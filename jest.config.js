// Three projects: static checks (manifests, unit tests of pure code); the API suite against one embedded server
// (PGlite); and, when BOOKDROP_DISTRIBUTED=1 (set by .ci/run), the same API suite plus the
// topology tests against one process per service on PostgreSQL, Redis and NATS.
const common = {
	transform: { "^.+\\.ts$": ["ts-jest", { diagnostics: false }] },
	testEnvironment: "node",
	moduleFileExtensions: ["ts", "js", "json"],
};

const server = (mode) => ({
	...common,
	displayName: mode,
	globalSetup: `<rootDir>/test/support/setup-${mode}.ts`,
	globalTeardown: "<rootDir>/test/support/teardown.ts",
	setupFiles: [`<rootDir>/test/support/mode-${mode}.ts`],
	testMatch: ["<rootDir>/test/api/**/*.test.ts", `<rootDir>/test/${mode}/**/*.test.ts`],
});

const projects = [
	{ ...common, displayName: "static", testMatch: ["<rootDir>/test/manifests.test.ts", "<rootDir>/test/contract.test.ts", "<rootDir>/test/unit/**/*.test.ts"] },
	server("embedded"),
];
if (process.env.BOOKDROP_DISTRIBUTED === "1") projects.push(server("distributed"));

module.exports = { projects, maxWorkers: 2, testTimeout: 30000 };

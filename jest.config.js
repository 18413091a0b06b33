// Four projects: static checks (manifests, layers, sizes, unit tests of pure code); the service layer in
// process (test/service); the API suite against one embedded server
// (PGlite); and, when BOOKDROP_DISTRIBUTED=1 (set by .ci/run), the same API suite plus the
// topology tests against one process per service on PostgreSQL, Redis and NATS.
const common = {
	transform: { "^.+\\.ts$": ["ts-jest", { diagnostics: false }] },
	// Node's, failing a file that leaves a process it started running.
	testEnvironment: "<rootDir>/test/support/no-leftover-processes.js",
	moduleFileExtensions: ["ts", "js", "json"],
	// The client's sources import each other as `./api.js` (what its ES module build needs), and
	// the CLI imports the client by its package name: tests run both from the sources.
	moduleNameMapper: { "^@bookdrop/client$": "<rootDir>/client/src/index.ts", "^(\\.{1,2}/.*)\\.js$": "$1" },
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
	{
		...common,
		displayName: "static",
		testMatch: [
			"<rootDir>/test/manifests.test.ts",
			"<rootDir>/test/contract.test.ts",
			"<rootDir>/test/layers.test.ts",
			"<rootDir>/test/sizes.test.ts",
			"<rootDir>/test/signage.test.ts",
			"<rootDir>/test/clock-use.test.ts",
			"<rootDir>/test/unit/**/*.test.ts",
		],
	},
	// The domain rules, in process: the services on one ServiceBroker and PGlite in memory, no HTTP.
	{ ...common, displayName: "service", testMatch: ["<rootDir>/test/service/**/*.test.ts"] },
	server("embedded"),
];
if (process.env.BOOKDROP_DISTRIBUTED === "1") projects.push(server("distributed"));

module.exports = { projects, maxWorkers: 2, testTimeout: 30000 };

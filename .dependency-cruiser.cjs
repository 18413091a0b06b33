// The house's plan, checked by test/layers.test.ts: imports run one way, from the process runner
// down to the platform, and never in a circle (type-only imports included).
//   bin/ -> moleculer.config.ts -> services/ -> shared/domain -> shared/api -> shared/platform
const below = (from, forbidden, comment) => ({ name: `${from.name}-imports-up`, comment, severity: "error", from: { path: from.path }, to: { path: forbidden } });

module.exports = {
	forbidden: [
		{ name: "no-circular", comment: "Files that import each other in a loop.", severity: "error", from: {}, to: { circular: true } },
		below({ name: "platform", path: "^shared/platform/" }, "^(shared/(api|domain)|services|bin|moleculer\\.config|scripts|client)/?", "The platform knows nothing of the API, the domain or the services."),
		below({ name: "api", path: "^shared/api/" }, "^(shared/domain|services|bin|moleculer\\.config|scripts|client)/?", "The API contract knows nothing of the domain or the services."),
		below({ name: "domain", path: "^shared/domain/" }, "^(services|bin|moleculer\\.config|scripts|client)/?", "The domain knows nothing of the services that serve it."),
		below({ name: "services", path: "^services/" }, "^(bin|moleculer\\.config|scripts|client)/?", "Services know nothing of the process that runs them."),
		below({ name: "broker-config", path: "^moleculer\\.config" }, "^(bin|services|scripts|client)/?", "The broker's configuration knows nothing of the services."),
		below({ name: "client", path: "^client/" }, "^(bin|services|shared|moleculer\\.config|scripts)/?", "The client package stands alone."),
		{
			name: "test-code-in-production",
			comment: "Production code never imports test code.",
			severity: "error",
			from: { pathNot: "^test/" },
			to: { path: "^test/" },
		},
	],
	options: {
		doNotFollow: { path: "node_modules" },
		exclude: { path: "^(node_modules|dist)/" },
		// Type-only imports are dependencies too: a circle of types is still a knot.
		tsPreCompilationDeps: true,
		tsConfig: { fileName: "tsconfig.json" },
	},
};

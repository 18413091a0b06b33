// The house's plan, checked by test/layers.test.ts: imports run one way, from the command line
// down to the platform, and never in a circle (type-only imports included). Each layer may import
// only the layers below it:
//   bin/, scripts/ -> moleculer.config.ts -> services/ -> shared/middlewares -> shared/http
//   -> shared/events -> shared/resources -> shared/engine -> shared/document -> shared/books
//   -> shared/actions -> shared/platform
const LAYERS = [
	["platform", "^shared/platform/", "The platform (process, database, shared store) knows nothing of what runs on it."],
	["actions", "^shared/actions/", "The action mechanics (errors, validation, scopes, idempotency, pages) know no resource and no service."],
	["books", "^shared/books/", "What the merchant's books hold and how an object is checked against them knows no resource declaration."],
	["document", "^shared/document/", "The OpenAPI document's builder knows the actions' mechanics only."],
	["engine", "^shared/engine/", "The resource engine serves any declaration; it names none."],
	["resources", "^shared/resources/", "The seven resource declarations know the engine, not the events or services."],
	["events", "^shared/events/", "The event log knows the resources, not the services that record events."],
	["http", "^shared/http/", "What every node answers over HTTP knows no service."],
	["middlewares", "^shared/middlewares/", "The broker's middlewares know no service."],
	["services", "^services/", "Services know nothing of the process that runs them."],
	["broker-config", "^moleculer\\.config", "The broker's configuration knows nothing of the command line."],
];
const ABOVE_ALL = ["^bin/", "^scripts/", "^client/"];

// The portal's pages call the API with the project's own client, as any integrator does (docs/portal.md):
// its files (portal-*.ts in services/gateway/) are the one place below the command line that may import it.
const PORTAL_PAGES = "^services/gateway/portal-.*\\.ts$";

const forbidden = LAYERS.map(([name, path, comment], i) => ({
	name: `${name}-imports-up`,
	comment,
	severity: "error",
	from: { path },
	to: { path: [...LAYERS.slice(i + 1).map(([, above]) => above), ...ABOVE_ALL], ...(name === "services" ? { pathNot: "^client/src/" } : {}) },
}));

module.exports = {
	forbidden: [
		{ name: "no-circular", comment: "Files that import each other in a loop.", severity: "error", from: {}, to: { circular: true } },
		...forbidden,
		{
			name: "services-keep-to-themselves",
			comment: "A service's folder is its own: another service reads at most its declaration (the gateway's route table).",
			severity: "error",
			from: { path: "^services/([^/]+)/" },
			to: { path: "^services/", pathNot: ["^services/$1/", "^services/([^/]+)/\\1\\.service\\.ts$"] },
		},
		{
			name: "sql-in-stores",
			comment: "SQL is written in the store of its concern (`*.store.ts`); only stores build statements with Params.",
			severity: "error",
			from: { path: "^(bin|services|shared|scripts)/", pathNot: ["\\.store\\.ts$", "^shared/platform/"] },
			to: { path: "^shared/platform/sql-params\\.ts$" },
		},
		{
			name: "client-for-the-portal-alone",
			comment: "Of the services, only the portal's pages (portal-*.ts in services/gateway/) use the client, for the API calls its pages make.",
			severity: "error",
			from: { path: "^services/", pathNot: PORTAL_PAGES },
			to: { path: "^client/" },
		},
		{
			name: "client-stands-alone",
			comment: "The client package stands alone.",
			severity: "error",
			from: { path: "^client/" },
			to: { path: "^(bin|services|shared|moleculer\\.config|scripts)/?" },
		},
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

import fs from "node:fs";
import path from "node:path";
import Ajv from "ajv";
import addFormats from "ajv-formats";
import draft07MetaSchema from "ajv/dist/refs/json-schema-draft-07.json";
import { CORE_SCHEMA, load, loadAll, mergeTag } from "js-yaml";
import { Deployment, IDeployment } from "kubernetes-models/apps/v1/Deployment";
import { HorizontalPodAutoscaler, IHorizontalPodAutoscaler } from "kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler";
import { IJob, Job } from "kubernetes-models/batch/v1/Job";
import { INetworkPolicy, NetworkPolicy } from "kubernetes-models/networking.k8s.io/v1/NetworkPolicy";
import { IPodDisruptionBudget, PodDisruptionBudget } from "kubernetes-models/policy/v1/PodDisruptionBudget";
import { ConfigMap } from "kubernetes-models/v1/ConfigMap";
import { INamespace, Namespace } from "kubernetes-models/v1/Namespace";
import { ISecret, Secret } from "kubernetes-models/v1/Secret";
import { IService, Service } from "kubernetes-models/v1/Service";
import { ALL_SERVICES, MIGRATIONS_WAIT_SECONDS } from "../shared/platform/config";

// Static checks of what we ship to run bookdrop distributed: docker-compose.yml and k8s/.
// Neither Docker nor a cluster is needed. The service list comes from the code (shared/platform/config.ts),
// so a service added there without a container here fails this file.

const ROOT = path.resolve(__dirname, "..");
const read = (file: string): string => fs.readFileSync(path.join(ROOT, file), "utf8");
// Compose resolves YAML merge keys (`<<: *anchor`); js-yaml 5 needs the tag switched on.
const YAML_SCHEMA = CORE_SCHEMA.withTags(mergeTag);
const SERVICES = [...ALL_SERVICES].sort();
// Every variable bookdrop reads (shared/platform/config.ts, docs/operations.md, "Configuration").
const KNOWN_VARIABLES = [
	"PORT",
	"HOST",
	"DATA_DIR",
	"DATABASE_URL",
	"TRANSPORTER",
	"REDIS_URL",
	"SERVICES",
	"ADMIN_TOKEN",
	"RATE_LIMIT_PER_MINUTE",
	"REFUSALS_PER_MINUTE",
	"PUBLIC_URL",
	"WEBHOOK_RETRY_SCHEDULE",
	"WEBHOOK_TIMEOUT_MS",
	"WEBHOOK_ALLOW_PRIVATE",
	"LOG_LEVEL",
	"NODE_ID",
	"NAMESPACE",
	"MIGRATIONS",
	"MIGRATIONS_WAIT_SECONDS",
	// OpenTelemetry's own (docs/operations.md, "Traces")
	"OTEL_EXPORTER_OTLP_ENDPOINT",
	"OTEL_TRACES_SAMPLER",
	"OTEL_TRACES_SAMPLER_ARG",
	"OTEL_SERVICE_NAME",
];

// ---------------------------------------------------------------------------------------------
// docker-compose.yml
// ---------------------------------------------------------------------------------------------

type EnvValue = string | number | boolean | null;
interface ComposeService {
	image?: string;
	build?: string | { context?: string; dockerfile?: string };
	command?: string | string[];
	environment?: Record<string, EnvValue> | string[];
	ports?: unknown[];
	depends_on?: string[] | Record<string, { condition: string }>;
	healthcheck?: { test?: string | string[]; disable?: boolean };
	configs?: Array<string | { source: string; target?: string }>;
}
interface ComposeFile {
	services: Record<string, ComposeService>;
	configs?: Record<string, { content?: string; file?: string }>;
}

const compose = load(read("docker-compose.yml"), { schema: YAML_SCHEMA }) as ComposeFile;
const composeSchema = JSON.parse(read("test/fixtures/compose-spec.json"));

function environment(service: ComposeService): Record<string, EnvValue> {
	const env = service.environment ?? {};
	if (!Array.isArray(env)) return env;
	return Object.fromEntries(
		env.map((entry) => {
			const eq = entry.indexOf("=");
			return eq < 0 ? [entry, null] : [entry.slice(0, eq), entry.slice(eq + 1)];
		}),
	);
}

function healthcheckCommand(service: ComposeService): string {
	const test = service.healthcheck?.test;
	return Array.isArray(test) ? test.join(" ") : (test ?? "");
}

/** NATS sizes: a number of bytes, optionally with a K/KB/M/MB/G/GB suffix (powers of 1024). */
function natsBytes(size: string): number {
	const match = /^(\d+)\s*([KMG]?)B?$/i.exec(size.trim());
	if (!match) throw new Error(`unreadable NATS size "${size}"`);
	return Number(match[1]) * 1024 ** "_KMG".indexOf(match[2].toUpperCase() || "_");
}

/** Containers built from our Dockerfile: one per Moleculer service, two gateways, and the one-shot migrate. */
const appContainers = Object.keys(compose.services)
	.filter((name) => compose.services[name].build !== undefined)
	.sort();
/** The app containers that serve, by name. */
const serving = appContainers.filter((name) => environment(compose.services[name]).SERVICES !== undefined);
const gatewayContainers = serving.filter((name) => environment(compose.services[name]).SERVICES === "gateway");

/** The content of the inline config mounted at `target` in `service`. */
function mountedConfig(service: ComposeService, target: string): string {
	const mount = (service.configs ?? []).find((c) => typeof c === "object" && c.target === target);
	expect(mount).toBeDefined();
	return compose.configs?.[(mount as { source: string }).source]?.content ?? "";
}

describe("docker-compose.yml", () => {
	const ajv = new Ajv({ strict: false, allErrors: true });
	addFormats(ajv);
	// The compose schema names its meta-schema https://json-schema.org/draft-07/schema, an alias
	// of the draft-07 meta-schema Ajv ships under its http://...# id.
	ajv.addMetaSchema({ ...draft07MetaSchema, $id: composeSchema.$schema });
	const validate = ajv.compile(composeSchema);

	test("the vendored schema is the draft-07 Compose Specification (else switch the Ajv class)", () => {
		expect(composeSchema.title).toBe("Compose Specification");
		expect(composeSchema.$schema).toMatch(/\/draft-07\/schema#?$/);
	});

	test("conforms to the compose-spec JSON schema", () => {
		validate(compose);
		expect(validate.errors ?? []).toEqual([]);
	});

	test("the schema check has teeth: an unknown service key or a bad depends_on condition is refused", () => {
		const unknownKey = structuredClone(compose);
		(unknownKey.services["gateway-a"] as Record<string, unknown>).replica = 2;
		expect(validate(unknownKey)).toBe(false);
		const badCondition = structuredClone(compose);
		badCondition.services["gateway-a"].depends_on = { postgres: { condition: "healthy" } };
		expect(validate(badCondition)).toBe(false);
	});

	test("runs one app container per Moleculer service and a second gateway, plus migrate, postgres 15, redis 7, nats 2 and the proxy", () => {
		expect(serving.map((name) => environment(compose.services[name]).SERVICES).sort()).toEqual([...SERVICES, "gateway"].sort());
		expect(gatewayContainers).toHaveLength(2);
		expect(appContainers.filter((name) => !serving.includes(name))).toEqual(["migrate"]);
		const infrastructure = Object.fromEntries(
			Object.entries(compose.services)
				.filter(([name]) => !appContainers.includes(name))
				.map(([name, service]) => [name, service.image]),
		);
		expect(infrastructure).toEqual({
			postgres: "postgres:15",
			redis: "redis:7",
			nats: "nats:2",
			proxy: "nginx:1.27",
			"otel-collector": "otel/opentelemetry-collector:0.115.0",
		});
		// the collector runs only with `--profile tracing`, and the services send to it only when told to
		expect((compose.services["otel-collector"] as { profiles?: string[] }).profiles).toEqual(["tracing"]);
		expect(environment(compose.services.catalog).OTEL_EXPORTER_OTLP_ENDPOINT).toBe("${OTEL_EXPORTER_OTLP_ENDPOINT:-}");
	});

	test.each(appContainers)("%s: built from the Dockerfile; NATS, PostgreSQL, Redis and the admin token are set", (name) => {
		const service = compose.services[name];
		const build = typeof service.build === "string" ? { context: service.build } : service.build!;
		expect(build.context).toBe(".");
		expect(build.dockerfile ?? "Dockerfile").toBe("Dockerfile");
		const env = environment(service);
		expect(env.TRANSPORTER).toBe("nats://nats:4222");
		expect(env.DATABASE_URL).toBe("postgres://bookdrop:bookdrop@postgres:5432/bookdrop");
		expect(env.REDIS_URL).toBe("redis://redis:6379");
		// Required from the developer's environment: `${VAR:?message}` makes compose refuse to start without it.
		expect(env.ADMIN_TOKEN).toMatch(/^\$\{ADMIN_TOKEN:\?[^}]+\}$/);
		for (const key of Object.keys(env)) expect(KNOWN_VARIABLES).toContain(key);
	});

	test.each(serving)("%s: waits for healthy postgres and redis and for migrate to succeed, checked on /readyz", (name) => {
		const service = compose.services[name];
		expect(service.depends_on).toMatchObject({
			postgres: { condition: "service_healthy" },
			redis: { condition: "service_healthy" },
			migrate: { condition: "service_completed_successfully" },
		});
		expect(environment(service).MIGRATIONS).toBe("wait");
		// The probe talks to port 3000: the process must listen there.
		expect(environment(service).PORT ?? "3000").toBe("3000");
		expect(healthcheckCommand(service)).toContain("http://127.0.0.1:3000/readyz");
	});

	test("migrate runs `bookdrop migrate` once, after postgres is healthy", () => {
		const migrate = compose.services.migrate as ComposeService & { restart?: string };
		expect(migrate.command).toEqual(["migrate"]);
		expect(migrate.restart).toBe("no");
		expect(migrate.depends_on).toEqual({ postgres: { condition: "service_healthy" } });
		expect(migrate.healthcheck?.disable).toBe(true);
	});

	test("postgres and redis have healthchecks for the app containers to wait on", () => {
		for (const name of ["postgres", "redis"]) {
			const { healthcheck } = compose.services[name];
			expect(healthcheck?.disable).not.toBe(true);
			expect(healthcheckCommand(compose.services[name])).toMatch(/^(CMD|CMD-SHELL) \S/);
		}
	});

	test("postgres creates the database, user and password DATABASE_URL names", () => {
		const url = new URL(environment(compose.services.migrate).DATABASE_URL as string);
		expect(environment(compose.services.postgres)).toMatchObject({
			POSTGRES_USER: url.username,
			POSTGRES_PASSWORD: url.password,
			POSTGRES_DB: url.pathname.slice(1),
		});
		expect(url.hostname).toBe("postgres");
	});

	test("only the proxy publishes a port, 3000:3000, and it takes turns between both gateways once they are healthy", () => {
		const publishing = Object.entries(compose.services)
			.filter(([, service]) => (service.ports ?? []).length > 0)
			.map(([name]) => name);
		expect(publishing).toEqual(["proxy"]);
		const proxy = compose.services.proxy;
		expect(proxy.ports).toEqual(["3000:3000"]);
		expect(proxy.depends_on).toEqual(Object.fromEntries(gatewayContainers.map((name) => [name, { condition: "service_healthy" }])));
		const config = mountedConfig(proxy, "/etc/nginx/conf.d/default.conf");
		const upstream = /upstream\s+(\S+)\s*\{([^}]*)\}/.exec(config);
		expect(upstream).not.toBeNull();
		expect([...upstream![2].matchAll(/^\s*server\s+(\S+);/gm)].map((m) => m[1]).sort()).toEqual(gatewayContainers.map((name) => `${name}:3000`));
		expect(config).toMatch(new RegExp(`proxy_pass http://${upstream![1]};`));
		expect(config).toMatch(/^\s*listen 3000;/m);
		// bookdrop's own 413 for bodies over 1 MiB must not be pre-empted by the proxy's
		const bodyLimit = /client_max_body_size\s+(\d+)m;/.exec(config);
		expect(Number(bodyLimit?.[1])).toBeGreaterThan(1);
	});

	test("NATS runs without JetStream (nothing uses it) and accepts messages of at least 8 MB", () => {
		const nats = compose.services.nats;
		expect(Array.isArray(nats.command)).toBe(true);
		const command = nats.command as string[];
		expect(command).not.toContain("-js");
		expect(command).not.toContain("--jetstream");
		const configFlag = command.findIndex((arg) => arg === "--config" || arg === "-c");
		expect(configFlag).toBeGreaterThanOrEqual(0);
		const content = mountedConfig(nats, command[configFlag + 1]);
		expect(content).not.toMatch(/jetstream/i);
		const maxPayload = /^\s*max_payload\s*[:=]\s*(\S+)\s*$/m.exec(content);
		expect(maxPayload).not.toBeNull();
		expect(natsBytes(maxPayload![1])).toBeGreaterThanOrEqual(8 * 1024 * 1024);
	});
});

// ---------------------------------------------------------------------------------------------
// k8s/
// ---------------------------------------------------------------------------------------------

interface K8sObject {
	apiVersion?: string;
	kind?: string;
	metadata?: { name?: string; namespace?: string };
}
interface Manifest {
	file: string;
	doc: K8sObject;
}
type PodSpec = NonNullable<NonNullable<IDeployment["spec"]>["template"]["spec"]>;
type Container = PodSpec["containers"][number];
type Selector = NonNullable<IDeployment["spec"]>["selector"];
type Labels = Record<string, string>;

const K8S_DIR = "k8s";
const KUSTOMIZATION = "kustomization.yaml";
/** kustomize's own configuration (kustomization.yaml `configurations`), not a Kubernetes object. */
const KUSTOMIZE_CONFIG = "kustomizeconfig.yaml";
const manifestFiles = fs
	.readdirSync(path.join(ROOT, K8S_DIR))
	.filter((f) => /\.ya?ml$/.test(f) && f !== KUSTOMIZATION && f !== KUSTOMIZE_CONFIG)
	.sort();
const manifests: Manifest[] = manifestFiles.flatMap((file) =>
	loadAll(read(`${K8S_DIR}/${file}`), { schema: YAML_SCHEMA })
		.filter((doc) => doc !== null && doc !== undefined)
		.map((doc) => ({ file, doc: doc as K8sObject })),
);

/** The kubernetes-models class for each apiVersion/kind we ship. Anything else fails. */
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
	"v1/Namespace": Namespace,
	"v1/Secret": Secret,
	"v1/Service": Service,
	"apps/v1/Deployment": Deployment,
	"batch/v1/Job": Job,
	"autoscaling/v2/HorizontalPodAutoscaler": HorizontalPodAutoscaler,
	"policy/v1/PodDisruptionBudget": PodDisruptionBudget,
	"networking.k8s.io/v1/NetworkPolicy": NetworkPolicy,
};

function ofKind<T>(kind: string): T[] {
	return manifests.filter((m) => m.doc.kind === kind).map((m) => m.doc as T);
}
const deployments = ofKind<IDeployment>("Deployment");
const jobs = ofKind<IJob>("Job");
const hpas = ofKind<IHorizontalPodAutoscaler>("HorizontalPodAutoscaler");
const pdbs = ofKind<IPodDisruptionBudget>("PodDisruptionBudget");
const networkPolicies = ofKind<INetworkPolicy>("NetworkPolicy");
const k8sServices = ofKind<IService>("Service");
const secrets = ofKind<ISecret>("Secret");
const namespaces = ofKind<INamespace>("Namespace");

interface Kustomization {
	apiVersion: string;
	kind: string;
	namespace?: string;
	resources: string[];
	configMapGenerator?: Array<{
		name: string;
		literals?: string[];
		envs?: string[];
		files?: string[];
		behavior?: string;
		options?: { disableNameSuffixHash?: boolean; labels?: Labels };
	}>;
	generatorOptions?: { disableNameSuffixHash?: boolean };
	images?: Array<{ name: string; newName?: string; newTag?: string }>;
	replacements?: Array<{
		source: { kind: string; name: string; fieldPath: string };
		targets: Array<{ select: { kind: string; name: string }; fieldPaths: string[] }>;
	}>;
	configurations?: string[];
}
interface KustomizeConfig {
	nameReference?: Array<{ kind: string; version?: string; fieldSpecs: Array<{ kind: string; path: string }> }>;
}
const kustomization = load(read(`${K8S_DIR}/${KUSTOMIZATION}`), { schema: YAML_SCHEMA }) as Kustomization;
const kustomizeConfig = load(read(`${K8S_DIR}/${KUSTOMIZE_CONFIG}`), { schema: YAML_SCHEMA }) as KustomizeConfig;
const generators = kustomization.configMapGenerator ?? [];
/** The generated ConfigMap of the settings every Deployment shares. */
const settingsGenerator = generators.find((g) => g.name === "bookdrop-config");
/** The settings it holds (we generate from literals only, so they can be read here). */
const generatedConfig: Record<string, string> = Object.fromEntries(
	(settingsGenerator?.literals ?? []).map((literal) => [literal.slice(0, literal.indexOf("=")), literal.slice(literal.indexOf("=") + 1)]),
);

const deploymentName = (service: string): string => `bookdrop-${service}`;
const deploymentOf = (service: string): IDeployment | undefined => deployments.find((d) => d.metadata?.name === deploymentName(service));
const podLabels = (d: IDeployment): Labels => (d.spec?.template.metadata?.labels ?? {}) as Labels;
const podSpec = (d: IDeployment): PodSpec => d.spec!.template.spec!;

/** Every pod template we ship, Deployments' and the migrate Job's, by workload name. */
const workloads: Array<{ name: string; labels: Labels; pod: PodSpec; annotations: Labels }> = [
	...deployments.map((d) => ({
		name: d.metadata!.name!,
		labels: podLabels(d),
		pod: podSpec(d),
		annotations: (d.spec?.template.metadata?.annotations ?? {}) as Labels,
	})),
	...jobs.map((j) => ({
		name: j.metadata!.name!,
		labels: (j.spec?.template.metadata?.labels ?? {}) as Labels,
		pod: j.spec!.template.spec! as PodSpec,
		annotations: {},
	})),
];

/** Label selector semantics (matchLabels and matchExpressions, ANDed). */
function selects(selector: Selector | Labels | undefined, labels: Labels): boolean {
	if (!selector) return false;
	const isLabelSelector = "matchLabels" in selector || "matchExpressions" in selector;
	const matchLabels = (isLabelSelector ? (selector as Selector).matchLabels : selector) as Labels | undefined;
	const expressions = isLabelSelector ? ((selector as Selector).matchExpressions ?? []) : [];
	if (Object.keys(matchLabels ?? {}).length === 0 && expressions.length === 0) return false; // we never want select-all
	return (
		Object.entries(matchLabels ?? {}).every(([k, v]) => labels[k] === v) &&
		expressions.every(({ key, operator, values = [] }) => {
			switch (operator) {
				case "In":
					return key in labels && values.includes(labels[key]);
				case "NotIn":
					return !(key in labels) || !values.includes(labels[key]);
				case "Exists":
					return key in labels;
				case "DoesNotExist":
					return !(key in labels);
				default:
					throw new Error(`unknown selector operator ${operator}`);
			}
		})
	);
}

/** The Deployments whose pods a selector picks. */
const selectedDeployments = (selector: Selector | Labels | undefined): string[] =>
	deployments
		.filter((d) => selects(selector, podLabels(d)))
		.map((d) => d.metadata!.name!)
		.sort();

/** A probe or Service port, numbered or named, as the container port number it reaches. */
function containerPort(container: Container, port: number | string | undefined): number | undefined {
	if (typeof port === "number") return port;
	return container.ports?.find((p) => p.name === port)?.containerPort;
}

function hpaFor(d: IDeployment): IHorizontalPodAutoscaler | undefined {
	return hpas.find((h) => h.spec?.scaleTargetRef.kind === "Deployment" && h.spec.scaleTargetRef.name === d.metadata?.name);
}

/** The smallest number of pods a Deployment runs: its autoscaler's minimum, else its replicas. */
const minimumReplicas = (d: IDeployment): number => hpaFor(d)?.spec?.minReplicas ?? d.spec?.replicas ?? 1;

type IngressRule = NonNullable<NonNullable<INetworkPolicy["spec"]>["ingress"]>[number];
type EgressRule = NonNullable<NonNullable<INetworkPolicy["spec"]>["egress"]>[number];
type Peer = NonNullable<EgressRule["to"]>[number];

const policiesFor = (labels: Labels): INetworkPolicy[] => networkPolicies.filter((p) => selects(p.spec?.podSelector, labels));
const ingressRules = (labels: Labels): IngressRule[] =>
	policiesFor(labels)
		.filter((p) => p.spec?.policyTypes?.includes("Ingress"))
		.flatMap((p) => p.spec?.ingress ?? []);
const egressRules = (labels: Labels): EgressRule[] =>
	policiesFor(labels)
		.filter((p) => p.spec?.policyTypes?.includes("Egress"))
		.flatMap((p) => p.spec?.egress ?? []);
/** A rule without peers admits every address; an ipBlock admits addresses outside the cluster. */
const reachesBeyondCluster = (peers: Peer[] | undefined): boolean => !peers || peers.length === 0 || peers.some((peer) => peer.ipBlock !== undefined);
/** The TCP/UDP ports a rule list opens (a rule without ports opens every port: 0 here). */
const openPorts = (rules: Array<IngressRule | EgressRule>): number[] =>
	rules.flatMap((rule) => (rule.ports ?? [{ port: 0 }]).map((p) => (typeof p.port === "number" ? p.port : 0)));

describe("k8s manifests: Kubernetes API schemas", () => {
	test("every file holds at least one object", () => {
		const empty = manifestFiles.filter((file) => !manifests.some((m) => m.file === file));
		expect(empty).toEqual([]);
	});

	test.each(manifests.map((m) => [`${m.file}: ${m.doc.kind} ${m.doc.metadata?.name}`, m] as const))("%s validates", (_, { doc }) => {
		const key = `${doc.apiVersion}/${doc.kind}`;
		expect(Object.keys(MODELS)).toContain(key); // an unknown apiVersion/kind fails here
		const Model = MODELS[key];
		expect(() => new Model(doc as never).validate()).not.toThrow();
	});

	test("the validation has teeth: a Deployment without selector and template, or a NetworkPolicy with a bad policy type, is refused", () => {
		const broken = { apiVersion: "apps/v1", kind: "Deployment", metadata: { name: "x" }, spec: {} };
		expect(() => new Deployment(broken as never).validate()).toThrow(/selector/);
		const policy = { apiVersion: "networking.k8s.io/v1", kind: "NetworkPolicy", metadata: { name: "x" }, spec: { podSelector: {}, policyTypes: ["Sideways"] } };
		expect(() => new NetworkPolicy(policy as never).validate()).toThrow();
	});

	test("every object lives in the bookdrop namespace, and names are unique per kind", () => {
		expect(namespaces.map((n) => n.metadata?.name)).toEqual(["bookdrop"]);
		const misplaced = manifests
			.filter((m) => m.doc.kind !== "Namespace" && m.doc.metadata?.namespace !== "bookdrop")
			.map((m) => `${m.file}: ${m.doc.kind} ${m.doc.metadata?.name}`);
		expect(misplaced).toEqual([]);
		const ids = manifests.map((m) => `${m.doc.kind}/${m.doc.metadata?.name}`);
		expect(new Set(ids).size).toBe(ids.length);
	});
});

describe("k8s manifests: configuration", () => {
	test("the shared settings come from a configMapGenerator bookdrop-config, with no secret or per-service value", () => {
		// a hand-written ConfigMap would not change its name on a change, and so not roll the pods
		expect(manifests.filter((m) => m.doc.kind === "ConfigMap")).toEqual([]);
		// beside it, only the one that names the migrate Job (below)
		expect(generators.map((g) => g.name).sort()).toEqual(["bookdrop-config", "bookdrop-migrate"]);
		expect(settingsGenerator!.options?.disableNameSuffixHash).not.toBe(true);
		expect(kustomization.generatorOptions?.disableNameSuffixHash).not.toBe(true);
		expect(settingsGenerator!.envs ?? settingsGenerator!.files ?? []).toEqual([]);
		const generated = new ConfigMap({ metadata: { name: "bookdrop-config" }, data: generatedConfig });
		expect(() => generated.validate()).not.toThrow();
		const keys = Object.keys(generatedConfig);
		expect(keys).toEqual(expect.arrayContaining(["TRANSPORTER", "REDIS_URL", "LOG_LEVEL", "RATE_LIMIT_PER_MINUTE", "MIGRATIONS"]));
		for (const key of keys) expect(KNOWN_VARIABLES).toContain(key);
		for (const key of ["DATABASE_URL", "ADMIN_TOKEN", "SERVICES"]) expect(keys).not.toContain(key);
		expect(Number(generatedConfig.RATE_LIMIT_PER_MINUTE)).toBeGreaterThanOrEqual(1);
	});

	test("every Deployment takes its settings from the generated ConfigMap, then the Secret; the migrate Job from the Secret alone", () => {
		for (const d of deployments) {
			const name = d.metadata!.name!;
			expect({ name, envFrom: podSpec(d).containers.map((c) => c.envFrom) }).toEqual({
				name,
				envFrom: [[{ configMapRef: { name: "bookdrop-config" } }, { secretRef: { name: "bookdrop-secrets" } }]],
			});
		}
		// `bookdrop migrate` reads DATABASE_URL only; with the generated settings, a changed one would change the Job
		expect(jobs.map((j) => j.spec!.template.spec!.containers.map((c) => c.envFrom))).toEqual([[[{ secretRef: { name: "bookdrop-secrets" } }]]]);
	});

	test("Secret bookdrop-secrets holds DATABASE_URL and ADMIN_TOKEN", () => {
		expect(secrets.map((s) => s.metadata?.name)).toEqual(["bookdrop-secrets"]);
		const keys = Object.keys({ ...secrets[0].data, ...secrets[0].stringData });
		expect(keys).toEqual(expect.arrayContaining(["DATABASE_URL", "ADMIN_TOKEN"]));
		for (const key of keys) expect(KNOWN_VARIABLES).toContain(key);
		expect(keys).not.toContain("SERVICES");
	});
});

describe("k8s manifests: every workload", () => {
	test("runs one fully qualified image (registry host, repository, tag), the same everywhere", () => {
		const images = new Set(workloads.flatMap(({ pod }) => pod.containers.map((c) => c.image)));
		expect(images.size).toBe(1);
		expect([...images][0]).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?(\/[a-z0-9._-]+)+:[\w.-]+$/);
	});

	test("runs as a non-root numeric user on a read-only root filesystem, with a writable /tmp", () => {
		for (const { name, pod } of workloads) {
			expect(pod.automountServiceAccountToken).toBe(false);
			for (const c of pod.containers) {
				expect({ name, runAsNonRoot: c.securityContext?.runAsNonRoot ?? pod.securityContext?.runAsNonRoot }).toEqual({ name, runAsNonRoot: true });
				// The image's USER is the name "node": the kubelet can only verify non-root with a number.
				expect(c.securityContext?.runAsUser ?? pod.securityContext?.runAsUser).toBeGreaterThan(0);
				expect(c.securityContext?.readOnlyRootFilesystem).toBe(true);
				expect(c.securityContext?.allowPrivilegeEscalation).toBe(false);
				const tmp = c.volumeMounts?.find((m) => m.mountPath === "/tmp");
				expect(tmp).toBeDefined();
				expect(pod.volumes?.find((v) => v.name === tmp!.name)?.emptyDir).toBeDefined();
			}
		}
	});

	test("every emptyDir has a sizeLimit", () => {
		const unbounded = workloads.flatMap(({ name, pod }) =>
			// `emptyDir:` with nothing after it is an emptyDir too (null in YAML)
			(pod.volumes ?? []).filter((v) => "emptyDir" in v && !v.emptyDir?.sizeLimit).map((v) => `${name}: ${v.name}`),
		);
		expect(unbounded).toEqual([]);
		expect(workloads.some(({ pod }) => (pod.volumes ?? []).some((v) => "emptyDir" in v))).toBe(true);
	});

	test("requests and limits CPU and memory", () => {
		for (const { pod } of workloads) {
			for (const c of pod.containers) {
				for (const resources of [c.resources?.requests, c.resources?.limits]) {
					expect(resources?.cpu).toBeDefined();
					expect(resources?.memory).toBeDefined();
				}
			}
		}
	});
});

describe("k8s manifests: Deployments", () => {
	test("exactly one Deployment per Moleculer service", () => {
		expect(deployments.map((d) => d.metadata?.name).sort()).toEqual(SERVICES.map(deploymentName).sort());
	});

	test("no two Deployments select each other's pods", () => {
		for (const d of deployments) expect(selectedDeployments(d.spec?.selector)).toEqual([d.metadata!.name]);
	});

	describe.each(SERVICES)("%s", (service) => {
		const deployment = (): IDeployment => {
			const d = deploymentOf(service);
			if (!d) throw new Error(`no Deployment ${deploymentName(service)}`);
			return d;
		};
		const container = (): Container => {
			const { containers } = podSpec(deployment());
			expect(containers).toHaveLength(1);
			return containers[0];
		};

		test("runs only this service: env SERVICES is its name; MIGRATIONS comes from the shared settings", () => {
			const env = container().env ?? [];
			expect(env.filter((e) => e.name === "SERVICES")).toEqual([{ name: "SERVICES", value: service }]);
			expect(env.filter((e) => e.name.startsWith("MIGRATIONS"))).toEqual([]);
			expect(container().args).toEqual(["serve"]);
		});

		test("listens on 3000 (the gateway also on 9464 for /metrics); ready on /readyz, alive on /healthz", () => {
			const c = container();
			expect(c.ports?.map((p) => p.containerPort)).toEqual(service === "gateway" ? [3000, 9464] : [3000]);
			expect(c.readinessProbe?.httpGet?.path).toBe("/readyz");
			expect(containerPort(c, c.readinessProbe?.httpGet?.port)).toBe(3000);
			expect(c.livenessProbe?.httpGet?.path).toBe("/healthz");
			expect(containerPort(c, c.livenessProbe?.httpGet?.port)).toBe(3000);
		});

		test("its startup probe outlasts the wait for migrations, so the process's own message ends a failed start", () => {
			const probe = container().startupProbe;
			expect(probe?.httpGet?.path).toBe("/healthz");
			expect((probe?.periodSeconds ?? 10) * (probe?.failureThreshold ?? 3)).toBeGreaterThan(MIGRATIONS_WAIT_SECONDS);
		});

		test("Prometheus may scrape /metrics: on the HTTP port, or on METRICS_PORT for the gateway, whose HTTP port is public", () => {
			const annotations = deployment().spec?.template.metadata?.annotations ?? {};
			expect(annotations).toMatchObject({ "prometheus.io/scrape": "true", "prometheus.io/path": "/metrics" });
			expect(container().ports?.map((p) => p.containerPort)).toContain(Number(annotations["prometheus.io/port"]));
			const metricsPort = container().env?.find((e) => e.name === "METRICS_PORT")?.value;
			expect(metricsPort).toBe(service === "gateway" ? annotations["prometheus.io/port"] : undefined);
			if (service !== "gateway") expect(annotations["prometheus.io/port"]).toBe("3000");
		});

		test("spreads its pods over nodes", () => {
			const d = deployment();
			const constraints = podSpec(d).topologySpreadConstraints ?? [];
			const byNode = constraints.find((c) => c.topologyKey === "kubernetes.io/hostname");
			expect(byNode).toBeDefined();
			expect(selectedDeployments(byNode!.labelSelector)).toEqual([d.metadata!.name]);
			for (const c of constraints) expect(selectedDeployments(c.labelSelector)).toEqual([d.metadata!.name]);
		});

		test("has one PodDisruptionBudget that keeps a pod up and still lets a node drain", () => {
			const d = deployment();
			const budgets = pdbs.filter((pdb) => selects(pdb.spec?.selector, podLabels(d)));
			expect(budgets).toHaveLength(1);
			const { minAvailable, maxUnavailable } = budgets[0].spec ?? {};
			if (minAvailable !== undefined) {
				expect(minAvailable).toBeGreaterThanOrEqual(1);
				expect(minAvailable).toBeLessThan(minimumReplicas(d));
			} else {
				expect(maxUnavailable).toBeGreaterThanOrEqual(1);
				expect(maxUnavailable).toBeLessThan(minimumReplicas(d));
			}
		});

		test("selects its own pod template", () => {
			const d = deployment();
			expect(selects(d.spec?.selector, podLabels(d))).toBe(true);
		});

		test("starts with 2 replicas, from the HorizontalPodAutoscaler when one manages it", () => {
			const d = deployment();
			const hpa = hpaFor(d);
			if (hpa) {
				// A fixed replicas field would fight the autoscaler on every apply.
				expect(d.spec?.replicas).toBeUndefined();
				expect(hpa.spec?.minReplicas).toBe(2);
			} else {
				expect(d.spec?.replicas).toBe(2);
			}
		});
	});
});

/**
 * Why `kubectl apply -k` could change a Job's pod template under the name it already has, which
 * Kubernetes refuses (a Job's template cannot change): none when kustomize names the Job after a
 * generated ConfigMap (its hash) that holds everything of the template that can change, its
 * images, and the template names no other generated object, whose hashed name changes on its own.
 */
function renameGaps(job: IJob, k: Kustomization, config: KustomizeConfig): string[] {
	const name = job.metadata!.name!;
	const gaps: string[] = [];
	const namer = (k.configMapGenerator ?? []).find((g) => g.name === name);
	if (!namer) gaps.push(`no configMapGenerator ${name} to name the Job after`);
	if (namer?.options?.disableNameSuffixHash || k.generatorOptions?.disableNameSuffixHash) gaps.push(`ConfigMap ${name} has no hash in its name`);
	const renames = config.nameReference?.some(
		(ref) => ref.kind === "ConfigMap" && ref.fieldSpecs.some((spec) => spec.kind === "Job" && spec.path === "metadata/name"),
	);
	if (!renames || !k.configurations?.includes(KUSTOMIZE_CONFIG)) gaps.push("kustomize does not name Jobs after the ConfigMap of their name");
	const template = JSON.stringify(job.spec?.template);
	for (const g of k.configMapGenerator ?? []) {
		if (template.includes(`"${g.name}"`)) gaps.push(`its pod template names the generated ConfigMap ${g.name}, whose name changes with its settings`);
	}
	const pod = job.spec!.template.spec!;
	for (const [list, containers] of [
		["containers", pod.containers],
		["initContainers", pod.initContainers ?? []],
	] as const) {
		for (const c of containers) {
			const copied = (k.replacements ?? []).some(
				(r) =>
					r.source.kind === "Job" &&
					r.source.name === name &&
					r.source.fieldPath === `spec.template.spec.${list}.[name=${c.name}].image` &&
					r.targets.some((t) => t.select.kind === "ConfigMap" && t.select.name === name && t.fieldPaths.some((p) => p.startsWith("data."))),
			);
			if (!copied) gaps.push(`the image of container ${c.name} is not copied into ConfigMap ${name}`);
		}
	}
	return gaps;
}

describe("k8s manifests: migrations", () => {
	test("one Job runs `bookdrop migrate`, once, and goes away after a while", () => {
		expect(jobs.map((j) => j.metadata?.name)).toEqual(["bookdrop-migrate"]);
		const job = jobs[0];
		const pod = job.spec!.template.spec!;
		expect(pod.restartPolicy).toBe("Never");
		expect(pod.containers.map((c) => c.args)).toEqual([["migrate"]]);
		expect(job.spec?.backoffLimit).toBeGreaterThanOrEqual(1);
		expect(job.spec?.activeDeadlineSeconds).toBeGreaterThan(0);
		expect(job.spec?.ttlSecondsAfterFinished).toBeGreaterThan(0);
		// its pods are not mistaken for a service's
		expect(selectedDeployments(job.spec?.template.metadata?.labels as Labels)).toEqual([]);
		for (const d of deployments) expect(selects(d.spec?.selector, job.spec?.template.metadata?.labels as Labels)).toBe(false);
	});

	test("a change kustomize makes to its pod template comes with a new name, so `kubectl apply -k` never edits a Job", () => {
		expect(jobs.map((job) => renameGaps(job, kustomization, kustomizeConfig))).toEqual([[]]);
	});

	test("the rule has teeth: a Job reading the generated settings, or whose image is not in its name, is found out", () => {
		const job = jobs[0];
		const reading = structuredClone(job);
		reading.spec!.template.spec!.containers[0].envFrom = [{ configMapRef: { name: "bookdrop-config" } }, { secretRef: { name: "bookdrop-secrets" } }];
		expect(renameGaps(reading, kustomization, kustomizeConfig)).toEqual([
			"its pod template names the generated ConfigMap bookdrop-config, whose name changes with its settings",
		]);
		expect(renameGaps(job, { ...kustomization, replacements: [] }, kustomizeConfig)).toEqual([
			"the image of container migrate is not copied into ConfigMap bookdrop-migrate",
		]);
		expect(renameGaps(job, kustomization, {})).toEqual(["kustomize does not name Jobs after the ConfigMap of their name"]);
		const renamed = { ...job, metadata: { ...job.metadata, name: "bookdrop-schema" } };
		expect(renameGaps(renamed, kustomization, kustomizeConfig)).toContain("no configMapGenerator bookdrop-schema to name the Job after");
	});

	test("the ConfigMap that names it is labelled as bookdrop's, so a prune finds the old ones", () => {
		expect(generators.find((g) => g.name === jobs[0].metadata?.name)?.options?.labels).toMatchObject({ "app.kubernetes.io/name": "bookdrop" });
	});

	test("the services wait for it: MIGRATIONS=wait in the shared settings", () => {
		expect(generatedConfig.MIGRATIONS).toBe("wait");
	});
});

describe("k8s manifests: network policies", () => {
	test("every pod is under a default deny: a policy with both policy types selects it", () => {
		for (const { name, labels } of workloads) {
			const types = new Set(policiesFor(labels).flatMap((p) => p.spec?.policyTypes ?? []));
			expect({ name, types: [...types].sort() }).toEqual({ name, types: ["Egress", "Ingress"] });
		}
	});

	test("only the gateway accepts connections from anywhere, on port 3000; the others admit the metrics scraper alone", () => {
		const gateway = deploymentName("gateway");
		for (const { name, labels } of workloads) {
			const rules = ingressRules(labels);
			const open = rules.filter((rule) => reachesBeyondCluster(rule.from));
			if (name === deploymentName("gateway")) {
				expect(openPorts(open)).toEqual([3000]);
			} else {
				expect({ name, open }).toEqual({ name, open: [] });
			}
			// the gateway's /metrics has a port of its own (METRICS_PORT), for the scraper
			expect({ name, ports: [...new Set(openPorts(rules))].sort() }).toEqual({ name, ports: name === gateway ? [3000, 9464] : [3000] });
		}
	});

	test("only the webhook workers may reach beyond the cluster, and not its private ranges", () => {
		for (const { name, labels } of workloads) {
			const beyond = egressRules(labels).filter((rule) => reachesBeyondCluster(rule.to));
			if (name !== deploymentName("webhooks")) {
				expect({ name, beyond }).toEqual({ name, beyond: [] });
				continue;
			}
			const blocks = beyond.flatMap((rule) => rule.to ?? []).map((peer) => peer.ipBlock);
			expect(blocks.map((b) => b?.cidr).sort()).toEqual(["0.0.0.0/0", "::/0"]);
			const v4 = blocks.find((b) => b?.cidr === "0.0.0.0/0")!;
			expect(v4.except).toEqual(expect.arrayContaining(["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "127.0.0.0/8", "169.254.0.0/16", "100.64.0.0/10"]));
			const v6 = blocks.find((b) => b?.cidr === "::/0")!;
			expect(v6.except).toEqual(expect.arrayContaining(["::1/128", "fc00::/7", "fe80::/10"]));
		}
	});

	test("every pod reaches DNS, NATS, PostgreSQL and Redis", () => {
		for (const { name, labels } of workloads) {
			const ports = openPorts(egressRules(labels));
			expect({ name, ports: [53, 4222, 5432, 6379].filter((p) => !ports.includes(p)) }).toEqual({ name, ports: [] });
		}
	});
});

describe("k8s manifests: Service, autoscaling", () => {
	test("one ClusterIP Service, port 80 to the gateway pods' port 3000", () => {
		expect(k8sServices.map((s) => s.metadata?.name)).toEqual(["bookdrop-gateway"]);
		const service = k8sServices[0];
		expect(service.spec?.type).toBe("ClusterIP");
		expect(selectedDeployments(service.spec?.selector as Labels)).toEqual([deploymentName("gateway")]);
		const ports = service.spec?.ports ?? [];
		expect(ports).toHaveLength(1);
		expect(ports[0].port).toBe(80);
		const gateway = podSpec(deploymentOf("gateway")!).containers[0];
		expect(containerPort(gateway, ports[0].targetPort ?? ports[0].port)).toBe(3000);
	});

	test("HorizontalPodAutoscalers (autoscaling/v2) for exactly gateway, catalog, transactions and webhooks", () => {
		const targets = hpas.map((h) => h.spec?.scaleTargetRef.name).sort();
		expect(targets).toEqual(["gateway", "catalog", "transactions", "webhooks"].map(deploymentName).sort());
		for (const hpa of hpas) {
			expect(hpa.apiVersion).toBe("autoscaling/v2");
			expect(hpa.spec?.scaleTargetRef).toMatchObject({ apiVersion: "apps/v1", kind: "Deployment" });
			const target = deployments.find((d) => d.metadata?.name === hpa.spec?.scaleTargetRef.name);
			expect(target).toBeDefined();
			expect(hpa.spec!.maxReplicas).toBeGreaterThan(hpa.spec!.minReplicas ?? 1);
			expect(hpa.spec?.metrics?.length).toBeGreaterThan(0);
			// Utilization targets are relative to the pods' requests.
			for (const metric of hpa.spec?.metrics ?? []) {
				if (metric.type === "Resource" && metric.resource?.target.type === "Utilization") {
					const name = metric.resource.name as "cpu" | "memory";
					expect(podSpec(target!).containers[0].resources?.requests?.[name]).toBeDefined();
				}
			}
		}
	});
});

describe("k8s/kustomization.yaml", () => {
	test("is a Kustomization listing every manifest file, once, in the bookdrop namespace", () => {
		expect(kustomization.apiVersion).toBe("kustomize.config.k8s.io/v1beta1");
		expect(kustomization.kind).toBe("Kustomization");
		expect(kustomization.namespace).toBe("bookdrop");
		expect([...kustomization.resources].sort()).toEqual(manifestFiles);
		expect(new Set(kustomization.resources).size).toBe(kustomization.resources.length);
	});

	test("its image override names the image every workload uses", () => {
		const image = workloads[0].pod.containers[0].image!.replace(/:[^:/]+$/, "");
		expect((kustomization.images ?? []).map((entry) => entry.name)).toEqual([image]);
	});
});

import fs from "node:fs";
import path from "node:path";
import Ajv from "ajv";
import addFormats from "ajv-formats";
import draft07MetaSchema from "ajv/dist/refs/json-schema-draft-07.json";
import { CORE_SCHEMA, load, loadAll, mergeTag } from "js-yaml";
import { Deployment, IDeployment } from "kubernetes-models/apps/v1/Deployment";
import { HorizontalPodAutoscaler, IHorizontalPodAutoscaler } from "kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler";
import { IPodDisruptionBudget, PodDisruptionBudget } from "kubernetes-models/policy/v1/PodDisruptionBudget";
import { ConfigMap, IConfigMap } from "kubernetes-models/v1/ConfigMap";
import { INamespace, Namespace } from "kubernetes-models/v1/Namespace";
import { ISecret, Secret } from "kubernetes-models/v1/Secret";
import { IService, Service } from "kubernetes-models/v1/Service";
import { ALL_SERVICES } from "../shared/config";

// Static checks of what we ship to run bookdrop distributed: docker-compose.yml and k8s/.
// Neither Docker nor a cluster is needed. The service list comes from the code (shared/config),
// so a service added there without a container here fails this file.

const ROOT = path.resolve(__dirname, "..");
const read = (file: string): string => fs.readFileSync(path.join(ROOT, file), "utf8");
// Compose resolves YAML merge keys (`<<: *anchor`); js-yaml 5 needs the tag switched on.
const YAML_SCHEMA = CORE_SCHEMA.withTags(mergeTag);
const SERVICES = [...ALL_SERVICES].sort();
// Every variable bookdrop reads (shared/config.ts, DESIGN.md section 8).
const KNOWN_VARIABLES = [
	"PORT", "HOST", "DATA_DIR", "DATABASE_URL", "TRANSPORTER", "REDIS_URL", "SERVICES", "ADMIN_TOKEN",
	"RATE_LIMIT_PER_MINUTE", "WEBHOOK_RETRY_SCHEDULE", "WEBHOOK_TIMEOUT_MS", "WEBHOOK_ALLOW_PRIVATE",
	"LOG_LEVEL", "NODE_ID", "NAMESPACE",
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
	return Object.fromEntries(env.map((entry) => {
		const eq = entry.indexOf("=");
		return eq < 0 ? [entry, null] : [entry.slice(0, eq), entry.slice(eq + 1)];
	}));
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

const appServices = Object.keys(compose.services).filter((name) => compose.services[name].build !== undefined).sort();

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
		(unknownKey.services.gateway as Record<string, unknown>).replica = 2;
		expect(validate(unknownKey)).toBe(false);
		const badCondition = structuredClone(compose);
		badCondition.services.gateway.depends_on = { postgres: { condition: "healthy" } };
		expect(validate(badCondition)).toBe(false);
	});

	test("runs exactly one app container per Moleculer service, plus postgres 15, redis 7 and nats 2", () => {
		expect(appServices).toEqual(SERVICES);
		const infrastructure = Object.fromEntries(
			Object.entries(compose.services)
				.filter(([name]) => !appServices.includes(name))
				.map(([name, service]) => [name, service.image]),
		);
		expect(infrastructure).toEqual({ postgres: "postgres:15", redis: "redis:7", nats: "nats:2" });
	});

	test.each(SERVICES)("%s: SERVICES is its own name; NATS, PostgreSQL, Redis and the admin token are set", (name) => {
		const env = environment(compose.services[name]);
		expect(env.SERVICES).toBe(name);
		expect(env.TRANSPORTER).toBe("nats://nats:4222");
		expect(env.DATABASE_URL).toBe("postgres://bookdrop:bookdrop@postgres:5432/bookdrop");
		expect(env.REDIS_URL).toBe("redis://redis:6379");
		// Required from the developer's environment: `${VAR:?message}` makes compose refuse to start without it.
		expect(env.ADMIN_TOKEN).toMatch(/^\$\{ADMIN_TOKEN:\?[^}]+\}$/);
		for (const key of Object.keys(env)) expect(KNOWN_VARIABLES).toContain(key);
	});

	test.each(SERVICES)("%s: built from the Dockerfile, waits for healthy postgres and redis, checked on /readyz", (name) => {
		const service = compose.services[name];
		const build = typeof service.build === "string" ? { context: service.build } : service.build!;
		expect(build.context).toBe(".");
		expect(build.dockerfile ?? "Dockerfile").toBe("Dockerfile");
		expect(service.depends_on).toMatchObject({
			postgres: { condition: "service_healthy" },
			redis: { condition: "service_healthy" },
		});
		// The probe talks to port 3000: the process must listen there.
		expect(environment(service).PORT ?? "3000").toBe("3000");
		expect(healthcheckCommand(service)).toContain("http://127.0.0.1:3000/readyz");
	});

	test("postgres and redis have healthchecks for the app containers to wait on", () => {
		for (const name of ["postgres", "redis"]) {
			const { healthcheck } = compose.services[name];
			expect(healthcheck?.disable).not.toBe(true);
			expect(healthcheckCommand(compose.services[name])).toMatch(/^(CMD|CMD-SHELL) \S/);
		}
	});

	test("postgres creates the database, user and password DATABASE_URL names", () => {
		const url = new URL(environment(compose.services.gateway).DATABASE_URL as string);
		expect(environment(compose.services.postgres)).toMatchObject({
			POSTGRES_USER: url.username,
			POSTGRES_PASSWORD: url.password,
			POSTGRES_DB: url.pathname.slice(1),
		});
		expect(url.hostname).toBe("postgres");
	});

	test("only the gateway publishes a port: 3000:3000", () => {
		const publishing = Object.entries(compose.services)
			.filter(([, service]) => (service.ports ?? []).length > 0)
			.map(([name]) => name);
		expect(publishing).toEqual(["gateway"]);
		expect(compose.services.gateway.ports).toEqual(["3000:3000"]);
		expect(environment(compose.services.gateway).PORT).toBe("3000");
	});

	test("NATS runs JetStream and accepts messages of at least 8 MB", () => {
		const nats = compose.services.nats;
		expect(Array.isArray(nats.command)).toBe(true);
		const command = nats.command as string[];
		expect(command).toContain("-js");
		const configFlag = command.findIndex((arg) => arg === "--config" || arg === "-c");
		expect(configFlag).toBeGreaterThanOrEqual(0);
		const configPath = command[configFlag + 1];
		const mount = (nats.configs ?? []).find((c) => typeof c === "object" && c.target === configPath);
		expect(mount).toBeDefined();
		const content = compose.configs?.[(mount as { source: string }).source]?.content ?? "";
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
const manifestFiles = fs.readdirSync(path.join(ROOT, K8S_DIR)).filter((f) => /\.ya?ml$/.test(f) && f !== KUSTOMIZATION).sort();
const manifests: Manifest[] = manifestFiles.flatMap((file) =>
	loadAll(read(`${K8S_DIR}/${file}`), { schema: YAML_SCHEMA })
		.filter((doc) => doc !== null && doc !== undefined)
		.map((doc) => ({ file, doc: doc as K8sObject })),
);

/** The kubernetes-models class for each apiVersion/kind we ship. Anything else fails. */
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
	"v1/Namespace": Namespace,
	"v1/ConfigMap": ConfigMap,
	"v1/Secret": Secret,
	"v1/Service": Service,
	"apps/v1/Deployment": Deployment,
	"autoscaling/v2/HorizontalPodAutoscaler": HorizontalPodAutoscaler,
	"policy/v1/PodDisruptionBudget": PodDisruptionBudget,
};

function ofKind<T>(kind: string): T[] {
	return manifests.filter((m) => m.doc.kind === kind).map((m) => m.doc as T);
}
const deployments = ofKind<IDeployment>("Deployment");
const hpas = ofKind<IHorizontalPodAutoscaler>("HorizontalPodAutoscaler");
const pdbs = ofKind<IPodDisruptionBudget>("PodDisruptionBudget");
const k8sServices = ofKind<IService>("Service");
const configMaps = ofKind<IConfigMap>("ConfigMap");
const secrets = ofKind<ISecret>("Secret");
const namespaces = ofKind<INamespace>("Namespace");

const deploymentName = (service: string): string => `bookdrop-${service}`;
const deploymentOf = (service: string): IDeployment | undefined => deployments.find((d) => d.metadata?.name === deploymentName(service));
const podLabels = (d: IDeployment): Labels => (d.spec?.template.metadata?.labels ?? {}) as Labels;
const podSpec = (d: IDeployment): PodSpec => d.spec!.template.spec!;

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
				case "In": return key in labels && values.includes(labels[key]);
				case "NotIn": return !(key in labels) || !values.includes(labels[key]);
				case "Exists": return key in labels;
				case "DoesNotExist": return !(key in labels);
				default: throw new Error(`unknown selector operator ${operator}`);
			}
		})
	);
}

/** The Deployments whose pods a selector picks. */
const selectedDeployments = (selector: Selector | Labels | undefined): string[] =>
	deployments.filter((d) => selects(selector, podLabels(d))).map((d) => d.metadata!.name!).sort();

/** A probe or Service port, numbered or named, as the container port number it reaches. */
function containerPort(container: Container, port: number | string | undefined): number | undefined {
	if (typeof port === "number") return port;
	return container.ports?.find((p) => p.name === port)?.containerPort;
}

function hpaFor(d: IDeployment): IHorizontalPodAutoscaler | undefined {
	return hpas.find((h) => h.spec?.scaleTargetRef.kind === "Deployment" && h.spec.scaleTargetRef.name === d.metadata?.name);
}

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

	test("the validation has teeth: a Deployment without selector and template is refused", () => {
		const broken = { apiVersion: "apps/v1", kind: "Deployment", metadata: { name: "x" }, spec: {} };
		expect(() => new Deployment(broken as never).validate()).toThrow(/selector/);
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
	test("ConfigMap bookdrop-config carries the shared settings, and no secret or per-service value", () => {
		expect(configMaps.map((c) => c.metadata?.name)).toEqual(["bookdrop-config"]);
		const keys = Object.keys(configMaps[0].data ?? {});
		expect(keys).toEqual(expect.arrayContaining(["TRANSPORTER", "REDIS_URL", "LOG_LEVEL", "RATE_LIMIT_PER_MINUTE"]));
		for (const key of keys) expect(KNOWN_VARIABLES).toContain(key);
		for (const key of ["DATABASE_URL", "ADMIN_TOKEN", "SERVICES"]) expect(keys).not.toContain(key);
		expect(Number(configMaps[0].data!.RATE_LIMIT_PER_MINUTE)).toBeGreaterThanOrEqual(1);
	});

	test("Secret bookdrop-secrets holds DATABASE_URL and ADMIN_TOKEN", () => {
		expect(secrets.map((s) => s.metadata?.name)).toEqual(["bookdrop-secrets"]);
		const keys = Object.keys({ ...secrets[0].data, ...secrets[0].stringData });
		expect(keys).toEqual(expect.arrayContaining(["DATABASE_URL", "ADMIN_TOKEN"]));
		for (const key of keys) expect(KNOWN_VARIABLES).toContain(key);
		expect(keys).not.toContain("SERVICES");
	});
});

describe("k8s manifests: Deployments", () => {
	test("exactly one Deployment per Moleculer service", () => {
		expect(deployments.map((d) => d.metadata?.name).sort()).toEqual(SERVICES.map(deploymentName).sort());
	});

	test("every Deployment runs the same image", () => {
		const images = new Set(deployments.flatMap((d) => podSpec(d).containers.map((c) => c.image)));
		expect(images.size).toBe(1);
		expect([...images][0]).toMatch(/^([\w.-]+(:\d+)?\/)*bookdrop(:[\w.-]+)?$/);
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

		test("runs only this service: env SERVICES is its name", () => {
			const env = container().env ?? [];
			expect(env.filter((e) => e.name === "SERVICES")).toEqual([{ name: "SERVICES", value: service }]);
		});

		test("takes the shared settings from the ConfigMap, then the Secret", () => {
			expect(container().envFrom).toEqual([
				{ configMapRef: { name: "bookdrop-config" } },
				{ secretRef: { name: "bookdrop-secrets" } },
			]);
		});

		test("listens on 3000; ready on /readyz, alive on /healthz", () => {
			const c = container();
			expect(c.ports?.map((p) => p.containerPort)).toEqual([3000]);
			expect(c.readinessProbe?.httpGet?.path).toBe("/readyz");
			expect(containerPort(c, c.readinessProbe?.httpGet?.port)).toBe(3000);
			expect(c.livenessProbe?.httpGet?.path).toBe("/healthz");
			expect(containerPort(c, c.livenessProbe?.httpGet?.port)).toBe(3000);
			if (c.startupProbe) expect(c.startupProbe.httpGet?.path).toBe("/healthz");
		});

		test("requests and limits CPU and memory", () => {
			const { requests, limits } = container().resources ?? {};
			for (const resources of [requests, limits]) {
				expect(resources?.cpu).toBeDefined();
				expect(resources?.memory).toBeDefined();
			}
		});

		test("runs as a non-root numeric user on a read-only root filesystem, with a writable /tmp", () => {
			const pod = podSpec(deployment());
			const c = container();
			expect(c.securityContext?.runAsNonRoot ?? pod.securityContext?.runAsNonRoot).toBe(true);
			// The image's USER is the name "node": the kubelet can only verify non-root with a number.
			expect(c.securityContext?.runAsUser ?? pod.securityContext?.runAsUser).toBeGreaterThan(0);
			expect(c.securityContext?.readOnlyRootFilesystem).toBe(true);
			expect(c.securityContext?.allowPrivilegeEscalation).toBe(false);
			const tmp = c.volumeMounts?.find((m) => m.mountPath === "/tmp");
			expect(tmp).toBeDefined();
			expect(pod.volumes?.find((v) => v.name === tmp!.name)?.emptyDir).toBeDefined();
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

describe("k8s manifests: Service, autoscaling, disruption budget", () => {
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

	test("HorizontalPodAutoscalers (autoscaling/v2) for exactly gateway, catalog and transactions", () => {
		const targets = hpas.map((h) => h.spec?.scaleTargetRef.name).sort();
		expect(targets).toEqual(["gateway", "catalog", "transactions"].map(deploymentName).sort());
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

	test("a PodDisruptionBudget keeps a gateway up, and still lets nodes drain", () => {
		expect(pdbs).toHaveLength(1);
		const pdb = pdbs[0];
		expect(pdb.apiVersion).toBe("policy/v1");
		expect(selectedDeployments(pdb.spec?.selector)).toEqual([deploymentName("gateway")]);
		const gatewayMinimum = hpaFor(deploymentOf("gateway")!)?.spec?.minReplicas ?? deploymentOf("gateway")!.spec?.replicas ?? 1;
		if (pdb.spec?.minAvailable !== undefined) {
			expect(pdb.spec.minAvailable).toBeGreaterThanOrEqual(1);
			expect(pdb.spec.minAvailable).toBeLessThan(gatewayMinimum);
		} else {
			expect(pdb.spec?.maxUnavailable).toBeDefined();
		}
	});
});

describe("k8s/kustomization.yaml", () => {
	const kustomization = load(read(`${K8S_DIR}/${KUSTOMIZATION}`), { schema: YAML_SCHEMA }) as {
		apiVersion: string;
		kind: string;
		resources: string[];
		images?: Array<{ name: string }>;
	};

	test("is a Kustomization listing every manifest file, once", () => {
		expect(kustomization.apiVersion).toBe("kustomize.config.k8s.io/v1beta1");
		expect(kustomization.kind).toBe("Kustomization");
		expect([...kustomization.resources].sort()).toEqual(manifestFiles);
		expect(new Set(kustomization.resources).size).toBe(kustomization.resources.length);
	});

	test("its image overrides name the image the Deployments use", () => {
		const image = podSpec(deployments[0]).containers[0].image!.replace(/:[^:/]+$/, "");
		for (const entry of kustomization.images ?? []) expect(entry.name).toBe(image);
	});
});

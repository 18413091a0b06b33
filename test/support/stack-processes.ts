import { ALL_SERVICES, Proc, startProcess, stopProcesses, waitReady } from "./servers";

/**
 * A distributed stack's processes, started and stopped together: the suites' shared stack
 * (setup-distributed.ts), a test's private one (stack.ts) and the bench's (test/bench) are each one.
 * No jest here: the bench compiles it too.
 */
export interface Stack {
	env: Record<string, string>;
	/** By name: `catalog` (or `catalog-1`, `catalog-2` with replicas, or as the layout names them), `gateway-1`, … */
	procs: Map<string, Proc>;
	urls: string[];
	proc(name: string): Proc;
	/** Sends `signal` and waits until the process has exited; answers its exit code and how long that took. */
	kill(name: string, signal?: NodeJS.Signals): Promise<{ code: number | null; ms: number }>;
	/** Starts the named process again with its NODE_ID and port; resolves once it is ready (a gateway: once it sees every service). */
	restart(name: string): Promise<Proc>;
	/** Stops every process, then drops the stack's database. */
	stop(): Promise<void>;
}

/** What a stack runs, and where. */
export interface StackLayout {
	/** Every process's environment: its database, Redis, NATS and namespace. */
	env: Record<string, string>;
	/** The processes besides the gateways, by name, with the services each runs; the first applies the migrations. */
	services: [string, string[]][];
	gateways: string[];
	/** Tells this stack's processes (their NODE_IDs) from another's. */
	run: string;
	/** Drops the stack's database once its processes have stopped (and when one fails to start). */
	dropDatabase(): Promise<void>;
}

/** Starts the layout's processes; a process that does not start stops the others and drops the database. */
export async function launchStack(layout: StackLayout): Promise<Stack> {
	const { env, gateways, run } = layout;
	const names: [string, string[]][] = [...layout.services, ...gateways.map((name): [string, string[]] => [name, ["gateway"]])];
	const procs = new Map<string, Proc>();
	const services = new Map(names);
	const awaited = (name: string) => (services.get(name)!.includes("gateway") ? ALL_SERVICES : services.get(name)!);
	const launch = async (name: string, port?: number) => {
		const proc = await startProcess(name, {
			...env,
			SERVICES: services.get(name)!.join(","),
			NODE_ID: `${name}-${run}`,
			...(port ? { PORT: String(port) } : {}),
		});
		procs.set(name, proc);
		return proc;
	};
	const stop = async () => {
		await stopProcesses([...procs.values()]);
		await layout.dropDatabase();
	};
	try {
		// The first process applies the migrations; the others start beside each other.
		await waitReady(await launch(names[0][0]), names[0][1]);
		await Promise.all(names.slice(1).map(([name]) => launch(name)));
		const all = [...procs.values()];
		for (const proc of all) await waitReady(proc, awaited(proc.name), all);
	} catch (err) {
		await stop();
		throw err;
	}
	const proc = (name: string) => {
		const found = procs.get(name);
		if (!found) throw new Error(`no process ${name} in this stack`);
		return found;
	};
	return {
		env,
		procs,
		urls: gateways.map((name) => `http://127.0.0.1:${proc(name).port}`),
		proc,
		kill(name, signal = "SIGKILL") {
			const { child } = proc(name);
			const started = Date.now();
			if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, ms: 0 });
			return new Promise((resolve) => {
				child.once("exit", (code) => resolve({ code, ms: Date.now() - started }));
				child.kill(signal);
			});
		},
		async restart(name) {
			const fresh = await launch(name, proc(name).port);
			await waitReady(fresh, awaited(name), [fresh]);
			return fresh;
		},
		stop,
	};
}

import fs from "node:fs";
import { Client as PgClient } from "pg";

/**
 * Where a request's CPU time goes: user and system time of each process taking part, read from
 * /proc before and after a measurement, per successful request. Throughput on a 2-core machine is
 * bounded by this sum, so it explains a ratio better than a profile of one process does.
 */

// Linux reports process times in clock ticks of 1/100 s (USER_HZ).
const TICK_MS = 10;

/** User and system time of one process, in milliseconds (0 once it has ended). */
export function cpuMsOf(pid: number): number {
	try {
		const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
		const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
		return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
	} catch {
		return 0; // the process ended: its time is lost to the count, which the report shows as such
	}
}

/** Pids of the processes whose command name is `comm` (redis-server, nats-server). */
function pidsNamed(comm: string): number[] {
	return fs
		.readdirSync("/proc")
		.filter((entry) => /^[0-9]+$/.test(entry))
		.filter((pid) => {
			try {
				return fs.readFileSync(`/proc/${pid}/comm`, "utf8").trim() === comm;
			} catch {
				return false;
			}
		})
		.map(Number);
}

/** The PostgreSQL backends serving a database (one per pooled connection). */
async function backendsOf(databaseUrl: string): Promise<number[]> {
	const client = new PgClient({ connectionString: databaseUrl });
	await client.connect();
	try {
		const { rows } = await client.query("SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()");
		return rows.map((row) => row.pid as number);
	} finally {
		await client.end();
	}
}

/** Named groups of processes; `databases` adds a group of each database's PostgreSQL backends. */
export interface Participants {
	processes: Record<string, number[]>;
	databases?: Record<string, string>;
	/** Shared servers (Redis, NATS) whose whole time counts, other users included. */
	servers?: string[];
}

/** CPU time of each group's processes at the start of a measurement, and how to read them again. */
export interface CpuSnapshot {
	who: Participants;
	start: Map<string, Map<number, number>>;
}

async function groupsOf(who: Participants): Promise<Record<string, number[]>> {
	const groups: Record<string, number[]> = { ...who.processes, "load generator": [process.pid] };
	for (const [name, url] of Object.entries(who.databases ?? {})) groups[name] = await backendsOf(url);
	for (const comm of who.servers ?? []) groups[comm] = pidsNamed(comm);
	return groups;
}

export async function snapshot(who: Participants): Promise<CpuSnapshot> {
	const groups = await groupsOf(who);
	return { who, start: new Map(Object.entries(groups).map(([name, pids]) => [name, new Map(pids.map((pid) => [pid, cpuMsOf(pid)]))])) };
}

/**
 * CPU milliseconds per request of each group since `before`. Processes found only now (a pool opens
 * and closes PostgreSQL connections as it goes) count whole: they started during the measurement.
 */
export async function perRequest(before: CpuSnapshot, requests: number): Promise<Array<[string, number]>> {
	const now = await groupsOf(before.who);
	return Object.entries(now).map(([name, pids]) => {
		const start = before.start.get(name) ?? new Map<number, number>();
		let ms = 0;
		for (const [pid, at] of start) ms += Math.max(0, cpuMsOf(pid) - at);
		for (const pid of pids) if (!start.has(pid)) ms += cpuMsOf(pid);
		return [name, requests ? ms / requests : 0];
	});
}

const { execFileSync } = require("node:child_process");
const { TestEnvironment } = require("jest-environment-node");

// Node's test environment, which also fails a test file that leaves a process it started running
// (docs/tests.md, "Servers a test starts"): a server left behind keeps its port, its data directory
// and its share of two cores after `npm test` ends, and nothing else notices. It looks after the
// file's own afterAll hooks have run, stops what it finds, and names it.
class NoLeftoverProcesses extends TestEnvironment {
	constructor(config, context) {
		super(config, context);
		this.testPath = context.testPath;
	}

	async setup() {
		await super.setup();
		// Run in band, the suite's own servers are children of this process too, started before any file.
		this.before = new Set(runningChildren().map((p) => p.pid));
	}

	async teardown() {
		const left = runningChildren().filter((p) => !this.before.has(p.pid));
		for (const { pid } of left) {
			try {
				process.kill(pid, "SIGKILL");
			} catch {
				// it ended meanwhile
			}
		}
		await super.teardown();
		if (left.length) {
			throw new Error(`${this.testPath} left ${left.length} process(es) it started running: ${left.map((p) => `${p.pid} ${p.args}`).join("; ")}`);
		}
	}
}

/** The processes this worker started that still run (not those that ended and wait to be reaped), `ps` itself aside. */
function runningChildren() {
	const lines = execFileSync("ps", ["-A", "-o", "pid=,ppid=,stat=,args="], { encoding: "utf8" }).split("\n");
	return lines
		.map((line) => /^\s*(\d+)\s+(\d+)\s+(\S+)\s+(.*)$/.exec(line))
		.filter((m) => m && Number(m[2]) === process.pid && !m[3].startsWith("Z") && !m[4].startsWith("ps -A"))
		.map((m) => ({ pid: Number(m[1]), args: m[4] }));
}

module.exports = NoLeftoverProcesses;

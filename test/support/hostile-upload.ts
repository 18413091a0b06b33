import net from "node:net";

/** How a hostile upload declares its body: a Content-Length it sends slowly, or chunks without end. */
export type Declared = { contentLength: number } | "chunked";

export interface UploadOutcome {
	/** The answer's status and headers (lowercase names); 0 and {} when none came. */
	status: number;
	headers: Record<string, string>;
	/** Body bytes the client managed to hand to its socket before the server closed it (or `forMs` ran out). */
	bytesSent: number;
	/** When the server ended its side of the connection (FIN), ms after its answer arrived. */
	endedAfterAnswerMs: number | null;
	/** The socket error the client met (EPIPE once the server cut the connection; ECONNRESET if it did so before the client read all it sent), if any. */
	error: string | null;
	/** Whether the server closed the connection before the client gave up (`forMs`), and when (ms after the answer arrived). */
	closed: boolean;
	closedAfterAnswerMs: number | null;
}

/**
 * Sends a POST whose body never stops coming (up to the declared length), 64 KiB at a time as fast
 * as the socket takes it, for at most `forMs`: what a client that streams a huge body at a gateway
 * gets, and how much of it the gateway took before it closed the connection.
 */
export function hostileUpload(url: string, path: string, headers: Record<string, string>, declared: Declared, forMs: number): Promise<UploadOutcome> {
	const target = new URL(url);
	// Half-open allowed: a hostile client goes on writing after the server's FIN. Node.js would
	// otherwise end this side at once, and whether that close went through cleanly (or met the
	// server's reset) depended on how full the buffers happened to be, not on the gateway's cut.
	const socket = net.connect({ port: Number(target.port), host: target.hostname, allowHalfOpen: true });
	const chunk = Buffer.alloc(64 * 1024, "[");
	const framing = declared === "chunked" ? { "Transfer-Encoding": "chunked" } : { "Content-Length": String(declared.contentLength) };
	const head = Object.entries({ Host: target.host, "Content-Type": "application/json", ...framing, ...headers })
		.map(([name, value]) => `${name}: ${value}\r\n`)
		.join("");
	const limit = declared === "chunked" ? Infinity : declared.contentLength;
	const outcome: UploadOutcome = { status: 0, headers: {}, bytesSent: 0, endedAfterAnswerMs: null, error: null, closed: false, closedAfterAnswerMs: null };
	let answeredAt: number | null = null;
	let received = "";
	return new Promise((resolve) => {
		let gaveUp = false;
		const done = () => {
			clearTimeout(timer);
			socket.destroy();
			resolve(outcome);
		};
		const timer = setTimeout(() => {
			gaveUp = true;
			done();
		}, forMs);
		socket.on("data", (data: Buffer) => {
			received += data.toString("latin1");
			const end = received.indexOf("\r\n\r\n");
			if (answeredAt !== null || end < 0) return;
			answeredAt = Date.now();
			const [statusLine, ...lines] = received.slice(0, end).split("\r\n");
			outcome.status = Number(statusLine.split(" ")[1]);
			for (const line of lines) outcome.headers[line.slice(0, line.indexOf(":")).toLowerCase()] = line.slice(line.indexOf(":") + 1).trim();
		});
		socket.on("end", () => (outcome.endedAfterAnswerMs = answeredAt === null ? null : Date.now() - answeredAt));
		socket.on("close", () => {
			if (gaveUp) return;
			outcome.closed = true;
			outcome.closedAfterAnswerMs = answeredAt === null ? null : Date.now() - answeredAt;
			done();
		});
		socket.on("error", (err: NodeJS.ErrnoException) => (outcome.error ??= err.code ?? err.message));
		const pump = () => {
			while (!socket.destroyed && outcome.bytesSent < limit) {
				const piece = declared === "chunked" ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")]) : chunk;
				outcome.bytesSent += chunk.length;
				if (!socket.write(piece)) return void socket.once("drain", pump);
			}
		};
		socket.write(`POST ${path} HTTP/1.1\r\n${head}\r\n`, pump);
	});
}

import type http from "node:http";

/** A listen error as one clear line: the usual one is a port another process holds. */
function listenError(err: NodeJS.ErrnoException, port: number, setting: string): Error {
	return err.code === "EADDRINUSE" ? new Error(`port ${port} is in use: stop the other process or set another ${setting}`) : err;
}

/** Listens on `port`, or rejects with one line naming the setting that chose the port. */
export function listen(server: http.Server, port: number, host: string, setting = "PORT"): Promise<void> {
	return new Promise<void>((resolve, reject) => {
		const failed = (err: NodeJS.ErrnoException) => reject(listenError(err, port, setting));
		server.once("error", failed);
		server.listen(port, host, () => {
			server.off("error", failed);
			resolve();
		});
	});
}

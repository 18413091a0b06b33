// The suite's requests follow the retry rule of docs/api.md ("Retrying") for one failure: a
// keep-alive connection that the server closed (HTTP_KEEP_ALIVE_TIMEOUT_MS) just as the next request
// left on it. The server never read that request, so it is sent once more on a new connection. A
// jest worker starved of CPU for seconds reuses such a connection late enough to meet the close.
const send = globalThis.fetch;

/**
 * undici's error for a connection that ended before any answer to the request came back, or that the
 * server's kernel reset because the request reached a socket the server had just closed.
 */
const closedUnderneath = (err: unknown) => ["UND_ERR_SOCKET", "ECONNRESET"].includes((err as { cause?: { code?: string } }).cause?.code ?? "");

globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
	try {
		return await send(input, init);
	} catch (err) {
		// a body that is a stream could not be sent twice; the suite sends text
		const resendable = init?.body === undefined || typeof init.body === "string";
		if (closedUnderneath(err) && resendable && !(input instanceof Request)) return send(input, init);
		throw err;
	}
};

// HTTP for the CLI: what it needs of an answer, and a server that is down as one readable line.

/** A bookdrop answer: status, headers and JSON body. */
export interface Answer {
	status: number;
	headers: Headers;
	body: any;
}

/** The server could not be reached, or what answered is not bookdrop. */
export class UnreachableError extends Error {}

/** One HTTP exchange with bookdrop; a refused connection or a non-JSON answer is an UnreachableError. */
export async function send(url: string, init: RequestInit): Promise<Answer> {
	const { origin } = new URL(url);
	let res: Response;
	try {
		res = await fetch(url, init);
	} catch (err) {
		const cause = (err as { cause?: { code?: string; message?: string } }).cause;
		throw new UnreachableError(`cannot reach bookdrop at ${origin} (${cause?.code ?? cause?.message ?? (err as Error).message})`);
	}
	const text = await res.text();
	try {
		return { status: res.status, headers: res.headers, body: JSON.parse(text) };
	} catch {
		throw new UnreachableError(`${origin} answered HTTP ${res.status} without JSON: is it bookdrop?`);
	}
}

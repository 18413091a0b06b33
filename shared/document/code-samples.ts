/**
 * An operation's request as a reader would send it, with curl and with the TypeScript client
 * `@bookdrop/client` (client/README.md): Redoc shows each operation's `x-codeSamples` beside it.
 * Both read the server's address from BOOKDROP_URL and the key from the variable `bookdrop quickstart`
 * prints for the key that may call it (keyVariable), as the introduction says.
 */

export interface SampleRequest {
	method: string;
	/** The OpenAPI path, `{name}` for each path parameter. */
	path: string;
	/** The client method, `customers.create`. */
	operationId: string;
	/** The variable holding a key that may call it: ADMIN_TOKEN, BOOKDROP_DESKTOP_KEY or BOOKDROP_API_KEY. */
	keyVariable: string;
	/** Each path parameter's example value, in the path's order. */
	pathValues: Record<string, string>;
	/** The required query parameters with an example value each (a GET's). */
	query: Record<string, unknown>;
	body: unknown;
	idempotent: boolean;
	/** Whether the answer is a page of a list, and the name of the object answered (`customer`). */
	list: boolean;
	object: string | undefined;
}

export interface CodeSample {
	lang: string;
	label: string;
	source: string;
}

/** A value inside single quotes of a POSIX shell. */
const shellQuoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

const camel = (text: string) => text.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

function curl(request: SampleRequest): string {
	const path = request.path.replace(/\{(\w+)\}/g, (_, name: string) => request.pathValues[name]);
	const query = Object.entries(request.query)
		.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
		.join("&");
	const method = request.method === "get" ? "" : ` -X ${request.method.toUpperCase()}`;
	const lines = [`curl${method} "$BOOKDROP_URL${path}${query ? `?${query}` : ""}"`, `-H "Authorization: Bearer $${request.keyVariable}"`];
	if (request.idempotent) lines.push(`-H "Idempotency-Key: $(uuidgen)"`);
	if (request.body !== undefined) lines.push(`-H "Content-Type: application/json"`, `-d ${shellQuoted(JSON.stringify(request.body, null, 2))}`);
	return lines.join(" \\\n  ");
}

function client(request: SampleRequest): string {
	const args = [
		...Object.values(request.pathValues).map((value) => JSON.stringify(value)),
		...(request.body !== undefined ? [JSON.stringify(request.body, null, 2)] : []),
		...(Object.keys(request.query).length ? [JSON.stringify(request.query)] : []),
	];
	const call = `bookdrop.${request.operationId}(${args.join(", ")})`;
	const name = request.object && /^[a-z][a-z_]*$/.test(request.object) ? camel(request.object) : "answer";
	return [
		'import { Bookdrop } from "@bookdrop/client";',
		"",
		`const bookdrop = new Bookdrop({ apiKey: process.env.${request.keyVariable}!, baseUrl: process.env.BOOKDROP_URL });`,
		request.list ? `for await (const ${name} of ${call}) console.log(${name});` : `const ${name} = await ${call};\nconsole.log(${name});`,
	].join("\n");
}

/** The operation's `x-codeSamples`: curl, then the client. */
export const codeSamples = (request: SampleRequest): CodeSample[] => [
	{ lang: "Shell", label: "curl", source: curl(request) },
	{ lang: "TypeScript", label: "@bookdrop/client", source: client(request) },
];

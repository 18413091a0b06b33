import { checkContract } from "./contract";

/** fetch, with each exchange held to docs/openapi.json like those of test/support/suite-api.ts. */
export const checkedFetch: typeof fetch = async (input, init = {}) => {
	const res = await fetch(input, init);
	const text = await res.clone().text();
	const url = new URL(String(input));
	checkContract({
		method: init.method ?? "GET",
		url: url.pathname + url.search,
		headers: init.headers as Record<string, string>,
		body: init.body ? JSON.parse(String(init.body)) : undefined,
		status: res.status,
		responseHeaders: res.headers,
		response: JSON.parse(text),
	});
	return res;
};

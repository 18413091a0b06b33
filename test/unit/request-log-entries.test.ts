import { boundedError, ERROR_MAX, loggedPath, PATH_MAX } from "../../shared/http/request-log-entries";

// What a request log entry keeps of a request (docs/requests.md): its path without the query
// and without anything shaped like a secret, and its error within bounds.

test("the path is kept without its query string, cut at PATH_MAX", () => {
	expect(loggedPath("/v1/customers?limit=3&email=a%40b.de")).toBe("/v1/customers");
	expect(loggedPath("/v1/customers/cus_1")).toBe("/v1/customers/cus_1");
	expect(loggedPath(`/v1/customers/${"x".repeat(1000)}`)).toHaveLength(PATH_MAX);
});

test("a path segment shaped like a key, a portal token, a signing secret or the admin token is masked, every time", () => {
	for (let i = 0; i < 2; i++) {
		expect(loggedPath("/v1/customers/ab_live1234567890")).toBe("/v1/customers/ab_…");
		expect(loggedPath("/v1/customers/ab_test_123/line_items")).toBe("/v1/customers/ab_…/line_items");
		expect(loggedPath("/v1/bps_1/bpl_2/whsec_3/adm_4")).toBe("/v1/bps_…/bpl_…/whsec_…/adm_…");
	}
	expect(loggedPath("/v1/webhook_endpoints/we_1")).toBe("/v1/webhook_endpoints/we_1");
	expect(loggedPath("/v1/customers/cus_ab_1")).toBe("/v1/customers/cus_ab_1");
});

test("an error is kept whole up to ERROR_MAX characters of JSON; past it, its message is cut and its details left out", () => {
	const small = { type: "invalid_request_error", code: "parameter_invalid", message: "email must be an email address.", param: "email", request_id: "req_1" };
	expect(boundedError(small)).toBe(small);
	const big = { ...small, message: "m".repeat(ERROR_MAX), param: "x" };
	expect(boundedError(big)).toEqual({ type: "invalid_request_error", code: "parameter_invalid", message: "m".repeat(1000), request_id: "req_1" });
});

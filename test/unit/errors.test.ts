import { Errors } from "moleculer";
import { renderError } from "../../shared/http/error-answers";
import { ApiError, ERROR_CODES } from "../../shared/actions/api-errors";

// docs/design.md, "Error codes": an unavailable service, database, Redis or transporter is 503
// service_unavailable (retry), whatever Moleculer or the driver calls it; anything else unknown is 500.
const errorOf = (err: unknown) => renderError(err, "req_test").body.error;

describe("renderError", () => {
	const unavailable: Array<[string, unknown]> = [
		["RequestRejectedError", new Errors.RequestRejectedError({ action: "catalog.customers.list", nodeID: "n1" })],
		["RequestTimeoutError", new Errors.RequestTimeoutError({ action: "catalog.customers.list", nodeID: "n1" })],
		["ServiceNotAvailableError", new Errors.ServiceNotAvailableError({ action: "catalog.customers.list", nodeID: "n1" })],
		["ServiceNotFoundError", new Errors.ServiceNotFoundError({ action: "catalog.customers.list" })],
		["MoleculerRetryableError", new Errors.MoleculerRetryableError("busy")],
		["QueueIsFullError", new Errors.QueueIsFullError({ action: "x", nodeID: "n1", size: 1, limit: 1 })],
		["ECONNREFUSED from pg", Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })],
		["57P01 from PostgreSQL", Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" })],
		["pg's dropped connection", new Error("Connection terminated unexpectedly")],
		["ioredis's closed connection", new Error("Connection is closed.")],
		["ioredis's unconnected client (no offline queue)", new Error("Stream isn't writeable and enableOfflineQueue options is false")],
		["ioredis giving up", Object.assign(new Error("Reached the max retries per request limit"), { name: "MaxRetriesPerRequestError" })],
		// as a remote node's error arrives: a plain object with the original name and code
		["a regenerated pg error", { name: "error", message: "terminating connection", code: "57P01" }],
	];

	test.each(unavailable)("%s is 503 service_unavailable", (_name, err) => {
		const { status, body } = renderError(err, "req_test");
		expect(status).toBe(503);
		expect(body.error).toEqual({ type: "api_error", code: "service_unavailable", message: expect.stringContaining("Retry"), request_id: "req_test" });
		expect(ERROR_CODES.service_unavailable.slice(0, 2)).toEqual([503, "api_error"]);
	});

	test.each([new Error("boom"), { code: "23505", message: "duplicate key" }, null, "text"])(
		"an unknown failure %p is 500 internal_error saying nothing",
		(err) => {
			expect(renderError(err, "req_test").status).toBe(500);
			expect(errorOf(err)).toEqual({ type: "api_error", code: "internal_error", message: expect.any(String), request_id: "req_test" });
		},
	);

	test("our own errors keep their code, even 4xx MoleculerClientErrors", () => {
		expect(errorOf(new ApiError("rate_limited", "slow down"))).toMatchObject({ code: "rate_limited" });
	});

	test("a malformed percent-encoding from the router is 400 parameter_invalid", () => {
		const err = Object.assign(new Errors.MoleculerError("Bad request", 400, "UNABLE_DECODE_PARAM", { param: "%E0%A4%A" }), { name: "BadRequestError" });
		expect(renderError(err, "req_test").status).toBe(400);
		expect(errorOf(err)).toMatchObject({ code: "parameter_invalid" });
	});
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { adminTokenFile, adminTokenWhere, operatorToken, storedAdminToken } from "../../shared/platform/admin-token";
import { parseBearer } from "../../services/gateway/authentication";

// The one Bearer parser, and the one module that knows the admin token: the gateway's, npm start's
// line and the command line's.

describe("parseBearer", () => {
	test.each([
		["Bearer ab_123", "ab_123"],
		["bearer   adm_x", "adm_x"],
	])("%s gives the token", (header, token) => expect(parseBearer(header)).toBe(token));

	test.each([
		[undefined, "api_key_missing"],
		["", "api_key_missing"],
		["Basic ab_123", "api_key_invalid"],
		["Bearer ab_1 ab_2", "api_key_invalid"],
		["Bearer", "api_key_invalid"],
	])("%s is refused with %s", (header, code) => expect(parseBearer(header)).toMatchObject({ name: "ApiError", type: code }));
});

describe("the admin token", () => {
	let dataDir: string;
	beforeEach(() => (dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bookdrop-token-")), "data")));

	test("embedded, it is generated once into DATA_DIR/admin-token (0600), where npm start and the CLI find it", () => {
		const settings = { adminToken: null, dataDir, transporter: null };
		const token = operatorToken(settings);
		expect(token).toMatch(/^adm_[0-9a-f]{48}$/);
		expect(operatorToken(settings)).toBe(token);
		expect(fs.statSync(adminTokenFile(dataDir)).mode & 0o777).toBe(0o600);
		expect(adminTokenWhere(settings)).toBe(path.join(dataDir, "admin-token"));
		expect(storedAdminToken(undefined, dataDir)).toBe(token);
		expect(storedAdminToken("adm_from_the_environment", dataDir)).toBe("adm_from_the_environment");
	});

	test("ADMIN_TOKEN wins, and must be long and not the placeholder; distributed, it is required", () => {
		const long = "x".repeat(24);
		expect(operatorToken({ adminToken: long, dataDir, transporter: "nats://x" })).toBe(long);
		expect(adminTokenWhere({ adminToken: long, dataDir })).toBe("the ADMIN_TOKEN environment variable");
		expect(() => operatorToken({ adminToken: "short", dataDir, transporter: null })).toThrow("at least 24 characters");
		expect(() => operatorToken({ adminToken: "REPLACE_ME_with_a_random_string", dataDir, transporter: null })).toThrow("placeholder");
		expect(() => operatorToken({ adminToken: null, dataDir, transporter: "nats://x" })).toThrow("ADMIN_TOKEN must be set");
		expect(fs.existsSync(dataDir)).toBe(false);
	});

	test("without ADMIN_TOKEN or the file, the CLI has none", () => {
		expect(storedAdminToken(undefined, dataDir)).toBeNull();
		expect(storedAdminToken("", dataDir)).toBeNull();
	});
});

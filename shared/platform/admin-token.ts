import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { Config } from "./config";

// The operator's token is known here only: the gateway checks requests against it, `npm start`
// says where it is, and the command line reads it.

type TokenSettings = Pick<Config, "adminToken" | "dataDir" | "transporter">;

/** Where embedded mode keeps the token it generated. */
export const adminTokenFile = (dataDir: string): string => path.join(dataDir, "admin-token");

/** ADMIN_TOKEN, or the token generated once into DATA_DIR/admin-token (mode 0600) in embedded mode. */
export function operatorToken({ adminToken, dataDir, transporter }: TokenSettings): string {
	if (adminToken) {
		if (adminToken.length < 24 || /REPLACE_ME/i.test(adminToken)) {
			throw new Error("ADMIN_TOKEN must be a random string of at least 24 characters; it is shorter, or still the placeholder.");
		}
		return adminToken;
	}
	if (transporter) throw new Error("ADMIN_TOKEN must be set when the gateway runs distributed (TRANSPORTER is set).");
	const file = adminTokenFile(dataDir);
	if (!fs.existsSync(file)) {
		fs.mkdirSync(dataDir, { recursive: true });
		fs.writeFileSync(file, `adm_${randomBytes(24).toString("hex")}\n`, { mode: 0o600, flag: "wx" });
	}
	return fs.readFileSync(file, "utf8").trim();
}

/** Where the token is, as `npm start` tells the operator. */
export function adminTokenWhere({ adminToken, dataDir }: Pick<Config, "adminToken" | "dataDir">): string {
	return adminToken ? "the ADMIN_TOKEN environment variable" : adminTokenFile(dataDir);
}

/** The token the command line sends: `fromEnv` (ADMIN_TOKEN), else the one kept in `dataDir`; null when neither has one. */
export function storedAdminToken(fromEnv: string | undefined, dataDir: string): string | null {
	if (fromEnv) return fromEnv;
	const file = adminTokenFile(dataDir);
	return fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim() : null;
}

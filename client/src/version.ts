/** This package's version, as client/package.json says it (test/unit/client-calls.test.ts holds them equal); sent in `User-Agent`. */
export const VERSION = "0.1.0";

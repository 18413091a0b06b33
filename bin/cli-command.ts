import type { ParseArgsConfig } from "node:util";
import type { Values } from "./cli-io";

// What a command of `bookdrop` is (bin/bookdrop.ts holds the table), and the options several share.

export type Options = NonNullable<ParseArgsConfig["options"]>;

export interface Command {
	/** The synopsis after `bookdrop `. */
	usage: string;
	summary: string;
	/** More lines for `bookdrop help <command>`. */
	details?: string;
	options: Options;
	/** How many positional arguments the command takes. */
	args: { min: number; max: number };
	run(args: string[], values: Values): Promise<void>;
}

export const URL_OPTION = { url: { type: "string" } } as const;
export const DESKTOP_OPTIONS = { ...URL_OPTION, key: { type: "string" } } as const;
export const PAGE_OPTIONS = { limit: { type: "string" }, "starting-after": { type: "string" } } as const;

// How a CLI command fails: each is one line on stderr, naming the fix where there is one.

/** The server could not be reached, or what answered is not bookdrop: the message says how to point the CLI at it. */
export class UnreachableError extends Error {
	constructor(reason: string) {
		super(
			/^cannot reach/.test(reason)
				? `${reason}: start the server (npm start), or set BOOKDROP_URL (or --url) to where it runs`
				: `${reason} Set BOOKDROP_URL (or --url) to bookdrop's address.`,
		);
	}
}
/** The command was called wrongly: exit 2. */
export class UsageError extends Error {}
/** The command failed for a reason the user can act on: exit 1. */
export class Failure extends Error {}

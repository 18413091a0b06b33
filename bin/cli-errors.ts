// How a CLI command fails: each is one line on stderr.

/** The server could not be reached, or what answered is not bookdrop. */
export class UnreachableError extends Error {}
/** The command was called wrongly: exit 2. */
export class UsageError extends Error {}
/** The command failed for a reason the user can act on: exit 1. */
export class Failure extends Error {}

// The CLI's one line for a server that is down.

/** The server could not be reached, or what answered is not bookdrop. */
export class UnreachableError extends Error {}

import { FINDING_CODES } from "../books/findings";
import { unixSeconds } from "../platform/clock";
import { observeBooksCheck, registerBooksMetrics } from "../platform/metrics";
import type { DatabaseService } from "../platform/platform";
import type { BooksWatch } from "./books-checks";

// The books checks' metrics (docs/operations.md, "Metrics"), kept beside the checks rather than in
// them: a create hands judgeByBooks the watch of its service, which counts in the service's registry.

/** Registers the series as a service that creates objects of the checked types is created. */
export function registerBooksWatch(service: DatabaseService): void {
	registerBooksMetrics(service, FINDING_CODES);
}

/** The watch of `service`: counts each finding by outcome and observes how old the snapshot was. */
export function booksWatch(service: DatabaseService): BooksWatch {
	return ({ findings, outcome, readAt }) =>
		observeBooksCheck(
			service.platform.metrics,
			findings.map((finding) => finding.code),
			outcome,
			unixSeconds(service.platform.clock) - readAt,
		);
}

import { guidePath } from "../document/guide-index";

/**
 * The decline catalogue (docs/declines.md): every reason code a decline may carry, who must act on
 * it, whether the object sent again can succeed and after what, and what to tell a person, in
 * English and German. The one declaration the API, the document, the guide and the tests read.
 */

/** Why an object was declined, for code to act on; `other` when none is given. */
export const REJECTION_CODES = ["duplicate", "invalid_data", "missing_reference", "name_in_use", "period_locked", "not_wanted", "other"] as const;
export type RejectionCode = (typeof REJECTION_CODES)[number];

/** Who must act: the integration's data, the merchant, or the merchant's accountant. */
export const DECLINE_ACTORS = ["integration", "merchant", "accountant"] as const;
export type DeclineActor = (typeof DECLINE_ACTORS)[number];

/**
 * What must happen before the same object, sent again as a new object, can succeed: the
 * integration corrected its data, what it references was imported, the accountant reopened the
 * period, or the merchant agreed to have it again.
 */
export const RETRY_AFTER = ["data_fixed", "reference_imported", "period_reopened", "merchant_agreed"] as const;
export type RetryAfter = (typeof RETRY_AFTER)[number];

/** `possible: false` (and `after` null): sending it again cannot succeed, whatever changes. */
export type Retryable = { possible: true; after: RetryAfter } | { possible: false; after: null };

export interface ReasonCode {
	actor: DeclineActor;
	retryable: Retryable;
	/** For the person who sees the decline, the merchant's or the integrator's user. */
	messages: { en: string; de: string };
}

const never: Retryable = { possible: false, after: null };
const after = (condition: RetryAfter): Retryable => ({ possible: true, after: condition });

export const DECLINES: Readonly<Record<RejectionCode, ReasonCode>> = {
	duplicate: {
		actor: "integration",
		retryable: never,
		messages: {
			en: "The books already hold this record, so it was not imported a second time.",
			de: "Dieser Datensatz ist bereits in der Buchhaltung erfasst und wurde daher nicht ein zweites Mal importiert.",
		},
	},
	invalid_data: {
		actor: "integration",
		retryable: after("data_fixed"),
		messages: {
			en: "A value is wrong or cannot be used in the books. Correct it in the original record, then send it again.",
			de: "Ein Wert ist falsch oder in der Buchhaltung nicht verwendbar. Korrigieren Sie ihn im ursprünglichen Datensatz und senden Sie ihn dann erneut.",
		},
	},
	missing_reference: {
		actor: "integration",
		retryable: after("reference_imported"),
		messages: {
			en: "Something this record refers to (a customer, supplier, category or product) is not in the books. Send that first, then send this again.",
			de: "Etwas, worauf dieser Datensatz verweist (ein Kunde, Lieferant, eine Kategorie oder ein Artikel), fehlt in der Buchhaltung. Senden Sie das zuerst und danach diesen Datensatz erneut.",
		},
	},
	name_in_use: {
		actor: "integration",
		retryable: after("data_fixed"),
		messages: {
			en: "The books already hold another record with this name. Give it a name that tells them apart, or link it to the existing record.",
			de: "In der Buchhaltung gibt es bereits einen anderen Datensatz mit diesem Namen. Geben Sie ihm einen unterscheidbaren Namen oder verknüpfen Sie ihn mit dem vorhandenen Datensatz.",
		},
	},
	period_locked: {
		actor: "accountant",
		retryable: after("period_reopened"),
		messages: {
			en: "The record's date falls in a closed accounting period. Only the accountant can reopen the period; otherwise book a correction in an open period.",
			de: "Das Datum dieses Datensatzes liegt in einem abgeschlossenen Buchungszeitraum. Nur die Steuerberatung kann den Zeitraum wieder öffnen; andernfalls buchen Sie eine Korrektur in einem offenen Zeitraum.",
		},
	},
	not_wanted: {
		actor: "merchant",
		retryable: never,
		messages: {
			en: "The business does not keep records like this in its books. It will not be imported; stop sending records like it.",
			de: "Das Unternehmen führt solche Datensätze nicht in seiner Buchhaltung. Dieser Datensatz wird nicht importiert; senden Sie solche Datensätze nicht mehr.",
		},
	},
	other: {
		actor: "merchant",
		retryable: after("merchant_agreed"),
		messages: {
			en: "Declined for another reason: see the reason given. Clear it with the business before sending it again.",
			de: "Aus einem anderen Grund abgelehnt: siehe die angegebene Begründung. Klären Sie dies mit dem Unternehmen, bevor Sie den Datensatz erneut senden.",
		},
	},
};

/** The served guide's section on a code: a path on the API's own origin, the same on every server. */
export const declineDocUrl = (code: RejectionCode) => `${guidePath("declines")}#${code}`;

/** A code's catalogue entry as the API shows it, on a decline and in `GET /v1/reason_codes`. */
export const reasonCodeView = (code: RejectionCode) => ({ ...DECLINES[code], doc_url: declineDocUrl(code) });

import type { Row } from "../platform/database";
import { ApiError } from "../actions/api-errors";

/** docs/design.md, "Resources" (validation rules): amounts are gross, so the tax within cannot exceed them. */
export function taxWithinAmount(values: Row): void {
	if (values.tax_amount !== null && values.tax_amount > values.amount) {
		throw new ApiError(
			"tax_amount_exceeds_amount",
			`tax_amount (${values.tax_amount}) cannot exceed amount (${values.amount}): amounts are gross, tax included.`,
			{
				param: "tax_amount",
			},
		);
	}
}

/** A category on an expense must be an expense category, and likewise for revenue. */
export const categoryOfKind = (kind: "expense" | "revenue") => ({
	column: "kind",
	equals: kind,
	says: `category must be a category of kind '${kind}'.`,
});

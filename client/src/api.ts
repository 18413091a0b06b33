// Generated from docs/openapi.json by scripts/generated.ts (`npm run generate`): do not edit.
import type { PagePromise, RequestOptions, Transport } from "./core";

export type Account = { id: string; object: "account"; name: string; created: number; last_import_at: number | null; importer: { last_seen_at: number | null; status: "active" | "stale" | "never"; }; };
export type AccountSummary = { id: string; object: "account"; pending: { customer: number; supplier: number; category: number; product: number; expense: number; revenue: number; refund: number; }; last_import_at: number | null; importer: { last_seen_at: number | null; status: "active" | "stale" | "never"; }; };
export type ApiKey = { id: string; object: "api_key"; name: string | null; scopes: Array<"read" | "write" | "import" | "keys">; integration: string | null; secret_last4: string; created: number; expires_at: number | null; revoked_at: number | null; };
export type Category = { id: string; object: "category"; name: string; kind: "expense" | "revenue"; parent: string | Category | null; description: string | null; metadata: { [key: string]: string; }; import: { status: "pending" | "imported" | "rejected"; batch: string | null; imported_at: number | null; local_ref: string | null; }; created: number; updated: number; };
export type Customer = { id: string; object: "customer"; name: string; email: string | null; phone: string | null; company: string | null; tax_number: string | null; address_line1: string | null; address_line2: string | null; city: string | null; state: string | null; postal_code: string | null; country: string | null; notes: string | null; metadata: { [key: string]: string; }; import: { status: "pending" | "imported" | "rejected"; batch: string | null; imported_at: number | null; local_ref: string | null; }; created: number; updated: number; };
export type DeletedCategory = { id: string; object: "category"; deleted: true; };
export type DeletedCustomer = { id: string; object: "customer"; deleted: true; };
export type DeletedExpense = { id: string; object: "expense"; deleted: true; };
export type DeletedProduct = { id: string; object: "product"; deleted: true; };
export type DeletedRefund = { id: string; object: "refund"; deleted: true; };
export type DeletedRevenue = { id: string; object: "revenue"; deleted: true; };
export type DeletedSupplier = { id: string; object: "supplier"; deleted: true; };
export type DeletedWebhookEndpoint = { id: string; object: "webhook_endpoint"; deleted: true; };
export type Error = { error: { type: "invalid_request_error" | "authentication_error" | "permission_error" | "conflict_error" | "idempotency_error" | "rate_limit_error" | "api_error"; code: "parameter_missing" | "parameter_unknown" | "parameter_invalid" | "parameter_invalid_amount" | "invalid_json" | "idempotency_key_missing" | "version_invalid" | "resource_missing" | "tax_amount_exceeds_amount" | "currency_mismatch" | "refund_exceeds_remaining" | "webhook_url_invalid" | "api_key_missing" | "api_key_invalid" | "insufficient_scope" | "cross_origin_refused" | "route_missing" | "method_not_allowed" | "object_not_pending" | "object_not_claimable" | "resource_in_use" | "batch_not_revertible" | "batch_not_open" | "idempotency_key_reused" | "idempotency_key_in_use" | "request_too_large" | "unsupported_media_type" | "rate_limited" | "internal_error" | "service_unavailable"; message: string; param?: string; refundable_amount?: number; refunded_amount?: number; objects?: Array<{ id: string; reason: "missing" | "not_pending" | "claimed" | "dependency_not_imported"; }>; dependent?: string; batch?: string; request_id: string; }; };
export type Event = { id: string; object: "event"; type: "customer.imported"; created: number; data: { object: Customer; }; } | { id: string; object: "event"; type: "customer.rejected"; created: number; data: { object: Customer; reason: string | null; }; } | { id: string; object: "event"; type: "supplier.imported"; created: number; data: { object: Supplier; }; } | { id: string; object: "event"; type: "supplier.rejected"; created: number; data: { object: Supplier; reason: string | null; }; } | { id: string; object: "event"; type: "category.imported"; created: number; data: { object: Category; }; } | { id: string; object: "event"; type: "category.rejected"; created: number; data: { object: Category; reason: string | null; }; } | { id: string; object: "event"; type: "product.imported"; created: number; data: { object: Product; }; } | { id: string; object: "event"; type: "product.rejected"; created: number; data: { object: Product; reason: string | null; }; } | { id: string; object: "event"; type: "expense.imported"; created: number; data: { object: Expense; }; } | { id: string; object: "event"; type: "expense.rejected"; created: number; data: { object: Expense; reason: string | null; }; } | { id: string; object: "event"; type: "revenue.imported"; created: number; data: { object: Revenue; }; } | { id: string; object: "event"; type: "revenue.rejected"; created: number; data: { object: Revenue; reason: string | null; }; } | { id: string; object: "event"; type: "refund.imported"; created: number; data: { object: Refund; }; } | { id: string; object: "event"; type: "refund.rejected"; created: number; data: { object: Refund; reason: string | null; }; } | { id: string; object: "event"; type: "import_batch.completed"; created: number; data: { object: ImportBatch; }; } | { id: string; object: "event"; type: "import_batch.reverted"; created: number; data: { object: ImportBatch; }; } | { id: string; object: "event"; type: "account.importer_stale"; created: number; data: { object: AccountSummary; }; } | { id: string; object: "event"; type: "account.importer_active"; created: number; data: { object: AccountSummary; }; } | { id: string; object: "event"; type: "webhook_endpoint.disabled"; created: number; data: { object: WebhookEndpoint; }; } | { id: string; object: "event"; type: "webhook_endpoint.test"; created: number; data: { object: WebhookEndpoint; }; };
export type Expense = { id: string; object: "expense"; description: string; amount: number; currency: string; tax_amount: number | null; occurred_on: string; supplier: string | Supplier | null; category: string | Category | null; payment_method: string | null; reference: string | null; notes: string | null; metadata: { [key: string]: string; }; import: { status: "pending" | "imported" | "rejected"; batch: string | null; imported_at: number | null; local_ref: string | null; }; created: number; updated: number; line_items?: { object: "list"; url: string; has_more: boolean; data: Array<LineItem>; }; };
export type ImportBatch = { id: string; object: "import_batch"; status: "open" | "completed" | "reverted"; counts: { customer: number; supplier: number; category: number; product: number; expense: number; revenue: number; refund: number; }; created: number; updated: number; completed_at: number | null; reverted_at: number | null; };
export type LineItem = { id: string; object: "line_item"; parent: string; product: string | Product | null; description: string; quantity: number | null; unit_amount: number; tax_amount: number | null; discount_amount: number | null; created: number; };
export type NewAccount = { account: Account; desktop_key: NewApiKey; };
export type NewApiKey = { id: string; object: "api_key"; name: string | null; scopes: Array<"read" | "write" | "import" | "keys">; integration: string | null; secret_last4: string; created: number; expires_at: number | null; revoked_at: number | null; secret: string; };
export type NewWebhookEndpoint = { id: string; object: "webhook_endpoint"; url: string; enabled_events: Array<"*" | "customer.imported" | "customer.rejected" | "supplier.imported" | "supplier.rejected" | "category.imported" | "category.rejected" | "product.imported" | "product.rejected" | "expense.imported" | "expense.rejected" | "revenue.imported" | "revenue.rejected" | "refund.imported" | "refund.rejected" | "import_batch.completed" | "import_batch.reverted" | "account.importer_stale" | "account.importer_active" | "webhook_endpoint.disabled" | "webhook_endpoint.test">; description: string | null; status: "enabled" | "disabled"; disabled_reason: "deliveries_failing" | "manual" | null; disabled_at: number | null; created: number; updated: number; signing_secret: string; };
export type Product = { id: string; object: "product"; name: string; sku: string | null; description: string | null; unit: string | null; unit_amount: number | null; currency: string | null; tax_rate: number | null; category: string | Category | null; metadata: { [key: string]: string; }; import: { status: "pending" | "imported" | "rejected"; batch: string | null; imported_at: number | null; local_ref: string | null; }; created: number; updated: number; };
export type Refund = { id: string; object: "refund"; revenue: string | Revenue; amount: number; currency: string; reason: string | null; occurred_on: string; reference: string | null; metadata: { [key: string]: string; }; import: { status: "pending" | "imported" | "rejected"; batch: string | null; imported_at: number | null; local_ref: string | null; }; created: number; updated: number; };
export type Revenue = { id: string; object: "revenue"; description: string; amount: number; currency: string; tax_amount: number | null; discount_amount: number | null; fee_amount: number | null; occurred_on: string; customer: string | Customer | null; category: string | Category | null; payment_method: string | null; reference: string | null; notes: string | null; metadata: { [key: string]: string; }; import: { status: "pending" | "imported" | "rejected"; batch: string | null; imported_at: number | null; local_ref: string | null; }; created: number; updated: number; line_items?: { object: "list"; url: string; has_more: boolean; data: Array<LineItem>; }; };
export type RotatedWebhookEndpoint = { id: string; object: "webhook_endpoint"; url: string; enabled_events: Array<"*" | "customer.imported" | "customer.rejected" | "supplier.imported" | "supplier.rejected" | "category.imported" | "category.rejected" | "product.imported" | "product.rejected" | "expense.imported" | "expense.rejected" | "revenue.imported" | "revenue.rejected" | "refund.imported" | "refund.rejected" | "import_batch.completed" | "import_batch.reverted" | "account.importer_stale" | "account.importer_active" | "webhook_endpoint.disabled" | "webhook_endpoint.test">; description: string | null; status: "enabled" | "disabled"; disabled_reason: "deliveries_failing" | "manual" | null; disabled_at: number | null; created: number; updated: number; signing_secret: string; previous_secret_expires_at: number; };
export type Supplier = { id: string; object: "supplier"; name: string; email: string | null; phone: string | null; tax_number: string | null; address_line1: string | null; address_line2: string | null; city: string | null; state: string | null; postal_code: string | null; country: string | null; notes: string | null; website: string | null; metadata: { [key: string]: string; }; import: { status: "pending" | "imported" | "rejected"; batch: string | null; imported_at: number | null; local_ref: string | null; }; created: number; updated: number; };
export type WebhookAttempt = { created: number; http_status: number | null; error: "http_status" | "redirect" | "timeout" | "connection_refused" | "tls" | "dns" | "address_refused" | "connection" | "worker_lost" | null; error_message: string | null; duration_ms: number | null; };
export type WebhookDelivery = { id: string; object: "webhook_delivery"; endpoint: string; event: string; event_type: string; status: "pending" | "succeeded" | "failed" | "dropped"; next_attempt_at: number | null; attempts: Array<WebhookAttempt>; created: number; updated: number; };
export type WebhookEndpoint = { id: string; object: "webhook_endpoint"; url: string; enabled_events: Array<"*" | "customer.imported" | "customer.rejected" | "supplier.imported" | "supplier.rejected" | "category.imported" | "category.rejected" | "product.imported" | "product.rejected" | "expense.imported" | "expense.rejected" | "revenue.imported" | "revenue.rejected" | "refund.imported" | "refund.rejected" | "import_batch.completed" | "import_batch.reverted" | "account.importer_stale" | "account.importer_active" | "webhook_endpoint.disabled" | "webhook_endpoint.test">; description: string | null; status: "enabled" | "disabled"; disabled_reason: "deliveries_failing" | "manual" | null; disabled_at: number | null; created: number; updated: number; };
export type ErrorCode = "parameter_missing" | "parameter_unknown" | "parameter_invalid" | "parameter_invalid_amount" | "invalid_json" | "idempotency_key_missing" | "version_invalid" | "resource_missing" | "tax_amount_exceeds_amount" | "currency_mismatch" | "refund_exceeds_remaining" | "webhook_url_invalid" | "api_key_missing" | "api_key_invalid" | "insufficient_scope" | "cross_origin_refused" | "route_missing" | "method_not_allowed" | "object_not_pending" | "object_not_claimable" | "resource_in_use" | "batch_not_revertible" | "batch_not_open" | "idempotency_key_reused" | "idempotency_key_in_use" | "request_too_large" | "unsupported_media_type" | "rate_limited" | "internal_error" | "service_unavailable";

export type AdminCreateAccountParams = { name: string; };
export type AdminListAccountsParams = { limit?: number; starting_after?: string; ending_before?: string; };
export type AdminCreateKeyParams = { name?: string; scopes: Array<"read" | "write">; integration?: string; expires_at?: number; };
export type AdminListKeysParams = { limit?: number; starting_after?: string; ending_before?: string; };
export type ApiKeysCreateParams = { name?: string; scopes: Array<"read" | "write">; integration?: string; expires_at?: number; };
export type ApiKeysListParams = { limit?: number; starting_after?: string; ending_before?: string; };
export type CustomersCreateParams = { name: string; email?: string | null | ""; phone?: string | null | ""; company?: string | null | ""; tax_number?: string | null | ""; address_line1?: string | null | ""; address_line2?: string | null | ""; city?: string | null | ""; state?: string | null | ""; postal_code?: string | null | ""; country?: string | null | ""; notes?: string | null | ""; metadata?: { [key: string]: string | null; } | null; };
export type CustomersListParams = { limit?: number; starting_after?: string; ending_before?: string; import_status?: "pending" | "imported" | "rejected"; expand?: Array<string>; email?: string; name?: string; };
export type CustomersRetrieveParams = { expand?: Array<string>; };
export type CustomersUpdateParams = { name?: string; email?: string | null | ""; phone?: string | null | ""; company?: string | null | ""; tax_number?: string | null | ""; address_line1?: string | null | ""; address_line2?: string | null | ""; city?: string | null | ""; state?: string | null | ""; postal_code?: string | null | ""; country?: string | null | ""; notes?: string | null | ""; metadata?: { [key: string]: string | null; } | null; };
export type SuppliersCreateParams = { name: string; email?: string | null | ""; phone?: string | null | ""; tax_number?: string | null | ""; address_line1?: string | null | ""; address_line2?: string | null | ""; city?: string | null | ""; state?: string | null | ""; postal_code?: string | null | ""; country?: string | null | ""; notes?: string | null | ""; website?: string | null | ""; metadata?: { [key: string]: string | null; } | null; };
export type SuppliersListParams = { limit?: number; starting_after?: string; ending_before?: string; import_status?: "pending" | "imported" | "rejected"; expand?: Array<string>; email?: string; name?: string; };
export type SuppliersRetrieveParams = { expand?: Array<string>; };
export type SuppliersUpdateParams = { name?: string; email?: string | null | ""; phone?: string | null | ""; tax_number?: string | null | ""; address_line1?: string | null | ""; address_line2?: string | null | ""; city?: string | null | ""; state?: string | null | ""; postal_code?: string | null | ""; country?: string | null | ""; notes?: string | null | ""; website?: string | null | ""; metadata?: { [key: string]: string | null; } | null; };
export type CategoriesCreateParams = { name: string; kind: "expense" | "revenue"; parent?: string | null | ""; description?: string | null | ""; metadata?: { [key: string]: string | null; } | null; };
export type CategoriesListParams = { limit?: number; starting_after?: string; ending_before?: string; import_status?: "pending" | "imported" | "rejected"; expand?: Array<string>; kind?: "expense" | "revenue"; name?: string; parent?: string; };
export type CategoriesRetrieveParams = { expand?: Array<string>; };
export type CategoriesUpdateParams = { name?: string; kind?: "expense" | "revenue"; parent?: string | null | ""; description?: string | null | ""; metadata?: { [key: string]: string | null; } | null; };
export type ProductsCreateParams = { name: string; sku?: string | null | ""; description?: string | null | ""; unit?: string | null | ""; unit_amount?: number | null | ""; currency?: string | null | ""; tax_rate?: number | null | ""; category?: string | null | ""; metadata?: { [key: string]: string | null; } | null; };
export type ProductsListParams = { limit?: number; starting_after?: string; ending_before?: string; import_status?: "pending" | "imported" | "rejected"; expand?: Array<string>; sku?: string; name?: string; category?: string; };
export type ProductsRetrieveParams = { expand?: Array<string>; };
export type ProductsUpdateParams = { name?: string; sku?: string | null | ""; description?: string | null | ""; unit?: string | null | ""; unit_amount?: number | null | ""; currency?: string | null | ""; tax_rate?: number | null | ""; category?: string | null | ""; metadata?: { [key: string]: string | null; } | null; };
export type ExpensesCreateParams = { description: string; amount: number; currency: string; tax_amount?: number | null | ""; occurred_on: string; supplier?: string | null | ""; category?: string | null | ""; payment_method?: string | null | ""; reference?: string | null | ""; notes?: string | null | ""; metadata?: { [key: string]: string | null; } | null; };
export type ExpensesListParams = { limit?: number; starting_after?: string; ending_before?: string; import_status?: "pending" | "imported" | "rejected"; expand?: Array<string>; supplier?: string; category?: string; currency?: string; reference?: string; occurred_on?: string; "occurred_on[gte]"?: string; "occurred_on[gt]"?: string; "occurred_on[lte]"?: string; "occurred_on[lt]"?: string; };
export type ExpensesRetrieveParams = { expand?: Array<string>; };
export type ExpensesUpdateParams = { description?: string; amount?: number; currency?: string; tax_amount?: number | null | ""; occurred_on?: string; supplier?: string | null | ""; category?: string | null | ""; payment_method?: string | null | ""; reference?: string | null | ""; notes?: string | null | ""; metadata?: { [key: string]: string | null; } | null; };
export type ExpensesCreateLineItemsParams = { product?: string | null | ""; description: string; quantity?: number | null | ""; unit_amount: number; tax_amount?: number | null | ""; discount_amount?: number | null | ""; };
export type ExpensesListLineItemsParams = { limit?: number; starting_after?: string; ending_before?: string; expand?: Array<string>; };
export type RevenueCreateParams = { description: string; amount: number; currency: string; tax_amount?: number | null | ""; discount_amount?: number | null | ""; fee_amount?: number | null | ""; occurred_on: string; customer?: string | null | ""; category?: string | null | ""; payment_method?: string | null | ""; reference?: string | null | ""; notes?: string | null | ""; metadata?: { [key: string]: string | null; } | null; };
export type RevenueListParams = { limit?: number; starting_after?: string; ending_before?: string; import_status?: "pending" | "imported" | "rejected"; expand?: Array<string>; customer?: string; category?: string; currency?: string; reference?: string; occurred_on?: string; "occurred_on[gte]"?: string; "occurred_on[gt]"?: string; "occurred_on[lte]"?: string; "occurred_on[lt]"?: string; };
export type RevenueRetrieveParams = { expand?: Array<string>; };
export type RevenueUpdateParams = { description?: string; amount?: number; currency?: string; tax_amount?: number | null | ""; discount_amount?: number | null | ""; fee_amount?: number | null | ""; occurred_on?: string; customer?: string | null | ""; category?: string | null | ""; payment_method?: string | null | ""; reference?: string | null | ""; notes?: string | null | ""; metadata?: { [key: string]: string | null; } | null; };
export type RevenueCreateLineItemsParams = { product?: string | null | ""; description: string; quantity?: number | null | ""; unit_amount: number; tax_amount?: number | null | ""; discount_amount?: number | null | ""; };
export type RevenueListLineItemsParams = { limit?: number; starting_after?: string; ending_before?: string; expand?: Array<string>; };
export type RefundsCreateParams = { revenue: string; amount: number; currency: string; reason?: string | null | ""; occurred_on: string; reference?: string | null | ""; metadata?: { [key: string]: string | null; } | null; };
export type RefundsListParams = { limit?: number; starting_after?: string; ending_before?: string; import_status?: "pending" | "imported" | "rejected"; expand?: Array<string>; revenue?: string; currency?: string; occurred_on?: string; "occurred_on[gte]"?: string; "occurred_on[gt]"?: string; "occurred_on[lte]"?: string; "occurred_on[lt]"?: string; };
export type RefundsRetrieveParams = { expand?: Array<string>; };
export type RefundsUpdateParams = { revenue?: string; amount?: number; currency?: string; reason?: string | null | ""; occurred_on?: string; reference?: string | null | ""; metadata?: { [key: string]: string | null; } | null; };
export type ImportBatchesCreateParams = { objects: Array<{ id: string; local_ref?: string; }>; };
export type ImportBatchesListParams = { limit?: number; starting_after?: string; ending_before?: string; status?: "open" | "completed" | "reverted"; };
export type ImportBatchesCompleteParams = { local_refs: { [key: string]: string; }; };
export type CustomersRejectParams = { reason?: string | null; };
export type SuppliersRejectParams = { reason?: string | null; };
export type CategoriesRejectParams = { reason?: string | null; };
export type ProductsRejectParams = { reason?: string | null; };
export type ExpensesRejectParams = { reason?: string | null; };
export type RevenueRejectParams = { reason?: string | null; };
export type RefundsRejectParams = { reason?: string | null; };
export type EventsListParams = { limit?: number; starting_after?: string; ending_before?: string; type?: "customer.imported" | "customer.rejected" | "supplier.imported" | "supplier.rejected" | "category.imported" | "category.rejected" | "product.imported" | "product.rejected" | "expense.imported" | "expense.rejected" | "revenue.imported" | "revenue.rejected" | "refund.imported" | "refund.rejected" | "import_batch.completed" | "import_batch.reverted" | "account.importer_stale" | "account.importer_active" | "webhook_endpoint.disabled" | "webhook_endpoint.test"; };
export type WebhookEndpointsCreateParams = { url: string; enabled_events?: Array<"*" | "customer.imported" | "customer.rejected" | "supplier.imported" | "supplier.rejected" | "category.imported" | "category.rejected" | "product.imported" | "product.rejected" | "expense.imported" | "expense.rejected" | "revenue.imported" | "revenue.rejected" | "refund.imported" | "refund.rejected" | "import_batch.completed" | "import_batch.reverted" | "account.importer_stale" | "account.importer_active" | "webhook_endpoint.disabled" | "webhook_endpoint.test">; description?: string | null; };
export type WebhookEndpointsListParams = { limit?: number; starting_after?: string; ending_before?: string; };
export type WebhookEndpointsUpdateParams = { url?: string; enabled_events?: Array<"*" | "customer.imported" | "customer.rejected" | "supplier.imported" | "supplier.rejected" | "category.imported" | "category.rejected" | "product.imported" | "product.rejected" | "expense.imported" | "expense.rejected" | "revenue.imported" | "revenue.rejected" | "refund.imported" | "refund.rejected" | "import_batch.completed" | "import_batch.reverted" | "account.importer_stale" | "account.importer_active" | "webhook_endpoint.disabled" | "webhook_endpoint.test">; description?: string | null; status?: "enabled" | "disabled"; };
export type WebhookEndpointsRotateSecretParams = { overlap_seconds?: number; };
export type WebhookEndpointsDeliveriesParams = { limit?: number; starting_after?: string; ending_before?: string; status?: "pending" | "succeeded" | "failed" | "dropped"; event?: string; };
export type EventsEventDeliveriesParams = { limit?: number; starting_after?: string; ending_before?: string; };

export class AccountOperations {
	constructor(private readonly transport: Transport) {}
	/** GET /v1/account: Needs a key with the `read` scope. */
	summary(): Promise<AccountSummary> {
		return this.transport.call<AccountSummary>({ method: "GET", path: "/v1/account", idempotent: false }, {}, {});
	}
}

export class AdminOperations {
	constructor(private readonly transport: Transport) {}
	/** POST /admin/v1/accounts: Needs the operator's admin token. */
	createAccount(params: AdminCreateAccountParams): Promise<NewAccount> {
		return this.transport.call<NewAccount>({ method: "POST", path: "/admin/v1/accounts", idempotent: false }, {}, params);
	}
	/** GET /admin/v1/accounts: Needs the operator's admin token. */
	listAccounts(params?: AdminListAccountsParams): PagePromise<Account> {
		return this.transport.list<Account>({ method: "GET", path: "/admin/v1/accounts", idempotent: false }, {}, params);
	}
	/** GET /admin/v1/accounts/{id}: Needs the operator's admin token. */
	retrieveAccount(id: string): Promise<Account> {
		return this.transport.call<Account>({ method: "GET", path: "/admin/v1/accounts/{id}", idempotent: false }, { id }, {});
	}
	/** POST /admin/v1/accounts/{account}/api_keys: Needs the operator's admin token. */
	createKey(account: string, params: AdminCreateKeyParams): Promise<NewApiKey> {
		return this.transport.call<NewApiKey>({ method: "POST", path: "/admin/v1/accounts/{account}/api_keys", idempotent: false }, { account }, params);
	}
	/** GET /admin/v1/accounts/{account}/api_keys: Needs the operator's admin token. */
	listKeys(account: string, params?: AdminListKeysParams): PagePromise<ApiKey> {
		return this.transport.list<ApiKey>({ method: "GET", path: "/admin/v1/accounts/{account}/api_keys", idempotent: false }, { account }, params);
	}
	/** DELETE /admin/v1/api_keys/{id}: Needs the operator's admin token. */
	revokeKey(id: string): Promise<ApiKey> {
		return this.transport.call<ApiKey>({ method: "DELETE", path: "/admin/v1/api_keys/{id}", idempotent: false }, { id }, {});
	}
	/** POST /admin/v1/accounts/{account}/desktop_key: Needs the operator's admin token. */
	replaceDesktopKey(account: string): Promise<NewApiKey> {
		return this.transport.call<NewApiKey>({ method: "POST", path: "/admin/v1/accounts/{account}/desktop_key", idempotent: false }, { account }, {});
	}
}

export class ApiKeysOperations {
	constructor(private readonly transport: Transport) {}
	/** POST /v1/api_keys: Needs a key with the `keys` scope. A create: send an `Idempotency-Key`. */
	create(params: ApiKeysCreateParams, options?: RequestOptions): Promise<NewApiKey> {
		return this.transport.call<NewApiKey>({ method: "POST", path: "/v1/api_keys", idempotent: true }, {}, params, options);
	}
	/** GET /v1/api_keys: Needs a key with the `keys` scope. */
	list(params?: ApiKeysListParams): PagePromise<ApiKey> {
		return this.transport.list<ApiKey>({ method: "GET", path: "/v1/api_keys", idempotent: false }, {}, params);
	}
	/** DELETE /v1/api_keys/{id}: Needs a key with the `keys` scope. */
	revoke(id: string): Promise<ApiKey> {
		return this.transport.call<ApiKey>({ method: "DELETE", path: "/v1/api_keys/{id}", idempotent: false }, { id }, {});
	}
}

export class CustomersOperations {
	constructor(private readonly transport: Transport) {}
	/** POST /v1/customers: Needs a key with the `write` scope. A create: send an `Idempotency-Key`. */
	create(params: CustomersCreateParams, options?: RequestOptions): Promise<Customer> {
		return this.transport.call<Customer>({ method: "POST", path: "/v1/customers", idempotent: true }, {}, params, options);
	}
	/** GET /v1/customers: Needs a key with the `read` scope. */
	list(params?: CustomersListParams): PagePromise<Customer> {
		return this.transport.list<Customer>({ method: "GET", path: "/v1/customers", idempotent: false }, {}, params);
	}
	/** GET /v1/customers/{id}: Needs a key with the `read` scope. */
	retrieve(id: string, params?: CustomersRetrieveParams): Promise<Customer> {
		return this.transport.call<Customer>({ method: "GET", path: "/v1/customers/{id}", idempotent: false }, { id }, params);
	}
	/** POST /v1/customers/{id}: Needs a key with the `write` scope. */
	update(id: string, params?: CustomersUpdateParams): Promise<Customer> {
		return this.transport.call<Customer>({ method: "POST", path: "/v1/customers/{id}", idempotent: false }, { id }, params);
	}
	/** DELETE /v1/customers/{id}: Needs a key with the `write` scope. */
	delete(id: string): Promise<DeletedCustomer> {
		return this.transport.call<DeletedCustomer>({ method: "DELETE", path: "/v1/customers/{id}", idempotent: false }, { id }, {});
	}
	/** POST /v1/customers/{id}/reject: Needs a key with the `write` scope. */
	reject(id: string, params?: CustomersRejectParams): Promise<Customer> {
		return this.transport.call<Customer>({ method: "POST", path: "/v1/customers/{id}/reject", idempotent: false }, { id }, params);
	}
}

export class SuppliersOperations {
	constructor(private readonly transport: Transport) {}
	/** POST /v1/suppliers: Needs a key with the `write` scope. A create: send an `Idempotency-Key`. */
	create(params: SuppliersCreateParams, options?: RequestOptions): Promise<Supplier> {
		return this.transport.call<Supplier>({ method: "POST", path: "/v1/suppliers", idempotent: true }, {}, params, options);
	}
	/** GET /v1/suppliers: Needs a key with the `read` scope. */
	list(params?: SuppliersListParams): PagePromise<Supplier> {
		return this.transport.list<Supplier>({ method: "GET", path: "/v1/suppliers", idempotent: false }, {}, params);
	}
	/** GET /v1/suppliers/{id}: Needs a key with the `read` scope. */
	retrieve(id: string, params?: SuppliersRetrieveParams): Promise<Supplier> {
		return this.transport.call<Supplier>({ method: "GET", path: "/v1/suppliers/{id}", idempotent: false }, { id }, params);
	}
	/** POST /v1/suppliers/{id}: Needs a key with the `write` scope. */
	update(id: string, params?: SuppliersUpdateParams): Promise<Supplier> {
		return this.transport.call<Supplier>({ method: "POST", path: "/v1/suppliers/{id}", idempotent: false }, { id }, params);
	}
	/** DELETE /v1/suppliers/{id}: Needs a key with the `write` scope. */
	delete(id: string): Promise<DeletedSupplier> {
		return this.transport.call<DeletedSupplier>({ method: "DELETE", path: "/v1/suppliers/{id}", idempotent: false }, { id }, {});
	}
	/** POST /v1/suppliers/{id}/reject: Needs a key with the `write` scope. */
	reject(id: string, params?: SuppliersRejectParams): Promise<Supplier> {
		return this.transport.call<Supplier>({ method: "POST", path: "/v1/suppliers/{id}/reject", idempotent: false }, { id }, params);
	}
}

export class CategoriesOperations {
	constructor(private readonly transport: Transport) {}
	/** POST /v1/categories: Needs a key with the `write` scope. A create: send an `Idempotency-Key`. */
	create(params: CategoriesCreateParams, options?: RequestOptions): Promise<Category> {
		return this.transport.call<Category>({ method: "POST", path: "/v1/categories", idempotent: true }, {}, params, options);
	}
	/** GET /v1/categories: Needs a key with the `read` scope. */
	list(params?: CategoriesListParams): PagePromise<Category> {
		return this.transport.list<Category>({ method: "GET", path: "/v1/categories", idempotent: false }, {}, params);
	}
	/** GET /v1/categories/{id}: Needs a key with the `read` scope. */
	retrieve(id: string, params?: CategoriesRetrieveParams): Promise<Category> {
		return this.transport.call<Category>({ method: "GET", path: "/v1/categories/{id}", idempotent: false }, { id }, params);
	}
	/** POST /v1/categories/{id}: Needs a key with the `write` scope. */
	update(id: string, params?: CategoriesUpdateParams): Promise<Category> {
		return this.transport.call<Category>({ method: "POST", path: "/v1/categories/{id}", idempotent: false }, { id }, params);
	}
	/** DELETE /v1/categories/{id}: Needs a key with the `write` scope. */
	delete(id: string): Promise<DeletedCategory> {
		return this.transport.call<DeletedCategory>({ method: "DELETE", path: "/v1/categories/{id}", idempotent: false }, { id }, {});
	}
	/** POST /v1/categories/{id}/reject: Needs a key with the `write` scope. */
	reject(id: string, params?: CategoriesRejectParams): Promise<Category> {
		return this.transport.call<Category>({ method: "POST", path: "/v1/categories/{id}/reject", idempotent: false }, { id }, params);
	}
}

export class ProductsOperations {
	constructor(private readonly transport: Transport) {}
	/** POST /v1/products: Needs a key with the `write` scope. A create: send an `Idempotency-Key`. */
	create(params: ProductsCreateParams, options?: RequestOptions): Promise<Product> {
		return this.transport.call<Product>({ method: "POST", path: "/v1/products", idempotent: true }, {}, params, options);
	}
	/** GET /v1/products: Needs a key with the `read` scope. */
	list(params?: ProductsListParams): PagePromise<Product> {
		return this.transport.list<Product>({ method: "GET", path: "/v1/products", idempotent: false }, {}, params);
	}
	/** GET /v1/products/{id}: Needs a key with the `read` scope. */
	retrieve(id: string, params?: ProductsRetrieveParams): Promise<Product> {
		return this.transport.call<Product>({ method: "GET", path: "/v1/products/{id}", idempotent: false }, { id }, params);
	}
	/** POST /v1/products/{id}: Needs a key with the `write` scope. */
	update(id: string, params?: ProductsUpdateParams): Promise<Product> {
		return this.transport.call<Product>({ method: "POST", path: "/v1/products/{id}", idempotent: false }, { id }, params);
	}
	/** DELETE /v1/products/{id}: Needs a key with the `write` scope. */
	delete(id: string): Promise<DeletedProduct> {
		return this.transport.call<DeletedProduct>({ method: "DELETE", path: "/v1/products/{id}", idempotent: false }, { id }, {});
	}
	/** POST /v1/products/{id}/reject: Needs a key with the `write` scope. */
	reject(id: string, params?: ProductsRejectParams): Promise<Product> {
		return this.transport.call<Product>({ method: "POST", path: "/v1/products/{id}/reject", idempotent: false }, { id }, params);
	}
}

export class ExpensesOperations {
	constructor(private readonly transport: Transport) {}
	/** POST /v1/expenses: Needs a key with the `write` scope. A create: send an `Idempotency-Key`. */
	create(params: ExpensesCreateParams, options?: RequestOptions): Promise<Expense> {
		return this.transport.call<Expense>({ method: "POST", path: "/v1/expenses", idempotent: true }, {}, params, options);
	}
	/** GET /v1/expenses: Needs a key with the `read` scope. */
	list(params?: ExpensesListParams): PagePromise<Expense> {
		return this.transport.list<Expense>({ method: "GET", path: "/v1/expenses", idempotent: false }, {}, params);
	}
	/** GET /v1/expenses/{id}: Needs a key with the `read` scope. */
	retrieve(id: string, params?: ExpensesRetrieveParams): Promise<Expense> {
		return this.transport.call<Expense>({ method: "GET", path: "/v1/expenses/{id}", idempotent: false }, { id }, params);
	}
	/** POST /v1/expenses/{id}: Needs a key with the `write` scope. */
	update(id: string, params?: ExpensesUpdateParams): Promise<Expense> {
		return this.transport.call<Expense>({ method: "POST", path: "/v1/expenses/{id}", idempotent: false }, { id }, params);
	}
	/** DELETE /v1/expenses/{id}: Needs a key with the `write` scope. */
	delete(id: string): Promise<DeletedExpense> {
		return this.transport.call<DeletedExpense>({ method: "DELETE", path: "/v1/expenses/{id}", idempotent: false }, { id }, {});
	}
	/** POST /v1/expenses/{id}/line_items: Needs a key with the `write` scope. A create: send an `Idempotency-Key`. */
	createLineItems(id: string, params: ExpensesCreateLineItemsParams, options?: RequestOptions): Promise<LineItem> {
		return this.transport.call<LineItem>({ method: "POST", path: "/v1/expenses/{id}/line_items", idempotent: true }, { id }, params, options);
	}
	/** GET /v1/expenses/{id}/line_items: Needs a key with the `read` scope. */
	listLineItems(id: string, params?: ExpensesListLineItemsParams): PagePromise<LineItem> {
		return this.transport.list<LineItem>({ method: "GET", path: "/v1/expenses/{id}/line_items", idempotent: false }, { id }, params);
	}
	/** POST /v1/expenses/{id}/reject: Needs a key with the `write` scope. */
	reject(id: string, params?: ExpensesRejectParams): Promise<Expense> {
		return this.transport.call<Expense>({ method: "POST", path: "/v1/expenses/{id}/reject", idempotent: false }, { id }, params);
	}
}

export class RevenueOperations {
	constructor(private readonly transport: Transport) {}
	/** POST /v1/revenue: Needs a key with the `write` scope. A create: send an `Idempotency-Key`. */
	create(params: RevenueCreateParams, options?: RequestOptions): Promise<Revenue> {
		return this.transport.call<Revenue>({ method: "POST", path: "/v1/revenue", idempotent: true }, {}, params, options);
	}
	/** GET /v1/revenue: Needs a key with the `read` scope. */
	list(params?: RevenueListParams): PagePromise<Revenue> {
		return this.transport.list<Revenue>({ method: "GET", path: "/v1/revenue", idempotent: false }, {}, params);
	}
	/** GET /v1/revenue/{id}: Needs a key with the `read` scope. */
	retrieve(id: string, params?: RevenueRetrieveParams): Promise<Revenue> {
		return this.transport.call<Revenue>({ method: "GET", path: "/v1/revenue/{id}", idempotent: false }, { id }, params);
	}
	/** POST /v1/revenue/{id}: Needs a key with the `write` scope. */
	update(id: string, params?: RevenueUpdateParams): Promise<Revenue> {
		return this.transport.call<Revenue>({ method: "POST", path: "/v1/revenue/{id}", idempotent: false }, { id }, params);
	}
	/** DELETE /v1/revenue/{id}: Needs a key with the `write` scope. */
	delete(id: string): Promise<DeletedRevenue> {
		return this.transport.call<DeletedRevenue>({ method: "DELETE", path: "/v1/revenue/{id}", idempotent: false }, { id }, {});
	}
	/** POST /v1/revenue/{id}/line_items: Needs a key with the `write` scope. A create: send an `Idempotency-Key`. */
	createLineItems(id: string, params: RevenueCreateLineItemsParams, options?: RequestOptions): Promise<LineItem> {
		return this.transport.call<LineItem>({ method: "POST", path: "/v1/revenue/{id}/line_items", idempotent: true }, { id }, params, options);
	}
	/** GET /v1/revenue/{id}/line_items: Needs a key with the `read` scope. */
	listLineItems(id: string, params?: RevenueListLineItemsParams): PagePromise<LineItem> {
		return this.transport.list<LineItem>({ method: "GET", path: "/v1/revenue/{id}/line_items", idempotent: false }, { id }, params);
	}
	/** POST /v1/revenue/{id}/reject: Needs a key with the `write` scope. */
	reject(id: string, params?: RevenueRejectParams): Promise<Revenue> {
		return this.transport.call<Revenue>({ method: "POST", path: "/v1/revenue/{id}/reject", idempotent: false }, { id }, params);
	}
}

export class RefundsOperations {
	constructor(private readonly transport: Transport) {}
	/** POST /v1/refunds: Needs a key with the `write` scope. A create: send an `Idempotency-Key`. */
	create(params: RefundsCreateParams, options?: RequestOptions): Promise<Refund> {
		return this.transport.call<Refund>({ method: "POST", path: "/v1/refunds", idempotent: true }, {}, params, options);
	}
	/** GET /v1/refunds: Needs a key with the `read` scope. */
	list(params?: RefundsListParams): PagePromise<Refund> {
		return this.transport.list<Refund>({ method: "GET", path: "/v1/refunds", idempotent: false }, {}, params);
	}
	/** GET /v1/refunds/{id}: Needs a key with the `read` scope. */
	retrieve(id: string, params?: RefundsRetrieveParams): Promise<Refund> {
		return this.transport.call<Refund>({ method: "GET", path: "/v1/refunds/{id}", idempotent: false }, { id }, params);
	}
	/** POST /v1/refunds/{id}: Needs a key with the `write` scope. */
	update(id: string, params?: RefundsUpdateParams): Promise<Refund> {
		return this.transport.call<Refund>({ method: "POST", path: "/v1/refunds/{id}", idempotent: false }, { id }, params);
	}
	/** DELETE /v1/refunds/{id}: Needs a key with the `write` scope. */
	delete(id: string): Promise<DeletedRefund> {
		return this.transport.call<DeletedRefund>({ method: "DELETE", path: "/v1/refunds/{id}", idempotent: false }, { id }, {});
	}
	/** POST /v1/refunds/{id}/reject: Needs a key with the `write` scope. */
	reject(id: string, params?: RefundsRejectParams): Promise<Refund> {
		return this.transport.call<Refund>({ method: "POST", path: "/v1/refunds/{id}/reject", idempotent: false }, { id }, params);
	}
}

export class ImportBatchesOperations {
	constructor(private readonly transport: Transport) {}
	/** POST /v1/import_batches: Needs a key with the `import` scope. A create: send an `Idempotency-Key`. */
	create(params: ImportBatchesCreateParams, options?: RequestOptions): Promise<ImportBatch> {
		return this.transport.call<ImportBatch>({ method: "POST", path: "/v1/import_batches", idempotent: true }, {}, params, options);
	}
	/** GET /v1/import_batches: Needs a key with the `read` scope. */
	list(params?: ImportBatchesListParams): PagePromise<ImportBatch> {
		return this.transport.list<ImportBatch>({ method: "GET", path: "/v1/import_batches", idempotent: false }, {}, params);
	}
	/** POST /v1/import_batches/{id}/complete: Needs a key with the `import` scope. Send an `Idempotency-Key` to make a retry after a lost answer replay that answer (without one, a repeat is refused). */
	complete(id: string, params: ImportBatchesCompleteParams, options?: RequestOptions): Promise<ImportBatch> {
		return this.transport.call<ImportBatch>({ method: "POST", path: "/v1/import_batches/{id}/complete", idempotent: true }, { id }, params, options);
	}
	/** POST /v1/import_batches/{id}/revert: Needs a key with the `import` scope. Send an `Idempotency-Key` to make a retry after a lost answer replay that answer (without one, a repeat is refused). */
	revert(id: string, options?: RequestOptions): Promise<ImportBatch> {
		return this.transport.call<ImportBatch>({ method: "POST", path: "/v1/import_batches/{id}/revert", idempotent: true }, { id }, {}, options);
	}
	/** GET /v1/import_batches/{id}: Needs a key with the `read` scope. */
	retrieve(id: string): Promise<ImportBatch> {
		return this.transport.call<ImportBatch>({ method: "GET", path: "/v1/import_batches/{id}", idempotent: false }, { id }, {});
	}
}

export class EventsOperations {
	constructor(private readonly transport: Transport) {}
	/** GET /v1/events: Needs a key with the `read` scope. */
	list(params?: EventsListParams): PagePromise<Event> {
		return this.transport.list<Event>({ method: "GET", path: "/v1/events", idempotent: false }, {}, params);
	}
	/** GET /v1/events/{id}: Needs a key with the `read` scope. */
	retrieve(id: string): Promise<Event> {
		return this.transport.call<Event>({ method: "GET", path: "/v1/events/{id}", idempotent: false }, { id }, {});
	}
	/** GET /v1/events/{id}/deliveries: Needs a key with the `read` scope. */
	eventDeliveries(id: string, params?: EventsEventDeliveriesParams): PagePromise<WebhookDelivery> {
		return this.transport.list<WebhookDelivery>({ method: "GET", path: "/v1/events/{id}/deliveries", idempotent: false }, { id }, params);
	}
}

export class WebhookEndpointsOperations {
	constructor(private readonly transport: Transport) {}
	/** POST /v1/webhook_endpoints: Needs a key with the `write` scope. A create: send an `Idempotency-Key`. */
	create(params: WebhookEndpointsCreateParams, options?: RequestOptions): Promise<NewWebhookEndpoint> {
		return this.transport.call<NewWebhookEndpoint>({ method: "POST", path: "/v1/webhook_endpoints", idempotent: true }, {}, params, options);
	}
	/** GET /v1/webhook_endpoints: Needs a key with the `read` scope. */
	list(params?: WebhookEndpointsListParams): PagePromise<WebhookEndpoint> {
		return this.transport.list<WebhookEndpoint>({ method: "GET", path: "/v1/webhook_endpoints", idempotent: false }, {}, params);
	}
	/** GET /v1/webhook_endpoints/{id}: Needs a key with the `read` scope. */
	retrieve(id: string): Promise<WebhookEndpoint> {
		return this.transport.call<WebhookEndpoint>({ method: "GET", path: "/v1/webhook_endpoints/{id}", idempotent: false }, { id }, {});
	}
	/** POST /v1/webhook_endpoints/{id}: Needs a key with the `write` scope. */
	update(id: string, params?: WebhookEndpointsUpdateParams): Promise<WebhookEndpoint> {
		return this.transport.call<WebhookEndpoint>({ method: "POST", path: "/v1/webhook_endpoints/{id}", idempotent: false }, { id }, params);
	}
	/** DELETE /v1/webhook_endpoints/{id}: Needs a key with the `write` scope. */
	delete(id: string): Promise<DeletedWebhookEndpoint> {
		return this.transport.call<DeletedWebhookEndpoint>({ method: "DELETE", path: "/v1/webhook_endpoints/{id}", idempotent: false }, { id }, {});
	}
	/** POST /v1/webhook_endpoints/{id}/rotate_secret: Needs a key with the `write` scope. A create: send an `Idempotency-Key`. */
	rotateSecret(id: string, params?: WebhookEndpointsRotateSecretParams, options?: RequestOptions): Promise<RotatedWebhookEndpoint> {
		return this.transport.call<RotatedWebhookEndpoint>({ method: "POST", path: "/v1/webhook_endpoints/{id}/rotate_secret", idempotent: true }, { id }, params, options);
	}
	/** POST /v1/webhook_endpoints/{id}/test: Needs a key with the `write` scope. */
	test(id: string): Promise<WebhookDelivery> {
		return this.transport.call<WebhookDelivery>({ method: "POST", path: "/v1/webhook_endpoints/{id}/test", idempotent: false }, { id }, {});
	}
	/** GET /v1/webhook_endpoints/{id}/deliveries: Needs a key with the `read` scope. */
	deliveries(id: string, params?: WebhookEndpointsDeliveriesParams): PagePromise<WebhookDelivery> {
		return this.transport.list<WebhookDelivery>({ method: "GET", path: "/v1/webhook_endpoints/{id}/deliveries", idempotent: false }, { id }, params);
	}
	/** GET /v1/webhook_endpoints/{id}/deliveries/{delivery}: Needs a key with the `read` scope. */
	retrieveDeliveryDeliveries(id: string, delivery: string): Promise<WebhookDelivery> {
		return this.transport.call<WebhookDelivery>({ method: "GET", path: "/v1/webhook_endpoints/{id}/deliveries/{delivery}", idempotent: false }, { id, delivery }, {});
	}
	/** POST /v1/webhook_endpoints/{id}/deliveries/{delivery}/retry: Needs a key with the `write` scope. */
	retry(id: string, delivery: string): Promise<WebhookDelivery> {
		return this.transport.call<WebhookDelivery>({ method: "POST", path: "/v1/webhook_endpoints/{id}/deliveries/{delivery}/retry", idempotent: false }, { id, delivery }, {});
	}
}

/** Every operation of the API, grouped as `client.<group>.<method>`. */
export class Api {
	readonly account: AccountOperations;
	readonly admin: AdminOperations;
	readonly apiKeys: ApiKeysOperations;
	readonly customers: CustomersOperations;
	readonly suppliers: SuppliersOperations;
	readonly categories: CategoriesOperations;
	readonly products: ProductsOperations;
	readonly expenses: ExpensesOperations;
	readonly revenue: RevenueOperations;
	readonly refunds: RefundsOperations;
	readonly importBatches: ImportBatchesOperations;
	readonly events: EventsOperations;
	readonly webhookEndpoints: WebhookEndpointsOperations;
	constructor(transport: Transport) {
		this.account = new AccountOperations(transport);
		this.admin = new AdminOperations(transport);
		this.apiKeys = new ApiKeysOperations(transport);
		this.customers = new CustomersOperations(transport);
		this.suppliers = new SuppliersOperations(transport);
		this.categories = new CategoriesOperations(transport);
		this.products = new ProductsOperations(transport);
		this.expenses = new ExpensesOperations(transport);
		this.revenue = new RevenueOperations(transport);
		this.refunds = new RefundsOperations(transport);
		this.importBatches = new ImportBatchesOperations(transport);
		this.events = new EventsOperations(transport);
		this.webhookEndpoints = new WebhookEndpointsOperations(transport);
	}
}

// Generated from docs/openapi.json by scripts/client-codegen.ts (`npm run generate`): do not edit.
import type { CallOptions, PagePromise, RequestOptions, Transport, WithResponse } from "./core.js";
import type { components, operations } from "./schema.js";

type Json<T> = T extends { content: { "application/json": infer B } } ? B : never;
type Unbracketed<Q> = { [K in keyof Q as K extends `${infer Name}[]` ? Name : K]: Q[K] };
/** A create's or an update's body. */
type Body<Id extends keyof operations> = Json<NonNullable<operations[Id]["requestBody"]>>;
/** A read's query; an array (`expand[]=…`) is named without its brackets, and sent with them. */
type Query<Id extends keyof operations> = Unbracketed<NonNullable<operations[Id]["parameters"]["query"]>>;

export type Account = components["schemas"]["Account"];
export type AccountImporterActiveEvent = components["schemas"]["AccountImporterActiveEvent"];
export type AccountImporterStaleEvent = components["schemas"]["AccountImporterStaleEvent"];
export type AccountPendingAgingEvent = components["schemas"]["AccountPendingAgingEvent"];
export type AccountSummary = components["schemas"]["AccountSummary"];
export type ApiKey = components["schemas"]["ApiKey"];
export type Books = components["schemas"]["Books"];
export type BooksFinding = components["schemas"]["BooksFinding"];
export type BooksNameRules = components["schemas"]["BooksNameRules"];
export type Category = components["schemas"]["Category"];
export type CategoryBulkResult = components["schemas"]["CategoryBulkResult"];
export type CategoryDryRun = components["schemas"]["CategoryDryRun"];
export type CategoryExpiredEvent = components["schemas"]["CategoryExpiredEvent"];
export type CategoryImportedEvent = components["schemas"]["CategoryImportedEvent"];
export type CategoryRejectedEvent = components["schemas"]["CategoryRejectedEvent"];
export type Customer = components["schemas"]["Customer"];
export type CustomerBulkResult = components["schemas"]["CustomerBulkResult"];
export type CustomerDryRun = components["schemas"]["CustomerDryRun"];
export type CustomerExpiredEvent = components["schemas"]["CustomerExpiredEvent"];
export type CustomerImportedEvent = components["schemas"]["CustomerImportedEvent"];
export type CustomerRejectedEvent = components["schemas"]["CustomerRejectedEvent"];
export type DeletedCategory = components["schemas"]["DeletedCategory"];
export type DeletedCustomer = components["schemas"]["DeletedCustomer"];
export type DeletedExpense = components["schemas"]["DeletedExpense"];
export type DeletedProduct = components["schemas"]["DeletedProduct"];
export type DeletedRefund = components["schemas"]["DeletedRefund"];
export type DeletedRevenue = components["schemas"]["DeletedRevenue"];
export type DeletedSupplier = components["schemas"]["DeletedSupplier"];
export type DeletedWebhookEndpoint = components["schemas"]["DeletedWebhookEndpoint"];
export type Error = components["schemas"]["Error"];
export type ErrorObject = components["schemas"]["ErrorObject"];
export type Event = components["schemas"]["Event"];
export type Expense = components["schemas"]["Expense"];
export type ExpenseBulkResult = components["schemas"]["ExpenseBulkResult"];
export type ExpenseDryRun = components["schemas"]["ExpenseDryRun"];
export type ExpenseExpiredEvent = components["schemas"]["ExpenseExpiredEvent"];
export type ExpenseImportedEvent = components["schemas"]["ExpenseImportedEvent"];
export type ExpenseRejectedEvent = components["schemas"]["ExpenseRejectedEvent"];
export type ImportBatch = components["schemas"]["ImportBatch"];
export type ImportBatchCompletedEvent = components["schemas"]["ImportBatchCompletedEvent"];
export type ImportBatchRevertedEvent = components["schemas"]["ImportBatchRevertedEvent"];
export type Issue = components["schemas"]["Issue"];
export type IssueOpenedEvent = components["schemas"]["IssueOpenedEvent"];
export type IssueResolvedEvent = components["schemas"]["IssueResolvedEvent"];
export type LineItem = components["schemas"]["LineItem"];
export type NewAccount = components["schemas"]["NewAccount"];
export type NewApiKey = components["schemas"]["NewApiKey"];
export type NewWebhookEndpoint = components["schemas"]["NewWebhookEndpoint"];
export type PortalLink = components["schemas"]["PortalLink"];
export type Product = components["schemas"]["Product"];
export type ProductBulkResult = components["schemas"]["ProductBulkResult"];
export type ProductDryRun = components["schemas"]["ProductDryRun"];
export type ProductExpiredEvent = components["schemas"]["ProductExpiredEvent"];
export type ProductImportedEvent = components["schemas"]["ProductImportedEvent"];
export type ProductRejectedEvent = components["schemas"]["ProductRejectedEvent"];
export type ReasonCode = components["schemas"]["ReasonCode"];
export type Refund = components["schemas"]["Refund"];
export type RefundBulkResult = components["schemas"]["RefundBulkResult"];
export type RefundDryRun = components["schemas"]["RefundDryRun"];
export type RefundExpiredEvent = components["schemas"]["RefundExpiredEvent"];
export type RefundImportedEvent = components["schemas"]["RefundImportedEvent"];
export type RefundRejectedEvent = components["schemas"]["RefundRejectedEvent"];
export type Rejection = components["schemas"]["Rejection"];
export type RequestLog = components["schemas"]["RequestLog"];
export type Revenue = components["schemas"]["Revenue"];
export type RevenueBulkResult = components["schemas"]["RevenueBulkResult"];
export type RevenueDryRun = components["schemas"]["RevenueDryRun"];
export type RevenueExpiredEvent = components["schemas"]["RevenueExpiredEvent"];
export type RevenueImportedEvent = components["schemas"]["RevenueImportedEvent"];
export type RevenueRejectedEvent = components["schemas"]["RevenueRejectedEvent"];
export type RotatedWebhookEndpoint = components["schemas"]["RotatedWebhookEndpoint"];
export type SandboxClock = components["schemas"]["SandboxClock"];
export type SandboxRun = components["schemas"]["SandboxRun"];
export type SandboxScenario = components["schemas"]["SandboxScenario"];
export type Supplier = components["schemas"]["Supplier"];
export type SupplierBulkResult = components["schemas"]["SupplierBulkResult"];
export type SupplierDryRun = components["schemas"]["SupplierDryRun"];
export type SupplierExpiredEvent = components["schemas"]["SupplierExpiredEvent"];
export type SupplierImportedEvent = components["schemas"]["SupplierImportedEvent"];
export type SupplierRejectedEvent = components["schemas"]["SupplierRejectedEvent"];
export type WebhookAttempt = components["schemas"]["WebhookAttempt"];
export type WebhookDelivery = components["schemas"]["WebhookDelivery"];
export type WebhookEndpoint = components["schemas"]["WebhookEndpoint"];
export type WebhookEndpointDisabledEvent = components["schemas"]["WebhookEndpointDisabledEvent"];
export type WebhookEndpointTestEvent = components["schemas"]["WebhookEndpointTestEvent"];
export type WebhookRecovery = components["schemas"]["WebhookRecovery"];
export type ErrorCode = components["schemas"]["Error"]["error"]["code"];

export type SandboxClockUpdateParams = Body<"sandbox.clock.update">;
export type AccountUpdateParams = Body<"account.update">;
export type AdminAccountsCreateParams = Body<"admin.accounts.create">;
export type AdminAccountsListParams = Query<"admin.accounts.list">;
export type AdminAccountsApiKeysCreateParams = Body<"admin.accounts.apiKeys.create">;
export type AdminAccountsApiKeysListParams = Query<"admin.accounts.apiKeys.list">;
export type ApiKeysCreateParams = Body<"apiKeys.create">;
export type ApiKeysListParams = Query<"apiKeys.list">;
export type CustomersCreateParams = Body<"customers.create">;
export type CustomersListParams = Query<"customers.list">;
export type CustomersBulkCreateParams = Body<"customers.bulkCreate">;
export type CustomersRetrieveParams = Query<"customers.retrieve">;
export type CustomersUpdateParams = Body<"customers.update">;
export type SuppliersCreateParams = Body<"suppliers.create">;
export type SuppliersListParams = Query<"suppliers.list">;
export type SuppliersBulkCreateParams = Body<"suppliers.bulkCreate">;
export type SuppliersRetrieveParams = Query<"suppliers.retrieve">;
export type SuppliersUpdateParams = Body<"suppliers.update">;
export type CategoriesCreateParams = Body<"categories.create">;
export type CategoriesListParams = Query<"categories.list">;
export type CategoriesBulkCreateParams = Body<"categories.bulkCreate">;
export type CategoriesRetrieveParams = Query<"categories.retrieve">;
export type CategoriesUpdateParams = Body<"categories.update">;
export type ProductsCreateParams = Body<"products.create">;
export type ProductsListParams = Query<"products.list">;
export type ProductsBulkCreateParams = Body<"products.bulkCreate">;
export type ProductsRetrieveParams = Query<"products.retrieve">;
export type ProductsUpdateParams = Body<"products.update">;
export type ExpensesCreateParams = Body<"expenses.create">;
export type ExpensesListParams = Query<"expenses.list">;
export type ExpensesBulkCreateParams = Body<"expenses.bulkCreate">;
export type ExpensesRetrieveParams = Query<"expenses.retrieve">;
export type ExpensesUpdateParams = Body<"expenses.update">;
export type ExpensesLineItemsCreateParams = Body<"expenses.lineItems.create">;
export type ExpensesLineItemsListParams = Query<"expenses.lineItems.list">;
export type RevenueCreateParams = Body<"revenue.create">;
export type RevenueListParams = Query<"revenue.list">;
export type RevenueBulkCreateParams = Body<"revenue.bulkCreate">;
export type RevenueRetrieveParams = Query<"revenue.retrieve">;
export type RevenueUpdateParams = Body<"revenue.update">;
export type RevenueLineItemsCreateParams = Body<"revenue.lineItems.create">;
export type RevenueLineItemsListParams = Query<"revenue.lineItems.list">;
export type RefundsCreateParams = Body<"refunds.create">;
export type RefundsListParams = Query<"refunds.list">;
export type RefundsBulkCreateParams = Body<"refunds.bulkCreate">;
export type RefundsRetrieveParams = Query<"refunds.retrieve">;
export type RefundsUpdateParams = Body<"refunds.update">;
export type ImportBatchesCreateParams = Body<"importBatches.create">;
export type ImportBatchesListParams = Query<"importBatches.list">;
export type ImportBatchesCompleteParams = Body<"importBatches.complete">;
export type CustomersRejectParams = Body<"customers.reject">;
export type SuppliersRejectParams = Body<"suppliers.reject">;
export type CategoriesRejectParams = Body<"categories.reject">;
export type ProductsRejectParams = Body<"products.reject">;
export type ExpensesRejectParams = Body<"expenses.reject">;
export type RevenueRejectParams = Body<"revenue.reject">;
export type RefundsRejectParams = Body<"refunds.reject">;
export type BooksReplaceParams = Body<"books.replace">;
export type BooksUpdateParams = Body<"books.update">;
export type SandboxScenariosUpdateParams = Body<"sandbox.scenarios.update">;
export type EventsListParams = Query<"events.list">;
export type IssuesListParams = Query<"issues.list">;
export type RequestLogsListParams = Query<"requestLogs.list">;
export type WebhookEndpointsCreateParams = Body<"webhookEndpoints.create">;
export type WebhookEndpointsListParams = Query<"webhookEndpoints.list">;
export type WebhookEndpointsUpdateParams = Body<"webhookEndpoints.update">;
export type WebhookEndpointsRotateSecretParams = Body<"webhookEndpoints.rotateSecret">;
export type WebhookEndpointsDeliveriesListParams = Query<"webhookEndpoints.deliveries.list">;
export type WebhookEndpointsRecoverParams = Body<"webhookEndpoints.recover">;
export type EventsDeliveriesListParams = Query<"events.deliveries.list">;

/** `client.portalLinks` */
export class PortalLinksResource {
	constructor(private readonly transport: Transport) {}
	/**
	 * Create a portal link: Makes a one-time link that opens the portal in a browser with this key's rights, so that the
	 * key itself never reaches the browser. The link can be opened once, within 10 minutes; it then opens a session of 60
	 * minutes at most (never past the key's expiry), which ends when the link or the key is revoked. Only this answer (and
	 * its replay) shows the URL. Needs a key with the `read` scope. A create: send an `Idempotency-Key`.
	 */
	create(options?: RequestOptions): Promise<WithResponse<PortalLink>> {
		return this.transport.call<PortalLink>(
			{ method: "POST", path: "/v1/portal_links", idempotent: true },
			{},
			{},
			options,
		);
	}
	/**
	 * Revoke a portal link: Revokes a link at once, whether or not it was opened: it can no longer be opened, and the
	 * session it opened ends on every gateway. Revoking again answers the same. An integration's keys revoke its links;
	 * the desktop key, any link of the account. Needs a key with the `read` scope.
	 */
	revoke(id: string, options?: CallOptions): Promise<WithResponse<PortalLink>> {
		return this.transport.call<PortalLink>(
			{ method: "DELETE", path: "/v1/portal_links/{id}", idempotent: false },
			{ id },
			{},
			options,
		);
	}
}

/** `client.sandbox.clock` */
export class SandboxClockResource {
	constructor(private readonly transport: Transport) {}
	/**
	 * Retrieve the test clock: Answers the test account's clock: its time, whether it is frozen, and whether the sweeps
	 * have caught up with its last advance (`ready`); a live account's key gets 403 `test_mode_only`. Needs a key with the
	 * `read` scope.
	 */
	retrieve(options?: CallOptions): Promise<WithResponse<SandboxClock>> {
		return this.transport.call<SandboxClock>(
			{ method: "GET", path: "/v1/sandbox/clock", idempotent: false },
			{},
			{},
			options,
		);
	}
	/**
	 * Move the test clock: Moves the test account's clock: `advance` moves it on by 1 to 5184000 seconds (60 days) at
	 * once, `frozen` stops it (it then moves only when advanced) or lets it run again from where it stands; send one of
	 * them. An advance answers at once, `advancing`, while expiry, pending aging and importer staleness catch up with the
	 * account's new time; `GET /v1/sandbox/clock` says `ready` when they have. Only this account's time moves; a live
	 * account's key gets 403 `test_mode_only`. Needs a key with the `write` scope.
	 */
	update(params?: SandboxClockUpdateParams, options?: CallOptions): Promise<WithResponse<SandboxClock>> {
		return this.transport.call<SandboxClock>(
			{ method: "POST", path: "/v1/sandbox/clock", idempotent: false },
			{},
			params,
			options,
		);
	}
}

/** `client.sandbox.scenarios` */
export class SandboxScenariosResource {
	constructor(private readonly transport: Transport) {}
	/**
	 * Run a sandbox scenario: Starts a run of the named scenario on the key's test account ([testing.md,
	 * "Scenarios"](/docs/guides/testing#scenarios)) and waits for it at most 8 s: answers the run once it has ended (200),
	 * else `running` (202; poll `GET /v1/sandbox/scenarios/{name}`). While a run of the name is under way on the account,
	 * answers that run and starts none. An unknown name is 404 listing the names; a live account's key gets 403
	 * `test_mode_only`. Needs a key with the `write` scope.
	 */
	update(
		name: string,
		params?: SandboxScenariosUpdateParams,
		options?: CallOptions,
	): Promise<WithResponse<SandboxScenario>> {
		return this.transport.call<SandboxScenario>(
			{ method: "POST", path: "/v1/sandbox/scenarios/{name}", idempotent: false },
			{ name },
			params,
			options,
		);
	}
	/**
	 * Retrieve a sandbox scenario run: Answers the account's latest run of the named scenario, as the key may see it:
	 * `running`, or how it ended. 404 before the account's first run of it; a live account's key gets 403
	 * `test_mode_only`. Needs a key with the `read` scope.
	 */
	retrieve(name: string, options?: CallOptions): Promise<WithResponse<SandboxScenario>> {
		return this.transport.call<SandboxScenario>(
			{ method: "GET", path: "/v1/sandbox/scenarios/{name}", idempotent: false },
			{ name },
			{},
			options,
		);
	}
}

/** `client.sandbox` */
export class SandboxResource {
	readonly clock: SandboxClockResource;
	readonly scenarios: SandboxScenariosResource;
	constructor(private readonly transport: Transport) {
		this.clock = new SandboxClockResource(transport);
		this.scenarios = new SandboxScenariosResource(transport);
	}
	/**
	 * Run the simulated importer: Runs the simulated importer over the key's test account at once, whatever the age of its
	 * pending objects, and answers what the pass did; a live account's key gets 403 `test_mode_only`. Needs a key with the
	 * `write` scope.
	 */
	run(options?: CallOptions): Promise<WithResponse<SandboxRun>> {
		return this.transport.call<SandboxRun>(
			{ method: "POST", path: "/v1/sandbox/run", idempotent: false },
			{},
			{},
			options,
		);
	}
}

/** `client.account` */
export class AccountResource {
	constructor(private readonly transport: Transport) {}
	/**
	 * Retrieve the account summary: Answers what still waits for the merchant: the pending objects per type the key can
	 * see, the account's last import, and whether its importer (the merchant's desktop software) is active or stale. Needs
	 * a key with the `read` scope.
	 */
	retrieve(options?: CallOptions): Promise<WithResponse<AccountSummary>> {
		return this.transport.call<AccountSummary>(
			{ method: "GET", path: "/v1/account", idempotent: false },
			{},
			{},
			options,
		);
	}
	/**
	 * Set the pending alert: Sets the integration's threshold, `pending_alert_after` in seconds: when its oldest pending
	 * object has waited that long, `account.pending_aging` is sent to it once, and once again only after the age fell
	 * below it; null clears it. The age is looked at once with the new threshold. Answers the account as `GET /v1/account`
	 * does. Integration keys only: the desktop key has no threshold of its own. Needs a key with the `write` scope.
	 */
	update(params: AccountUpdateParams, options?: CallOptions): Promise<WithResponse<AccountSummary>> {
		return this.transport.call<AccountSummary>(
			{ method: "POST", path: "/v1/account", idempotent: false },
			{},
			params,
			options,
		);
	}
}

/** `client.admin.accounts.apiKeys` */
export class AdminAccountsApiKeysResource {
	constructor(private readonly transport: Transport) {}
	/**
	 * Create an integration key: Creates an API key for an integration of the account, as `POST /v1/api_keys` does: in a
	 * new integration, or in the one `integration` names. This answer alone shows the secret. Needs the operator's admin
	 * token.
	 */
	create(
		account: string,
		params: AdminAccountsApiKeysCreateParams,
		options?: CallOptions,
	): Promise<WithResponse<NewApiKey>> {
		return this.transport.call<NewApiKey>(
			{ method: "POST", path: "/admin/v1/accounts/{account}/api_keys", idempotent: false },
			{ account },
			params,
			options,
		);
	}
	/**
	 * List an account's API keys: Lists every key of the account, newest first, revoked ones included; `integration` null
	 * is the desktop key. No answer shows a secret. Needs the operator's admin token.
	 */
	list(account: string, params?: AdminAccountsApiKeysListParams, options?: CallOptions): PagePromise<ApiKey> {
		return this.transport.list<ApiKey>(
			{ method: "GET", path: "/admin/v1/accounts/{account}/api_keys", idempotent: false },
			{ account },
			params,
			options,
		);
	}
}

/** `client.admin.accounts` */
export class AdminAccountsResource {
	readonly apiKeys: AdminAccountsApiKeysResource;
	constructor(private readonly transport: Transport) {
		this.apiKeys = new AdminAccountsApiKeysResource(transport);
	}
	/**
	 * Create a merchant account: Creates an account for a merchant, with its desktop key (scopes `read write import
	 * keys`), whose secret this answer alone shows. Needs the operator's admin token.
	 */
	create(params: AdminAccountsCreateParams, options?: CallOptions): Promise<WithResponse<NewAccount>> {
		return this.transport.call<NewAccount>(
			{ method: "POST", path: "/admin/v1/accounts", idempotent: false },
			{},
			params,
			options,
		);
	}
	/**
	 * List merchant accounts: Lists every account, newest first, a page at a time, each with its importer's presence.
	 * Needs the operator's admin token.
	 */
	list(params?: AdminAccountsListParams, options?: CallOptions): PagePromise<Account> {
		return this.transport.list<Account>(
			{ method: "GET", path: "/admin/v1/accounts", idempotent: false },
			{},
			params,
			options,
		);
	}
	/**
	 * Retrieve a merchant account: Answers one account, with its last import and its importer's presence. Needs the
	 * operator's admin token.
	 */
	retrieve(id: string, options?: CallOptions): Promise<WithResponse<Account>> {
		return this.transport.call<Account>(
			{ method: "GET", path: "/admin/v1/accounts/{id}", idempotent: false },
			{ id },
			{},
			options,
		);
	}
	/**
	 * Replace the desktop key: Issues a new desktop key, whose secret this answer alone shows, and revokes every live
	 * desktop key of the account in the same transaction: for a merchant who lost the key or whose key leaked. Integration
	 * keys keep working. Needs the operator's admin token.
	 */
	replaceDesktopKey(account: string, options?: CallOptions): Promise<WithResponse<NewApiKey>> {
		return this.transport.call<NewApiKey>(
			{ method: "POST", path: "/admin/v1/accounts/{account}/desktop_key", idempotent: false },
			{ account },
			{},
			options,
		);
	}
}

/** `client.admin.apiKeys` */
export class AdminApiKeysResource {
	constructor(private readonly transport: Transport) {}
	/**
	 * Revoke any API key: Revokes a key of any account, the desktop key included, on every gateway at once (within 10
	 * seconds while Redis is unavailable); revoking again answers the same. Needs the operator's admin token.
	 */
	revoke(id: string, options?: CallOptions): Promise<WithResponse<ApiKey>> {
		return this.transport.call<ApiKey>(
			{ method: "DELETE", path: "/admin/v1/api_keys/{id}", idempotent: false },
			{ id },
			{},
			options,
		);
	}
}

/** `client.admin` */
export class AdminResource {
	readonly accounts: AdminAccountsResource;
	readonly apiKeys: AdminApiKeysResource;
	constructor(transport: Transport) {
		this.accounts = new AdminAccountsResource(transport);
		this.apiKeys = new AdminApiKeysResource(transport);
	}
}

/** `client.apiKeys` */
export class ApiKeysResource {
	constructor(private readonly transport: Transport) {}
	/**
	 * Create an API key: Creates an integration key: in a new integration, or in the one `integration` names, whose
	 * objects and events it then shares. This answer (and its replay) alone shows the secret; `expires_at` must be in the
	 * future. Needs a key with the `keys` scope. A create: send an `Idempotency-Key`.
	 */
	create(params: ApiKeysCreateParams, options?: RequestOptions): Promise<WithResponse<NewApiKey>> {
		return this.transport.call<NewApiKey>(
			{ method: "POST", path: "/v1/api_keys", idempotent: true },
			{},
			params,
			options,
		);
	}
	/**
	 * List the account's API keys: Lists every key of the account (the desktop key and revoked keys included), newest
	 * first, a page at a time. No answer shows a secret. Needs a key with the `keys` scope.
	 */
	list(params?: ApiKeysListParams, options?: CallOptions): PagePromise<ApiKey> {
		return this.transport.list<ApiKey>({ method: "GET", path: "/v1/api_keys", idempotent: false }, {}, params, options);
	}
	/**
	 * Revoke an API key: Revokes a key of the account at once and answers it with `revoked_at`; revoking again answers the
	 * same. A key cannot revoke itself. Needs a key with the `keys` scope.
	 */
	revoke(id: string, options?: CallOptions): Promise<WithResponse<ApiKey>> {
		return this.transport.call<ApiKey>(
			{ method: "DELETE", path: "/v1/api_keys/{id}", idempotent: false },
			{ id },
			{},
			options,
		);
	}
}

/** `client.customers` */
export class CustomersResource {
	constructor(private readonly transport: Transport) {}
	/**
	 * Create a customer: Creates a customer (someone who buys from the merchant: revenue names them). It waits as
	 * `pending` until the merchant's software imports it in an import batch or declines it; until then it can be updated
	 * or deleted. A reference must name an object the key can see. Needs a key with the `write` scope. A create: send an
	 * `Idempotency-Key`.
	 */
	create(
		params: CustomersCreateParams,
		options: RequestOptions & { dryRun: true },
	): Promise<WithResponse<CustomerDryRun>>;
	create(params: CustomersCreateParams, options?: RequestOptions): Promise<WithResponse<Customer>>;
	create(params: CustomersCreateParams, options?: RequestOptions): Promise<WithResponse<Customer | CustomerDryRun>> {
		return this.transport.call<Customer | CustomerDryRun>(
			{ method: "POST", path: "/v1/customers", idempotent: true },
			{},
			params,
			options,
		);
	}
	/**
	 * List all customers: Lists the customers the key can see (an integration key its own, the desktop key the account's),
	 * newest first, a page at a time. Every filter matches exactly and they combine; `expand[]` shows referenced objects
	 * in place of their ids. Needs a key with the `read` scope.
	 */
	list(params?: CustomersListParams, options?: CallOptions): PagePromise<Customer> {
		return this.transport.list<Customer>(
			{ method: "GET", path: "/v1/customers", idempotent: false },
			{},
			params,
			options,
		);
	}
	/**
	 * Create customers in bulk: Creates up to 100 customers in one request, each checked and stored exactly as `POST
	 * /v1/customers` would. The answer holds one outcome per object, in request order: the object stored (201) or the
	 * error its single create would answer; the valid objects are stored even when others are refused. One Idempotency-Key
	 * covers the whole request. With `?dry_run=true` each object is checked (against the merchant's books too) and none is
	 * stored: each answers 200 with its object, `id` null. Needs a key with the `write` scope. A create: send an
	 * `Idempotency-Key`.
	 */
	bulkCreate(params: CustomersBulkCreateParams, options?: RequestOptions): Promise<WithResponse<CustomerBulkResult>> {
		return this.transport.call<CustomerBulkResult>(
			{ method: "POST", path: "/v1/customers/bulk", idempotent: true },
			{},
			params,
			options,
		);
	}
	/**
	 * Retrieve a customer: Answers one customer the key can see, with where it is in its lifecycle (`import`); `expand[]`
	 * shows referenced objects in place of their ids. Needs a key with the `read` scope.
	 */
	retrieve(id: string, params?: CustomersRetrieveParams, options?: CallOptions): Promise<WithResponse<Customer>> {
		return this.transport.call<Customer>(
			{ method: "GET", path: "/v1/customers/{id}", idempotent: false },
			{ id },
			params,
			options,
		);
	}
	/**
	 * Update a customer: Changes the fields sent and keeps the others; null (or "") clears an optional field, and
	 * `metadata` keys merge. Only a pending customer that no open import batch has claimed can change. Needs a key with
	 * the `write` scope.
	 */
	update(id: string, params?: CustomersUpdateParams, options?: CallOptions): Promise<WithResponse<Customer>> {
		return this.transport.call<Customer>(
			{ method: "POST", path: "/v1/customers/{id}", idempotent: false },
			{ id },
			params,
			options,
		);
	}
	/**
	 * Delete a customer: Deletes a pending customer that no open import batch has claimed, for good. One that another
	 * object references cannot be deleted. Needs a key with the `write` scope.
	 */
	delete(id: string, options?: CallOptions): Promise<WithResponse<DeletedCustomer>> {
		return this.transport.call<DeletedCustomer>(
			{ method: "DELETE", path: "/v1/customers/{id}", idempotent: false },
			{ id },
			{},
			options,
		);
	}
	/**
	 * Reject a customer: Declines a pending customer that no open import batch has claimed, for good: it shows
	 * `import.rejection` (`code`, `reason`, `by`, `field`, `detail` and the code's catalogue entry) and its integration
	 * gets a `customer.rejected` event. The merchant may reject any object; an integration only its own. Needs a key with
	 * the `write` scope.
	 */
	reject(id: string, params?: CustomersRejectParams, options?: CallOptions): Promise<WithResponse<Customer>> {
		return this.transport.call<Customer>(
			{ method: "POST", path: "/v1/customers/{id}/reject", idempotent: false },
			{ id },
			params,
			options,
		);
	}
}

/** `client.suppliers` */
export class SuppliersResource {
	constructor(private readonly transport: Transport) {}
	/**
	 * Create a supplier: Creates a supplier (someone the merchant buys from: expenses name them). It waits as `pending`
	 * until the merchant's software imports it in an import batch or declines it; until then it can be updated or deleted.
	 * A reference must name an object the key can see. Needs a key with the `write` scope. A create: send an
	 * `Idempotency-Key`.
	 */
	create(
		params: SuppliersCreateParams,
		options: RequestOptions & { dryRun: true },
	): Promise<WithResponse<SupplierDryRun>>;
	create(params: SuppliersCreateParams, options?: RequestOptions): Promise<WithResponse<Supplier>>;
	create(params: SuppliersCreateParams, options?: RequestOptions): Promise<WithResponse<Supplier | SupplierDryRun>> {
		return this.transport.call<Supplier | SupplierDryRun>(
			{ method: "POST", path: "/v1/suppliers", idempotent: true },
			{},
			params,
			options,
		);
	}
	/**
	 * List all suppliers: Lists the suppliers the key can see (an integration key its own, the desktop key the account's),
	 * newest first, a page at a time. Every filter matches exactly and they combine; `expand[]` shows referenced objects
	 * in place of their ids. Needs a key with the `read` scope.
	 */
	list(params?: SuppliersListParams, options?: CallOptions): PagePromise<Supplier> {
		return this.transport.list<Supplier>(
			{ method: "GET", path: "/v1/suppliers", idempotent: false },
			{},
			params,
			options,
		);
	}
	/**
	 * Create suppliers in bulk: Creates up to 100 suppliers in one request, each checked and stored exactly as `POST
	 * /v1/suppliers` would. The answer holds one outcome per object, in request order: the object stored (201) or the
	 * error its single create would answer; the valid objects are stored even when others are refused. One Idempotency-Key
	 * covers the whole request. With `?dry_run=true` each object is checked (against the merchant's books too) and none is
	 * stored: each answers 200 with its object, `id` null. Needs a key with the `write` scope. A create: send an
	 * `Idempotency-Key`.
	 */
	bulkCreate(params: SuppliersBulkCreateParams, options?: RequestOptions): Promise<WithResponse<SupplierBulkResult>> {
		return this.transport.call<SupplierBulkResult>(
			{ method: "POST", path: "/v1/suppliers/bulk", idempotent: true },
			{},
			params,
			options,
		);
	}
	/**
	 * Retrieve a supplier: Answers one supplier the key can see, with where it is in its lifecycle (`import`); `expand[]`
	 * shows referenced objects in place of their ids. Needs a key with the `read` scope.
	 */
	retrieve(id: string, params?: SuppliersRetrieveParams, options?: CallOptions): Promise<WithResponse<Supplier>> {
		return this.transport.call<Supplier>(
			{ method: "GET", path: "/v1/suppliers/{id}", idempotent: false },
			{ id },
			params,
			options,
		);
	}
	/**
	 * Update a supplier: Changes the fields sent and keeps the others; null (or "") clears an optional field, and
	 * `metadata` keys merge. Only a pending supplier that no open import batch has claimed can change. Needs a key with
	 * the `write` scope.
	 */
	update(id: string, params?: SuppliersUpdateParams, options?: CallOptions): Promise<WithResponse<Supplier>> {
		return this.transport.call<Supplier>(
			{ method: "POST", path: "/v1/suppliers/{id}", idempotent: false },
			{ id },
			params,
			options,
		);
	}
	/**
	 * Delete a supplier: Deletes a pending supplier that no open import batch has claimed, for good. One that another
	 * object references cannot be deleted. Needs a key with the `write` scope.
	 */
	delete(id: string, options?: CallOptions): Promise<WithResponse<DeletedSupplier>> {
		return this.transport.call<DeletedSupplier>(
			{ method: "DELETE", path: "/v1/suppliers/{id}", idempotent: false },
			{ id },
			{},
			options,
		);
	}
	/**
	 * Reject a supplier: Declines a pending supplier that no open import batch has claimed, for good: it shows
	 * `import.rejection` (`code`, `reason`, `by`, `field`, `detail` and the code's catalogue entry) and its integration
	 * gets a `supplier.rejected` event. The merchant may reject any object; an integration only its own. Needs a key with
	 * the `write` scope.
	 */
	reject(id: string, params?: SuppliersRejectParams, options?: CallOptions): Promise<WithResponse<Supplier>> {
		return this.transport.call<Supplier>(
			{ method: "POST", path: "/v1/suppliers/{id}/reject", idempotent: false },
			{ id },
			params,
			options,
		);
	}
}

/** `client.categories` */
export class CategoriesResource {
	constructor(private readonly transport: Transport) {}
	/**
	 * Create a category: Creates a category (a heading of the merchant's chart of accounts that expenses, revenue and
	 * products are filed under; categories form trees of one kind). It waits as `pending` until the merchant's software
	 * imports it in an import batch or declines it; until then it can be updated or deleted. A reference must name an
	 * object the key can see. Needs a key with the `write` scope. A create: send an `Idempotency-Key`.
	 */
	create(
		params: CategoriesCreateParams,
		options: RequestOptions & { dryRun: true },
	): Promise<WithResponse<CategoryDryRun>>;
	create(params: CategoriesCreateParams, options?: RequestOptions): Promise<WithResponse<Category>>;
	create(params: CategoriesCreateParams, options?: RequestOptions): Promise<WithResponse<Category | CategoryDryRun>> {
		return this.transport.call<Category | CategoryDryRun>(
			{ method: "POST", path: "/v1/categories", idempotent: true },
			{},
			params,
			options,
		);
	}
	/**
	 * List all categories: Lists the categories the key can see (an integration key its own, the desktop key the
	 * account's), newest first, a page at a time. Every filter matches exactly and they combine; `expand[]` shows
	 * referenced objects in place of their ids. Needs a key with the `read` scope.
	 */
	list(params?: CategoriesListParams, options?: CallOptions): PagePromise<Category> {
		return this.transport.list<Category>(
			{ method: "GET", path: "/v1/categories", idempotent: false },
			{},
			params,
			options,
		);
	}
	/**
	 * Create categories in bulk: Creates up to 100 categories in one request, each checked and stored exactly as `POST
	 * /v1/categories` would. The answer holds one outcome per object, in request order: the object stored (201) or the
	 * error its single create would answer; the valid objects are stored even when others are refused. One Idempotency-Key
	 * covers the whole request. With `?dry_run=true` each object is checked (against the merchant's books too) and none is
	 * stored: each answers 200 with its object, `id` null. Needs a key with the `write` scope. A create: send an
	 * `Idempotency-Key`.
	 */
	bulkCreate(params: CategoriesBulkCreateParams, options?: RequestOptions): Promise<WithResponse<CategoryBulkResult>> {
		return this.transport.call<CategoryBulkResult>(
			{ method: "POST", path: "/v1/categories/bulk", idempotent: true },
			{},
			params,
			options,
		);
	}
	/**
	 * Retrieve a category: Answers one category the key can see, with where it is in its lifecycle (`import`); `expand[]`
	 * shows referenced objects in place of their ids. Needs a key with the `read` scope.
	 */
	retrieve(id: string, params?: CategoriesRetrieveParams, options?: CallOptions): Promise<WithResponse<Category>> {
		return this.transport.call<Category>(
			{ method: "GET", path: "/v1/categories/{id}", idempotent: false },
			{ id },
			params,
			options,
		);
	}
	/**
	 * Update a category: Changes the fields sent and keeps the others; null (or "") clears an optional field, and
	 * `metadata` keys merge. Only a pending category that no open import batch has claimed can change. Needs a key with
	 * the `write` scope.
	 */
	update(id: string, params?: CategoriesUpdateParams, options?: CallOptions): Promise<WithResponse<Category>> {
		return this.transport.call<Category>(
			{ method: "POST", path: "/v1/categories/{id}", idempotent: false },
			{ id },
			params,
			options,
		);
	}
	/**
	 * Delete a category: Deletes a pending category that no open import batch has claimed, for good. One that another
	 * object references cannot be deleted. Needs a key with the `write` scope.
	 */
	delete(id: string, options?: CallOptions): Promise<WithResponse<DeletedCategory>> {
		return this.transport.call<DeletedCategory>(
			{ method: "DELETE", path: "/v1/categories/{id}", idempotent: false },
			{ id },
			{},
			options,
		);
	}
	/**
	 * Reject a category: Declines a pending category that no open import batch has claimed, for good: it shows
	 * `import.rejection` (`code`, `reason`, `by`, `field`, `detail` and the code's catalogue entry) and its integration
	 * gets a `category.rejected` event. The merchant may reject any object; an integration only its own. Needs a key with
	 * the `write` scope.
	 */
	reject(id: string, params?: CategoriesRejectParams, options?: CallOptions): Promise<WithResponse<Category>> {
		return this.transport.call<Category>(
			{ method: "POST", path: "/v1/categories/{id}/reject", idempotent: false },
			{ id },
			params,
			options,
		);
	}
}

/** `client.products` */
export class ProductsResource {
	constructor(private readonly transport: Transport) {}
	/**
	 * Create a product: Creates a product (something the merchant sells or buys, which line items can name). It waits as
	 * `pending` until the merchant's software imports it in an import batch or declines it; until then it can be updated
	 * or deleted. A reference must name an object the key can see. Needs a key with the `write` scope. A create: send an
	 * `Idempotency-Key`.
	 */
	create(params: ProductsCreateParams, options: RequestOptions & { dryRun: true }): Promise<WithResponse<ProductDryRun>>;
	create(params: ProductsCreateParams, options?: RequestOptions): Promise<WithResponse<Product>>;
	create(params: ProductsCreateParams, options?: RequestOptions): Promise<WithResponse<Product | ProductDryRun>> {
		return this.transport.call<Product | ProductDryRun>(
			{ method: "POST", path: "/v1/products", idempotent: true },
			{},
			params,
			options,
		);
	}
	/**
	 * List all products: Lists the products the key can see (an integration key its own, the desktop key the account's),
	 * newest first, a page at a time. Every filter matches exactly and they combine; `expand[]` shows referenced objects
	 * in place of their ids. Needs a key with the `read` scope.
	 */
	list(params?: ProductsListParams, options?: CallOptions): PagePromise<Product> {
		return this.transport.list<Product>({ method: "GET", path: "/v1/products", idempotent: false }, {}, params, options);
	}
	/**
	 * Create products in bulk: Creates up to 100 products in one request, each checked and stored exactly as `POST
	 * /v1/products` would. The answer holds one outcome per object, in request order: the object stored (201) or the error
	 * its single create would answer; the valid objects are stored even when others are refused. One Idempotency-Key
	 * covers the whole request. With `?dry_run=true` each object is checked (against the merchant's books too) and none is
	 * stored: each answers 200 with its object, `id` null. Needs a key with the `write` scope. A create: send an
	 * `Idempotency-Key`.
	 */
	bulkCreate(params: ProductsBulkCreateParams, options?: RequestOptions): Promise<WithResponse<ProductBulkResult>> {
		return this.transport.call<ProductBulkResult>(
			{ method: "POST", path: "/v1/products/bulk", idempotent: true },
			{},
			params,
			options,
		);
	}
	/**
	 * Retrieve a product: Answers one product the key can see, with where it is in its lifecycle (`import`); `expand[]`
	 * shows referenced objects in place of their ids. Needs a key with the `read` scope.
	 */
	retrieve(id: string, params?: ProductsRetrieveParams, options?: CallOptions): Promise<WithResponse<Product>> {
		return this.transport.call<Product>(
			{ method: "GET", path: "/v1/products/{id}", idempotent: false },
			{ id },
			params,
			options,
		);
	}
	/**
	 * Update a product: Changes the fields sent and keeps the others; null (or "") clears an optional field, and
	 * `metadata` keys merge. Only a pending product that no open import batch has claimed can change. Needs a key with the
	 * `write` scope.
	 */
	update(id: string, params?: ProductsUpdateParams, options?: CallOptions): Promise<WithResponse<Product>> {
		return this.transport.call<Product>(
			{ method: "POST", path: "/v1/products/{id}", idempotent: false },
			{ id },
			params,
			options,
		);
	}
	/**
	 * Delete a product: Deletes a pending product that no open import batch has claimed, for good. One that another object
	 * references cannot be deleted. Needs a key with the `write` scope.
	 */
	delete(id: string, options?: CallOptions): Promise<WithResponse<DeletedProduct>> {
		return this.transport.call<DeletedProduct>(
			{ method: "DELETE", path: "/v1/products/{id}", idempotent: false },
			{ id },
			{},
			options,
		);
	}
	/**
	 * Reject a product: Declines a pending product that no open import batch has claimed, for good: it shows
	 * `import.rejection` (`code`, `reason`, `by`, `field`, `detail` and the code's catalogue entry) and its integration
	 * gets a `product.rejected` event. The merchant may reject any object; an integration only its own. Needs a key with
	 * the `write` scope.
	 */
	reject(id: string, params?: ProductsRejectParams, options?: CallOptions): Promise<WithResponse<Product>> {
		return this.transport.call<Product>(
			{ method: "POST", path: "/v1/products/{id}/reject", idempotent: false },
			{ id },
			params,
			options,
		);
	}
}

/** `client.expenses.lineItems` */
export class ExpensesLineItemsResource {
	constructor(private readonly transport: Transport) {}
	/**
	 * Add a line item to an expense: Adds a line item to a pending expense that no open import batch has claimed; it holds
	 * at most 500. Its tax cannot exceed its gross amount (`unit_amount` × `quantity`). Needs a key with the `write`
	 * scope. A create: send an `Idempotency-Key`.
	 */
	create(id: string, params: ExpensesLineItemsCreateParams, options?: RequestOptions): Promise<WithResponse<LineItem>> {
		return this.transport.call<LineItem>(
			{ method: "POST", path: "/v1/expenses/{id}/line_items", idempotent: true },
			{ id },
			params,
			options,
		);
	}
	/**
	 * List an expense's line items: Lists the line items of an expense the key can see, newest first, a page at a time;
	 * `expand[]=product` shows each product in place of its id. Needs a key with the `read` scope.
	 */
	list(id: string, params?: ExpensesLineItemsListParams, options?: CallOptions): PagePromise<LineItem> {
		return this.transport.list<LineItem>(
			{ method: "GET", path: "/v1/expenses/{id}/line_items", idempotent: false },
			{ id },
			params,
			options,
		);
	}
}

/** `client.expenses` */
export class ExpensesResource {
	readonly lineItems: ExpensesLineItemsResource;
	constructor(private readonly transport: Transport) {
		this.lineItems = new ExpensesLineItemsResource(transport);
	}
	/**
	 * Create an expense: Creates an expense (money the merchant spent: a supplier's invoice, a receipt). It waits as
	 * `pending` until the merchant's software imports it in an import batch or declines it; until then it can be updated
	 * or deleted. A reference must name an object the key can see. Needs a key with the `write` scope. A create: send an
	 * `Idempotency-Key`.
	 */
	create(params: ExpensesCreateParams, options: RequestOptions & { dryRun: true }): Promise<WithResponse<ExpenseDryRun>>;
	create(params: ExpensesCreateParams, options?: RequestOptions): Promise<WithResponse<Expense>>;
	create(params: ExpensesCreateParams, options?: RequestOptions): Promise<WithResponse<Expense | ExpenseDryRun>> {
		return this.transport.call<Expense | ExpenseDryRun>(
			{ method: "POST", path: "/v1/expenses", idempotent: true },
			{},
			params,
			options,
		);
	}
	/**
	 * List all expenses: Lists the expenses the key can see (an integration key its own, the desktop key the account's),
	 * newest first, a page at a time. Every filter matches exactly and they combine; `expand[]` shows referenced objects
	 * in place of their ids. Needs a key with the `read` scope.
	 */
	list(params?: ExpensesListParams, options?: CallOptions): PagePromise<Expense> {
		return this.transport.list<Expense>({ method: "GET", path: "/v1/expenses", idempotent: false }, {}, params, options);
	}
	/**
	 * Create expenses in bulk: Creates up to 100 expenses in one request, each checked and stored exactly as `POST
	 * /v1/expenses` would. The answer holds one outcome per object, in request order: the object stored (201) or the error
	 * its single create would answer; the valid objects are stored even when others are refused. One Idempotency-Key
	 * covers the whole request. With `?dry_run=true` each object is checked (against the merchant's books too) and none is
	 * stored: each answers 200 with its object, `id` null. Needs a key with the `write` scope. A create: send an
	 * `Idempotency-Key`.
	 */
	bulkCreate(params: ExpensesBulkCreateParams, options?: RequestOptions): Promise<WithResponse<ExpenseBulkResult>> {
		return this.transport.call<ExpenseBulkResult>(
			{ method: "POST", path: "/v1/expenses/bulk", idempotent: true },
			{},
			params,
			options,
		);
	}
	/**
	 * Retrieve an expense: Answers one expense the key can see, with where it is in its lifecycle (`import`); `expand[]`
	 * shows referenced objects in place of their ids. Needs a key with the `read` scope.
	 */
	retrieve(id: string, params?: ExpensesRetrieveParams, options?: CallOptions): Promise<WithResponse<Expense>> {
		return this.transport.call<Expense>(
			{ method: "GET", path: "/v1/expenses/{id}", idempotent: false },
			{ id },
			params,
			options,
		);
	}
	/**
	 * Update an expense: Changes the fields sent and keeps the others; null (or "") clears an optional field, and
	 * `metadata` keys merge. Only a pending expense that no open import batch has claimed can change. Needs a key with the
	 * `write` scope.
	 */
	update(id: string, params?: ExpensesUpdateParams, options?: CallOptions): Promise<WithResponse<Expense>> {
		return this.transport.call<Expense>(
			{ method: "POST", path: "/v1/expenses/{id}", idempotent: false },
			{ id },
			params,
			options,
		);
	}
	/**
	 * Delete an expense: Deletes a pending expense that no open import batch has claimed, for good. One that another
	 * object references cannot be deleted. Needs a key with the `write` scope.
	 */
	delete(id: string, options?: CallOptions): Promise<WithResponse<DeletedExpense>> {
		return this.transport.call<DeletedExpense>(
			{ method: "DELETE", path: "/v1/expenses/{id}", idempotent: false },
			{ id },
			{},
			options,
		);
	}
	/**
	 * Reject an expense: Declines a pending expense that no open import batch has claimed, for good: it shows
	 * `import.rejection` (`code`, `reason`, `by`, `field`, `detail` and the code's catalogue entry) and its integration
	 * gets a `expense.rejected` event. The merchant may reject any object; an integration only its own. Needs a key with
	 * the `write` scope.
	 */
	reject(id: string, params?: ExpensesRejectParams, options?: CallOptions): Promise<WithResponse<Expense>> {
		return this.transport.call<Expense>(
			{ method: "POST", path: "/v1/expenses/{id}/reject", idempotent: false },
			{ id },
			params,
			options,
		);
	}
}

/** `client.revenue.lineItems` */
export class RevenueLineItemsResource {
	constructor(private readonly transport: Transport) {}
	/**
	 * Add a line item to a revenue: Adds a line item to a pending revenue that no open import batch has claimed; it holds
	 * at most 500. Its tax cannot exceed its gross amount (`unit_amount` × `quantity`). Needs a key with the `write`
	 * scope. A create: send an `Idempotency-Key`.
	 */
	create(id: string, params: RevenueLineItemsCreateParams, options?: RequestOptions): Promise<WithResponse<LineItem>> {
		return this.transport.call<LineItem>(
			{ method: "POST", path: "/v1/revenue/{id}/line_items", idempotent: true },
			{ id },
			params,
			options,
		);
	}
	/**
	 * List a revenue's line items: Lists the line items of a revenue the key can see, newest first, a page at a time;
	 * `expand[]=product` shows each product in place of its id. Needs a key with the `read` scope.
	 */
	list(id: string, params?: RevenueLineItemsListParams, options?: CallOptions): PagePromise<LineItem> {
		return this.transport.list<LineItem>(
			{ method: "GET", path: "/v1/revenue/{id}/line_items", idempotent: false },
			{ id },
			params,
			options,
		);
	}
}

/** `client.revenue` */
export class RevenueResource {
	readonly lineItems: RevenueLineItemsResource;
	constructor(private readonly transport: Transport) {
		this.lineItems = new RevenueLineItemsResource(transport);
	}
	/**
	 * Create a revenue: Creates a revenue (money the merchant earned: an order, a sale, an invoice paid). It waits as
	 * `pending` until the merchant's software imports it in an import batch or declines it; until then it can be updated
	 * or deleted. A reference must name an object the key can see. Needs a key with the `write` scope. A create: send an
	 * `Idempotency-Key`.
	 */
	create(params: RevenueCreateParams, options: RequestOptions & { dryRun: true }): Promise<WithResponse<RevenueDryRun>>;
	create(params: RevenueCreateParams, options?: RequestOptions): Promise<WithResponse<Revenue>>;
	create(params: RevenueCreateParams, options?: RequestOptions): Promise<WithResponse<Revenue | RevenueDryRun>> {
		return this.transport.call<Revenue | RevenueDryRun>(
			{ method: "POST", path: "/v1/revenue", idempotent: true },
			{},
			params,
			options,
		);
	}
	/**
	 * List all revenue entries: Lists the revenue the key can see (an integration key its own, the desktop key the
	 * account's), newest first, a page at a time. Every filter matches exactly and they combine; `expand[]` shows
	 * referenced objects in place of their ids. Needs a key with the `read` scope.
	 */
	list(params?: RevenueListParams, options?: CallOptions): PagePromise<Revenue> {
		return this.transport.list<Revenue>({ method: "GET", path: "/v1/revenue", idempotent: false }, {}, params, options);
	}
	/**
	 * Create revenue entries in bulk: Creates up to 100 revenue in one request, each checked and stored exactly as `POST
	 * /v1/revenue` would. The answer holds one outcome per object, in request order: the object stored (201) or the error
	 * its single create would answer; the valid objects are stored even when others are refused. One Idempotency-Key
	 * covers the whole request. With `?dry_run=true` each object is checked (against the merchant's books too) and none is
	 * stored: each answers 200 with its object, `id` null. Needs a key with the `write` scope. A create: send an
	 * `Idempotency-Key`.
	 */
	bulkCreate(params: RevenueBulkCreateParams, options?: RequestOptions): Promise<WithResponse<RevenueBulkResult>> {
		return this.transport.call<RevenueBulkResult>(
			{ method: "POST", path: "/v1/revenue/bulk", idempotent: true },
			{},
			params,
			options,
		);
	}
	/**
	 * Retrieve a revenue: Answers one revenue the key can see, with where it is in its lifecycle (`import`); `expand[]`
	 * shows referenced objects in place of their ids. Needs a key with the `read` scope.
	 */
	retrieve(id: string, params?: RevenueRetrieveParams, options?: CallOptions): Promise<WithResponse<Revenue>> {
		return this.transport.call<Revenue>(
			{ method: "GET", path: "/v1/revenue/{id}", idempotent: false },
			{ id },
			params,
			options,
		);
	}
	/**
	 * Update a revenue: Changes the fields sent and keeps the others; null (or "") clears an optional field, and
	 * `metadata` keys merge. Only a pending revenue that no open import batch has claimed can change. Needs a key with the
	 * `write` scope.
	 */
	update(id: string, params?: RevenueUpdateParams, options?: CallOptions): Promise<WithResponse<Revenue>> {
		return this.transport.call<Revenue>(
			{ method: "POST", path: "/v1/revenue/{id}", idempotent: false },
			{ id },
			params,
			options,
		);
	}
	/**
	 * Delete a revenue: Deletes a pending revenue that no open import batch has claimed, for good. One that another object
	 * references cannot be deleted. Needs a key with the `write` scope.
	 */
	delete(id: string, options?: CallOptions): Promise<WithResponse<DeletedRevenue>> {
		return this.transport.call<DeletedRevenue>(
			{ method: "DELETE", path: "/v1/revenue/{id}", idempotent: false },
			{ id },
			{},
			options,
		);
	}
	/**
	 * Reject a revenue: Declines a pending revenue that no open import batch has claimed, for good: it shows
	 * `import.rejection` (`code`, `reason`, `by`, `field`, `detail` and the code's catalogue entry) and its integration
	 * gets a `revenue.rejected` event. The merchant may reject any object; an integration only its own. Needs a key with
	 * the `write` scope.
	 */
	reject(id: string, params?: RevenueRejectParams, options?: CallOptions): Promise<WithResponse<Revenue>> {
		return this.transport.call<Revenue>(
			{ method: "POST", path: "/v1/revenue/{id}/reject", idempotent: false },
			{ id },
			params,
			options,
		);
	}
}

/** `client.refunds` */
export class RefundsResource {
	constructor(private readonly transport: Transport) {}
	/**
	 * Create a refund: Creates a refund (money paid back of a revenue; the refunds of one revenue never exceed it). It
	 * waits as `pending` until the merchant's software imports it in an import batch or declines it; until then it can be
	 * updated or deleted. A reference must name an object the key can see. Needs a key with the `write` scope. A create:
	 * send an `Idempotency-Key`.
	 */
	create(params: RefundsCreateParams, options: RequestOptions & { dryRun: true }): Promise<WithResponse<RefundDryRun>>;
	create(params: RefundsCreateParams, options?: RequestOptions): Promise<WithResponse<Refund>>;
	create(params: RefundsCreateParams, options?: RequestOptions): Promise<WithResponse<Refund | RefundDryRun>> {
		return this.transport.call<Refund | RefundDryRun>(
			{ method: "POST", path: "/v1/refunds", idempotent: true },
			{},
			params,
			options,
		);
	}
	/**
	 * List all refunds: Lists the refunds the key can see (an integration key its own, the desktop key the account's),
	 * newest first, a page at a time. Every filter matches exactly and they combine; `expand[]` shows referenced objects
	 * in place of their ids. Needs a key with the `read` scope.
	 */
	list(params?: RefundsListParams, options?: CallOptions): PagePromise<Refund> {
		return this.transport.list<Refund>({ method: "GET", path: "/v1/refunds", idempotent: false }, {}, params, options);
	}
	/**
	 * Create refunds in bulk: Creates up to 100 refunds in one request, each checked and stored exactly as `POST
	 * /v1/refunds` would. The answer holds one outcome per object, in request order: the object stored (201) or the error
	 * its single create would answer; the valid objects are stored even when others are refused. One Idempotency-Key
	 * covers the whole request. With `?dry_run=true` each object is checked (against the merchant's books too) and none is
	 * stored: each answers 200 with its object, `id` null. Needs a key with the `write` scope. A create: send an
	 * `Idempotency-Key`.
	 */
	bulkCreate(params: RefundsBulkCreateParams, options?: RequestOptions): Promise<WithResponse<RefundBulkResult>> {
		return this.transport.call<RefundBulkResult>(
			{ method: "POST", path: "/v1/refunds/bulk", idempotent: true },
			{},
			params,
			options,
		);
	}
	/**
	 * Retrieve a refund: Answers one refund the key can see, with where it is in its lifecycle (`import`); `expand[]`
	 * shows referenced objects in place of their ids. Needs a key with the `read` scope.
	 */
	retrieve(id: string, params?: RefundsRetrieveParams, options?: CallOptions): Promise<WithResponse<Refund>> {
		return this.transport.call<Refund>(
			{ method: "GET", path: "/v1/refunds/{id}", idempotent: false },
			{ id },
			params,
			options,
		);
	}
	/**
	 * Update a refund: Changes the fields sent and keeps the others; null (or "") clears an optional field, and `metadata`
	 * keys merge. Only a pending refund that no open import batch has claimed can change. Needs a key with the `write`
	 * scope.
	 */
	update(id: string, params?: RefundsUpdateParams, options?: CallOptions): Promise<WithResponse<Refund>> {
		return this.transport.call<Refund>(
			{ method: "POST", path: "/v1/refunds/{id}", idempotent: false },
			{ id },
			params,
			options,
		);
	}
	/**
	 * Delete a refund: Deletes a pending refund that no open import batch has claimed, for good. One that another object
	 * references cannot be deleted. Needs a key with the `write` scope.
	 */
	delete(id: string, options?: CallOptions): Promise<WithResponse<DeletedRefund>> {
		return this.transport.call<DeletedRefund>(
			{ method: "DELETE", path: "/v1/refunds/{id}", idempotent: false },
			{ id },
			{},
			options,
		);
	}
	/**
	 * Reject a refund: Declines a pending refund that no open import batch has claimed, for good: it shows
	 * `import.rejection` (`code`, `reason`, `by`, `field`, `detail` and the code's catalogue entry) and its integration
	 * gets a `refund.rejected` event. The merchant may reject any object; an integration only its own. Needs a key with
	 * the `write` scope.
	 */
	reject(id: string, params?: RefundsRejectParams, options?: CallOptions): Promise<WithResponse<Refund>> {
		return this.transport.call<Refund>(
			{ method: "POST", path: "/v1/refunds/{id}/reject", idempotent: false },
			{ id },
			params,
			options,
		);
	}
}

/** `client.importBatches` */
export class ImportBatchesResource {
	constructor(private readonly transport: Transport) {}
	/**
	 * Create an import batch: Claims 1 to 1,000 pending objects for the merchant's software, all or nothing. With a
	 * `local_ref` for every object the batch imports them at once (`completed`); with none it claims them (`open`) until a
	 * complete or revert. An object is claimable once what it references is imported or in the same batch. Needs a key
	 * with the `import` scope. A create: send an `Idempotency-Key`.
	 */
	create(params: ImportBatchesCreateParams, options?: RequestOptions): Promise<WithResponse<ImportBatch>> {
		return this.transport.call<ImportBatch>(
			{ method: "POST", path: "/v1/import_batches", idempotent: true },
			{},
			params,
			options,
		);
	}
	/**
	 * List import batches: Lists batches, newest first, a page at a time, optionally of one `status`. An integration key
	 * sees the batches holding its objects, counting only those. Needs a key with the `read` scope.
	 */
	list(params?: ImportBatchesListParams, options?: CallOptions): PagePromise<ImportBatch> {
		return this.transport.list<ImportBatch>(
			{ method: "GET", path: "/v1/import_batches", idempotent: false },
			{},
			params,
			options,
		);
	}
	/**
	 * Complete an import batch: Imports the objects of an open batch: `local_refs` names each of them, and only them, with
	 * the merchant's own id. The objects become `imported` and their integrations get `<object>.imported` events. Needs a
	 * key with the `import` scope. Send an `Idempotency-Key` to make a retry after a lost answer replay that answer
	 * (without one, a repeat is refused).
	 */
	complete(
		id: string,
		params: ImportBatchesCompleteParams,
		options?: RequestOptions,
	): Promise<WithResponse<ImportBatch>> {
		return this.transport.call<ImportBatch>(
			{ method: "POST", path: "/v1/import_batches/{id}/complete", idempotent: true },
			{ id },
			params,
			options,
		);
	}
	/**
	 * Revert an import batch: Undoes an open or completed batch: its objects are pending again and may be imported later.
	 * Refused while an object of another batch depends on one of them. Needs a key with the `import` scope. Send an
	 * `Idempotency-Key` to make a retry after a lost answer replay that answer (without one, a repeat is refused).
	 */
	revert(id: string, options?: RequestOptions): Promise<WithResponse<ImportBatch>> {
		return this.transport.call<ImportBatch>(
			{ method: "POST", path: "/v1/import_batches/{id}/revert", idempotent: true },
			{ id },
			{},
			options,
		);
	}
	/**
	 * Retrieve an import batch: Answers one batch with its objects counted per type; an integration key counts only its
	 * own. Needs a key with the `read` scope.
	 */
	retrieve(id: string, options?: CallOptions): Promise<WithResponse<ImportBatch>> {
		return this.transport.call<ImportBatch>(
			{ method: "GET", path: "/v1/import_batches/{id}", idempotent: false },
			{ id },
			{},
			options,
		);
	}
}

/** `client.reasonCodes` */
export class ReasonCodesResource {
	constructor(private readonly transport: Transport) {}
	/**
	 * List the reason codes: Answers the decline catalogue: every reason code a decline may carry, who must act on it,
	 * whether the object sent again can succeed and after what, what to tell a person (in English and German), and its
	 * section of the guides. The whole catalogue is one page (`has_more` is false); it is the same for every account.
	 * Needs a key with the `read` scope.
	 */
	list(options?: CallOptions): PagePromise<ReasonCode> {
		return this.transport.list<ReasonCode>(
			{ method: "GET", path: "/v1/reason_codes", idempotent: false },
			{},
			{},
			options,
		);
	}
}

/** `client.books` */
export class BooksResource {
	constructor(private readonly transport: Transport) {}
	/**
	 * Replace the books snapshot: Publishes what the merchant's books hold, whole, for bookdrop to check every create
	 * against ([books.md](/docs/guides/books)): the names in use, how the books compare them, the closing date,
	 * currencies, tax rates and booked document numbers. A malformed snapshot is refused whole and the previous one stays
	 * in force. Up to 500000 names and references, in a body of up to 8 MiB (send it with `Content-Encoding: gzip`). Needs
	 * a key with the `import` scope (on a test account, or the `write` scope).
	 */
	replace(params: BooksReplaceParams, options?: CallOptions): Promise<WithResponse<Books>> {
		return this.transport.call<Books>({ method: "PUT", path: "/v1/books", idempotent: false }, {}, params, options);
	}
	/**
	 * Update the books snapshot: Changes the snapshot by a delta: `remove`, then `add`, of names, references, currencies
	 * and tax rates, and the closing date or the check mode when sent, so that a merchant with 200,000 names does not send
	 * them all on every change. The name rules change only with a PUT. Needs a key with the `import` scope (on a test
	 * account, or the `write` scope).
	 */
	update(params: BooksUpdateParams, options?: CallOptions): Promise<WithResponse<Books>> {
		return this.transport.call<Books>({ method: "PATCH", path: "/v1/books", idempotent: false }, {}, params, options);
	}
	/**
	 * Retrieve the books snapshot: Answers the snapshot's version, when the books were read, the rules, closing date,
	 * currencies, tax rates and how many names and references it holds; never the names. Needs a key with the `import`
	 * scope (on a test account, or the `write` scope).
	 */
	retrieve(options?: CallOptions): Promise<WithResponse<Books>> {
		return this.transport.call<Books>({ method: "GET", path: "/v1/books", idempotent: false }, {}, {}, options);
	}
}

/** `client.events.deliveries` */
export class EventsDeliveriesResource {
	constructor(private readonly transport: Transport) {}
	/**
	 * List an event's deliveries: Lists the webhook deliveries of an event to the endpoints the key can see, with their
	 * attempts. An event past its 90 days is not found here either. Needs a key with the `read` scope.
	 */
	list(id: string, params?: EventsDeliveriesListParams, options?: CallOptions): PagePromise<WebhookDelivery> {
		return this.transport.list<WebhookDelivery>(
			{ method: "GET", path: "/v1/events/{id}/deliveries", idempotent: false },
			{ id },
			params,
			options,
		);
	}
}

/** `client.events` */
export class EventsResource {
	readonly deliveries: EventsDeliveriesResource;
	constructor(private readonly transport: Transport) {
		this.deliveries = new EventsDeliveriesResource(transport);
	}
	/**
	 * List all events: Lists the events the key can see (an integration key its integration's, the desktop key the
	 * account's), newest first, a page at a time, for 90 days; `type` narrows them to one event type, `object` to the
	 * events about one object. Needs a key with the `read` scope.
	 */
	list(params?: EventsListParams, options?: CallOptions): PagePromise<Event> {
		return this.transport.list<Event>({ method: "GET", path: "/v1/events", idempotent: false }, {}, params, options);
	}
	/** Retrieve an event: Answers one event the key can see, within its 90 days. Needs a key with the `read` scope. */
	retrieve(id: string, options?: CallOptions): Promise<WithResponse<Event>> {
		return this.transport.call<Event>({ method: "GET", path: "/v1/events/{id}", idempotent: false }, { id }, {}, options);
	}
}

/** `client.issues` */
export class IssuesResource {
	constructor(private readonly transport: Transport) {}
	/**
	 * List all issues: Lists the issues the key can see (an integration key its integration's, the desktop key the
	 * account's), newest first, a page at a time; `status` narrows them to the open or the resolved ones. Needs a key with
	 * the `read` scope.
	 */
	list(params?: IssuesListParams, options?: CallOptions): PagePromise<Issue> {
		return this.transport.list<Issue>({ method: "GET", path: "/v1/issues", idempotent: false }, {}, params, options);
	}
	/** Retrieve an issue: Answers one issue the key can see, open or resolved. Needs a key with the `read` scope. */
	retrieve(id: string, options?: CallOptions): Promise<WithResponse<Issue>> {
		return this.transport.call<Issue>({ method: "GET", path: "/v1/issues/{id}", idempotent: false }, { id }, {}, options);
	}
}

/** `client.requestLogs` */
export class RequestLogsResource {
	constructor(private readonly transport: Transport) {}
	/**
	 * List the request log: Lists the requests the key can see (an integration key its integration's, the desktop key the
	 * account's), newest first, a page at a time, for 7 days; `status` and `path` narrow them (exact values). Needs a key
	 * with the `read` scope.
	 */
	list(params?: RequestLogsListParams, options?: CallOptions): PagePromise<RequestLog> {
		return this.transport.list<RequestLog>(
			{ method: "GET", path: "/v1/request_logs", idempotent: false },
			{},
			params,
			options,
		);
	}
	/**
	 * Retrieve a logged request: Answers one request the key can see, within its 7 days, with the error it was answered.
	 * Needs a key with the `read` scope.
	 */
	retrieve(id: string, options?: CallOptions): Promise<WithResponse<RequestLog>> {
		return this.transport.call<RequestLog>(
			{ method: "GET", path: "/v1/request_logs/{id}", idempotent: false },
			{ id },
			{},
			options,
		);
	}
}

/** `client.webhookEndpoints.deliveries` */
export class WebhookEndpointsDeliveriesResource {
	constructor(private readonly transport: Transport) {}
	/**
	 * List an endpoint's deliveries: Lists the endpoint's deliveries, newest first, a page at a time, each with its
	 * attempts; filter by `status` or `event`. Needs a key with the `read` scope.
	 */
	list(id: string, params?: WebhookEndpointsDeliveriesListParams, options?: CallOptions): PagePromise<WebhookDelivery> {
		return this.transport.list<WebhookDelivery>(
			{ method: "GET", path: "/v1/webhook_endpoints/{id}/deliveries", idempotent: false },
			{ id },
			params,
			options,
		);
	}
	/**
	 * Retrieve a webhook delivery: Answers one delivery of the endpoint with its attempts, oldest first. Needs a key with
	 * the `read` scope.
	 */
	retrieve(id: string, delivery: string, options?: CallOptions): Promise<WithResponse<WebhookDelivery>> {
		return this.transport.call<WebhookDelivery>(
			{ method: "GET", path: "/v1/webhook_endpoints/{id}/deliveries/{delivery}", idempotent: false },
			{ id, delivery },
			{},
			options,
		);
	}
	/**
	 * Resend a webhook delivery: Sends a delivery again now, whatever its status, and answers it; the event is the same,
	 * signed afresh. Needs a key with the `write` scope.
	 */
	retry(id: string, delivery: string, options?: CallOptions): Promise<WithResponse<WebhookDelivery>> {
		return this.transport.call<WebhookDelivery>(
			{ method: "POST", path: "/v1/webhook_endpoints/{id}/deliveries/{delivery}/retry", idempotent: false },
			{ id, delivery },
			{},
			options,
		);
	}
}

/** `client.webhookEndpoints` */
export class WebhookEndpointsResource {
	readonly deliveries: WebhookEndpointsDeliveriesResource;
	constructor(private readonly transport: Transport) {
		this.deliveries = new WebhookEndpointsDeliveriesResource(transport);
	}
	/**
	 * Create a webhook endpoint: Registers an HTTPS URL that receives the key's events, signed; this answer alone shows
	 * its signing secret. The URL must be public (no private, loopback or link-local address) and an account holds a
	 * limited number of endpoints. Needs a key with the `write` scope. A create: send an `Idempotency-Key`.
	 */
	create(params: WebhookEndpointsCreateParams, options?: RequestOptions): Promise<WithResponse<NewWebhookEndpoint>> {
		return this.transport.call<NewWebhookEndpoint>(
			{ method: "POST", path: "/v1/webhook_endpoints", idempotent: true },
			{},
			params,
			options,
		);
	}
	/**
	 * List webhook endpoints: Lists the endpoints the key can see (an integration key its integration's, the desktop key
	 * the account's), newest first, a page at a time. Needs a key with the `read` scope.
	 */
	list(params?: WebhookEndpointsListParams, options?: CallOptions): PagePromise<WebhookEndpoint> {
		return this.transport.list<WebhookEndpoint>(
			{ method: "GET", path: "/v1/webhook_endpoints", idempotent: false },
			{},
			params,
			options,
		);
	}
	/**
	 * Retrieve a webhook endpoint: Answers one endpoint the key can see, without its signing secret. Needs a key with the
	 * `read` scope.
	 */
	retrieve(id: string, options?: CallOptions): Promise<WithResponse<WebhookEndpoint>> {
		return this.transport.call<WebhookEndpoint>(
			{ method: "GET", path: "/v1/webhook_endpoints/{id}", idempotent: false },
			{ id },
			{},
			options,
		);
	}
	/**
	 * Update a webhook endpoint: Changes the URL, the event types, the description or the status (`enabled`, `disabled`)
	 * of an endpoint. The desktop key may only disable an integration's endpoint. Needs a key with the `write` scope.
	 */
	update(
		id: string,
		params?: WebhookEndpointsUpdateParams,
		options?: CallOptions,
	): Promise<WithResponse<WebhookEndpoint>> {
		return this.transport.call<WebhookEndpoint>(
			{ method: "POST", path: "/v1/webhook_endpoints/{id}", idempotent: false },
			{ id },
			params,
			options,
		);
	}
	/**
	 * Delete a webhook endpoint: Deletes an endpoint of the key's own and its deliveries; nothing more is sent to it.
	 * Needs a key with the `write` scope.
	 */
	delete(id: string, options?: CallOptions): Promise<WithResponse<DeletedWebhookEndpoint>> {
		return this.transport.call<DeletedWebhookEndpoint>(
			{ method: "DELETE", path: "/v1/webhook_endpoints/{id}", idempotent: false },
			{ id },
			{},
			options,
		);
	}
	/**
	 * Rotate a signing secret: Replaces an endpoint's signing secret; this answer alone shows the new one. The previous
	 * secret keeps signing beside it for `overlap_seconds` (a day unless said otherwise, at most a week). Needs a key with
	 * the `write` scope. A create: send an `Idempotency-Key`.
	 */
	rotateSecret(
		id: string,
		params?: WebhookEndpointsRotateSecretParams,
		options?: RequestOptions,
	): Promise<WithResponse<RotatedWebhookEndpoint>> {
		return this.transport.call<RotatedWebhookEndpoint>(
			{ method: "POST", path: "/v1/webhook_endpoints/{id}/rotate_secret", idempotent: true },
			{ id },
			params,
			options,
		);
	}
	/**
	 * Send a test event: Records a `webhook_endpoint.test` event and delivers it, signed, to this endpoint only, enabled
	 * or not; answers its delivery. Needs a key with the `write` scope.
	 */
	test(id: string, options?: CallOptions): Promise<WithResponse<WebhookDelivery>> {
		return this.transport.call<WebhookDelivery>(
			{ method: "POST", path: "/v1/webhook_endpoints/{id}/test", idempotent: false },
			{ id },
			{},
			options,
		);
	}
	/**
	 * Recover failed deliveries: Queues again every failed or dropped delivery of an enabled endpoint since `since`,
	 * oldest first: after an outage of the receiver. Needs a key with the `write` scope. A create: send an
	 * `Idempotency-Key`.
	 */
	recover(
		id: string,
		params: WebhookEndpointsRecoverParams,
		options?: RequestOptions,
	): Promise<WithResponse<WebhookRecovery>> {
		return this.transport.call<WebhookRecovery>(
			{ method: "POST", path: "/v1/webhook_endpoints/{id}/recover", idempotent: true },
			{ id },
			params,
			options,
		);
	}
}

/** Every operation of the API, as `client.<resource>[.<sub-resource>…].<method>`. */
export class Api {
	readonly portalLinks: PortalLinksResource;
	readonly sandbox: SandboxResource;
	readonly account: AccountResource;
	readonly admin: AdminResource;
	readonly apiKeys: ApiKeysResource;
	readonly customers: CustomersResource;
	readonly suppliers: SuppliersResource;
	readonly categories: CategoriesResource;
	readonly products: ProductsResource;
	readonly expenses: ExpensesResource;
	readonly revenue: RevenueResource;
	readonly refunds: RefundsResource;
	readonly importBatches: ImportBatchesResource;
	readonly reasonCodes: ReasonCodesResource;
	readonly books: BooksResource;
	readonly events: EventsResource;
	readonly issues: IssuesResource;
	readonly requestLogs: RequestLogsResource;
	readonly webhookEndpoints: WebhookEndpointsResource;
	constructor(transport: Transport) {
		this.portalLinks = new PortalLinksResource(transport);
		this.sandbox = new SandboxResource(transport);
		this.account = new AccountResource(transport);
		this.admin = new AdminResource(transport);
		this.apiKeys = new ApiKeysResource(transport);
		this.customers = new CustomersResource(transport);
		this.suppliers = new SuppliersResource(transport);
		this.categories = new CategoriesResource(transport);
		this.products = new ProductsResource(transport);
		this.expenses = new ExpensesResource(transport);
		this.revenue = new RevenueResource(transport);
		this.refunds = new RefundsResource(transport);
		this.importBatches = new ImportBatchesResource(transport);
		this.reasonCodes = new ReasonCodesResource(transport);
		this.books = new BooksResource(transport);
		this.events = new EventsResource(transport);
		this.issues = new IssuesResource(transport);
		this.requestLogs = new RequestLogsResource(transport);
		this.webhookEndpoints = new WebhookEndpointsResource(transport);
	}
}

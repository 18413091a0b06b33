// Generated from docs/openapi.json by scripts/client-code.ts (`npm run generate`): do not edit.
import type { PagePromise, RequestOptions, Transport } from "./core.js";
import type { components, operations } from "./schema.js";

type Json<T> = T extends { content: { "application/json": infer B } } ? B : never;
type Unbracketed<Q> = { [K in keyof Q as K extends `${infer Name}[]` ? Name : K]: Q[K] };
/** A create's or an update's body. */
type Body<Id extends keyof operations> = Json<NonNullable<operations[Id]["requestBody"]>>;
/** A read's query; an array (`expand[]=…`) is named without its brackets, and sent with them. */
type Query<Id extends keyof operations> = Unbracketed<NonNullable<operations[Id]["parameters"]["query"]>>;

export type Account = components["schemas"]["Account"];
export type AccountSummary = components["schemas"]["AccountSummary"];
export type ApiKey = components["schemas"]["ApiKey"];
export type Category = components["schemas"]["Category"];
export type CategoryBulkResult = components["schemas"]["CategoryBulkResult"];
export type Customer = components["schemas"]["Customer"];
export type CustomerBulkResult = components["schemas"]["CustomerBulkResult"];
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
export type ImportBatch = components["schemas"]["ImportBatch"];
export type LineItem = components["schemas"]["LineItem"];
export type NewAccount = components["schemas"]["NewAccount"];
export type NewApiKey = components["schemas"]["NewApiKey"];
export type NewWebhookEndpoint = components["schemas"]["NewWebhookEndpoint"];
export type Product = components["schemas"]["Product"];
export type ProductBulkResult = components["schemas"]["ProductBulkResult"];
export type Refund = components["schemas"]["Refund"];
export type RefundBulkResult = components["schemas"]["RefundBulkResult"];
export type Rejection = components["schemas"]["Rejection"];
export type Revenue = components["schemas"]["Revenue"];
export type RevenueBulkResult = components["schemas"]["RevenueBulkResult"];
export type RotatedWebhookEndpoint = components["schemas"]["RotatedWebhookEndpoint"];
export type Supplier = components["schemas"]["Supplier"];
export type SupplierBulkResult = components["schemas"]["SupplierBulkResult"];
export type WebhookAttempt = components["schemas"]["WebhookAttempt"];
export type WebhookDelivery = components["schemas"]["WebhookDelivery"];
export type WebhookEndpoint = components["schemas"]["WebhookEndpoint"];
export type WebhookRecovery = components["schemas"]["WebhookRecovery"];
export type ErrorCode = components["schemas"]["Error"]["error"]["code"];

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
export type EventsListParams = Query<"events.list">;
export type WebhookEndpointsCreateParams = Body<"webhookEndpoints.create">;
export type WebhookEndpointsListParams = Query<"webhookEndpoints.list">;
export type WebhookEndpointsUpdateParams = Body<"webhookEndpoints.update">;
export type WebhookEndpointsRotateSecretParams = Body<"webhookEndpoints.rotateSecret">;
export type WebhookEndpointsDeliveriesListParams = Query<"webhookEndpoints.deliveries.list">;
export type WebhookEndpointsRecoverParams = Body<"webhookEndpoints.recover">;
export type EventsDeliveriesListParams = Query<"events.deliveries.list">;

/** `client.account` */
export class AccountResource {
	constructor(private readonly transport: Transport) {}
	/** GET /v1/account: Needs a key with the `read` scope. */
	retrieve(): Promise<AccountSummary> {
		return this.transport.call<AccountSummary>({ method: "GET", path: "/v1/account", idempotent: false }, {});
	}
}

/** `client.admin.accounts.apiKeys` */
export class AdminAccountsApiKeysResource {
	constructor(private readonly transport: Transport) {}
	/** POST /admin/v1/accounts/{account}/api_keys: Needs the operator's admin token. */
	create(account: string, params: AdminAccountsApiKeysCreateParams): Promise<NewApiKey> {
		return this.transport.call<NewApiKey>(
			{ method: "POST", path: "/admin/v1/accounts/{account}/api_keys", idempotent: false },
			{ account },
			params,
		);
	}
	/** GET /admin/v1/accounts/{account}/api_keys: Needs the operator's admin token. */
	list(account: string, params?: AdminAccountsApiKeysListParams): PagePromise<ApiKey> {
		return this.transport.list<ApiKey>(
			{ method: "GET", path: "/admin/v1/accounts/{account}/api_keys", idempotent: false },
			{ account },
			params,
		);
	}
}

/** `client.admin.accounts` */
export class AdminAccountsResource {
	readonly apiKeys: AdminAccountsApiKeysResource;
	constructor(private readonly transport: Transport) {
		this.apiKeys = new AdminAccountsApiKeysResource(transport);
	}
	/** POST /admin/v1/accounts: Needs the operator's admin token. */
	create(params: AdminAccountsCreateParams): Promise<NewAccount> {
		return this.transport.call<NewAccount>({ method: "POST", path: "/admin/v1/accounts", idempotent: false }, {}, params);
	}
	/** GET /admin/v1/accounts: Needs the operator's admin token. */
	list(params?: AdminAccountsListParams): PagePromise<Account> {
		return this.transport.list<Account>({ method: "GET", path: "/admin/v1/accounts", idempotent: false }, {}, params);
	}
	/** GET /admin/v1/accounts/{id}: Needs the operator's admin token. */
	retrieve(id: string): Promise<Account> {
		return this.transport.call<Account>({ method: "GET", path: "/admin/v1/accounts/{id}", idempotent: false }, { id });
	}
	/** POST /admin/v1/accounts/{account}/desktop_key: Needs the operator's admin token. */
	replaceDesktopKey(account: string): Promise<NewApiKey> {
		return this.transport.call<NewApiKey>(
			{ method: "POST", path: "/admin/v1/accounts/{account}/desktop_key", idempotent: false },
			{ account },
		);
	}
}

/** `client.admin.apiKeys` */
export class AdminApiKeysResource {
	constructor(private readonly transport: Transport) {}
	/** DELETE /admin/v1/api_keys/{id}: Needs the operator's admin token. */
	revoke(id: string): Promise<ApiKey> {
		return this.transport.call<ApiKey>({ method: "DELETE", path: "/admin/v1/api_keys/{id}", idempotent: false }, { id });
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
	/** POST /v1/api_keys: Needs a key with the `keys` scope. A create: send an `Idempotency-Key`. */
	create(params: ApiKeysCreateParams, options?: RequestOptions): Promise<NewApiKey> {
		return this.transport.call<NewApiKey>(
			{ method: "POST", path: "/v1/api_keys", idempotent: true },
			{},
			params,
			options,
		);
	}
	/** GET /v1/api_keys: Needs a key with the `keys` scope. */
	list(params?: ApiKeysListParams): PagePromise<ApiKey> {
		return this.transport.list<ApiKey>({ method: "GET", path: "/v1/api_keys", idempotent: false }, {}, params);
	}
	/** DELETE /v1/api_keys/{id}: Needs a key with the `keys` scope. */
	revoke(id: string): Promise<ApiKey> {
		return this.transport.call<ApiKey>({ method: "DELETE", path: "/v1/api_keys/{id}", idempotent: false }, { id });
	}
}

/** `client.customers` */
export class CustomersResource {
	constructor(private readonly transport: Transport) {}
	/** POST /v1/customers: Needs a key with the `write` scope. A create: send an `Idempotency-Key`. */
	create(params: CustomersCreateParams, options?: RequestOptions): Promise<Customer> {
		return this.transport.call<Customer>(
			{ method: "POST", path: "/v1/customers", idempotent: true },
			{},
			params,
			options,
		);
	}
	/** GET /v1/customers: Needs a key with the `read` scope. */
	list(params?: CustomersListParams): PagePromise<Customer> {
		return this.transport.list<Customer>({ method: "GET", path: "/v1/customers", idempotent: false }, {}, params);
	}
	/** POST /v1/customers/bulk: Needs a key with the `write` scope. A create: send an `Idempotency-Key`. */
	bulkCreate(params: CustomersBulkCreateParams, options?: RequestOptions): Promise<CustomerBulkResult> {
		return this.transport.call<CustomerBulkResult>(
			{ method: "POST", path: "/v1/customers/bulk", idempotent: true },
			{},
			params,
			options,
		);
	}
	/** GET /v1/customers/{id}: Needs a key with the `read` scope. */
	retrieve(id: string, params?: CustomersRetrieveParams): Promise<Customer> {
		return this.transport.call<Customer>(
			{ method: "GET", path: "/v1/customers/{id}", idempotent: false },
			{ id },
			params,
		);
	}
	/** POST /v1/customers/{id}: Needs a key with the `write` scope. */
	update(id: string, params?: CustomersUpdateParams): Promise<Customer> {
		return this.transport.call<Customer>(
			{ method: "POST", path: "/v1/customers/{id}", idempotent: false },
			{ id },
			params,
		);
	}
	/** DELETE /v1/customers/{id}: Needs a key with the `write` scope. */
	delete(id: string): Promise<DeletedCustomer> {
		return this.transport.call<DeletedCustomer>(
			{ method: "DELETE", path: "/v1/customers/{id}", idempotent: false },
			{ id },
		);
	}
	/** POST /v1/customers/{id}/reject: Needs a key with the `write` scope. */
	reject(id: string, params?: CustomersRejectParams): Promise<Customer> {
		return this.transport.call<Customer>(
			{ method: "POST", path: "/v1/customers/{id}/reject", idempotent: false },
			{ id },
			params,
		);
	}
}

/** `client.suppliers` */
export class SuppliersResource {
	constructor(private readonly transport: Transport) {}
	/** POST /v1/suppliers: Needs a key with the `write` scope. A create: send an `Idempotency-Key`. */
	create(params: SuppliersCreateParams, options?: RequestOptions): Promise<Supplier> {
		return this.transport.call<Supplier>(
			{ method: "POST", path: "/v1/suppliers", idempotent: true },
			{},
			params,
			options,
		);
	}
	/** GET /v1/suppliers: Needs a key with the `read` scope. */
	list(params?: SuppliersListParams): PagePromise<Supplier> {
		return this.transport.list<Supplier>({ method: "GET", path: "/v1/suppliers", idempotent: false }, {}, params);
	}
	/** POST /v1/suppliers/bulk: Needs a key with the `write` scope. A create: send an `Idempotency-Key`. */
	bulkCreate(params: SuppliersBulkCreateParams, options?: RequestOptions): Promise<SupplierBulkResult> {
		return this.transport.call<SupplierBulkResult>(
			{ method: "POST", path: "/v1/suppliers/bulk", idempotent: true },
			{},
			params,
			options,
		);
	}
	/** GET /v1/suppliers/{id}: Needs a key with the `read` scope. */
	retrieve(id: string, params?: SuppliersRetrieveParams): Promise<Supplier> {
		return this.transport.call<Supplier>(
			{ method: "GET", path: "/v1/suppliers/{id}", idempotent: false },
			{ id },
			params,
		);
	}
	/** POST /v1/suppliers/{id}: Needs a key with the `write` scope. */
	update(id: string, params?: SuppliersUpdateParams): Promise<Supplier> {
		return this.transport.call<Supplier>(
			{ method: "POST", path: "/v1/suppliers/{id}", idempotent: false },
			{ id },
			params,
		);
	}
	/** DELETE /v1/suppliers/{id}: Needs a key with the `write` scope. */
	delete(id: string): Promise<DeletedSupplier> {
		return this.transport.call<DeletedSupplier>(
			{ method: "DELETE", path: "/v1/suppliers/{id}", idempotent: false },
			{ id },
		);
	}
	/** POST /v1/suppliers/{id}/reject: Needs a key with the `write` scope. */
	reject(id: string, params?: SuppliersRejectParams): Promise<Supplier> {
		return this.transport.call<Supplier>(
			{ method: "POST", path: "/v1/suppliers/{id}/reject", idempotent: false },
			{ id },
			params,
		);
	}
}

/** `client.categories` */
export class CategoriesResource {
	constructor(private readonly transport: Transport) {}
	/** POST /v1/categories: Needs a key with the `write` scope. A create: send an `Idempotency-Key`. */
	create(params: CategoriesCreateParams, options?: RequestOptions): Promise<Category> {
		return this.transport.call<Category>(
			{ method: "POST", path: "/v1/categories", idempotent: true },
			{},
			params,
			options,
		);
	}
	/** GET /v1/categories: Needs a key with the `read` scope. */
	list(params?: CategoriesListParams): PagePromise<Category> {
		return this.transport.list<Category>({ method: "GET", path: "/v1/categories", idempotent: false }, {}, params);
	}
	/** POST /v1/categories/bulk: Needs a key with the `write` scope. A create: send an `Idempotency-Key`. */
	bulkCreate(params: CategoriesBulkCreateParams, options?: RequestOptions): Promise<CategoryBulkResult> {
		return this.transport.call<CategoryBulkResult>(
			{ method: "POST", path: "/v1/categories/bulk", idempotent: true },
			{},
			params,
			options,
		);
	}
	/** GET /v1/categories/{id}: Needs a key with the `read` scope. */
	retrieve(id: string, params?: CategoriesRetrieveParams): Promise<Category> {
		return this.transport.call<Category>(
			{ method: "GET", path: "/v1/categories/{id}", idempotent: false },
			{ id },
			params,
		);
	}
	/** POST /v1/categories/{id}: Needs a key with the `write` scope. */
	update(id: string, params?: CategoriesUpdateParams): Promise<Category> {
		return this.transport.call<Category>(
			{ method: "POST", path: "/v1/categories/{id}", idempotent: false },
			{ id },
			params,
		);
	}
	/** DELETE /v1/categories/{id}: Needs a key with the `write` scope. */
	delete(id: string): Promise<DeletedCategory> {
		return this.transport.call<DeletedCategory>(
			{ method: "DELETE", path: "/v1/categories/{id}", idempotent: false },
			{ id },
		);
	}
	/** POST /v1/categories/{id}/reject: Needs a key with the `write` scope. */
	reject(id: string, params?: CategoriesRejectParams): Promise<Category> {
		return this.transport.call<Category>(
			{ method: "POST", path: "/v1/categories/{id}/reject", idempotent: false },
			{ id },
			params,
		);
	}
}

/** `client.products` */
export class ProductsResource {
	constructor(private readonly transport: Transport) {}
	/** POST /v1/products: Needs a key with the `write` scope. A create: send an `Idempotency-Key`. */
	create(params: ProductsCreateParams, options?: RequestOptions): Promise<Product> {
		return this.transport.call<Product>({ method: "POST", path: "/v1/products", idempotent: true }, {}, params, options);
	}
	/** GET /v1/products: Needs a key with the `read` scope. */
	list(params?: ProductsListParams): PagePromise<Product> {
		return this.transport.list<Product>({ method: "GET", path: "/v1/products", idempotent: false }, {}, params);
	}
	/** POST /v1/products/bulk: Needs a key with the `write` scope. A create: send an `Idempotency-Key`. */
	bulkCreate(params: ProductsBulkCreateParams, options?: RequestOptions): Promise<ProductBulkResult> {
		return this.transport.call<ProductBulkResult>(
			{ method: "POST", path: "/v1/products/bulk", idempotent: true },
			{},
			params,
			options,
		);
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
		return this.transport.call<DeletedProduct>(
			{ method: "DELETE", path: "/v1/products/{id}", idempotent: false },
			{ id },
		);
	}
	/** POST /v1/products/{id}/reject: Needs a key with the `write` scope. */
	reject(id: string, params?: ProductsRejectParams): Promise<Product> {
		return this.transport.call<Product>(
			{ method: "POST", path: "/v1/products/{id}/reject", idempotent: false },
			{ id },
			params,
		);
	}
}

/** `client.expenses.lineItems` */
export class ExpensesLineItemsResource {
	constructor(private readonly transport: Transport) {}
	/** POST /v1/expenses/{id}/line_items: Needs a key with the `write` scope. A create: send an `Idempotency-Key`. */
	create(id: string, params: ExpensesLineItemsCreateParams, options?: RequestOptions): Promise<LineItem> {
		return this.transport.call<LineItem>(
			{ method: "POST", path: "/v1/expenses/{id}/line_items", idempotent: true },
			{ id },
			params,
			options,
		);
	}
	/** GET /v1/expenses/{id}/line_items: Needs a key with the `read` scope. */
	list(id: string, params?: ExpensesLineItemsListParams): PagePromise<LineItem> {
		return this.transport.list<LineItem>(
			{ method: "GET", path: "/v1/expenses/{id}/line_items", idempotent: false },
			{ id },
			params,
		);
	}
}

/** `client.expenses` */
export class ExpensesResource {
	readonly lineItems: ExpensesLineItemsResource;
	constructor(private readonly transport: Transport) {
		this.lineItems = new ExpensesLineItemsResource(transport);
	}
	/** POST /v1/expenses: Needs a key with the `write` scope. A create: send an `Idempotency-Key`. */
	create(params: ExpensesCreateParams, options?: RequestOptions): Promise<Expense> {
		return this.transport.call<Expense>({ method: "POST", path: "/v1/expenses", idempotent: true }, {}, params, options);
	}
	/** GET /v1/expenses: Needs a key with the `read` scope. */
	list(params?: ExpensesListParams): PagePromise<Expense> {
		return this.transport.list<Expense>({ method: "GET", path: "/v1/expenses", idempotent: false }, {}, params);
	}
	/** POST /v1/expenses/bulk: Needs a key with the `write` scope. A create: send an `Idempotency-Key`. */
	bulkCreate(params: ExpensesBulkCreateParams, options?: RequestOptions): Promise<ExpenseBulkResult> {
		return this.transport.call<ExpenseBulkResult>(
			{ method: "POST", path: "/v1/expenses/bulk", idempotent: true },
			{},
			params,
			options,
		);
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
		return this.transport.call<DeletedExpense>(
			{ method: "DELETE", path: "/v1/expenses/{id}", idempotent: false },
			{ id },
		);
	}
	/** POST /v1/expenses/{id}/reject: Needs a key with the `write` scope. */
	reject(id: string, params?: ExpensesRejectParams): Promise<Expense> {
		return this.transport.call<Expense>(
			{ method: "POST", path: "/v1/expenses/{id}/reject", idempotent: false },
			{ id },
			params,
		);
	}
}

/** `client.revenue.lineItems` */
export class RevenueLineItemsResource {
	constructor(private readonly transport: Transport) {}
	/** POST /v1/revenue/{id}/line_items: Needs a key with the `write` scope. A create: send an `Idempotency-Key`. */
	create(id: string, params: RevenueLineItemsCreateParams, options?: RequestOptions): Promise<LineItem> {
		return this.transport.call<LineItem>(
			{ method: "POST", path: "/v1/revenue/{id}/line_items", idempotent: true },
			{ id },
			params,
			options,
		);
	}
	/** GET /v1/revenue/{id}/line_items: Needs a key with the `read` scope. */
	list(id: string, params?: RevenueLineItemsListParams): PagePromise<LineItem> {
		return this.transport.list<LineItem>(
			{ method: "GET", path: "/v1/revenue/{id}/line_items", idempotent: false },
			{ id },
			params,
		);
	}
}

/** `client.revenue` */
export class RevenueResource {
	readonly lineItems: RevenueLineItemsResource;
	constructor(private readonly transport: Transport) {
		this.lineItems = new RevenueLineItemsResource(transport);
	}
	/** POST /v1/revenue: Needs a key with the `write` scope. A create: send an `Idempotency-Key`. */
	create(params: RevenueCreateParams, options?: RequestOptions): Promise<Revenue> {
		return this.transport.call<Revenue>({ method: "POST", path: "/v1/revenue", idempotent: true }, {}, params, options);
	}
	/** GET /v1/revenue: Needs a key with the `read` scope. */
	list(params?: RevenueListParams): PagePromise<Revenue> {
		return this.transport.list<Revenue>({ method: "GET", path: "/v1/revenue", idempotent: false }, {}, params);
	}
	/** POST /v1/revenue/bulk: Needs a key with the `write` scope. A create: send an `Idempotency-Key`. */
	bulkCreate(params: RevenueBulkCreateParams, options?: RequestOptions): Promise<RevenueBulkResult> {
		return this.transport.call<RevenueBulkResult>(
			{ method: "POST", path: "/v1/revenue/bulk", idempotent: true },
			{},
			params,
			options,
		);
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
		return this.transport.call<DeletedRevenue>({ method: "DELETE", path: "/v1/revenue/{id}", idempotent: false }, { id });
	}
	/** POST /v1/revenue/{id}/reject: Needs a key with the `write` scope. */
	reject(id: string, params?: RevenueRejectParams): Promise<Revenue> {
		return this.transport.call<Revenue>(
			{ method: "POST", path: "/v1/revenue/{id}/reject", idempotent: false },
			{ id },
			params,
		);
	}
}

/** `client.refunds` */
export class RefundsResource {
	constructor(private readonly transport: Transport) {}
	/** POST /v1/refunds: Needs a key with the `write` scope. A create: send an `Idempotency-Key`. */
	create(params: RefundsCreateParams, options?: RequestOptions): Promise<Refund> {
		return this.transport.call<Refund>({ method: "POST", path: "/v1/refunds", idempotent: true }, {}, params, options);
	}
	/** GET /v1/refunds: Needs a key with the `read` scope. */
	list(params?: RefundsListParams): PagePromise<Refund> {
		return this.transport.list<Refund>({ method: "GET", path: "/v1/refunds", idempotent: false }, {}, params);
	}
	/** POST /v1/refunds/bulk: Needs a key with the `write` scope. A create: send an `Idempotency-Key`. */
	bulkCreate(params: RefundsBulkCreateParams, options?: RequestOptions): Promise<RefundBulkResult> {
		return this.transport.call<RefundBulkResult>(
			{ method: "POST", path: "/v1/refunds/bulk", idempotent: true },
			{},
			params,
			options,
		);
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
		return this.transport.call<DeletedRefund>({ method: "DELETE", path: "/v1/refunds/{id}", idempotent: false }, { id });
	}
	/** POST /v1/refunds/{id}/reject: Needs a key with the `write` scope. */
	reject(id: string, params?: RefundsRejectParams): Promise<Refund> {
		return this.transport.call<Refund>(
			{ method: "POST", path: "/v1/refunds/{id}/reject", idempotent: false },
			{ id },
			params,
		);
	}
}

/** `client.importBatches` */
export class ImportBatchesResource {
	constructor(private readonly transport: Transport) {}
	/** POST /v1/import_batches: Needs a key with the `import` scope. A create: send an `Idempotency-Key`. */
	create(params: ImportBatchesCreateParams, options?: RequestOptions): Promise<ImportBatch> {
		return this.transport.call<ImportBatch>(
			{ method: "POST", path: "/v1/import_batches", idempotent: true },
			{},
			params,
			options,
		);
	}
	/** GET /v1/import_batches: Needs a key with the `read` scope. */
	list(params?: ImportBatchesListParams): PagePromise<ImportBatch> {
		return this.transport.list<ImportBatch>({ method: "GET", path: "/v1/import_batches", idempotent: false }, {}, params);
	}
	/**
	 * POST /v1/import_batches/{id}/complete: Needs a key with the `import` scope. Send an `Idempotency-Key` to make a
	 * retry after a lost answer replay that answer (without one, a repeat is refused).
	 */
	complete(id: string, params: ImportBatchesCompleteParams, options?: RequestOptions): Promise<ImportBatch> {
		return this.transport.call<ImportBatch>(
			{ method: "POST", path: "/v1/import_batches/{id}/complete", idempotent: true },
			{ id },
			params,
			options,
		);
	}
	/**
	 * POST /v1/import_batches/{id}/revert: Needs a key with the `import` scope. Send an `Idempotency-Key` to make a retry
	 * after a lost answer replay that answer (without one, a repeat is refused).
	 */
	revert(id: string, options?: RequestOptions): Promise<ImportBatch> {
		return this.transport.call<ImportBatch>(
			{ method: "POST", path: "/v1/import_batches/{id}/revert", idempotent: true },
			{ id },
			{},
			options,
		);
	}
	/** GET /v1/import_batches/{id}: Needs a key with the `read` scope. */
	retrieve(id: string): Promise<ImportBatch> {
		return this.transport.call<ImportBatch>(
			{ method: "GET", path: "/v1/import_batches/{id}", idempotent: false },
			{ id },
		);
	}
}

/** `client.events.deliveries` */
export class EventsDeliveriesResource {
	constructor(private readonly transport: Transport) {}
	/** GET /v1/events/{id}/deliveries: Needs a key with the `read` scope. */
	list(id: string, params?: EventsDeliveriesListParams): PagePromise<WebhookDelivery> {
		return this.transport.list<WebhookDelivery>(
			{ method: "GET", path: "/v1/events/{id}/deliveries", idempotent: false },
			{ id },
			params,
		);
	}
}

/** `client.events` */
export class EventsResource {
	readonly deliveries: EventsDeliveriesResource;
	constructor(private readonly transport: Transport) {
		this.deliveries = new EventsDeliveriesResource(transport);
	}
	/** GET /v1/events: Needs a key with the `read` scope. */
	list(params?: EventsListParams): PagePromise<Event> {
		return this.transport.list<Event>({ method: "GET", path: "/v1/events", idempotent: false }, {}, params);
	}
	/** GET /v1/events/{id}: Needs a key with the `read` scope. */
	retrieve(id: string): Promise<Event> {
		return this.transport.call<Event>({ method: "GET", path: "/v1/events/{id}", idempotent: false }, { id });
	}
}

/** `client.webhookEndpoints.deliveries` */
export class WebhookEndpointsDeliveriesResource {
	constructor(private readonly transport: Transport) {}
	/** GET /v1/webhook_endpoints/{id}/deliveries: Needs a key with the `read` scope. */
	list(id: string, params?: WebhookEndpointsDeliveriesListParams): PagePromise<WebhookDelivery> {
		return this.transport.list<WebhookDelivery>(
			{ method: "GET", path: "/v1/webhook_endpoints/{id}/deliveries", idempotent: false },
			{ id },
			params,
		);
	}
	/** GET /v1/webhook_endpoints/{id}/deliveries/{delivery}: Needs a key with the `read` scope. */
	retrieve(id: string, delivery: string): Promise<WebhookDelivery> {
		return this.transport.call<WebhookDelivery>(
			{ method: "GET", path: "/v1/webhook_endpoints/{id}/deliveries/{delivery}", idempotent: false },
			{ id, delivery },
		);
	}
	/** POST /v1/webhook_endpoints/{id}/deliveries/{delivery}/retry: Needs a key with the `write` scope. */
	retry(id: string, delivery: string): Promise<WebhookDelivery> {
		return this.transport.call<WebhookDelivery>(
			{ method: "POST", path: "/v1/webhook_endpoints/{id}/deliveries/{delivery}/retry", idempotent: false },
			{ id, delivery },
		);
	}
}

/** `client.webhookEndpoints` */
export class WebhookEndpointsResource {
	readonly deliveries: WebhookEndpointsDeliveriesResource;
	constructor(private readonly transport: Transport) {
		this.deliveries = new WebhookEndpointsDeliveriesResource(transport);
	}
	/** POST /v1/webhook_endpoints: Needs a key with the `write` scope. A create: send an `Idempotency-Key`. */
	create(params: WebhookEndpointsCreateParams, options?: RequestOptions): Promise<NewWebhookEndpoint> {
		return this.transport.call<NewWebhookEndpoint>(
			{ method: "POST", path: "/v1/webhook_endpoints", idempotent: true },
			{},
			params,
			options,
		);
	}
	/** GET /v1/webhook_endpoints: Needs a key with the `read` scope. */
	list(params?: WebhookEndpointsListParams): PagePromise<WebhookEndpoint> {
		return this.transport.list<WebhookEndpoint>(
			{ method: "GET", path: "/v1/webhook_endpoints", idempotent: false },
			{},
			params,
		);
	}
	/** GET /v1/webhook_endpoints/{id}: Needs a key with the `read` scope. */
	retrieve(id: string): Promise<WebhookEndpoint> {
		return this.transport.call<WebhookEndpoint>(
			{ method: "GET", path: "/v1/webhook_endpoints/{id}", idempotent: false },
			{ id },
		);
	}
	/** POST /v1/webhook_endpoints/{id}: Needs a key with the `write` scope. */
	update(id: string, params?: WebhookEndpointsUpdateParams): Promise<WebhookEndpoint> {
		return this.transport.call<WebhookEndpoint>(
			{ method: "POST", path: "/v1/webhook_endpoints/{id}", idempotent: false },
			{ id },
			params,
		);
	}
	/** DELETE /v1/webhook_endpoints/{id}: Needs a key with the `write` scope. */
	delete(id: string): Promise<DeletedWebhookEndpoint> {
		return this.transport.call<DeletedWebhookEndpoint>(
			{ method: "DELETE", path: "/v1/webhook_endpoints/{id}", idempotent: false },
			{ id },
		);
	}
	/**
	 * POST /v1/webhook_endpoints/{id}/rotate_secret: Needs a key with the `write` scope. A create: send an
	 * `Idempotency-Key`.
	 */
	rotateSecret(
		id: string,
		params?: WebhookEndpointsRotateSecretParams,
		options?: RequestOptions,
	): Promise<RotatedWebhookEndpoint> {
		return this.transport.call<RotatedWebhookEndpoint>(
			{ method: "POST", path: "/v1/webhook_endpoints/{id}/rotate_secret", idempotent: true },
			{ id },
			params,
			options,
		);
	}
	/** POST /v1/webhook_endpoints/{id}/test: Needs a key with the `write` scope. */
	test(id: string): Promise<WebhookDelivery> {
		return this.transport.call<WebhookDelivery>(
			{ method: "POST", path: "/v1/webhook_endpoints/{id}/test", idempotent: false },
			{ id },
		);
	}
	/**
	 * POST /v1/webhook_endpoints/{id}/recover: Needs a key with the `write` scope. A create: send an `Idempotency-Key`.
	 */
	recover(id: string, params: WebhookEndpointsRecoverParams, options?: RequestOptions): Promise<WebhookRecovery> {
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
	readonly events: EventsResource;
	readonly webhookEndpoints: WebhookEndpointsResource;
	constructor(transport: Transport) {
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
		this.events = new EventsResource(transport);
		this.webhookEndpoints = new WebhookEndpointsResource(transport);
	}
}

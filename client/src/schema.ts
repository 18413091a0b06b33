// Generated from docs/openapi.json by openapi-typescript (scripts/generated.ts, `npm run generate`): do not edit.
export interface paths {
    "/v1/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/account
         * @description Needs a key with the `read` scope.
         */
        get: operations["account.retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /admin/v1/accounts
         * @description Needs the operator's admin token.
         */
        get: operations["admin.accounts.list"];
        put?: never;
        /**
         * POST /admin/v1/accounts
         * @description Needs the operator's admin token.
         */
        post: operations["admin.accounts.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /admin/v1/accounts/{id}
         * @description Needs the operator's admin token.
         */
        get: operations["admin.accounts.retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/accounts/{account}/api_keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /admin/v1/accounts/{account}/api_keys
         * @description Needs the operator's admin token.
         */
        get: operations["admin.accounts.apiKeys.list"];
        put?: never;
        /**
         * POST /admin/v1/accounts/{account}/api_keys
         * @description Needs the operator's admin token.
         */
        post: operations["admin.accounts.apiKeys.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/api_keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * DELETE /admin/v1/api_keys/{id}
         * @description Needs the operator's admin token.
         */
        delete: operations["admin.apiKeys.revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/accounts/{account}/desktop_key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /admin/v1/accounts/{account}/desktop_key
         * @description Needs the operator's admin token.
         */
        post: operations["admin.accounts.replaceDesktopKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api_keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/api_keys
         * @description Needs a key with the `keys` scope.
         */
        get: operations["apiKeys.list"];
        put?: never;
        /**
         * POST /v1/api_keys
         * @description Needs a key with the `keys` scope. A create: send an `Idempotency-Key`.
         */
        post: operations["apiKeys.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api_keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * DELETE /v1/api_keys/{id}
         * @description Needs a key with the `keys` scope.
         */
        delete: operations["apiKeys.revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/customers
         * @description Needs a key with the `read` scope.
         */
        get: operations["customers.list"];
        put?: never;
        /**
         * POST /v1/customers
         * @description Needs a key with the `write` scope. A create: send an `Idempotency-Key`.
         */
        post: operations["customers.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /v1/customers/bulk
         * @description Needs a key with the `write` scope. A create: send an `Idempotency-Key`.
         */
        post: operations["customers.bulkCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/customers/{id}
         * @description Needs a key with the `read` scope.
         */
        get: operations["customers.retrieve"];
        put?: never;
        /**
         * POST /v1/customers/{id}
         * @description Needs a key with the `write` scope.
         */
        post: operations["customers.update"];
        /**
         * DELETE /v1/customers/{id}
         * @description Needs a key with the `write` scope.
         */
        delete: operations["customers.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/suppliers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/suppliers
         * @description Needs a key with the `read` scope.
         */
        get: operations["suppliers.list"];
        put?: never;
        /**
         * POST /v1/suppliers
         * @description Needs a key with the `write` scope. A create: send an `Idempotency-Key`.
         */
        post: operations["suppliers.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/suppliers/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /v1/suppliers/bulk
         * @description Needs a key with the `write` scope. A create: send an `Idempotency-Key`.
         */
        post: operations["suppliers.bulkCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/suppliers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/suppliers/{id}
         * @description Needs a key with the `read` scope.
         */
        get: operations["suppliers.retrieve"];
        put?: never;
        /**
         * POST /v1/suppliers/{id}
         * @description Needs a key with the `write` scope.
         */
        post: operations["suppliers.update"];
        /**
         * DELETE /v1/suppliers/{id}
         * @description Needs a key with the `write` scope.
         */
        delete: operations["suppliers.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/categories
         * @description Needs a key with the `read` scope.
         */
        get: operations["categories.list"];
        put?: never;
        /**
         * POST /v1/categories
         * @description Needs a key with the `write` scope. A create: send an `Idempotency-Key`.
         */
        post: operations["categories.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/categories/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /v1/categories/bulk
         * @description Needs a key with the `write` scope. A create: send an `Idempotency-Key`.
         */
        post: operations["categories.bulkCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/categories/{id}
         * @description Needs a key with the `read` scope.
         */
        get: operations["categories.retrieve"];
        put?: never;
        /**
         * POST /v1/categories/{id}
         * @description Needs a key with the `write` scope.
         */
        post: operations["categories.update"];
        /**
         * DELETE /v1/categories/{id}
         * @description Needs a key with the `write` scope.
         */
        delete: operations["categories.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/products
         * @description Needs a key with the `read` scope.
         */
        get: operations["products.list"];
        put?: never;
        /**
         * POST /v1/products
         * @description Needs a key with the `write` scope. A create: send an `Idempotency-Key`.
         */
        post: operations["products.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /v1/products/bulk
         * @description Needs a key with the `write` scope. A create: send an `Idempotency-Key`.
         */
        post: operations["products.bulkCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/products/{id}
         * @description Needs a key with the `read` scope.
         */
        get: operations["products.retrieve"];
        put?: never;
        /**
         * POST /v1/products/{id}
         * @description Needs a key with the `write` scope.
         */
        post: operations["products.update"];
        /**
         * DELETE /v1/products/{id}
         * @description Needs a key with the `write` scope.
         */
        delete: operations["products.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/expenses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/expenses
         * @description Needs a key with the `read` scope.
         */
        get: operations["expenses.list"];
        put?: never;
        /**
         * POST /v1/expenses
         * @description Needs a key with the `write` scope. A create: send an `Idempotency-Key`.
         */
        post: operations["expenses.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/expenses/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /v1/expenses/bulk
         * @description Needs a key with the `write` scope. A create: send an `Idempotency-Key`.
         */
        post: operations["expenses.bulkCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/expenses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/expenses/{id}
         * @description Needs a key with the `read` scope.
         */
        get: operations["expenses.retrieve"];
        put?: never;
        /**
         * POST /v1/expenses/{id}
         * @description Needs a key with the `write` scope.
         */
        post: operations["expenses.update"];
        /**
         * DELETE /v1/expenses/{id}
         * @description Needs a key with the `write` scope.
         */
        delete: operations["expenses.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/expenses/{id}/line_items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/expenses/{id}/line_items
         * @description Needs a key with the `read` scope.
         */
        get: operations["expenses.lineItems.list"];
        put?: never;
        /**
         * POST /v1/expenses/{id}/line_items
         * @description Needs a key with the `write` scope. A create: send an `Idempotency-Key`.
         */
        post: operations["expenses.lineItems.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/revenue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/revenue
         * @description Needs a key with the `read` scope.
         */
        get: operations["revenue.list"];
        put?: never;
        /**
         * POST /v1/revenue
         * @description Needs a key with the `write` scope. A create: send an `Idempotency-Key`.
         */
        post: operations["revenue.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/revenue/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /v1/revenue/bulk
         * @description Needs a key with the `write` scope. A create: send an `Idempotency-Key`.
         */
        post: operations["revenue.bulkCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/revenue/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/revenue/{id}
         * @description Needs a key with the `read` scope.
         */
        get: operations["revenue.retrieve"];
        put?: never;
        /**
         * POST /v1/revenue/{id}
         * @description Needs a key with the `write` scope.
         */
        post: operations["revenue.update"];
        /**
         * DELETE /v1/revenue/{id}
         * @description Needs a key with the `write` scope.
         */
        delete: operations["revenue.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/revenue/{id}/line_items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/revenue/{id}/line_items
         * @description Needs a key with the `read` scope.
         */
        get: operations["revenue.lineItems.list"];
        put?: never;
        /**
         * POST /v1/revenue/{id}/line_items
         * @description Needs a key with the `write` scope. A create: send an `Idempotency-Key`.
         */
        post: operations["revenue.lineItems.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/refunds
         * @description Needs a key with the `read` scope.
         */
        get: operations["refunds.list"];
        put?: never;
        /**
         * POST /v1/refunds
         * @description Needs a key with the `write` scope. A create: send an `Idempotency-Key`.
         */
        post: operations["refunds.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/refunds/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /v1/refunds/bulk
         * @description Needs a key with the `write` scope. A create: send an `Idempotency-Key`.
         */
        post: operations["refunds.bulkCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/refunds/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/refunds/{id}
         * @description Needs a key with the `read` scope.
         */
        get: operations["refunds.retrieve"];
        put?: never;
        /**
         * POST /v1/refunds/{id}
         * @description Needs a key with the `write` scope.
         */
        post: operations["refunds.update"];
        /**
         * DELETE /v1/refunds/{id}
         * @description Needs a key with the `write` scope.
         */
        delete: operations["refunds.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/import_batches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/import_batches
         * @description Needs a key with the `read` scope.
         */
        get: operations["importBatches.list"];
        put?: never;
        /**
         * POST /v1/import_batches
         * @description Needs a key with the `import` scope. A create: send an `Idempotency-Key`.
         */
        post: operations["importBatches.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/import_batches/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /v1/import_batches/{id}/complete
         * @description Needs a key with the `import` scope. Send an `Idempotency-Key` to make a retry after a lost
         * answer replay that answer (without one, a repeat is refused).
         */
        post: operations["importBatches.complete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/import_batches/{id}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /v1/import_batches/{id}/revert
         * @description Needs a key with the `import` scope. Send an `Idempotency-Key` to make a retry after a lost
         * answer replay that answer (without one, a repeat is refused).
         */
        post: operations["importBatches.revert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/import_batches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/import_batches/{id}
         * @description Needs a key with the `read` scope.
         */
        get: operations["importBatches.retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /v1/customers/{id}/reject
         * @description Needs a key with the `write` scope.
         */
        post: operations["customers.reject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/suppliers/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /v1/suppliers/{id}/reject
         * @description Needs a key with the `write` scope.
         */
        post: operations["suppliers.reject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/categories/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /v1/categories/{id}/reject
         * @description Needs a key with the `write` scope.
         */
        post: operations["categories.reject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /v1/products/{id}/reject
         * @description Needs a key with the `write` scope.
         */
        post: operations["products.reject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/expenses/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /v1/expenses/{id}/reject
         * @description Needs a key with the `write` scope.
         */
        post: operations["expenses.reject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/revenue/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /v1/revenue/{id}/reject
         * @description Needs a key with the `write` scope.
         */
        post: operations["revenue.reject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/refunds/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /v1/refunds/{id}/reject
         * @description Needs a key with the `write` scope.
         */
        post: operations["refunds.reject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/events
         * @description Needs a key with the `read` scope.
         */
        get: operations["events.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/events/{id}
         * @description Needs a key with the `read` scope.
         */
        get: operations["events.retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/webhook_endpoints
         * @description Needs a key with the `read` scope.
         */
        get: operations["webhookEndpoints.list"];
        put?: never;
        /**
         * POST /v1/webhook_endpoints
         * @description Needs a key with the `write` scope. A create: send an `Idempotency-Key`.
         */
        post: operations["webhookEndpoints.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/webhook_endpoints/{id}
         * @description Needs a key with the `read` scope.
         */
        get: operations["webhookEndpoints.retrieve"];
        put?: never;
        /**
         * POST /v1/webhook_endpoints/{id}
         * @description Needs a key with the `write` scope.
         */
        post: operations["webhookEndpoints.update"];
        /**
         * DELETE /v1/webhook_endpoints/{id}
         * @description Needs a key with the `write` scope.
         */
        delete: operations["webhookEndpoints.delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoints/{id}/rotate_secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /v1/webhook_endpoints/{id}/rotate_secret
         * @description Needs a key with the `write` scope. A create: send an `Idempotency-Key`.
         */
        post: operations["webhookEndpoints.rotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoints/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /v1/webhook_endpoints/{id}/test
         * @description Needs a key with the `write` scope.
         */
        post: operations["webhookEndpoints.test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoints/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/webhook_endpoints/{id}/deliveries
         * @description Needs a key with the `read` scope.
         */
        get: operations["webhookEndpoints.deliveries.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoints/{id}/deliveries/{delivery}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/webhook_endpoints/{id}/deliveries/{delivery}
         * @description Needs a key with the `read` scope.
         */
        get: operations["webhookEndpoints.deliveries.retrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoints/{id}/deliveries/{delivery}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /v1/webhook_endpoints/{id}/deliveries/{delivery}/retry
         * @description Needs a key with the `write` scope.
         */
        post: operations["webhookEndpoints.deliveries.retry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoints/{id}/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * POST /v1/webhook_endpoints/{id}/recover
         * @description Needs a key with the `write` scope. A create: send an `Idempotency-Key`.
         */
        post: operations["webhookEndpoints.recover"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * GET /v1/events/{id}/deliveries
         * @description Needs a key with the `read` scope.
         */
        get: operations["events.deliveries.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Account: {
            id: string;
            /** @constant */
            object: "account";
            name: string;
            /** @description Unix time in seconds. */
            created: number;
            /** @description Unix time in seconds. */
            last_import_at: number | null;
            importer: {
                /**
                 * @description The last request made with the account's desktop key (to within a minute); null: never.
                 */
                last_seen_at: number | null;
                /**
                 * @description `stale`: no desktop request for IMPORTER_STALE_AFTER seconds (a day by default).
                 * @enum {unknown}
                 */
                status: "active" | "stale" | "never";
            };
        };
        AccountSummary: {
            id: string;
            /** @constant */
            object: "account";
            /** @description Pending objects per type the key can see. */
            pending: {
                customer: number;
                supplier: number;
                category: number;
                product: number;
                expense: number;
                revenue: number;
                refund: number;
            };
            /** @description Unix time in seconds. */
            last_import_at: number | null;
            importer: {
                /**
                 * @description The last request made with the account's desktop key (to within a minute); null: never.
                 */
                last_seen_at: number | null;
                /**
                 * @description `stale`: no desktop request for IMPORTER_STALE_AFTER seconds (a day by default).
                 * @enum {unknown}
                 */
                status: "active" | "stale" | "never";
            };
        };
        ApiKey: {
            id: string;
            /** @constant */
            object: "api_key";
            name: string | null;
            scopes: ("read" | "write" | "import" | "keys")[];
            /** @description The integration whose objects the key sees; null for the desktop key. */
            integration: string | null;
            secret_last4: string;
            /** @description Unix time in seconds. */
            created: number;
            /** @description Unix time in seconds. */
            expires_at: number | null;
            /** @description Unix time in seconds. */
            revoked_at: number | null;
        };
        Category: {
            id: string;
            /** @constant */
            object: "category";
            name: string;
            /** @enum {string} */
            kind: "expense" | "revenue";
            parent: (string | components["schemas"]["Category"]) | null;
            description: string | null;
            metadata: {
                [key: string]: string;
            };
            import: {
                /** @enum {unknown} */
                status: "pending" | "imported" | "rejected";
                /** @description The import batch that claimed or imported it. */
                batch: string | null;
                /** @description Unix time in seconds. */
                imported_at: number | null;
                /** @description The merchant's own id, once imported. */
                local_ref: string | null;
                rejection?: components["schemas"]["Rejection"];
            };
            /** @description Unix time in seconds. */
            created: number;
            /** @description Unix time in seconds. */
            updated: number;
        };
        CategoryBulkResult: {
            /** @constant */
            object: "bulk_result";
            /** @description One outcome per object sent, in request order. */
            data: ({
                /** @constant */
                status: 201;
                object: components["schemas"]["Category"];
            } | {
                status: number;
                error: components["schemas"]["ErrorObject"];
            })[];
        };
        Customer: {
            id: string;
            /** @constant */
            object: "customer";
            name: string;
            /** Format: email */
            email: string | null;
            phone: string | null;
            company: string | null;
            tax_number: string | null;
            address_line1: string | null;
            address_line2: string | null;
            city: string | null;
            state: string | null;
            postal_code: string | null;
            /** @description ISO 3166-1 alpha-2, uppercase. */
            country: string | null;
            notes: string | null;
            metadata: {
                [key: string]: string;
            };
            import: {
                /** @enum {unknown} */
                status: "pending" | "imported" | "rejected";
                /** @description The import batch that claimed or imported it. */
                batch: string | null;
                /** @description Unix time in seconds. */
                imported_at: number | null;
                /** @description The merchant's own id, once imported. */
                local_ref: string | null;
                rejection?: components["schemas"]["Rejection"];
            };
            /** @description Unix time in seconds. */
            created: number;
            /** @description Unix time in seconds. */
            updated: number;
        };
        CustomerBulkResult: {
            /** @constant */
            object: "bulk_result";
            /** @description One outcome per object sent, in request order. */
            data: ({
                /** @constant */
                status: 201;
                object: components["schemas"]["Customer"];
            } | {
                status: number;
                error: components["schemas"]["ErrorObject"];
            })[];
        };
        DeletedCategory: {
            id: string;
            /** @constant */
            object: "category";
            /** @constant */
            deleted: true;
        };
        DeletedCustomer: {
            id: string;
            /** @constant */
            object: "customer";
            /** @constant */
            deleted: true;
        };
        DeletedExpense: {
            id: string;
            /** @constant */
            object: "expense";
            /** @constant */
            deleted: true;
        };
        DeletedProduct: {
            id: string;
            /** @constant */
            object: "product";
            /** @constant */
            deleted: true;
        };
        DeletedRefund: {
            id: string;
            /** @constant */
            object: "refund";
            /** @constant */
            deleted: true;
        };
        DeletedRevenue: {
            id: string;
            /** @constant */
            object: "revenue";
            /** @constant */
            deleted: true;
        };
        DeletedSupplier: {
            id: string;
            /** @constant */
            object: "supplier";
            /** @constant */
            deleted: true;
        };
        DeletedWebhookEndpoint: {
            id: string;
            /** @constant */
            object: "webhook_endpoint";
            /** @constant */
            deleted: true;
        };
        Error: {
            error: components["schemas"]["ErrorObject"];
        };
        ErrorObject: {
            /** @enum {unknown} */
            type: "invalid_request_error"
                | "authentication_error"
                | "permission_error"
                | "conflict_error"
                | "idempotency_error"
                | "rate_limit_error"
                | "api_error";
            /** @enum {unknown} */
            code: "parameter_missing"
                | "parameter_unknown"
                | "parameter_invalid"
                | "parameter_invalid_amount"
                | "invalid_json"
                | "idempotency_key_missing"
                | "version_invalid"
                | "resource_missing"
                | "tax_amount_exceeds_amount"
                | "currency_mismatch"
                | "refund_exceeds_remaining"
                | "webhook_url_invalid"
                | "api_key_missing"
                | "api_key_invalid"
                | "insufficient_scope"
                | "cross_origin_refused"
                | "owner_only"
                | "route_missing"
                | "method_not_allowed"
                | "object_not_pending"
                | "object_not_claimable"
                | "resource_in_use"
                | "batch_not_revertible"
                | "batch_not_open"
                | "endpoint_not_enabled"
                | "idempotency_key_reused"
                | "idempotency_key_in_use"
                | "request_too_large"
                | "unsupported_media_type"
                | "rate_limited"
                | "too_many_streams"
                | "internal_error"
                | "service_unavailable";
            /** @description For people; switch on `code`. */
            message: string;
            /** @description The parameter, field or header at fault. */
            param?: string;
            /** @description `refund_exceeds_remaining` on a refund: what is left to refund. */
            refundable_amount?: number;
            /** @description `refund_exceeds_remaining` on a revenue: what was refunded. */
            refunded_amount?: number;
            /** @description `object_not_claimable`: each refused object and why. */
            objects?: {
                id: string;
                /** @enum {unknown} */
                reason: "missing" | "not_pending" | "claimed" | "dependency_not_imported";
            }[];
            /** @description `batch_not_revertible`: an object of another batch that depends on this batch's objects. */
            dependent?: string;
            /** @description `batch_not_revertible`: the batch holding `dependent`. */
            batch?: string;
            request_id: string;
        };
        Event: {
            id: string;
            /** @constant */
            object: "event";
            /** @constant */
            type: "customer.imported";
            /** @description Unix time in seconds. */
            created: number;
            data: {
                object: components["schemas"]["Customer"];
            };
        } | {
            id: string;
            /** @constant */
            object: "event";
            /** @constant */
            type: "customer.rejected";
            /** @description Unix time in seconds. */
            created: number;
            data: {
                object: components["schemas"]["Customer"];
                reason: string | null;
            };
        } | {
            id: string;
            /** @constant */
            object: "event";
            /** @constant */
            type: "supplier.imported";
            /** @description Unix time in seconds. */
            created: number;
            data: {
                object: components["schemas"]["Supplier"];
            };
        } | {
            id: string;
            /** @constant */
            object: "event";
            /** @constant */
            type: "supplier.rejected";
            /** @description Unix time in seconds. */
            created: number;
            data: {
                object: components["schemas"]["Supplier"];
                reason: string | null;
            };
        } | {
            id: string;
            /** @constant */
            object: "event";
            /** @constant */
            type: "category.imported";
            /** @description Unix time in seconds. */
            created: number;
            data: {
                object: components["schemas"]["Category"];
            };
        } | {
            id: string;
            /** @constant */
            object: "event";
            /** @constant */
            type: "category.rejected";
            /** @description Unix time in seconds. */
            created: number;
            data: {
                object: components["schemas"]["Category"];
                reason: string | null;
            };
        } | {
            id: string;
            /** @constant */
            object: "event";
            /** @constant */
            type: "product.imported";
            /** @description Unix time in seconds. */
            created: number;
            data: {
                object: components["schemas"]["Product"];
            };
        } | {
            id: string;
            /** @constant */
            object: "event";
            /** @constant */
            type: "product.rejected";
            /** @description Unix time in seconds. */
            created: number;
            data: {
                object: components["schemas"]["Product"];
                reason: string | null;
            };
        } | {
            id: string;
            /** @constant */
            object: "event";
            /** @constant */
            type: "expense.imported";
            /** @description Unix time in seconds. */
            created: number;
            data: {
                object: components["schemas"]["Expense"];
            };
        } | {
            id: string;
            /** @constant */
            object: "event";
            /** @constant */
            type: "expense.rejected";
            /** @description Unix time in seconds. */
            created: number;
            data: {
                object: components["schemas"]["Expense"];
                reason: string | null;
            };
        } | {
            id: string;
            /** @constant */
            object: "event";
            /** @constant */
            type: "revenue.imported";
            /** @description Unix time in seconds. */
            created: number;
            data: {
                object: components["schemas"]["Revenue"];
            };
        } | {
            id: string;
            /** @constant */
            object: "event";
            /** @constant */
            type: "revenue.rejected";
            /** @description Unix time in seconds. */
            created: number;
            data: {
                object: components["schemas"]["Revenue"];
                reason: string | null;
            };
        } | {
            id: string;
            /** @constant */
            object: "event";
            /** @constant */
            type: "refund.imported";
            /** @description Unix time in seconds. */
            created: number;
            data: {
                object: components["schemas"]["Refund"];
            };
        } | {
            id: string;
            /** @constant */
            object: "event";
            /** @constant */
            type: "refund.rejected";
            /** @description Unix time in seconds. */
            created: number;
            data: {
                object: components["schemas"]["Refund"];
                reason: string | null;
            };
        } | {
            id: string;
            /** @constant */
            object: "event";
            /** @constant */
            type: "import_batch.completed";
            /** @description Unix time in seconds. */
            created: number;
            data: {
                object: components["schemas"]["ImportBatch"];
            };
        } | {
            id: string;
            /** @constant */
            object: "event";
            /** @constant */
            type: "import_batch.reverted";
            /** @description Unix time in seconds. */
            created: number;
            data: {
                object: components["schemas"]["ImportBatch"];
            };
        } | {
            id: string;
            /** @constant */
            object: "event";
            /** @constant */
            type: "account.importer_stale";
            /** @description Unix time in seconds. */
            created: number;
            data: {
                object: components["schemas"]["AccountSummary"];
            };
        } | {
            id: string;
            /** @constant */
            object: "event";
            /** @constant */
            type: "account.importer_active";
            /** @description Unix time in seconds. */
            created: number;
            data: {
                object: components["schemas"]["AccountSummary"];
            };
        } | {
            id: string;
            /** @constant */
            object: "event";
            /** @constant */
            type: "webhook_endpoint.disabled";
            /** @description Unix time in seconds. */
            created: number;
            data: {
                object: components["schemas"]["WebhookEndpoint"];
            };
        } | {
            id: string;
            /** @constant */
            object: "event";
            /** @constant */
            type: "webhook_endpoint.test";
            /** @description Unix time in seconds. */
            created: number;
            data: {
                object: components["schemas"]["WebhookEndpoint"];
            };
        };
        Expense: {
            id: string;
            /** @constant */
            object: "expense";
            description: string;
            /** @description Minor units of the currency (1999 is 19.99). */
            amount: number;
            /** @description ISO 4217, uppercase. */
            currency: string;
            /** @description Minor units of the currency (1999 is 19.99). */
            tax_amount: number | null;
            /** Format: date */
            occurred_on: string;
            supplier: (string | components["schemas"]["Supplier"]) | null;
            category: (string | components["schemas"]["Category"]) | null;
            payment_method: string | null;
            reference: string | null;
            notes: string | null;
            metadata: {
                [key: string]: string;
            };
            import: {
                /** @enum {unknown} */
                status: "pending" | "imported" | "rejected";
                /** @description The import batch that claimed or imported it. */
                batch: string | null;
                /** @description Unix time in seconds. */
                imported_at: number | null;
                /** @description The merchant's own id, once imported. */
                local_ref: string | null;
                rejection?: components["schemas"]["Rejection"];
            };
            /** @description Unix time in seconds. */
            created: number;
            /** @description Unix time in seconds. */
            updated: number;
            line_items?: {
                /** @constant */
                object: "list";
                url: string;
                has_more: boolean;
                data: components["schemas"]["LineItem"][];
            };
        };
        ExpenseBulkResult: {
            /** @constant */
            object: "bulk_result";
            /** @description One outcome per object sent, in request order. */
            data: ({
                /** @constant */
                status: 201;
                object: components["schemas"]["Expense"];
            } | {
                status: number;
                error: components["schemas"]["ErrorObject"];
            })[];
        };
        ImportBatch: {
            id: string;
            /** @constant */
            object: "import_batch";
            /** @enum {unknown} */
            status: "open" | "completed" | "reverted";
            /** @description Objects per type; an integration key counts only its own. */
            counts: {
                customer: number;
                supplier: number;
                category: number;
                product: number;
                expense: number;
                revenue: number;
                refund: number;
            };
            /** @description Unix time in seconds. */
            created: number;
            /** @description Unix time in seconds. */
            updated: number;
            /** @description Unix time in seconds. */
            completed_at: number | null;
            /** @description Unix time in seconds. */
            reverted_at: number | null;
        };
        LineItem: {
            id: string;
            /** @constant */
            object: "line_item";
            /** @description The expense or revenue it belongs to. */
            parent: string;
            product: (string | components["schemas"]["Product"]) | null;
            description: string;
            quantity: number | null;
            /** @description Minor units of the currency (1999 is 19.99). */
            unit_amount: number;
            /** @description Minor units of the currency (1999 is 19.99). */
            tax_amount: number | null;
            /** @description Minor units of the currency (1999 is 19.99). */
            discount_amount: number | null;
            /** @description Unix time in seconds. */
            created: number;
        };
        NewAccount: {
            account: components["schemas"]["Account"];
            desktop_key: components["schemas"]["NewApiKey"];
        };
        NewApiKey: {
            id: string;
            /** @constant */
            object: "api_key";
            name: string | null;
            scopes: ("read" | "write" | "import" | "keys")[];
            /** @description The integration whose objects the key sees; null for the desktop key. */
            integration: string | null;
            secret_last4: string;
            /** @description Unix time in seconds. */
            created: number;
            /** @description Unix time in seconds. */
            expires_at: number | null;
            /** @description Unix time in seconds. */
            revoked_at: number | null;
            /** @description Shown only in this answer. */
            secret: string;
        };
        NewWebhookEndpoint: {
            id: string;
            /** @constant */
            object: "webhook_endpoint";
            url: string;
            enabled_events: ("*"
                | "customer.imported"
                | "customer.rejected"
                | "supplier.imported"
                | "supplier.rejected"
                | "category.imported"
                | "category.rejected"
                | "product.imported"
                | "product.rejected"
                | "expense.imported"
                | "expense.rejected"
                | "revenue.imported"
                | "revenue.rejected"
                | "refund.imported"
                | "refund.rejected"
                | "import_batch.completed"
                | "import_batch.reverted"
                | "account.importer_stale"
                | "account.importer_active"
                | "webhook_endpoint.disabled"
                | "webhook_endpoint.test")[];
            description: string | null;
            /** @enum {unknown} */
            status: "enabled" | "disabled";
            /**
             * @description Why the endpoint is disabled; null while enabled.
             * @enum {unknown}
             */
            disabled_reason: "deliveries_failing" | "manual" | null;
            /** @description Unix time in seconds. */
            disabled_at: number | null;
            /**
             * @description After a rotation, until when the previous secret still signs deliveries too; null outside
             * that overlap.
             */
            previous_secret_expires_at: number | null;
            /** @description Unix time in seconds. */
            created: number;
            /** @description Unix time in seconds. */
            updated: number;
            /** @description Signs deliveries; shown only in this answer. */
            signing_secret: string;
        };
        Product: {
            id: string;
            /** @constant */
            object: "product";
            name: string;
            sku: string | null;
            description: string | null;
            unit: string | null;
            /** @description Minor units of the currency (1999 is 19.99). */
            unit_amount: number | null;
            /** @description ISO 4217, uppercase. */
            currency: string | null;
            tax_rate: number | null;
            category: (string | components["schemas"]["Category"]) | null;
            metadata: {
                [key: string]: string;
            };
            import: {
                /** @enum {unknown} */
                status: "pending" | "imported" | "rejected";
                /** @description The import batch that claimed or imported it. */
                batch: string | null;
                /** @description Unix time in seconds. */
                imported_at: number | null;
                /** @description The merchant's own id, once imported. */
                local_ref: string | null;
                rejection?: components["schemas"]["Rejection"];
            };
            /** @description Unix time in seconds. */
            created: number;
            /** @description Unix time in seconds. */
            updated: number;
        };
        ProductBulkResult: {
            /** @constant */
            object: "bulk_result";
            /** @description One outcome per object sent, in request order. */
            data: ({
                /** @constant */
                status: 201;
                object: components["schemas"]["Product"];
            } | {
                status: number;
                error: components["schemas"]["ErrorObject"];
            })[];
        };
        Refund: {
            id: string;
            /** @constant */
            object: "refund";
            /** @description An id; the object itself when expanded. */
            revenue: string | components["schemas"]["Revenue"];
            /** @description Minor units of the currency (1999 is 19.99). */
            amount: number;
            /** @description ISO 4217, uppercase. */
            currency: string;
            reason: string | null;
            /** Format: date */
            occurred_on: string;
            reference: string | null;
            metadata: {
                [key: string]: string;
            };
            import: {
                /** @enum {unknown} */
                status: "pending" | "imported" | "rejected";
                /** @description The import batch that claimed or imported it. */
                batch: string | null;
                /** @description Unix time in seconds. */
                imported_at: number | null;
                /** @description The merchant's own id, once imported. */
                local_ref: string | null;
                rejection?: components["schemas"]["Rejection"];
            };
            /** @description Unix time in seconds. */
            created: number;
            /** @description Unix time in seconds. */
            updated: number;
        };
        RefundBulkResult: {
            /** @constant */
            object: "bulk_result";
            /** @description One outcome per object sent, in request order. */
            data: ({
                /** @constant */
                status: 201;
                object: components["schemas"]["Refund"];
            } | {
                status: number;
                error: components["schemas"]["ErrorObject"];
            })[];
        };
        Rejection: {
            /**
             * @description Why it was declined, for code to act on; other when no code was given.
             * @enum {unknown}
             */
            code: "duplicate"
                | "invalid_data"
                | "missing_reference"
                | "name_in_use"
                | "period_locked"
                | "not_wanted"
                | "other";
            /** @description The free-text reason, when one was given. */
            reason: string | null;
            /**
             * @description merchant: declined with the desktop key; integration: by the integration itself.
             * @enum {unknown}
             */
            by: "merchant" | "integration";
        };
        Revenue: {
            id: string;
            /** @constant */
            object: "revenue";
            description: string;
            /** @description Minor units of the currency (1999 is 19.99). */
            amount: number;
            /** @description ISO 4217, uppercase. */
            currency: string;
            /** @description Minor units of the currency (1999 is 19.99). */
            tax_amount: number | null;
            /** @description Minor units of the currency (1999 is 19.99). */
            discount_amount: number | null;
            /** @description Minor units of the currency (1999 is 19.99). */
            fee_amount: number | null;
            /** Format: date */
            occurred_on: string;
            customer: (string | components["schemas"]["Customer"]) | null;
            category: (string | components["schemas"]["Category"]) | null;
            payment_method: string | null;
            reference: string | null;
            notes: string | null;
            metadata: {
                [key: string]: string;
            };
            import: {
                /** @enum {unknown} */
                status: "pending" | "imported" | "rejected";
                /** @description The import batch that claimed or imported it. */
                batch: string | null;
                /** @description Unix time in seconds. */
                imported_at: number | null;
                /** @description The merchant's own id, once imported. */
                local_ref: string | null;
                rejection?: components["schemas"]["Rejection"];
            };
            /** @description Unix time in seconds. */
            created: number;
            /** @description Unix time in seconds. */
            updated: number;
            line_items?: {
                /** @constant */
                object: "list";
                url: string;
                has_more: boolean;
                data: components["schemas"]["LineItem"][];
            };
        };
        RevenueBulkResult: {
            /** @constant */
            object: "bulk_result";
            /** @description One outcome per object sent, in request order. */
            data: ({
                /** @constant */
                status: 201;
                object: components["schemas"]["Revenue"];
            } | {
                status: number;
                error: components["schemas"]["ErrorObject"];
            })[];
        };
        RotatedWebhookEndpoint: {
            id: string;
            /** @constant */
            object: "webhook_endpoint";
            url: string;
            enabled_events: ("*"
                | "customer.imported"
                | "customer.rejected"
                | "supplier.imported"
                | "supplier.rejected"
                | "category.imported"
                | "category.rejected"
                | "product.imported"
                | "product.rejected"
                | "expense.imported"
                | "expense.rejected"
                | "revenue.imported"
                | "revenue.rejected"
                | "refund.imported"
                | "refund.rejected"
                | "import_batch.completed"
                | "import_batch.reverted"
                | "account.importer_stale"
                | "account.importer_active"
                | "webhook_endpoint.disabled"
                | "webhook_endpoint.test")[];
            description: string | null;
            /** @enum {unknown} */
            status: "enabled" | "disabled";
            /**
             * @description Why the endpoint is disabled; null while enabled.
             * @enum {unknown}
             */
            disabled_reason: "deliveries_failing" | "manual" | null;
            /** @description Unix time in seconds. */
            disabled_at: number | null;
            /** @description Unix time in seconds. */
            previous_secret_expires_at: number;
            /** @description Unix time in seconds. */
            created: number;
            /** @description Unix time in seconds. */
            updated: number;
            /** @description Signs deliveries; shown only in this answer. */
            signing_secret: string;
        };
        Supplier: {
            id: string;
            /** @constant */
            object: "supplier";
            name: string;
            /** Format: email */
            email: string | null;
            phone: string | null;
            tax_number: string | null;
            address_line1: string | null;
            address_line2: string | null;
            city: string | null;
            state: string | null;
            postal_code: string | null;
            /** @description ISO 3166-1 alpha-2, uppercase. */
            country: string | null;
            notes: string | null;
            website: string | null;
            metadata: {
                [key: string]: string;
            };
            import: {
                /** @enum {unknown} */
                status: "pending" | "imported" | "rejected";
                /** @description The import batch that claimed or imported it. */
                batch: string | null;
                /** @description Unix time in seconds. */
                imported_at: number | null;
                /** @description The merchant's own id, once imported. */
                local_ref: string | null;
                rejection?: components["schemas"]["Rejection"];
            };
            /** @description Unix time in seconds. */
            created: number;
            /** @description Unix time in seconds. */
            updated: number;
        };
        SupplierBulkResult: {
            /** @constant */
            object: "bulk_result";
            /** @description One outcome per object sent, in request order. */
            data: ({
                /** @constant */
                status: 201;
                object: components["schemas"]["Supplier"];
            } | {
                status: number;
                error: components["schemas"]["ErrorObject"];
            })[];
        };
        WebhookAttempt: {
            /** @description Unix time in seconds. */
            created: number;
            http_status: number | null;
            /** @enum {unknown} */
            error: "http_status"
                | "redirect"
                | "timeout"
                | "connection_refused"
                | "tls"
                | "dns"
                | "address_refused"
                | "connection"
                | "worker_lost"
                | null;
            error_message: string | null;
            /** @description null while the attempt is under way. */
            duration_ms: number | null;
            /** @description The first 1024 bytes of the receiver's answer, as UTF-8 text; null when no answer came. */
            response_body: string | null;
        };
        WebhookDelivery: {
            id: string;
            /** @constant */
            object: "webhook_delivery";
            endpoint: string;
            event: string;
            event_type: string;
            /** @enum {unknown} */
            status: "pending" | "succeeded" | "failed" | "dropped";
            /** @description Unix time in seconds. */
            next_attempt_at: number | null;
            attempts: components["schemas"]["WebhookAttempt"][];
            /** @description Unix time in seconds. */
            created: number;
            /** @description Unix time in seconds. */
            updated: number;
        };
        WebhookEndpoint: {
            id: string;
            /** @constant */
            object: "webhook_endpoint";
            url: string;
            enabled_events: ("*"
                | "customer.imported"
                | "customer.rejected"
                | "supplier.imported"
                | "supplier.rejected"
                | "category.imported"
                | "category.rejected"
                | "product.imported"
                | "product.rejected"
                | "expense.imported"
                | "expense.rejected"
                | "revenue.imported"
                | "revenue.rejected"
                | "refund.imported"
                | "refund.rejected"
                | "import_batch.completed"
                | "import_batch.reverted"
                | "account.importer_stale"
                | "account.importer_active"
                | "webhook_endpoint.disabled"
                | "webhook_endpoint.test")[];
            description: string | null;
            /** @enum {unknown} */
            status: "enabled" | "disabled";
            /**
             * @description Why the endpoint is disabled; null while enabled.
             * @enum {unknown}
             */
            disabled_reason: "deliveries_failing" | "manual" | null;
            /** @description Unix time in seconds. */
            disabled_at: number | null;
            /**
             * @description After a rotation, until when the previous secret still signs deliveries too; null outside
             * that overlap.
             */
            previous_secret_expires_at: number | null;
            /** @description Unix time in seconds. */
            created: number;
            /** @description Unix time in seconds. */
            updated: number;
        };
        WebhookRecovery: {
            /** @constant */
            object: "webhook_recovery";
            endpoint: string;
            /** @description Unix time in seconds. */
            since: number;
            /** @description How many failed or dropped deliveries since `since` were queued again. */
            queued: number;
            /** @description Unix time in seconds. */
            created: number;
        };
    };
    responses: never;
    parameters: {
        /**
         * @description One per object you create; a retry with the same key and request answers the first response (24
         * hours).
         */
        "Idempotency-Key": string;
        /**
         * @description Optional: a retry with the same key and request answers the first response (24 hours), from any
         * gateway. Store it before you send.
         */
        "Idempotency-Key-Optional": string;
        /** @description Pins the API version. */
        "Service-Version": "2026-08-18";
    };
    requestBodies: never;
    headers: {
        /** @description This request's id (`req_…`); error bodies repeat it. Quote it when asking for support. */
        "Request-Id": string;
        /**
         * @description The same id as `Request-Id`, under the name tracing tools look for; the client's own
         * `X-Request-ID` is never echoed.
         */
        "X-Request-ID": string;
        /** @description The API version that answered. */
        "Service-Version": "2026-08-18";
        /** @description Requests per minute this key may make. */
        "X-RateLimit-Limit": number;
        /** @description Requests left in the current minute. */
        "X-RateLimit-Remaining": number;
        /** @description When the budget is full again, in unix seconds. */
        "X-RateLimit-Reset": number;
        /** @description Seconds to wait before retrying. */
        "Retry-After": number;
        /** @description Where the new object (or the collection it joined) is read. */
        Location: string;
        /** @description `true` when this is the stored answer of an earlier request with the same Idempotency-Key. */
        "Idempotent-Replayed": "true";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "account.retrieve": {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountSummary"];
                };
            };
        };
    };
    "admin.accounts.list": {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                ending_before?: string;
            };
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        object: "list";
                        url: string;
                        has_more: boolean;
                        data: components["schemas"]["Account"][];
                    };
                };
            };
        };
    };
    "admin.accounts.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewAccount"];
                };
            };
        };
    };
    "admin.accounts.retrieve": {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example acct_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
        };
    };
    "admin.accounts.apiKeys.list": {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                ending_before?: string;
            };
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example acct_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                account: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        object: "list";
                        url: string;
                        has_more: boolean;
                        data: components["schemas"]["ApiKey"][];
                    };
                };
            };
        };
    };
    "admin.accounts.apiKeys.create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example acct_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                account: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    scopes: ("read" | "write")[];
                    integration?: string;
                    expires_at?: number;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewApiKey"];
                };
            };
        };
    };
    "admin.apiKeys.revoke": {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example key_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
        };
    };
    "admin.accounts.replaceDesktopKey": {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example acct_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                account: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewApiKey"];
                };
            };
        };
    };
    "apiKeys.list": {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                ending_before?: string;
            };
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        object: "list";
                        url: string;
                        has_more: boolean;
                        data: components["schemas"]["ApiKey"][];
                    };
                };
            };
        };
    };
    "apiKeys.create": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One per object you create; a retry with the same key and request answers the first
                 * response (24 hours).
                 */
                "Idempotency-Key": components["parameters"]["Idempotency-Key"];
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    scopes: ("read" | "write")[];
                    integration?: string;
                    expires_at?: number;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewApiKey"];
                };
            };
        };
    };
    "apiKeys.revoke": {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example key_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
        };
    };
    "customers.list": {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                ending_before?: string;
                import_status?: "pending" | "imported" | "rejected";
                batch?: string;
                "created[gte]"?: number;
                "created[gt]"?: number;
                "created[lte]"?: number;
                "created[lt]"?: number;
                "expand[]"?: string[];
                email?: string;
                name?: string;
            };
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        object: "list";
                        url: string;
                        has_more: boolean;
                        data: components["schemas"]["Customer"][];
                    };
                };
            };
        };
    };
    "customers.create": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One per object you create; a retry with the same key and request answers the first
                 * response (24 hours).
                 */
                "Idempotency-Key": components["parameters"]["Idempotency-Key"];
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email?: (string | null) | "";
                    phone?: (string | null) | "";
                    company?: (string | null) | "";
                    tax_number?: (string | null) | "";
                    address_line1?: (string | null) | "";
                    address_line2?: (string | null) | "";
                    city?: (string | null) | "";
                    state?: (string | null) | "";
                    postal_code?: (string | null) | "";
                    country?: (string | null) | "";
                    notes?: (string | null) | "";
                    metadata?: {
                        [key: string]: string | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
        };
    };
    "customers.bulkCreate": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One per object you create; a retry with the same key and request answers the first
                 * response (24 hours).
                 */
                "Idempotency-Key": components["parameters"]["Idempotency-Key"];
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    objects: {
                        [key: string]: unknown;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerBulkResult"];
                };
            };
        };
    };
    "customers.retrieve": {
        parameters: {
            query?: {
                "expand[]"?: string[];
            };
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example cus_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
        };
    };
    "customers.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example cus_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    name?: string;
                    email?: (string | null) | "";
                    phone?: (string | null) | "";
                    company?: (string | null) | "";
                    tax_number?: (string | null) | "";
                    address_line1?: (string | null) | "";
                    address_line2?: (string | null) | "";
                    city?: (string | null) | "";
                    state?: (string | null) | "";
                    postal_code?: (string | null) | "";
                    country?: (string | null) | "";
                    notes?: (string | null) | "";
                    metadata?: {
                        [key: string]: string | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
        };
    };
    "customers.delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example cus_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedCustomer"];
                };
            };
        };
    };
    "suppliers.list": {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                ending_before?: string;
                import_status?: "pending" | "imported" | "rejected";
                batch?: string;
                "created[gte]"?: number;
                "created[gt]"?: number;
                "created[lte]"?: number;
                "created[lt]"?: number;
                "expand[]"?: string[];
                email?: string;
                name?: string;
            };
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        object: "list";
                        url: string;
                        has_more: boolean;
                        data: components["schemas"]["Supplier"][];
                    };
                };
            };
        };
    };
    "suppliers.create": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One per object you create; a retry with the same key and request answers the first
                 * response (24 hours).
                 */
                "Idempotency-Key": components["parameters"]["Idempotency-Key"];
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email?: (string | null) | "";
                    phone?: (string | null) | "";
                    tax_number?: (string | null) | "";
                    address_line1?: (string | null) | "";
                    address_line2?: (string | null) | "";
                    city?: (string | null) | "";
                    state?: (string | null) | "";
                    postal_code?: (string | null) | "";
                    country?: (string | null) | "";
                    notes?: (string | null) | "";
                    website?: (string | null) | "";
                    metadata?: {
                        [key: string]: string | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Supplier"];
                };
            };
        };
    };
    "suppliers.bulkCreate": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One per object you create; a retry with the same key and request answers the first
                 * response (24 hours).
                 */
                "Idempotency-Key": components["parameters"]["Idempotency-Key"];
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    objects: {
                        [key: string]: unknown;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierBulkResult"];
                };
            };
        };
    };
    "suppliers.retrieve": {
        parameters: {
            query?: {
                "expand[]"?: string[];
            };
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example sup_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Supplier"];
                };
            };
        };
    };
    "suppliers.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example sup_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    name?: string;
                    email?: (string | null) | "";
                    phone?: (string | null) | "";
                    tax_number?: (string | null) | "";
                    address_line1?: (string | null) | "";
                    address_line2?: (string | null) | "";
                    city?: (string | null) | "";
                    state?: (string | null) | "";
                    postal_code?: (string | null) | "";
                    country?: (string | null) | "";
                    notes?: (string | null) | "";
                    website?: (string | null) | "";
                    metadata?: {
                        [key: string]: string | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Supplier"];
                };
            };
        };
    };
    "suppliers.delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example sup_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedSupplier"];
                };
            };
        };
    };
    "categories.list": {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                ending_before?: string;
                import_status?: "pending" | "imported" | "rejected";
                batch?: string;
                "created[gte]"?: number;
                "created[gt]"?: number;
                "created[lte]"?: number;
                "created[lt]"?: number;
                "expand[]"?: ("parent" | "data.parent")[];
                kind?: "expense" | "revenue";
                name?: string;
                parent?: string;
            };
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        object: "list";
                        url: string;
                        has_more: boolean;
                        data: components["schemas"]["Category"][];
                    };
                };
            };
        };
    };
    "categories.create": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One per object you create; a retry with the same key and request answers the first
                 * response (24 hours).
                 */
                "Idempotency-Key": components["parameters"]["Idempotency-Key"];
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    kind: "expense" | "revenue";
                    parent?: (string | null) | "";
                    description?: (string | null) | "";
                    metadata?: {
                        [key: string]: string | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"];
                };
            };
        };
    };
    "categories.bulkCreate": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One per object you create; a retry with the same key and request answers the first
                 * response (24 hours).
                 */
                "Idempotency-Key": components["parameters"]["Idempotency-Key"];
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    objects: {
                        [key: string]: unknown;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CategoryBulkResult"];
                };
            };
        };
    };
    "categories.retrieve": {
        parameters: {
            query?: {
                "expand[]"?: "parent"[];
            };
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example cat_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"];
                };
            };
        };
    };
    "categories.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example cat_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    name?: string;
                    /** @enum {string} */
                    kind?: "expense" | "revenue";
                    parent?: (string | null) | "";
                    description?: (string | null) | "";
                    metadata?: {
                        [key: string]: string | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"];
                };
            };
        };
    };
    "categories.delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example cat_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedCategory"];
                };
            };
        };
    };
    "products.list": {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                ending_before?: string;
                import_status?: "pending" | "imported" | "rejected";
                batch?: string;
                "created[gte]"?: number;
                "created[gt]"?: number;
                "created[lte]"?: number;
                "created[lt]"?: number;
                "expand[]"?: ("category" | "data.category")[];
                sku?: string;
                name?: string;
                category?: string;
            };
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        object: "list";
                        url: string;
                        has_more: boolean;
                        data: components["schemas"]["Product"][];
                    };
                };
            };
        };
    };
    "products.create": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One per object you create; a retry with the same key and request answers the first
                 * response (24 hours).
                 */
                "Idempotency-Key": components["parameters"]["Idempotency-Key"];
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    sku?: (string | null) | "";
                    description?: (string | null) | "";
                    unit?: (string | null) | "";
                    unit_amount?: (number | null) | "";
                    currency?: (string | null) | "";
                    tax_rate?: (number | null) | "";
                    category?: (string | null) | "";
                    metadata?: {
                        [key: string]: string | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
        };
    };
    "products.bulkCreate": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One per object you create; a retry with the same key and request answers the first
                 * response (24 hours).
                 */
                "Idempotency-Key": components["parameters"]["Idempotency-Key"];
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    objects: {
                        [key: string]: unknown;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductBulkResult"];
                };
            };
        };
    };
    "products.retrieve": {
        parameters: {
            query?: {
                "expand[]"?: "category"[];
            };
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example prd_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
        };
    };
    "products.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example prd_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    name?: string;
                    sku?: (string | null) | "";
                    description?: (string | null) | "";
                    unit?: (string | null) | "";
                    unit_amount?: (number | null) | "";
                    currency?: (string | null) | "";
                    tax_rate?: (number | null) | "";
                    category?: (string | null) | "";
                    metadata?: {
                        [key: string]: string | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
        };
    };
    "products.delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example prd_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedProduct"];
                };
            };
        };
    };
    "expenses.list": {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                ending_before?: string;
                import_status?: "pending" | "imported" | "rejected";
                batch?: string;
                "created[gte]"?: number;
                "created[gt]"?: number;
                "created[lte]"?: number;
                "created[lt]"?: number;
                "expand[]"?: ("supplier"
                    | "category"
                    | "line_items"
                    | "data.supplier"
                    | "data.category"
                    | "data.line_items")[];
                supplier?: string;
                category?: string;
                currency?: string;
                reference?: string;
                occurred_on?: string;
                "occurred_on[gte]"?: string;
                "occurred_on[gt]"?: string;
                "occurred_on[lte]"?: string;
                "occurred_on[lt]"?: string;
            };
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        object: "list";
                        url: string;
                        has_more: boolean;
                        data: components["schemas"]["Expense"][];
                    };
                };
            };
        };
    };
    "expenses.create": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One per object you create; a retry with the same key and request answers the first
                 * response (24 hours).
                 */
                "Idempotency-Key": components["parameters"]["Idempotency-Key"];
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description: string;
                    amount: number;
                    /** @description ISO 4217, any case. */
                    currency: string;
                    tax_amount?: (number | null) | "";
                    /** Format: date */
                    occurred_on: string;
                    supplier?: (string | null) | "";
                    category?: (string | null) | "";
                    payment_method?: (string | null) | "";
                    reference?: (string | null) | "";
                    notes?: (string | null) | "";
                    metadata?: {
                        [key: string]: string | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Expense"];
                };
            };
        };
    };
    "expenses.bulkCreate": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One per object you create; a retry with the same key and request answers the first
                 * response (24 hours).
                 */
                "Idempotency-Key": components["parameters"]["Idempotency-Key"];
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    objects: {
                        [key: string]: unknown;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExpenseBulkResult"];
                };
            };
        };
    };
    "expenses.retrieve": {
        parameters: {
            query?: {
                "expand[]"?: ("supplier" | "category" | "line_items")[];
            };
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example exp_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Expense"];
                };
            };
        };
    };
    "expenses.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example exp_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    description?: string;
                    amount?: number;
                    /** @description ISO 4217, any case. */
                    currency?: string;
                    tax_amount?: (number | null) | "";
                    /** Format: date */
                    occurred_on?: string;
                    supplier?: (string | null) | "";
                    category?: (string | null) | "";
                    payment_method?: (string | null) | "";
                    reference?: (string | null) | "";
                    notes?: (string | null) | "";
                    metadata?: {
                        [key: string]: string | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Expense"];
                };
            };
        };
    };
    "expenses.delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example exp_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedExpense"];
                };
            };
        };
    };
    "expenses.lineItems.list": {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                ending_before?: string;
                "expand[]"?: ("product" | "data.product")[];
            };
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example exp_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        object: "list";
                        url: string;
                        has_more: boolean;
                        data: components["schemas"]["LineItem"][];
                    };
                };
            };
        };
    };
    "expenses.lineItems.create": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One per object you create; a retry with the same key and request answers the first
                 * response (24 hours).
                 */
                "Idempotency-Key": components["parameters"]["Idempotency-Key"];
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example exp_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    product?: (string | null) | "";
                    description: string;
                    quantity?: (number | null) | "";
                    unit_amount: number;
                    tax_amount?: (number | null) | "";
                    discount_amount?: (number | null) | "";
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LineItem"];
                };
            };
        };
    };
    "revenue.list": {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                ending_before?: string;
                import_status?: "pending" | "imported" | "rejected";
                batch?: string;
                "created[gte]"?: number;
                "created[gt]"?: number;
                "created[lte]"?: number;
                "created[lt]"?: number;
                "expand[]"?: ("customer"
                    | "category"
                    | "line_items"
                    | "data.customer"
                    | "data.category"
                    | "data.line_items")[];
                customer?: string;
                category?: string;
                currency?: string;
                reference?: string;
                occurred_on?: string;
                "occurred_on[gte]"?: string;
                "occurred_on[gt]"?: string;
                "occurred_on[lte]"?: string;
                "occurred_on[lt]"?: string;
            };
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        object: "list";
                        url: string;
                        has_more: boolean;
                        data: components["schemas"]["Revenue"][];
                    };
                };
            };
        };
    };
    "revenue.create": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One per object you create; a retry with the same key and request answers the first
                 * response (24 hours).
                 */
                "Idempotency-Key": components["parameters"]["Idempotency-Key"];
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description: string;
                    amount: number;
                    /** @description ISO 4217, any case. */
                    currency: string;
                    tax_amount?: (number | null) | "";
                    discount_amount?: (number | null) | "";
                    fee_amount?: (number | null) | "";
                    /** Format: date */
                    occurred_on: string;
                    customer?: (string | null) | "";
                    category?: (string | null) | "";
                    payment_method?: (string | null) | "";
                    reference?: (string | null) | "";
                    notes?: (string | null) | "";
                    metadata?: {
                        [key: string]: string | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Revenue"];
                };
            };
        };
    };
    "revenue.bulkCreate": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One per object you create; a retry with the same key and request answers the first
                 * response (24 hours).
                 */
                "Idempotency-Key": components["parameters"]["Idempotency-Key"];
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    objects: {
                        [key: string]: unknown;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevenueBulkResult"];
                };
            };
        };
    };
    "revenue.retrieve": {
        parameters: {
            query?: {
                "expand[]"?: ("customer" | "category" | "line_items")[];
            };
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example rev_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Revenue"];
                };
            };
        };
    };
    "revenue.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example rev_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    description?: string;
                    amount?: number;
                    /** @description ISO 4217, any case. */
                    currency?: string;
                    tax_amount?: (number | null) | "";
                    discount_amount?: (number | null) | "";
                    fee_amount?: (number | null) | "";
                    /** Format: date */
                    occurred_on?: string;
                    customer?: (string | null) | "";
                    category?: (string | null) | "";
                    payment_method?: (string | null) | "";
                    reference?: (string | null) | "";
                    notes?: (string | null) | "";
                    metadata?: {
                        [key: string]: string | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Revenue"];
                };
            };
        };
    };
    "revenue.delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example rev_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedRevenue"];
                };
            };
        };
    };
    "revenue.lineItems.list": {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                ending_before?: string;
                "expand[]"?: ("product" | "data.product")[];
            };
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example rev_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        object: "list";
                        url: string;
                        has_more: boolean;
                        data: components["schemas"]["LineItem"][];
                    };
                };
            };
        };
    };
    "revenue.lineItems.create": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One per object you create; a retry with the same key and request answers the first
                 * response (24 hours).
                 */
                "Idempotency-Key": components["parameters"]["Idempotency-Key"];
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example rev_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    product?: (string | null) | "";
                    description: string;
                    quantity?: (number | null) | "";
                    unit_amount: number;
                    tax_amount?: (number | null) | "";
                    discount_amount?: (number | null) | "";
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LineItem"];
                };
            };
        };
    };
    "refunds.list": {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                ending_before?: string;
                import_status?: "pending" | "imported" | "rejected";
                batch?: string;
                "created[gte]"?: number;
                "created[gt]"?: number;
                "created[lte]"?: number;
                "created[lt]"?: number;
                "expand[]"?: ("revenue" | "data.revenue")[];
                revenue?: string;
                currency?: string;
                occurred_on?: string;
                "occurred_on[gte]"?: string;
                "occurred_on[gt]"?: string;
                "occurred_on[lte]"?: string;
                "occurred_on[lt]"?: string;
            };
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        object: "list";
                        url: string;
                        has_more: boolean;
                        data: components["schemas"]["Refund"][];
                    };
                };
            };
        };
    };
    "refunds.create": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One per object you create; a retry with the same key and request answers the first
                 * response (24 hours).
                 */
                "Idempotency-Key": components["parameters"]["Idempotency-Key"];
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    revenue: string;
                    amount: number;
                    /** @description ISO 4217, any case. */
                    currency: string;
                    reason?: (string | null) | "";
                    /** Format: date */
                    occurred_on: string;
                    reference?: (string | null) | "";
                    metadata?: {
                        [key: string]: string | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refund"];
                };
            };
        };
    };
    "refunds.bulkCreate": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One per object you create; a retry with the same key and request answers the first
                 * response (24 hours).
                 */
                "Idempotency-Key": components["parameters"]["Idempotency-Key"];
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    objects: {
                        [key: string]: unknown;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefundBulkResult"];
                };
            };
        };
    };
    "refunds.retrieve": {
        parameters: {
            query?: {
                "expand[]"?: "revenue"[];
            };
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example re_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refund"];
                };
            };
        };
    };
    "refunds.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example re_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    revenue?: string;
                    amount?: number;
                    /** @description ISO 4217, any case. */
                    currency?: string;
                    reason?: (string | null) | "";
                    /** Format: date */
                    occurred_on?: string;
                    reference?: (string | null) | "";
                    metadata?: {
                        [key: string]: string | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refund"];
                };
            };
        };
    };
    "refunds.delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example re_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedRefund"];
                };
            };
        };
    };
    "importBatches.list": {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                ending_before?: string;
                status?: "open" | "completed" | "reverted";
            };
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        object: "list";
                        url: string;
                        has_more: boolean;
                        data: components["schemas"]["ImportBatch"][];
                    };
                };
            };
        };
    };
    "importBatches.create": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One per object you create; a retry with the same key and request answers the first
                 * response (24 hours).
                 */
                "Idempotency-Key": components["parameters"]["Idempotency-Key"];
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    objects: {
                        id: string;
                        local_ref?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportBatch"];
                };
            };
        };
    };
    "importBatches.complete": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional: a retry with the same key and request answers the first response (24 hours),
                 * from any gateway. Store it before you send.
                 */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key-Optional"];
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example imb_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    local_refs: {
                        [key: string]: string;
                    };
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportBatch"];
                };
            };
        };
    };
    "importBatches.revert": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional: a retry with the same key and request answers the first response (24 hours),
                 * from any gateway. Store it before you send.
                 */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key-Optional"];
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example imb_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportBatch"];
                };
            };
        };
    };
    "importBatches.retrieve": {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example imb_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportBatch"];
                };
            };
        };
    };
    "customers.reject": {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example cus_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    reason?: string | null;
                    /** @enum {string} */
                    reason_code?: "duplicate"
                        | "invalid_data"
                        | "missing_reference"
                        | "name_in_use"
                        | "period_locked"
                        | "not_wanted"
                        | "other";
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
        };
    };
    "suppliers.reject": {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example sup_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    reason?: string | null;
                    /** @enum {string} */
                    reason_code?: "duplicate"
                        | "invalid_data"
                        | "missing_reference"
                        | "name_in_use"
                        | "period_locked"
                        | "not_wanted"
                        | "other";
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Supplier"];
                };
            };
        };
    };
    "categories.reject": {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example cat_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    reason?: string | null;
                    /** @enum {string} */
                    reason_code?: "duplicate"
                        | "invalid_data"
                        | "missing_reference"
                        | "name_in_use"
                        | "period_locked"
                        | "not_wanted"
                        | "other";
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Category"];
                };
            };
        };
    };
    "products.reject": {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example prd_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    reason?: string | null;
                    /** @enum {string} */
                    reason_code?: "duplicate"
                        | "invalid_data"
                        | "missing_reference"
                        | "name_in_use"
                        | "period_locked"
                        | "not_wanted"
                        | "other";
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
        };
    };
    "expenses.reject": {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example exp_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    reason?: string | null;
                    /** @enum {string} */
                    reason_code?: "duplicate"
                        | "invalid_data"
                        | "missing_reference"
                        | "name_in_use"
                        | "period_locked"
                        | "not_wanted"
                        | "other";
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Expense"];
                };
            };
        };
    };
    "revenue.reject": {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example rev_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    reason?: string | null;
                    /** @enum {string} */
                    reason_code?: "duplicate"
                        | "invalid_data"
                        | "missing_reference"
                        | "name_in_use"
                        | "period_locked"
                        | "not_wanted"
                        | "other";
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Revenue"];
                };
            };
        };
    };
    "refunds.reject": {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example re_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    reason?: string | null;
                    /** @enum {string} */
                    reason_code?: "duplicate"
                        | "invalid_data"
                        | "missing_reference"
                        | "name_in_use"
                        | "period_locked"
                        | "not_wanted"
                        | "other";
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Refund"];
                };
            };
        };
    };
    "events.list": {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                ending_before?: string;
                type?: "customer.imported"
                    | "customer.rejected"
                    | "supplier.imported"
                    | "supplier.rejected"
                    | "category.imported"
                    | "category.rejected"
                    | "product.imported"
                    | "product.rejected"
                    | "expense.imported"
                    | "expense.rejected"
                    | "revenue.imported"
                    | "revenue.rejected"
                    | "refund.imported"
                    | "refund.rejected"
                    | "import_batch.completed"
                    | "import_batch.reverted"
                    | "account.importer_stale"
                    | "account.importer_active"
                    | "webhook_endpoint.disabled"
                    | "webhook_endpoint.test";
            };
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        object: "list";
                        url: string;
                        has_more: boolean;
                        data: components["schemas"]["Event"][];
                    };
                };
            };
        };
    };
    "events.retrieve": {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example evt_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
        };
    };
    "webhookEndpoints.list": {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                ending_before?: string;
            };
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        object: "list";
                        url: string;
                        has_more: boolean;
                        data: components["schemas"]["WebhookEndpoint"][];
                    };
                };
            };
        };
    };
    "webhookEndpoints.create": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One per object you create; a retry with the same key and request answers the first
                 * response (24 hours).
                 */
                "Idempotency-Key": components["parameters"]["Idempotency-Key"];
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    enabled_events?: ("*"
                        | "customer.imported"
                        | "customer.rejected"
                        | "supplier.imported"
                        | "supplier.rejected"
                        | "category.imported"
                        | "category.rejected"
                        | "product.imported"
                        | "product.rejected"
                        | "expense.imported"
                        | "expense.rejected"
                        | "revenue.imported"
                        | "revenue.rejected"
                        | "refund.imported"
                        | "refund.rejected"
                        | "import_batch.completed"
                        | "import_batch.reverted"
                        | "account.importer_stale"
                        | "account.importer_active"
                        | "webhook_endpoint.disabled"
                        | "webhook_endpoint.test")[];
                    description?: string | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewWebhookEndpoint"];
                };
            };
        };
    };
    "webhookEndpoints.retrieve": {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example we_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
        };
    };
    "webhookEndpoints.update": {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example we_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    url?: string;
                    enabled_events?: ("*"
                        | "customer.imported"
                        | "customer.rejected"
                        | "supplier.imported"
                        | "supplier.rejected"
                        | "category.imported"
                        | "category.rejected"
                        | "product.imported"
                        | "product.rejected"
                        | "expense.imported"
                        | "expense.rejected"
                        | "revenue.imported"
                        | "revenue.rejected"
                        | "refund.imported"
                        | "refund.rejected"
                        | "import_batch.completed"
                        | "import_batch.reverted"
                        | "account.importer_stale"
                        | "account.importer_active"
                        | "webhook_endpoint.disabled"
                        | "webhook_endpoint.test")[];
                    description?: string | null;
                    /** @enum {string} */
                    status?: "enabled" | "disabled";
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
        };
    };
    "webhookEndpoints.delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example we_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedWebhookEndpoint"];
                };
            };
        };
    };
    "webhookEndpoints.rotateSecret": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One per object you create; a retry with the same key and request answers the first
                 * response (24 hours).
                 */
                "Idempotency-Key": components["parameters"]["Idempotency-Key"];
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example we_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    overlap_seconds?: number;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RotatedWebhookEndpoint"];
                };
            };
        };
    };
    "webhookEndpoints.test": {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example we_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
        };
    };
    "webhookEndpoints.deliveries.list": {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                ending_before?: string;
                status?: "pending" | "succeeded" | "failed" | "dropped";
                event?: string;
            };
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example we_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        object: "list";
                        url: string;
                        has_more: boolean;
                        data: components["schemas"]["WebhookDelivery"][];
                    };
                };
            };
        };
    };
    "webhookEndpoints.deliveries.retrieve": {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example we_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
                /** @example wd_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                delivery: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
        };
    };
    "webhookEndpoints.deliveries.retry": {
        parameters: {
            query?: never;
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example we_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
                /** @example wd_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                delivery: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
        };
    };
    "webhookEndpoints.recover": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description One per object you create; a retry with the same key and request answers the first
                 * response (24 hours).
                 */
                "Idempotency-Key": components["parameters"]["Idempotency-Key"];
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example we_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    since: number;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    Location: components["headers"]["Location"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookRecovery"];
                };
            };
        };
    };
    "events.deliveries.list": {
        parameters: {
            query?: {
                limit?: number;
                starting_after?: string;
                ending_before?: string;
            };
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /** @example evt_4Ck7sQ0lJd2Zf8Yw1PqN3xTb */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "X-Request-ID": components["headers"]["X-Request-ID"];
                    "Service-Version": components["headers"]["Service-Version"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        object: "list";
                        url: string;
                        has_more: boolean;
                        data: components["schemas"]["WebhookDelivery"][];
                    };
                };
            };
        };
    };
}

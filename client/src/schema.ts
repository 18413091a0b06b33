// Generated from docs/openapi.json by openapi-typescript (scripts/generated-files.ts, `npm run generate`): do not edit.
export interface paths {
    "/v1/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve the account summary
         * @description Answers what still waits for the merchant: the pending objects per type the key can see, the
         * account's last import, and whether its importer (the merchant's desktop software) is active or stale.
         *
         *     Needs a key with the `read` scope.
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
         * List merchant accounts
         * @description Lists every account, newest first, a page at a time, each with its importer's presence.
         *
         *     Needs the operator's admin token.
         */
        get: operations["admin.accounts.list"];
        put?: never;
        /**
         * Create a merchant account
         * @description Creates an account for a merchant, with its desktop key (scopes `read write import keys`), whose
         * secret this answer alone shows.
         *
         *     Needs the operator's admin token.
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
         * Retrieve a merchant account
         * @description Answers one account, with its last import and its importer's presence.
         *
         *     Needs the operator's admin token.
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
         * List an account's API keys
         * @description Lists every key of the account, newest first, revoked ones included; `integration` null is the
         * desktop key. No answer shows a secret.
         *
         *     Needs the operator's admin token.
         */
        get: operations["admin.accounts.apiKeys.list"];
        put?: never;
        /**
         * Create an integration key
         * @description Creates an API key for an integration of the account, as `POST /v1/api_keys` does: in a new
         * integration, or in the one `integration` names. This answer alone shows the secret.
         *
         *     Needs the operator's admin token.
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
         * Revoke any API key
         * @description Revokes a key of any account, the desktop key included, on every gateway at once (within 10
         * seconds while Redis is unavailable); revoking again answers the same.
         *
         *     Needs the operator's admin token.
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
         * Replace the desktop key
         * @description Issues a new desktop key, whose secret this answer alone shows, and revokes every live desktop
         * key of the account in the same transaction: for a merchant who lost the key or whose key leaked. Integration
         * keys keep working.
         *
         *     Needs the operator's admin token.
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
         * List the account's API keys
         * @description Lists every key of the account (the desktop key and revoked keys included), newest first, a page
         * at a time. No answer shows a secret.
         *
         *     Needs a key with the `keys` scope.
         */
        get: operations["apiKeys.list"];
        put?: never;
        /**
         * Create an API key
         * @description Creates an integration key: in a new integration, or in the one `integration` names, whose
         * objects and events it then shares. This answer (and its replay) alone shows the secret; `expires_at` must be
         * in the future.
         *
         *     Needs a key with the `keys` scope. A create: send an `Idempotency-Key`.
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
         * Revoke an API key
         * @description Revokes a key of the account at once and answers it with `revoked_at`; revoking again answers
         * the same. A key cannot revoke itself.
         *
         *     Needs a key with the `keys` scope.
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
         * List all customers
         * @description Lists the customers the key can see (an integration key its own, the desktop key the account's),
         * newest first, a page at a time. Every filter matches exactly and they combine; `expand[]` shows referenced
         * objects in place of their ids.
         *
         *     Needs a key with the `read` scope.
         */
        get: operations["customers.list"];
        put?: never;
        /**
         * Create a customer
         * @description Creates a customer (someone who buys from the merchant: revenue names them). It waits as
         * `pending` until the merchant's software imports it in an import batch or declines it; until then it can be
         * updated or deleted. A reference must name an object the key can see.
         *
         *     Needs a key with the `write` scope. A create: send an `Idempotency-Key`.
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
         * Create customers in bulk
         * @description Creates up to 100 customers in one request, each checked and stored exactly as `POST
         * /v1/customers` would. The answer holds one outcome per object, in request order: the object stored (201) or
         * the error its single create would answer; the valid objects are stored even when others are refused. One
         * Idempotency-Key covers the whole request. With `?dry_run=true` each object is checked (against the merchant's
         * books too) and none is stored: each answers 200 with its object, `id` null.
         *
         *     Needs a key with the `write` scope. A create: send an `Idempotency-Key`.
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
         * Retrieve a customer
         * @description Answers one customer the key can see, with where it is in its lifecycle (`import`); `expand[]`
         * shows referenced objects in place of their ids.
         *
         *     Needs a key with the `read` scope.
         */
        get: operations["customers.retrieve"];
        put?: never;
        /**
         * Update a customer
         * @description Changes the fields sent and keeps the others; null (or "") clears an optional field, and
         * `metadata` keys merge. Only a pending customer that no open import batch has claimed can change.
         *
         *     Needs a key with the `write` scope.
         */
        post: operations["customers.update"];
        /**
         * Delete a customer
         * @description Deletes a pending customer that no open import batch has claimed, for good. One that another
         * object references cannot be deleted.
         *
         *     Needs a key with the `write` scope.
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
         * List all suppliers
         * @description Lists the suppliers the key can see (an integration key its own, the desktop key the account's),
         * newest first, a page at a time. Every filter matches exactly and they combine; `expand[]` shows referenced
         * objects in place of their ids.
         *
         *     Needs a key with the `read` scope.
         */
        get: operations["suppliers.list"];
        put?: never;
        /**
         * Create a supplier
         * @description Creates a supplier (someone the merchant buys from: expenses name them). It waits as `pending`
         * until the merchant's software imports it in an import batch or declines it; until then it can be updated or
         * deleted. A reference must name an object the key can see.
         *
         *     Needs a key with the `write` scope. A create: send an `Idempotency-Key`.
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
         * Create suppliers in bulk
         * @description Creates up to 100 suppliers in one request, each checked and stored exactly as `POST
         * /v1/suppliers` would. The answer holds one outcome per object, in request order: the object stored (201) or
         * the error its single create would answer; the valid objects are stored even when others are refused. One
         * Idempotency-Key covers the whole request. With `?dry_run=true` each object is checked (against the merchant's
         * books too) and none is stored: each answers 200 with its object, `id` null.
         *
         *     Needs a key with the `write` scope. A create: send an `Idempotency-Key`.
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
         * Retrieve a supplier
         * @description Answers one supplier the key can see, with where it is in its lifecycle (`import`); `expand[]`
         * shows referenced objects in place of their ids.
         *
         *     Needs a key with the `read` scope.
         */
        get: operations["suppliers.retrieve"];
        put?: never;
        /**
         * Update a supplier
         * @description Changes the fields sent and keeps the others; null (or "") clears an optional field, and
         * `metadata` keys merge. Only a pending supplier that no open import batch has claimed can change.
         *
         *     Needs a key with the `write` scope.
         */
        post: operations["suppliers.update"];
        /**
         * Delete a supplier
         * @description Deletes a pending supplier that no open import batch has claimed, for good. One that another
         * object references cannot be deleted.
         *
         *     Needs a key with the `write` scope.
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
         * List all categories
         * @description Lists the categories the key can see (an integration key its own, the desktop key the
         * account's), newest first, a page at a time. Every filter matches exactly and they combine; `expand[]` shows
         * referenced objects in place of their ids.
         *
         *     Needs a key with the `read` scope.
         */
        get: operations["categories.list"];
        put?: never;
        /**
         * Create a category
         * @description Creates a category (a heading of the merchant's chart of accounts that expenses, revenue and
         * products are filed under; categories form trees of one kind). It waits as `pending` until the merchant's
         * software imports it in an import batch or declines it; until then it can be updated or deleted. A reference
         * must name an object the key can see.
         *
         *     Needs a key with the `write` scope. A create: send an `Idempotency-Key`.
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
         * Create categories in bulk
         * @description Creates up to 100 categories in one request, each checked and stored exactly as `POST
         * /v1/categories` would. The answer holds one outcome per object, in request order: the object stored (201) or
         * the error its single create would answer; the valid objects are stored even when others are refused. One
         * Idempotency-Key covers the whole request. With `?dry_run=true` each object is checked (against the merchant's
         * books too) and none is stored: each answers 200 with its object, `id` null.
         *
         *     Needs a key with the `write` scope. A create: send an `Idempotency-Key`.
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
         * Retrieve a category
         * @description Answers one category the key can see, with where it is in its lifecycle (`import`); `expand[]`
         * shows referenced objects in place of their ids.
         *
         *     Needs a key with the `read` scope.
         */
        get: operations["categories.retrieve"];
        put?: never;
        /**
         * Update a category
         * @description Changes the fields sent and keeps the others; null (or "") clears an optional field, and
         * `metadata` keys merge. Only a pending category that no open import batch has claimed can change.
         *
         *     Needs a key with the `write` scope.
         */
        post: operations["categories.update"];
        /**
         * Delete a category
         * @description Deletes a pending category that no open import batch has claimed, for good. One that another
         * object references cannot be deleted.
         *
         *     Needs a key with the `write` scope.
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
         * List all products
         * @description Lists the products the key can see (an integration key its own, the desktop key the account's),
         * newest first, a page at a time. Every filter matches exactly and they combine; `expand[]` shows referenced
         * objects in place of their ids.
         *
         *     Needs a key with the `read` scope.
         */
        get: operations["products.list"];
        put?: never;
        /**
         * Create a product
         * @description Creates a product (something the merchant sells or buys, which line items can name). It waits as
         * `pending` until the merchant's software imports it in an import batch or declines it; until then it can be
         * updated or deleted. A reference must name an object the key can see.
         *
         *     Needs a key with the `write` scope. A create: send an `Idempotency-Key`.
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
         * Create products in bulk
         * @description Creates up to 100 products in one request, each checked and stored exactly as `POST
         * /v1/products` would. The answer holds one outcome per object, in request order: the object stored (201) or
         * the error its single create would answer; the valid objects are stored even when others are refused. One
         * Idempotency-Key covers the whole request. With `?dry_run=true` each object is checked (against the merchant's
         * books too) and none is stored: each answers 200 with its object, `id` null.
         *
         *     Needs a key with the `write` scope. A create: send an `Idempotency-Key`.
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
         * Retrieve a product
         * @description Answers one product the key can see, with where it is in its lifecycle (`import`); `expand[]`
         * shows referenced objects in place of their ids.
         *
         *     Needs a key with the `read` scope.
         */
        get: operations["products.retrieve"];
        put?: never;
        /**
         * Update a product
         * @description Changes the fields sent and keeps the others; null (or "") clears an optional field, and
         * `metadata` keys merge. Only a pending product that no open import batch has claimed can change.
         *
         *     Needs a key with the `write` scope.
         */
        post: operations["products.update"];
        /**
         * Delete a product
         * @description Deletes a pending product that no open import batch has claimed, for good. One that another
         * object references cannot be deleted.
         *
         *     Needs a key with the `write` scope.
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
         * List all expenses
         * @description Lists the expenses the key can see (an integration key its own, the desktop key the account's),
         * newest first, a page at a time. Every filter matches exactly and they combine; `expand[]` shows referenced
         * objects in place of their ids.
         *
         *     Needs a key with the `read` scope.
         */
        get: operations["expenses.list"];
        put?: never;
        /**
         * Create an expense
         * @description Creates an expense (money the merchant spent: a supplier's invoice, a receipt). It waits as
         * `pending` until the merchant's software imports it in an import batch or declines it; until then it can be
         * updated or deleted. A reference must name an object the key can see.
         *
         *     Needs a key with the `write` scope. A create: send an `Idempotency-Key`.
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
         * Create expenses in bulk
         * @description Creates up to 100 expenses in one request, each checked and stored exactly as `POST
         * /v1/expenses` would. The answer holds one outcome per object, in request order: the object stored (201) or
         * the error its single create would answer; the valid objects are stored even when others are refused. One
         * Idempotency-Key covers the whole request. With `?dry_run=true` each object is checked (against the merchant's
         * books too) and none is stored: each answers 200 with its object, `id` null.
         *
         *     Needs a key with the `write` scope. A create: send an `Idempotency-Key`.
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
         * Retrieve an expense
         * @description Answers one expense the key can see, with where it is in its lifecycle (`import`); `expand[]`
         * shows referenced objects in place of their ids.
         *
         *     Needs a key with the `read` scope.
         */
        get: operations["expenses.retrieve"];
        put?: never;
        /**
         * Update an expense
         * @description Changes the fields sent and keeps the others; null (or "") clears an optional field, and
         * `metadata` keys merge. Only a pending expense that no open import batch has claimed can change.
         *
         *     Needs a key with the `write` scope.
         */
        post: operations["expenses.update"];
        /**
         * Delete an expense
         * @description Deletes a pending expense that no open import batch has claimed, for good. One that another
         * object references cannot be deleted.
         *
         *     Needs a key with the `write` scope.
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
         * List an expense's line items
         * @description Lists the line items of an expense the key can see, newest first, a page at a time;
         * `expand[]=product` shows each product in place of its id.
         *
         *     Needs a key with the `read` scope.
         */
        get: operations["expenses.lineItems.list"];
        put?: never;
        /**
         * Add a line item to an expense
         * @description Adds a line item to a pending expense that no open import batch has claimed; it holds at most
         * 500. Its tax cannot exceed its gross amount (`unit_amount` × `quantity`).
         *
         *     Needs a key with the `write` scope. A create: send an `Idempotency-Key`.
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
         * List all revenue entries
         * @description Lists the revenue the key can see (an integration key its own, the desktop key the account's),
         * newest first, a page at a time. Every filter matches exactly and they combine; `expand[]` shows referenced
         * objects in place of their ids.
         *
         *     Needs a key with the `read` scope.
         */
        get: operations["revenue.list"];
        put?: never;
        /**
         * Create a revenue
         * @description Creates a revenue (money the merchant earned: an order, a sale, an invoice paid). It waits as
         * `pending` until the merchant's software imports it in an import batch or declines it; until then it can be
         * updated or deleted. A reference must name an object the key can see.
         *
         *     Needs a key with the `write` scope. A create: send an `Idempotency-Key`.
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
         * Create revenue entries in bulk
         * @description Creates up to 100 revenue in one request, each checked and stored exactly as `POST /v1/revenue`
         * would. The answer holds one outcome per object, in request order: the object stored (201) or the error its
         * single create would answer; the valid objects are stored even when others are refused. One Idempotency-Key
         * covers the whole request. With `?dry_run=true` each object is checked (against the merchant's books too) and
         * none is stored: each answers 200 with its object, `id` null.
         *
         *     Needs a key with the `write` scope. A create: send an `Idempotency-Key`.
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
         * Retrieve a revenue
         * @description Answers one revenue the key can see, with where it is in its lifecycle (`import`); `expand[]`
         * shows referenced objects in place of their ids.
         *
         *     Needs a key with the `read` scope.
         */
        get: operations["revenue.retrieve"];
        put?: never;
        /**
         * Update a revenue
         * @description Changes the fields sent and keeps the others; null (or "") clears an optional field, and
         * `metadata` keys merge. Only a pending revenue that no open import batch has claimed can change.
         *
         *     Needs a key with the `write` scope.
         */
        post: operations["revenue.update"];
        /**
         * Delete a revenue
         * @description Deletes a pending revenue that no open import batch has claimed, for good. One that another
         * object references cannot be deleted.
         *
         *     Needs a key with the `write` scope.
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
         * List a revenue's line items
         * @description Lists the line items of a revenue the key can see, newest first, a page at a time;
         * `expand[]=product` shows each product in place of its id.
         *
         *     Needs a key with the `read` scope.
         */
        get: operations["revenue.lineItems.list"];
        put?: never;
        /**
         * Add a line item to a revenue
         * @description Adds a line item to a pending revenue that no open import batch has claimed; it holds at most
         * 500. Its tax cannot exceed its gross amount (`unit_amount` × `quantity`).
         *
         *     Needs a key with the `write` scope. A create: send an `Idempotency-Key`.
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
         * List all refunds
         * @description Lists the refunds the key can see (an integration key its own, the desktop key the account's),
         * newest first, a page at a time. Every filter matches exactly and they combine; `expand[]` shows referenced
         * objects in place of their ids.
         *
         *     Needs a key with the `read` scope.
         */
        get: operations["refunds.list"];
        put?: never;
        /**
         * Create a refund
         * @description Creates a refund (money paid back of a revenue; the refunds of one revenue never exceed it). It
         * waits as `pending` until the merchant's software imports it in an import batch or declines it; until then it
         * can be updated or deleted. A reference must name an object the key can see.
         *
         *     Needs a key with the `write` scope. A create: send an `Idempotency-Key`.
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
         * Create refunds in bulk
         * @description Creates up to 100 refunds in one request, each checked and stored exactly as `POST /v1/refunds`
         * would. The answer holds one outcome per object, in request order: the object stored (201) or the error its
         * single create would answer; the valid objects are stored even when others are refused. One Idempotency-Key
         * covers the whole request. With `?dry_run=true` each object is checked (against the merchant's books too) and
         * none is stored: each answers 200 with its object, `id` null.
         *
         *     Needs a key with the `write` scope. A create: send an `Idempotency-Key`.
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
         * Retrieve a refund
         * @description Answers one refund the key can see, with where it is in its lifecycle (`import`); `expand[]`
         * shows referenced objects in place of their ids.
         *
         *     Needs a key with the `read` scope.
         */
        get: operations["refunds.retrieve"];
        put?: never;
        /**
         * Update a refund
         * @description Changes the fields sent and keeps the others; null (or "") clears an optional field, and
         * `metadata` keys merge. Only a pending refund that no open import batch has claimed can change.
         *
         *     Needs a key with the `write` scope.
         */
        post: operations["refunds.update"];
        /**
         * Delete a refund
         * @description Deletes a pending refund that no open import batch has claimed, for good. One that another
         * object references cannot be deleted.
         *
         *     Needs a key with the `write` scope.
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
         * List import batches
         * @description Lists batches, newest first, a page at a time, optionally of one `status`. An integration key
         * sees the batches holding its objects, counting only those.
         *
         *     Needs a key with the `read` scope.
         */
        get: operations["importBatches.list"];
        put?: never;
        /**
         * Create an import batch
         * @description Claims 1 to 1,000 pending objects for the merchant's software, all or nothing. With a
         * `local_ref` for every object the batch imports them at once (`completed`); with none it claims them (`open`)
         * until a complete or revert. An object is claimable once what it references is imported or in the same batch.
         *
         *     Needs a key with the `import` scope. A create: send an `Idempotency-Key`.
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
         * Complete an import batch
         * @description Imports the objects of an open batch: `local_refs` names each of them, and only them, with the
         * merchant's own id. The objects become `imported` and their integrations get `<object>.imported` events.
         *
         * Needs a key with the `import` scope. Send an `Idempotency-Key` to make a retry after a lost answer replay
         * that answer (without one, a repeat is refused).
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
         * Revert an import batch
         * @description Undoes an open or completed batch: its objects are pending again and may be imported later.
         * Refused while an object of another batch depends on one of them.
         *
         * Needs a key with the `import` scope. Send an `Idempotency-Key` to make a retry after a lost answer replay
         * that answer (without one, a repeat is refused).
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
         * Retrieve an import batch
         * @description Answers one batch with its objects counted per type; an integration key counts only its own.
         *
         *     Needs a key with the `read` scope.
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
         * Reject a customer
         * @description Declines a pending customer that no open import batch has claimed, for good: it shows
         * `import.rejection` (`code`, `reason`, `by`, `field`, `detail` and the code's catalogue entry) and its
         * integration gets a `customer.rejected` event. The merchant may reject any object; an integration only its
         * own.
         *
         *     Needs a key with the `write` scope.
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
         * Reject a supplier
         * @description Declines a pending supplier that no open import batch has claimed, for good: it shows
         * `import.rejection` (`code`, `reason`, `by`, `field`, `detail` and the code's catalogue entry) and its
         * integration gets a `supplier.rejected` event. The merchant may reject any object; an integration only its
         * own.
         *
         *     Needs a key with the `write` scope.
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
         * Reject a category
         * @description Declines a pending category that no open import batch has claimed, for good: it shows
         * `import.rejection` (`code`, `reason`, `by`, `field`, `detail` and the code's catalogue entry) and its
         * integration gets a `category.rejected` event. The merchant may reject any object; an integration only its
         * own.
         *
         *     Needs a key with the `write` scope.
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
         * Reject a product
         * @description Declines a pending product that no open import batch has claimed, for good: it shows
         * `import.rejection` (`code`, `reason`, `by`, `field`, `detail` and the code's catalogue entry) and its
         * integration gets a `product.rejected` event. The merchant may reject any object; an integration only its own.
         *
         *     Needs a key with the `write` scope.
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
         * Reject an expense
         * @description Declines a pending expense that no open import batch has claimed, for good: it shows
         * `import.rejection` (`code`, `reason`, `by`, `field`, `detail` and the code's catalogue entry) and its
         * integration gets a `expense.rejected` event. The merchant may reject any object; an integration only its own.
         *
         *     Needs a key with the `write` scope.
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
         * Reject a revenue
         * @description Declines a pending revenue that no open import batch has claimed, for good: it shows
         * `import.rejection` (`code`, `reason`, `by`, `field`, `detail` and the code's catalogue entry) and its
         * integration gets a `revenue.rejected` event. The merchant may reject any object; an integration only its own.
         *
         *     Needs a key with the `write` scope.
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
         * Reject a refund
         * @description Declines a pending refund that no open import batch has claimed, for good: it shows
         * `import.rejection` (`code`, `reason`, `by`, `field`, `detail` and the code's catalogue entry) and its
         * integration gets a `refund.rejected` event. The merchant may reject any object; an integration only its own.
         *
         *     Needs a key with the `write` scope.
         */
        post: operations["refunds.reject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reason_codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the reason codes
         * @description Answers the decline catalogue: every reason code a decline may carry, who must act on it,
         * whether the object sent again can succeed and after what, what to tell a person (in English and German), and
         * its section of the guides. The whole catalogue is one page (`has_more` is false); it is the same for every
         * account.
         *
         *     Needs a key with the `read` scope.
         */
        get: operations["reasonCodes.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/books": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve the books snapshot
         * @description Answers the snapshot's version, when the books were read, the rules, closing date, currencies,
         * tax rates and how many names and references it holds; never the names.
         *
         *     Needs a key with the `import` scope (on a test account, or the `write` scope).
         */
        get: operations["books.retrieve"];
        /**
         * Replace the books snapshot
         * @description Publishes what the merchant's books hold, whole, for bookdrop to check every create against
         * (docs/books.md): the names in use, how the books compare them, the closing date, currencies, tax rates and
         * booked document numbers. A malformed snapshot is refused whole and the previous one stays in force. Up to
         * 500000 names and references, in a body of up to 8 MiB (send it with `Content-Encoding: gzip`).
         *
         *     Needs a key with the `import` scope (on a test account, or the `write` scope).
         */
        put: operations["books.replace"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update the books snapshot
         * @description Changes the snapshot by a delta: `remove`, then `add`, of names, references, currencies and tax
         * rates, and the closing date or the check mode when sent, so that a merchant with 200,000 names does not send
         * them all on every change. The name rules change only with a PUT.
         *
         *     Needs a key with the `import` scope (on a test account, or the `write` scope).
         */
        patch: operations["books.update"];
        trace?: never;
    };
    "/v1/sandbox/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run the simulated importer
         * @description Runs the simulated importer over the key's test account at once, whatever the age of its pending
         * objects, and answers what the pass did; a live account's key gets 403 `test_mode_only`.
         *
         *     Needs a key with the `write` scope.
         */
        post: operations["sandbox.run"];
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
         * List all events
         * @description Lists the events the key can see (an integration key its integration's, the desktop key the
         * account's), newest first, a page at a time, for 90 days; `type` narrows them to one event type.
         *
         *     Needs a key with the `read` scope.
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
         * Retrieve an event
         * @description Answers one event the key can see, within its 90 days.
         *
         *     Needs a key with the `read` scope.
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
         * List webhook endpoints
         * @description Lists the endpoints the key can see (an integration key its integration's, the desktop key the
         * account's), newest first, a page at a time.
         *
         *     Needs a key with the `read` scope.
         */
        get: operations["webhookEndpoints.list"];
        put?: never;
        /**
         * Create a webhook endpoint
         * @description Registers an HTTPS URL that receives the key's events, signed; this answer alone shows its
         * signing secret. The URL must be public (no private, loopback or link-local address) and an account holds a
         * limited number of endpoints.
         *
         *     Needs a key with the `write` scope. A create: send an `Idempotency-Key`.
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
         * Retrieve a webhook endpoint
         * @description Answers one endpoint the key can see, without its signing secret.
         *
         *     Needs a key with the `read` scope.
         */
        get: operations["webhookEndpoints.retrieve"];
        put?: never;
        /**
         * Update a webhook endpoint
         * @description Changes the URL, the event types, the description or the status (`enabled`, `disabled`) of an
         * endpoint. The desktop key may only disable an integration's endpoint.
         *
         *     Needs a key with the `write` scope.
         */
        post: operations["webhookEndpoints.update"];
        /**
         * Delete a webhook endpoint
         * @description Deletes an endpoint of the key's own and its deliveries; nothing more is sent to it.
         *
         *     Needs a key with the `write` scope.
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
         * Rotate a signing secret
         * @description Replaces an endpoint's signing secret; this answer alone shows the new one. The previous secret
         * keeps signing beside it for `overlap_seconds` (a day unless said otherwise, at most a week).
         *
         *     Needs a key with the `write` scope. A create: send an `Idempotency-Key`.
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
         * Send a test event
         * @description Records a `webhook_endpoint.test` event and delivers it, signed, to this endpoint only, enabled
         * or not; answers its delivery.
         *
         *     Needs a key with the `write` scope.
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
         * List an endpoint's deliveries
         * @description Lists the endpoint's deliveries, newest first, a page at a time, each with its attempts; filter
         * by `status` or `event`.
         *
         *     Needs a key with the `read` scope.
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
         * Retrieve a webhook delivery
         * @description Answers one delivery of the endpoint with its attempts, oldest first.
         *
         *     Needs a key with the `read` scope.
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
         * Resend a webhook delivery
         * @description Sends a delivery again now, whatever its status, and answers it; the event is the same, signed
         * afresh.
         *
         *     Needs a key with the `write` scope.
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
         * Recover failed deliveries
         * @description Queues again every failed or dropped delivery of an enabled endpoint since `since`, oldest
         * first: after an outage of the receiver.
         *
         *     Needs a key with the `write` scope. A create: send an `Idempotency-Key`.
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
         * List an event's deliveries
         * @description Lists the webhook deliveries of an event to the endpoints the key can see, with their attempts.
         * An event past its 90 days is not found here either.
         *
         *     Needs a key with the `read` scope.
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
export interface webhooks {
    "customer.imported": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The customer.imported event
         * @description What bookdrop POSTs when this happens: The merchant's software imported the object (a completed
         * import batch holds it). One per object, for `customer`, `supplier`, `category`, `product`, `expense`,
         * `revenue`, `refund`.
         *
         * Sent to: The integration that created the object; the desktop's endpoints and log (all events of the
         * account).
         *
         * POSTed as JSON to each enabled endpoint subscribed to it, signed; answer 2xx within 10 seconds
         * (docs/webhooks.md).
         */
        post: operations["webhooks.customerImported"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "customer.rejected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The customer.rejected event
         * @description What bookdrop POSTs when this happens: The object was declined (`POST
         * /v1/<objects>/<id>/reject`): by the merchant, or by its integration itself. `data.object.import.rejection`
         * holds `code` (`duplicate`, `invalid_data`, `missing_reference`, `name_in_use`, `period_locked`, `not_wanted`
         * or `other`), `reason`, `by` (`merchant` or `integration`), `field` and `detail` (or null), and the catalogue
         * entry of the code: `actor`, `retryable`, `messages` and `doc_url` (declines.md); `data.reason` repeats the
         * reason, or null.
         *
         * Sent to: The integration that created the object; the desktop's endpoints and log (all events of the
         * account).
         *
         * POSTed as JSON to each enabled endpoint subscribed to it, signed; answer 2xx within 10 seconds
         * (docs/webhooks.md).
         */
        post: operations["webhooks.customerRejected"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "supplier.imported": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The supplier.imported event
         * @description What bookdrop POSTs when this happens: The merchant's software imported the object (a completed
         * import batch holds it). One per object, for `customer`, `supplier`, `category`, `product`, `expense`,
         * `revenue`, `refund`.
         *
         * Sent to: The integration that created the object; the desktop's endpoints and log (all events of the
         * account).
         *
         * POSTed as JSON to each enabled endpoint subscribed to it, signed; answer 2xx within 10 seconds
         * (docs/webhooks.md).
         */
        post: operations["webhooks.supplierImported"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "supplier.rejected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The supplier.rejected event
         * @description What bookdrop POSTs when this happens: The object was declined (`POST
         * /v1/<objects>/<id>/reject`): by the merchant, or by its integration itself. `data.object.import.rejection`
         * holds `code` (`duplicate`, `invalid_data`, `missing_reference`, `name_in_use`, `period_locked`, `not_wanted`
         * or `other`), `reason`, `by` (`merchant` or `integration`), `field` and `detail` (or null), and the catalogue
         * entry of the code: `actor`, `retryable`, `messages` and `doc_url` (declines.md); `data.reason` repeats the
         * reason, or null.
         *
         * Sent to: The integration that created the object; the desktop's endpoints and log (all events of the
         * account).
         *
         * POSTed as JSON to each enabled endpoint subscribed to it, signed; answer 2xx within 10 seconds
         * (docs/webhooks.md).
         */
        post: operations["webhooks.supplierRejected"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "category.imported": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The category.imported event
         * @description What bookdrop POSTs when this happens: The merchant's software imported the object (a completed
         * import batch holds it). One per object, for `customer`, `supplier`, `category`, `product`, `expense`,
         * `revenue`, `refund`.
         *
         * Sent to: The integration that created the object; the desktop's endpoints and log (all events of the
         * account).
         *
         * POSTed as JSON to each enabled endpoint subscribed to it, signed; answer 2xx within 10 seconds
         * (docs/webhooks.md).
         */
        post: operations["webhooks.categoryImported"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "category.rejected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The category.rejected event
         * @description What bookdrop POSTs when this happens: The object was declined (`POST
         * /v1/<objects>/<id>/reject`): by the merchant, or by its integration itself. `data.object.import.rejection`
         * holds `code` (`duplicate`, `invalid_data`, `missing_reference`, `name_in_use`, `period_locked`, `not_wanted`
         * or `other`), `reason`, `by` (`merchant` or `integration`), `field` and `detail` (or null), and the catalogue
         * entry of the code: `actor`, `retryable`, `messages` and `doc_url` (declines.md); `data.reason` repeats the
         * reason, or null.
         *
         * Sent to: The integration that created the object; the desktop's endpoints and log (all events of the
         * account).
         *
         * POSTed as JSON to each enabled endpoint subscribed to it, signed; answer 2xx within 10 seconds
         * (docs/webhooks.md).
         */
        post: operations["webhooks.categoryRejected"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "product.imported": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The product.imported event
         * @description What bookdrop POSTs when this happens: The merchant's software imported the object (a completed
         * import batch holds it). One per object, for `customer`, `supplier`, `category`, `product`, `expense`,
         * `revenue`, `refund`.
         *
         * Sent to: The integration that created the object; the desktop's endpoints and log (all events of the
         * account).
         *
         * POSTed as JSON to each enabled endpoint subscribed to it, signed; answer 2xx within 10 seconds
         * (docs/webhooks.md).
         */
        post: operations["webhooks.productImported"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "product.rejected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The product.rejected event
         * @description What bookdrop POSTs when this happens: The object was declined (`POST
         * /v1/<objects>/<id>/reject`): by the merchant, or by its integration itself. `data.object.import.rejection`
         * holds `code` (`duplicate`, `invalid_data`, `missing_reference`, `name_in_use`, `period_locked`, `not_wanted`
         * or `other`), `reason`, `by` (`merchant` or `integration`), `field` and `detail` (or null), and the catalogue
         * entry of the code: `actor`, `retryable`, `messages` and `doc_url` (declines.md); `data.reason` repeats the
         * reason, or null.
         *
         * Sent to: The integration that created the object; the desktop's endpoints and log (all events of the
         * account).
         *
         * POSTed as JSON to each enabled endpoint subscribed to it, signed; answer 2xx within 10 seconds
         * (docs/webhooks.md).
         */
        post: operations["webhooks.productRejected"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "expense.imported": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The expense.imported event
         * @description What bookdrop POSTs when this happens: The merchant's software imported the object (a completed
         * import batch holds it). One per object, for `customer`, `supplier`, `category`, `product`, `expense`,
         * `revenue`, `refund`.
         *
         * Sent to: The integration that created the object; the desktop's endpoints and log (all events of the
         * account).
         *
         * POSTed as JSON to each enabled endpoint subscribed to it, signed; answer 2xx within 10 seconds
         * (docs/webhooks.md).
         */
        post: operations["webhooks.expenseImported"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "expense.rejected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The expense.rejected event
         * @description What bookdrop POSTs when this happens: The object was declined (`POST
         * /v1/<objects>/<id>/reject`): by the merchant, or by its integration itself. `data.object.import.rejection`
         * holds `code` (`duplicate`, `invalid_data`, `missing_reference`, `name_in_use`, `period_locked`, `not_wanted`
         * or `other`), `reason`, `by` (`merchant` or `integration`), `field` and `detail` (or null), and the catalogue
         * entry of the code: `actor`, `retryable`, `messages` and `doc_url` (declines.md); `data.reason` repeats the
         * reason, or null.
         *
         * Sent to: The integration that created the object; the desktop's endpoints and log (all events of the
         * account).
         *
         * POSTed as JSON to each enabled endpoint subscribed to it, signed; answer 2xx within 10 seconds
         * (docs/webhooks.md).
         */
        post: operations["webhooks.expenseRejected"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "revenue.imported": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The revenue.imported event
         * @description What bookdrop POSTs when this happens: The merchant's software imported the object (a completed
         * import batch holds it). One per object, for `customer`, `supplier`, `category`, `product`, `expense`,
         * `revenue`, `refund`.
         *
         * Sent to: The integration that created the object; the desktop's endpoints and log (all events of the
         * account).
         *
         * POSTed as JSON to each enabled endpoint subscribed to it, signed; answer 2xx within 10 seconds
         * (docs/webhooks.md).
         */
        post: operations["webhooks.revenueImported"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "revenue.rejected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The revenue.rejected event
         * @description What bookdrop POSTs when this happens: The object was declined (`POST
         * /v1/<objects>/<id>/reject`): by the merchant, or by its integration itself. `data.object.import.rejection`
         * holds `code` (`duplicate`, `invalid_data`, `missing_reference`, `name_in_use`, `period_locked`, `not_wanted`
         * or `other`), `reason`, `by` (`merchant` or `integration`), `field` and `detail` (or null), and the catalogue
         * entry of the code: `actor`, `retryable`, `messages` and `doc_url` (declines.md); `data.reason` repeats the
         * reason, or null.
         *
         * Sent to: The integration that created the object; the desktop's endpoints and log (all events of the
         * account).
         *
         * POSTed as JSON to each enabled endpoint subscribed to it, signed; answer 2xx within 10 seconds
         * (docs/webhooks.md).
         */
        post: operations["webhooks.revenueRejected"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "refund.imported": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The refund.imported event
         * @description What bookdrop POSTs when this happens: The merchant's software imported the object (a completed
         * import batch holds it). One per object, for `customer`, `supplier`, `category`, `product`, `expense`,
         * `revenue`, `refund`.
         *
         * Sent to: The integration that created the object; the desktop's endpoints and log (all events of the
         * account).
         *
         * POSTed as JSON to each enabled endpoint subscribed to it, signed; answer 2xx within 10 seconds
         * (docs/webhooks.md).
         */
        post: operations["webhooks.refundImported"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "refund.rejected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The refund.rejected event
         * @description What bookdrop POSTs when this happens: The object was declined (`POST
         * /v1/<objects>/<id>/reject`): by the merchant, or by its integration itself. `data.object.import.rejection`
         * holds `code` (`duplicate`, `invalid_data`, `missing_reference`, `name_in_use`, `period_locked`, `not_wanted`
         * or `other`), `reason`, `by` (`merchant` or `integration`), `field` and `detail` (or null), and the catalogue
         * entry of the code: `actor`, `retryable`, `messages` and `doc_url` (declines.md); `data.reason` repeats the
         * reason, or null.
         *
         * Sent to: The integration that created the object; the desktop's endpoints and log (all events of the
         * account).
         *
         * POSTed as JSON to each enabled endpoint subscribed to it, signed; answer 2xx within 10 seconds
         * (docs/webhooks.md).
         */
        post: operations["webhooks.refundRejected"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "import_batch.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The import_batch.completed event
         * @description What bookdrop POSTs when this happens: A batch was completed: its objects are imported. One
         * event per integration with objects in the batch, showing what that integration may see; one for the desktop.
         *
         *     Sent to: Each integration with objects in the batch; the desktop.
         *
         * POSTed as JSON to each enabled endpoint subscribed to it, signed; answer 2xx within 10 seconds
         * (docs/webhooks.md).
         */
        post: operations["webhooks.importBatchCompleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "import_batch.reverted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The import_batch.reverted event
         * @description What bookdrop POSTs when this happens: The merchant undid a batch: its objects are `pending`
         * again and may be imported later.
         *
         *     Sent to: Each integration with objects in the batch; the desktop.
         *
         * POSTed as JSON to each enabled endpoint subscribed to it, signed; answer 2xx within 10 seconds
         * (docs/webhooks.md).
         */
        post: operations["webhooks.importBatchReverted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "account.importer_stale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The account.importer_stale event
         * @description What bookdrop POSTs when this happens: The merchant's importer (the desktop software) made no
         * request with the account's desktop key for `IMPORTER_STALE_AFTER` seconds (a day by default): objects will
         * wait until it is back. Sent once, within a tenth of that time after the mark (at least a second, at most a
         * minute); never for an importer that was never seen. `data.object` is the account as `GET /v1/account` shows
         * it to the integration: its own pending objects, and `importer`.
         *
         * Sent to: Every integration of the account, one event each; the desktop's endpoints and log (one per
         * integration).
         *
         * POSTed as JSON to each enabled endpoint subscribed to it, signed; answer 2xx within 10 seconds
         * (docs/webhooks.md).
         */
        post: operations["webhooks.accountImporterStale"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "account.importer_active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The account.importer_active event
         * @description What bookdrop POSTs when this happens: The first request with the desktop key after
         * `account.importer_stale`: the importer is back. Only a stale importer's return sends it.
         *
         * Sent to: Every integration of the account, one event each; the desktop's endpoints and log (one per
         * integration).
         *
         * POSTed as JSON to each enabled endpoint subscribed to it, signed; answer 2xx within 10 seconds
         * (docs/webhooks.md).
         */
        post: operations["webhooks.accountImporterActive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook_endpoint.disabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The webhook_endpoint.disabled event
         * @description What bookdrop POSTs when this happens: bookdrop disabled an endpoint because its last 20
         * deliveries failed (`disabled_reason: deliveries_failing`). Not sent when the owner disables it.
         *
         * Sent to: The endpoint's owner (its integration, or the desktop) through the event log and its other endpoints
         * that subscribe; never the disabled endpoint itself.
         *
         * POSTed as JSON to each enabled endpoint subscribed to it, signed; answer 2xx within 10 seconds
         * (docs/webhooks.md).
         */
        post: operations["webhooks.webhookEndpointDisabled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook_endpoint.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The webhook_endpoint.test event
         * @description What bookdrop POSTs when this happens: `POST /v1/webhook_endpoints/<id>/test` was called.
         *
         * Sent to: Only the endpoint tested, whatever its `enabled_events` or status; it is also in the owner's event
         * log.
         *
         * POSTed as JSON to each enabled endpoint subscribed to it, signed; answer 2xx within 10 seconds
         * (docs/webhooks.md).
         */
        post: operations["webhooks.webhookEndpointTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @description A merchant's account: its books, its keys and its integrations. */
        Account: {
            /**
             * @description The account's id.
             * @example acct_a2lz4MSFecbhvettEnl0pcLe
             */
            id: string;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "account";
            /**
             * @description The merchant's name.
             * @example Acme Ltd
             */
            name: string;
            /**
             * @description `live`, or `test`: a test account, whose pending objects a simulated importer takes
             * (docs/testing.md).
             * @example live
             * @enum {unknown}
             */
            mode: "live" | "test";
            /**
             * @description When it was created. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /**
             * @description When the merchant's software last completed an import batch; null: never. Unix time in
             * seconds.
             * @example 1795529600
             */
            last_import_at: number | null;
            /** @description Whether the merchant's desktop software (the importer) is about. */
            importer: {
                /**
                 * @description The last request made with the account's desktop key (to within a minute); null: never.
                 * Unix time in seconds.
                 * @example 1795529600
                 */
                last_seen_at: number | null;
                /**
                 * @description `stale`: no desktop request for IMPORTER_STALE_AFTER seconds (a day by default).
                 * @enum {unknown}
                 */
                status: "active" | "stale" | "never";
            };
        };
        /**
         * @description `account.importer_active`: The first request with the desktop key after
         * `account.importer_stale`: the importer is back. Only a stale importer's return sends it.
         */
        AccountImporterActiveEvent: {
            /**
             * @description The event's id; deliveries send it as `webhook-id` too.
             * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
             */
            id: string;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "event";
            /**
             * @description The event type.
             * @constant
             */
            type: "account.importer_active";
            /**
             * @description When it happened. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /** @description What the event is about. */
            data: {
                /** @description The object as the API showed it when the event happened. */
                object: components["schemas"]["AccountSummary"];
            };
        };
        /**
         * @description `account.importer_stale`: The merchant's importer (the desktop software) made no request with
         * the account's desktop key for `IMPORTER_STALE_AFTER` seconds (a day by default): objects will wait until it
         * is back. Sent once, within a tenth of that time after the mark (at least a second, at most a minute); never
         * for an importer that was never seen. `data.object` is the account as `GET /v1/account` shows it to the
         * integration: its own pending objects, and `importer`.
         */
        AccountImporterStaleEvent: {
            /**
             * @description The event's id; deliveries send it as `webhook-id` too.
             * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
             */
            id: string;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "event";
            /**
             * @description The event type.
             * @constant
             */
            type: "account.importer_stale";
            /**
             * @description When it happened. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /** @description What the event is about. */
            data: {
                /** @description The object as the API showed it when the event happened. */
                object: components["schemas"]["AccountSummary"];
            };
        };
        /** @description What waits for the merchant, as the key sees it. */
        AccountSummary: {
            /**
             * @description The account's id.
             * @example acct_a2lz4MSFecbhvettEnl0pcLe
             */
            id: string;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "account";
            /** @description Pending objects per type the key can see. */
            pending: {
                /**
                 * @description Pending customers.
                 * @example 3
                 */
                customer: number;
                /**
                 * @description Pending suppliers.
                 * @example 0
                 */
                supplier: number;
                /**
                 * @description Pending categories.
                 * @example 0
                 */
                category: number;
                /**
                 * @description Pending products.
                 * @example 0
                 */
                product: number;
                /**
                 * @description Pending expenses.
                 * @example 0
                 */
                expense: number;
                /**
                 * @description Pending revenue.
                 * @example 0
                 */
                revenue: number;
                /**
                 * @description Pending refunds.
                 * @example 0
                 */
                refund: number;
            };
            /**
             * @description When the merchant's software last completed an import batch; null: never. Unix time in
             * seconds.
             * @example 1795529600
             */
            last_import_at: number | null;
            /** @description Whether the merchant's desktop software (the importer) is about. */
            importer: {
                /**
                 * @description The last request made with the account's desktop key (to within a minute); null: never.
                 * Unix time in seconds.
                 * @example 1795529600
                 */
                last_seen_at: number | null;
                /**
                 * @description `stale`: no desktop request for IMPORTER_STALE_AFTER seconds (a day by default).
                 * @enum {unknown}
                 */
                status: "active" | "stale" | "never";
            };
            /**
             * @description The merchant's books snapshot that creates are checked against (docs/books.md); null before
             * the importer published one.
             */
            books: {
                /**
                 * @description The snapshot's version.
                 * @example 3
                 */
                version: number;
                /**
                 * @description When the importer read the books. Unix time in seconds.
                 * @example 1795529600
                 */
                read_at: number;
                /**
                 * @description What a create does with findings: `warn` (stored, with `books_warnings`), `refuse` (409
                 * `books_conflict`), `off`.
                 * @example warn
                 * @enum {unknown}
                 */
                checks: "warn" | "refuse" | "off";
            } | null;
        };
        /** @description An API key, without its secret. */
        ApiKey: {
            /**
             * @description The key's id (not its secret).
             * @example key_KYJkQSjwiqj8W3iixut7fRRo
             */
            id: string;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "api_key";
            /**
             * @description A name for people.
             * @example Shop sync
             */
            name: string | null;
            /**
             * @description What the key may do: `read`, `write` (create, update, reject), `import` (import batches, the
             * desktop's) and `keys` (manage keys).
             * @example [
             *       "read",
             *       "write"
             *     ]
             */
            scopes: ("read" | "write" | "import" | "keys")[];
            /**
             * @description The integration whose objects the key sees; null for the desktop key.
             * @example int_QOZJjuFIq4ayq06pTJ3d5pHG
             */
            integration: string | null;
            /**
             * @description The secret's last four characters, to tell keys apart.
             * @example x9Qa
             */
            secret_last4: string;
            /**
             * @description The mode of the key's account: a `test` key starts `ab_test_`.
             * @example live
             * @enum {unknown}
             */
            mode: "live" | "test";
            /**
             * @description When it was created. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /**
             * @description When it stops working; null: never. Unix time in seconds.
             * @example null
             */
            expires_at: number | null;
            /**
             * @description When it was revoked; null while live. Unix time in seconds.
             * @example null
             */
            revoked_at: number | null;
        };
        /**
         * @description What the merchant's importer said of the books, for bookdrop to predict declines at POST time
         * (docs/books.md).
         */
        Books: {
            /**
             * @description The type of the object.
             * @constant
             */
            object: "books";
            /**
             * @description Counts up with every PUT and PATCH.
             * @example 3
             */
            version: number;
            /**
             * @description When the importer read the books this snapshot describes. Unix time in seconds.
             * @example 1795529600
             */
            read_at: number;
            /**
             * @description What a create does with findings: `warn` (stored, with `books_warnings`), `refuse` (409
             * `books_conflict`), `off`.
             * @example warn
             * @enum {unknown}
             */
            checks: "warn" | "refuse" | "off";
            /** @description How the books compare names. */
            name_rules: components["schemas"]["BooksNameRules"];
            /**
             * Format: date
             * @description Nothing dated on or before this day can be booked.
             * @example 2026-06-30
             */
            closed_through: string | null;
            /**
             * @description The currencies the books hold (ISO 4217).
             * @example [
             *       "EUR",
             *       "USD"
             *     ]
             */
            currencies: string[];
            /**
             * @description The tax rates in percent products may use.
             * @example [
             *       0,
             *       7,
             *       19
             *     ]
             */
            tax_rates: number[];
            /**
             * @description How many names and references the snapshot holds; the names themselves are never answered.
             */
            counts: {
                /** @description Names per type. */
                names: {
                    /**
                     * @description The customers names the books hold.
                     * @example 120
                     */
                    customers: number;
                    /**
                     * @description The suppliers names the books hold.
                     * @example 120
                     */
                    suppliers: number;
                    /**
                     * @description The products names the books hold.
                     * @example 120
                     */
                    products: number;
                    /**
                     * @description The categories names the books hold.
                     * @example 120
                     */
                    categories: number;
                };
                /** @description Booked document numbers per type. */
                references: {
                    /**
                     * @description The expenses document numbers the books hold.
                     * @example 120
                     */
                    expenses: number;
                    /**
                     * @description The revenue document numbers the books hold.
                     * @example 120
                     */
                    revenue: number;
                    /**
                     * @description The refunds document numbers the books hold.
                     * @example 120
                     */
                    refunds: number;
                };
            };
            /**
             * @description When bookdrop stored this version. Unix time in seconds.
             * @example 1795529600
             */
            updated: number;
        };
        /**
         * @description What the merchant's books would say of one field: the object is likely to be declined with
         * `code` unless it changes.
         */
        BooksFinding: {
            /**
             * @description The reason code the merchant's importer would decline the object with.
             * @enum {unknown}
             */
            code: "name_in_use" | "period_locked" | "duplicate" | "invalid_data";
            /**
             * @description The field at fault.
             * @example name
             */
            field: string;
            /**
             * @description What collides, for people.
             * @example The merchant's books already use this name for a customer.
             */
            message: string;
            /**
             * @description When the importer read the books the finding is based on. Unix time in seconds.
             * @example 1795529600
             */
            books_read_at: number;
        };
        /** @description How the books compare names. */
        BooksNameRules: {
            /**
             * @description Whether `Acme` and `ACME` are one name in the books.
             * @example true
             */
            case_insensitive: boolean;
            /**
             * @description Whether spaces before and after a name are ignored.
             * @example true
             */
            trim: boolean;
            /**
             * @description Types whose names share one namespace: in QuickBooks a customer and a supplier may not have
             * one name.
             * @example [
             *       [
             *         "customers",
             *         "suppliers"
             *       ]
             *     ]
             */
            shared: ("customers" | "suppliers" | "products" | "categories")[][];
        };
        /**
         * @description A heading of the merchant's chart of accounts that expenses, revenue and products are filed
         * under; categories form trees of one kind.
         */
        Category: {
            /**
             * @description The category's id.
             * @example cat_vz56sWZ0tWSqqXIo0UEpH70W
             */
            id: string;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "category";
            /**
             * @description The category's name.
             * @example Office supplies
             */
            name: string;
            /**
             * @description Whether expenses or revenue are filed under it; a parent and its children are of one kind.
             * @example expense
             * @enum {string}
             */
            kind: "expense" | "revenue";
            /**
             * @description The category it sits under, of the same kind; null at the top. An id; the object itself when
             * expanded (`expand[]`).
             */
            parent: (string | components["schemas"]["Category"]) | null;
            /**
             * @description What belongs in it, for the merchant.
             * @example Paper, toner and small items for the office.
             */
            description: string | null;
            /**
             * @description Up to 50 keys of your own, each with a string value, kept as sent and never read by
             * bookdrop.
             * @example {
             *       "order_id": "1001"
             *     }
             */
            metadata: {
                [key: string]: string;
            };
            /**
             * @description Where the object is in its lifecycle: pending, imported or rejected.
             * @example {
             *       "status": "pending",
             *       "batch": null,
             *       "imported_at": null,
             *       "local_ref": null
             *     }
             */
            import: {
                /**
                 * @description pending until the merchant's software imports it (imported) or declines it (rejected).
                 * @enum {unknown}
                 */
                status: "pending" | "imported" | "rejected";
                /**
                 * @description The import batch that claimed or imported it.
                 * @example imb_uDOXHmFPkOUPhcO029Gg5sny
                 */
                batch: string | null;
                /**
                 * @description When it was imported. Unix time in seconds.
                 * @example 1795529600
                 */
                imported_at: number | null;
                /**
                 * @description The merchant's own id, once imported.
                 * @example C-1001
                 */
                local_ref: string | null;
                /** @description Present once rejected: why, by whom, and what to do (docs/declines.md). */
                rejection?: components["schemas"]["Rejection"];
            };
            /**
             * @description How the object was checked against the merchant's books when it was written: `checked`,
             * `may_have_moved` (the books were imported into since they were read), `unknown` (no books published),
             * `off` (the merchant turned checks off).
             * @example checked
             * @enum {unknown}
             */
            books_check: "checked" | "may_have_moved" | "unknown" | "off";
            /**
             * @description What the merchant's books would say of the object when it was written (docs/books.md); empty
             * when nothing collides.
             */
            books_warnings: components["schemas"]["BooksFinding"][];
            /**
             * @description When it was created. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /**
             * @description When it last changed. Unix time in seconds.
             * @example 1795529600
             */
            updated: number;
        };
        /** @description What a bulk create of categories answers: each object's outcome, in request order. */
        CategoryBulkResult: {
            /**
             * @description The type of the object.
             * @constant
             */
            object: "bulk_result";
            /** @description One outcome per object sent, in request order. */
            data: ({
                /**
                 * @description Stored.
                 * @constant
                 */
                status: 201;
                /** @description The category stored. */
                object: components["schemas"]["Category"];
            } | {
                /**
                 * @description A dry run: it would be stored.
                 * @constant
                 */
                status: 200;
                /** @description The category a create would store. */
                object: components["schemas"]["CategoryDryRun"];
            } | {
                /**
                 * @description The status its single create would answer.
                 * @example 400
                 */
                status: number;
                /** @description Why it was refused, as its single create would say. */
                error: components["schemas"]["ErrorObject"];
            })[];
        };
        /** @description The category a create would store, checked against the merchant's books; nothing was stored. */
        CategoryDryRun: {
            /** @description null: a dry run stores nothing. */
            id: null;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "category";
            /**
             * @description The category's name.
             * @example Office supplies
             */
            name: string;
            /**
             * @description Whether expenses or revenue are filed under it; a parent and its children are of one kind.
             * @example expense
             * @enum {string}
             */
            kind: "expense" | "revenue";
            /**
             * @description The category it sits under, of the same kind; null at the top. An id; the object itself when
             * expanded (`expand[]`).
             */
            parent: (string | components["schemas"]["Category"]) | null;
            /**
             * @description What belongs in it, for the merchant.
             * @example Paper, toner and small items for the office.
             */
            description: string | null;
            /**
             * @description Up to 50 keys of your own, each with a string value, kept as sent and never read by
             * bookdrop.
             * @example {
             *       "order_id": "1001"
             *     }
             */
            metadata: {
                [key: string]: string;
            };
            /**
             * @description Where the object is in its lifecycle: pending, imported or rejected.
             * @example {
             *       "status": "pending",
             *       "batch": null,
             *       "imported_at": null,
             *       "local_ref": null
             *     }
             */
            import: {
                /**
                 * @description pending until the merchant's software imports it (imported) or declines it (rejected).
                 * @enum {unknown}
                 */
                status: "pending" | "imported" | "rejected";
                /**
                 * @description The import batch that claimed or imported it.
                 * @example imb_uDOXHmFPkOUPhcO029Gg5sny
                 */
                batch: string | null;
                /**
                 * @description When it was imported. Unix time in seconds.
                 * @example 1795529600
                 */
                imported_at: number | null;
                /**
                 * @description The merchant's own id, once imported.
                 * @example C-1001
                 */
                local_ref: string | null;
                /** @description Present once rejected: why, by whom, and what to do (docs/declines.md). */
                rejection?: components["schemas"]["Rejection"];
            };
            /**
             * @description How the object was checked against the merchant's books when it was written: `checked`,
             * `may_have_moved` (the books were imported into since they were read), `unknown` (no books published),
             * `off` (the merchant turned checks off).
             * @example checked
             * @enum {unknown}
             */
            books_check: "checked" | "may_have_moved" | "unknown" | "off";
            /**
             * @description What the merchant's books would say of the object when it was written (docs/books.md); empty
             * when nothing collides.
             */
            books_warnings: components["schemas"]["BooksFinding"][];
            /**
             * @description When it was created. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /**
             * @description When it last changed. Unix time in seconds.
             * @example 1795529600
             */
            updated: number;
        };
        /**
         * @description `category.imported`: The merchant's software imported the object (a completed import batch holds
         * it). One per object, for `customer`, `supplier`, `category`, `product`, `expense`, `revenue`, `refund`.
         */
        CategoryImportedEvent: {
            /**
             * @description The event's id; deliveries send it as `webhook-id` too.
             * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
             */
            id: string;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "event";
            /**
             * @description The event type.
             * @constant
             */
            type: "category.imported";
            /**
             * @description When it happened. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /** @description What the event is about. */
            data: {
                /** @description The object as the API showed it when the event happened. */
                object: components["schemas"]["Category"];
            };
        };
        /**
         * @description `category.rejected`: The object was declined (`POST /v1/<objects>/<id>/reject`): by the
         * merchant, or by its integration itself. `data.object.import.rejection` holds `code` (`duplicate`,
         * `invalid_data`, `missing_reference`, `name_in_use`, `period_locked`, `not_wanted` or `other`), `reason`, `by`
         * (`merchant` or `integration`), `field` and `detail` (or null), and the catalogue entry of the code: `actor`,
         * `retryable`, `messages` and `doc_url` (declines.md); `data.reason` repeats the reason, or null.
         */
        CategoryRejectedEvent: {
            /**
             * @description The event's id; deliveries send it as `webhook-id` too.
             * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
             */
            id: string;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "event";
            /**
             * @description The event type.
             * @constant
             */
            type: "category.rejected";
            /**
             * @description When it happened. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /** @description What the event is about. */
            data: {
                /** @description The object as the API showed it when the event happened. */
                object: components["schemas"]["Category"];
                /**
                 * @description The reason given, or null.
                 * @example Already in the books.
                 */
                reason: string | null;
            };
        };
        /** @description Someone who buys from the merchant: revenue names them. */
        Customer: {
            /**
             * @description The customer's id.
             * @example cus_nxs25id81Qy4zQzzatb50S5I
             */
            id: string;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "customer";
            /**
             * @description The name the merchant's books file it under: a person's or a business's.
             * @example Ada Lovelace
             */
            name: string;
            /**
             * Format: email
             * @description The email address invoices and receipts go to.
             * @example ada@example.com
             */
            email: string | null;
            /**
             * @description A phone number, as written.
             * @example +49 30 1234567
             */
            phone: string | null;
            /**
             * @description The business the customer works for, if any.
             * @example Analytical Engines Ltd
             */
            company: string | null;
            /**
             * @description The VAT or tax identification number.
             * @example DE123456789
             */
            tax_number: string | null;
            /**
             * @description Street and house number.
             * @example Friedrichstraße 68
             */
            address_line1: string | null;
            /**
             * @description More of the address: floor, suite, c/o.
             * @example 3rd floor
             */
            address_line2: string | null;
            /**
             * @description City or town.
             * @example Berlin
             */
            city: string | null;
            /**
             * @description State, province or region.
             * @example Berlin
             */
            state: string | null;
            /**
             * @description Postal code.
             * @example 10117
             */
            postal_code: string | null;
            /**
             * @description The country of the address. ISO 3166-1 alpha-2, uppercase.
             * @example DE
             * @enum {string|null}
             */
            country: "AD"
                | "AE"
                | "AF"
                | "AG"
                | "AI"
                | "AL"
                | "AM"
                | "AO"
                | "AQ"
                | "AR"
                | "AS"
                | "AT"
                | "AU"
                | "AW"
                | "AX"
                | "AZ"
                | "BA"
                | "BB"
                | "BD"
                | "BE"
                | "BF"
                | "BG"
                | "BH"
                | "BI"
                | "BJ"
                | "BL"
                | "BM"
                | "BN"
                | "BO"
                | "BQ"
                | "BR"
                | "BS"
                | "BT"
                | "BV"
                | "BW"
                | "BY"
                | "BZ"
                | "CA"
                | "CC"
                | "CD"
                | "CF"
                | "CG"
                | "CH"
                | "CI"
                | "CK"
                | "CL"
                | "CM"
                | "CN"
                | "CO"
                | "CR"
                | "CU"
                | "CV"
                | "CW"
                | "CX"
                | "CY"
                | "CZ"
                | "DE"
                | "DJ"
                | "DK"
                | "DM"
                | "DO"
                | "DZ"
                | "EC"
                | "EE"
                | "EG"
                | "EH"
                | "ER"
                | "ES"
                | "ET"
                | "FI"
                | "FJ"
                | "FK"
                | "FM"
                | "FO"
                | "FR"
                | "GA"
                | "GB"
                | "GD"
                | "GE"
                | "GF"
                | "GG"
                | "GH"
                | "GI"
                | "GL"
                | "GM"
                | "GN"
                | "GP"
                | "GQ"
                | "GR"
                | "GS"
                | "GT"
                | "GU"
                | "GW"
                | "GY"
                | "HK"
                | "HM"
                | "HN"
                | "HR"
                | "HT"
                | "HU"
                | "ID"
                | "IE"
                | "IL"
                | "IM"
                | "IN"
                | "IO"
                | "IQ"
                | "IR"
                | "IS"
                | "IT"
                | "JE"
                | "JM"
                | "JO"
                | "JP"
                | "KE"
                | "KG"
                | "KH"
                | "KI"
                | "KM"
                | "KN"
                | "KP"
                | "KR"
                | "KW"
                | "KY"
                | "KZ"
                | "LA"
                | "LB"
                | "LC"
                | "LI"
                | "LK"
                | "LR"
                | "LS"
                | "LT"
                | "LU"
                | "LV"
                | "LY"
                | "MA"
                | "MC"
                | "MD"
                | "ME"
                | "MF"
                | "MG"
                | "MH"
                | "MK"
                | "ML"
                | "MM"
                | "MN"
                | "MO"
                | "MP"
                | "MQ"
                | "MR"
                | "MS"
                | "MT"
                | "MU"
                | "MV"
                | "MW"
                | "MX"
                | "MY"
                | "MZ"
                | "NA"
                | "NC"
                | "NE"
                | "NF"
                | "NG"
                | "NI"
                | "NL"
                | "NO"
                | "NP"
                | "NR"
                | "NU"
                | "NZ"
                | "OM"
                | "PA"
                | "PE"
                | "PF"
                | "PG"
                | "PH"
                | "PK"
                | "PL"
                | "PM"
                | "PN"
                | "PR"
                | "PS"
                | "PT"
                | "PW"
                | "PY"
                | "QA"
                | "RE"
                | "RO"
                | "RS"
                | "RU"
                | "RW"
                | "SA"
                | "SB"
                | "SC"
                | "SD"
                | "SE"
                | "SG"
                | "SH"
                | "SI"
                | "SJ"
                | "SK"
                | "SL"
                | "SM"
                | "SN"
                | "SO"
                | "SR"
                | "SS"
                | "ST"
                | "SV"
                | "SX"
                | "SY"
                | "SZ"
                | "TC"
                | "TD"
                | "TF"
                | "TG"
                | "TH"
                | "TJ"
                | "TK"
                | "TL"
                | "TM"
                | "TN"
                | "TO"
                | "TR"
                | "TT"
                | "TV"
                | "TW"
                | "TZ"
                | "UA"
                | "UG"
                | "UM"
                | "US"
                | "UY"
                | "UZ"
                | "VA"
                | "VC"
                | "VE"
                | "VG"
                | "VI"
                | "VN"
                | "VU"
                | "WF"
                | "WS"
                | "YE"
                | "YT"
                | "ZA"
                | "ZM"
                | "ZW"
                | null;
            /**
             * @description Free text for the merchant.
             * @example Prefers invoices by email.
             */
            notes: string | null;
            /**
             * @description Up to 50 keys of your own, each with a string value, kept as sent and never read by
             * bookdrop.
             * @example {
             *       "order_id": "1001"
             *     }
             */
            metadata: {
                [key: string]: string;
            };
            /**
             * @description Where the object is in its lifecycle: pending, imported or rejected.
             * @example {
             *       "status": "pending",
             *       "batch": null,
             *       "imported_at": null,
             *       "local_ref": null
             *     }
             */
            import: {
                /**
                 * @description pending until the merchant's software imports it (imported) or declines it (rejected).
                 * @enum {unknown}
                 */
                status: "pending" | "imported" | "rejected";
                /**
                 * @description The import batch that claimed or imported it.
                 * @example imb_uDOXHmFPkOUPhcO029Gg5sny
                 */
                batch: string | null;
                /**
                 * @description When it was imported. Unix time in seconds.
                 * @example 1795529600
                 */
                imported_at: number | null;
                /**
                 * @description The merchant's own id, once imported.
                 * @example C-1001
                 */
                local_ref: string | null;
                /** @description Present once rejected: why, by whom, and what to do (docs/declines.md). */
                rejection?: components["schemas"]["Rejection"];
            };
            /**
             * @description How the object was checked against the merchant's books when it was written: `checked`,
             * `may_have_moved` (the books were imported into since they were read), `unknown` (no books published),
             * `off` (the merchant turned checks off).
             * @example checked
             * @enum {unknown}
             */
            books_check: "checked" | "may_have_moved" | "unknown" | "off";
            /**
             * @description What the merchant's books would say of the object when it was written (docs/books.md); empty
             * when nothing collides.
             */
            books_warnings: components["schemas"]["BooksFinding"][];
            /**
             * @description When it was created. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /**
             * @description When it last changed. Unix time in seconds.
             * @example 1795529600
             */
            updated: number;
        };
        /** @description What a bulk create of customers answers: each object's outcome, in request order. */
        CustomerBulkResult: {
            /**
             * @description The type of the object.
             * @constant
             */
            object: "bulk_result";
            /** @description One outcome per object sent, in request order. */
            data: ({
                /**
                 * @description Stored.
                 * @constant
                 */
                status: 201;
                /** @description The customer stored. */
                object: components["schemas"]["Customer"];
            } | {
                /**
                 * @description A dry run: it would be stored.
                 * @constant
                 */
                status: 200;
                /** @description The customer a create would store. */
                object: components["schemas"]["CustomerDryRun"];
            } | {
                /**
                 * @description The status its single create would answer.
                 * @example 400
                 */
                status: number;
                /** @description Why it was refused, as its single create would say. */
                error: components["schemas"]["ErrorObject"];
            })[];
        };
        /** @description The customer a create would store, checked against the merchant's books; nothing was stored. */
        CustomerDryRun: {
            /** @description null: a dry run stores nothing. */
            id: null;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "customer";
            /**
             * @description The name the merchant's books file it under: a person's or a business's.
             * @example Ada Lovelace
             */
            name: string;
            /**
             * Format: email
             * @description The email address invoices and receipts go to.
             * @example ada@example.com
             */
            email: string | null;
            /**
             * @description A phone number, as written.
             * @example +49 30 1234567
             */
            phone: string | null;
            /**
             * @description The business the customer works for, if any.
             * @example Analytical Engines Ltd
             */
            company: string | null;
            /**
             * @description The VAT or tax identification number.
             * @example DE123456789
             */
            tax_number: string | null;
            /**
             * @description Street and house number.
             * @example Friedrichstraße 68
             */
            address_line1: string | null;
            /**
             * @description More of the address: floor, suite, c/o.
             * @example 3rd floor
             */
            address_line2: string | null;
            /**
             * @description City or town.
             * @example Berlin
             */
            city: string | null;
            /**
             * @description State, province or region.
             * @example Berlin
             */
            state: string | null;
            /**
             * @description Postal code.
             * @example 10117
             */
            postal_code: string | null;
            /**
             * @description The country of the address. ISO 3166-1 alpha-2, uppercase.
             * @example DE
             * @enum {string|null}
             */
            country: "AD"
                | "AE"
                | "AF"
                | "AG"
                | "AI"
                | "AL"
                | "AM"
                | "AO"
                | "AQ"
                | "AR"
                | "AS"
                | "AT"
                | "AU"
                | "AW"
                | "AX"
                | "AZ"
                | "BA"
                | "BB"
                | "BD"
                | "BE"
                | "BF"
                | "BG"
                | "BH"
                | "BI"
                | "BJ"
                | "BL"
                | "BM"
                | "BN"
                | "BO"
                | "BQ"
                | "BR"
                | "BS"
                | "BT"
                | "BV"
                | "BW"
                | "BY"
                | "BZ"
                | "CA"
                | "CC"
                | "CD"
                | "CF"
                | "CG"
                | "CH"
                | "CI"
                | "CK"
                | "CL"
                | "CM"
                | "CN"
                | "CO"
                | "CR"
                | "CU"
                | "CV"
                | "CW"
                | "CX"
                | "CY"
                | "CZ"
                | "DE"
                | "DJ"
                | "DK"
                | "DM"
                | "DO"
                | "DZ"
                | "EC"
                | "EE"
                | "EG"
                | "EH"
                | "ER"
                | "ES"
                | "ET"
                | "FI"
                | "FJ"
                | "FK"
                | "FM"
                | "FO"
                | "FR"
                | "GA"
                | "GB"
                | "GD"
                | "GE"
                | "GF"
                | "GG"
                | "GH"
                | "GI"
                | "GL"
                | "GM"
                | "GN"
                | "GP"
                | "GQ"
                | "GR"
                | "GS"
                | "GT"
                | "GU"
                | "GW"
                | "GY"
                | "HK"
                | "HM"
                | "HN"
                | "HR"
                | "HT"
                | "HU"
                | "ID"
                | "IE"
                | "IL"
                | "IM"
                | "IN"
                | "IO"
                | "IQ"
                | "IR"
                | "IS"
                | "IT"
                | "JE"
                | "JM"
                | "JO"
                | "JP"
                | "KE"
                | "KG"
                | "KH"
                | "KI"
                | "KM"
                | "KN"
                | "KP"
                | "KR"
                | "KW"
                | "KY"
                | "KZ"
                | "LA"
                | "LB"
                | "LC"
                | "LI"
                | "LK"
                | "LR"
                | "LS"
                | "LT"
                | "LU"
                | "LV"
                | "LY"
                | "MA"
                | "MC"
                | "MD"
                | "ME"
                | "MF"
                | "MG"
                | "MH"
                | "MK"
                | "ML"
                | "MM"
                | "MN"
                | "MO"
                | "MP"
                | "MQ"
                | "MR"
                | "MS"
                | "MT"
                | "MU"
                | "MV"
                | "MW"
                | "MX"
                | "MY"
                | "MZ"
                | "NA"
                | "NC"
                | "NE"
                | "NF"
                | "NG"
                | "NI"
                | "NL"
                | "NO"
                | "NP"
                | "NR"
                | "NU"
                | "NZ"
                | "OM"
                | "PA"
                | "PE"
                | "PF"
                | "PG"
                | "PH"
                | "PK"
                | "PL"
                | "PM"
                | "PN"
                | "PR"
                | "PS"
                | "PT"
                | "PW"
                | "PY"
                | "QA"
                | "RE"
                | "RO"
                | "RS"
                | "RU"
                | "RW"
                | "SA"
                | "SB"
                | "SC"
                | "SD"
                | "SE"
                | "SG"
                | "SH"
                | "SI"
                | "SJ"
                | "SK"
                | "SL"
                | "SM"
                | "SN"
                | "SO"
                | "SR"
                | "SS"
                | "ST"
                | "SV"
                | "SX"
                | "SY"
                | "SZ"
                | "TC"
                | "TD"
                | "TF"
                | "TG"
                | "TH"
                | "TJ"
                | "TK"
                | "TL"
                | "TM"
                | "TN"
                | "TO"
                | "TR"
                | "TT"
                | "TV"
                | "TW"
                | "TZ"
                | "UA"
                | "UG"
                | "UM"
                | "US"
                | "UY"
                | "UZ"
                | "VA"
                | "VC"
                | "VE"
                | "VG"
                | "VI"
                | "VN"
                | "VU"
                | "WF"
                | "WS"
                | "YE"
                | "YT"
                | "ZA"
                | "ZM"
                | "ZW"
                | null;
            /**
             * @description Free text for the merchant.
             * @example Prefers invoices by email.
             */
            notes: string | null;
            /**
             * @description Up to 50 keys of your own, each with a string value, kept as sent and never read by
             * bookdrop.
             * @example {
             *       "order_id": "1001"
             *     }
             */
            metadata: {
                [key: string]: string;
            };
            /**
             * @description Where the object is in its lifecycle: pending, imported or rejected.
             * @example {
             *       "status": "pending",
             *       "batch": null,
             *       "imported_at": null,
             *       "local_ref": null
             *     }
             */
            import: {
                /**
                 * @description pending until the merchant's software imports it (imported) or declines it (rejected).
                 * @enum {unknown}
                 */
                status: "pending" | "imported" | "rejected";
                /**
                 * @description The import batch that claimed or imported it.
                 * @example imb_uDOXHmFPkOUPhcO029Gg5sny
                 */
                batch: string | null;
                /**
                 * @description When it was imported. Unix time in seconds.
                 * @example 1795529600
                 */
                imported_at: number | null;
                /**
                 * @description The merchant's own id, once imported.
                 * @example C-1001
                 */
                local_ref: string | null;
                /** @description Present once rejected: why, by whom, and what to do (docs/declines.md). */
                rejection?: components["schemas"]["Rejection"];
            };
            /**
             * @description How the object was checked against the merchant's books when it was written: `checked`,
             * `may_have_moved` (the books were imported into since they were read), `unknown` (no books published),
             * `off` (the merchant turned checks off).
             * @example checked
             * @enum {unknown}
             */
            books_check: "checked" | "may_have_moved" | "unknown" | "off";
            /**
             * @description What the merchant's books would say of the object when it was written (docs/books.md); empty
             * when nothing collides.
             */
            books_warnings: components["schemas"]["BooksFinding"][];
            /**
             * @description When it was created. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /**
             * @description When it last changed. Unix time in seconds.
             * @example 1795529600
             */
            updated: number;
        };
        /**
         * @description `customer.imported`: The merchant's software imported the object (a completed import batch holds
         * it). One per object, for `customer`, `supplier`, `category`, `product`, `expense`, `revenue`, `refund`.
         */
        CustomerImportedEvent: {
            /**
             * @description The event's id; deliveries send it as `webhook-id` too.
             * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
             */
            id: string;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "event";
            /**
             * @description The event type.
             * @constant
             */
            type: "customer.imported";
            /**
             * @description When it happened. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /** @description What the event is about. */
            data: {
                /** @description The object as the API showed it when the event happened. */
                object: components["schemas"]["Customer"];
            };
        };
        /**
         * @description `customer.rejected`: The object was declined (`POST /v1/<objects>/<id>/reject`): by the
         * merchant, or by its integration itself. `data.object.import.rejection` holds `code` (`duplicate`,
         * `invalid_data`, `missing_reference`, `name_in_use`, `period_locked`, `not_wanted` or `other`), `reason`, `by`
         * (`merchant` or `integration`), `field` and `detail` (or null), and the catalogue entry of the code: `actor`,
         * `retryable`, `messages` and `doc_url` (declines.md); `data.reason` repeats the reason, or null.
         */
        CustomerRejectedEvent: {
            /**
             * @description The event's id; deliveries send it as `webhook-id` too.
             * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
             */
            id: string;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "event";
            /**
             * @description The event type.
             * @constant
             */
            type: "customer.rejected";
            /**
             * @description When it happened. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /** @description What the event is about. */
            data: {
                /** @description The object as the API showed it when the event happened. */
                object: components["schemas"]["Customer"];
                /**
                 * @description The reason given, or null.
                 * @example Already in the books.
                 */
                reason: string | null;
            };
        };
        /** @description What a delete of a category answers. */
        DeletedCategory: {
            /**
             * @description The deleted category's id.
             * @example cat_vz56sWZ0tWSqqXIo0UEpH70W
             */
            id: string;
            /**
             * @description The type of the object deleted.
             * @constant
             */
            object: "category";
            /**
             * @description Always true: the object is gone.
             * @constant
             */
            deleted: true;
        };
        /** @description What a delete of a customer answers. */
        DeletedCustomer: {
            /**
             * @description The deleted customer's id.
             * @example cus_nxs25id81Qy4zQzzatb50S5I
             */
            id: string;
            /**
             * @description The type of the object deleted.
             * @constant
             */
            object: "customer";
            /**
             * @description Always true: the object is gone.
             * @constant
             */
            deleted: true;
        };
        /** @description What a delete of a expense answers. */
        DeletedExpense: {
            /**
             * @description The deleted expense's id.
             * @example exp_7nQZbDwhnomVGeysE6fUuQTD
             */
            id: string;
            /**
             * @description The type of the object deleted.
             * @constant
             */
            object: "expense";
            /**
             * @description Always true: the object is gone.
             * @constant
             */
            deleted: true;
        };
        /** @description What a delete of a product answers. */
        DeletedProduct: {
            /**
             * @description The deleted product's id.
             * @example prd_2jLvZshIIRBy1hDw0IBXrGLH
             */
            id: string;
            /**
             * @description The type of the object deleted.
             * @constant
             */
            object: "product";
            /**
             * @description Always true: the object is gone.
             * @constant
             */
            deleted: true;
        };
        /** @description What a delete of a refund answers. */
        DeletedRefund: {
            /**
             * @description The deleted refund's id.
             * @example re_WK2dfhHaQ5xP7sS2Kk0EyGcQ
             */
            id: string;
            /**
             * @description The type of the object deleted.
             * @constant
             */
            object: "refund";
            /**
             * @description Always true: the object is gone.
             * @constant
             */
            deleted: true;
        };
        /** @description What a delete of a revenue answers. */
        DeletedRevenue: {
            /**
             * @description The deleted revenue's id.
             * @example rev_qwjRswQ65HmI5C9kpB3krj42
             */
            id: string;
            /**
             * @description The type of the object deleted.
             * @constant
             */
            object: "revenue";
            /**
             * @description Always true: the object is gone.
             * @constant
             */
            deleted: true;
        };
        /** @description What a delete of a supplier answers. */
        DeletedSupplier: {
            /**
             * @description The deleted supplier's id.
             * @example sup_OkceymdrvC1ISBKnF8zZREA9
             */
            id: string;
            /**
             * @description The type of the object deleted.
             * @constant
             */
            object: "supplier";
            /**
             * @description Always true: the object is gone.
             * @constant
             */
            deleted: true;
        };
        /** @description What a delete of a webhook_endpoint answers. */
        DeletedWebhookEndpoint: {
            /**
             * @description The deleted webhook_endpoint's id.
             * @example we_M6L6uLCDb4e5PYeU3WOKDxKC
             */
            id: string;
            /**
             * @description The type of the object deleted.
             * @constant
             */
            object: "webhook_endpoint";
            /**
             * @description Always true: the object is gone.
             * @constant
             */
            deleted: true;
        };
        /** @description The body of every error answer. */
        Error: {
            /** @description What went wrong. */
            error: components["schemas"]["ErrorObject"];
        };
        /**
         * @description What went wrong: `code` for code to switch on, `message` for people, `request_id` for support.
         */
        ErrorObject: {
            /**
             * @description The kind of error.
             * @enum {unknown}
             */
            type: "invalid_request_error"
                | "authentication_error"
                | "permission_error"
                | "conflict_error"
                | "idempotency_error"
                | "rate_limit_error"
                | "api_error";
            /**
             * @description What went wrong, from the error catalogue (docs/api.md, "Errors").
             * @enum {unknown}
             */
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
                | "limit_reached"
                | "api_key_missing"
                | "api_key_invalid"
                | "insufficient_scope"
                | "cross_origin_refused"
                | "test_mode_only"
                | "owner_only"
                | "route_missing"
                | "method_not_allowed"
                | "object_not_pending"
                | "object_not_claimable"
                | "resource_in_use"
                | "batch_not_revertible"
                | "books_conflict"
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
            /**
             * @description For people; switch on `code`.
             * @example Missing required parameter: name.
             */
            message: string;
            /**
             * @description The parameter, field or header at fault.
             * @example name
             */
            param?: string;
            /**
             * @description `refund_exceeds_remaining` on a refund: what is left to refund.
             * @example 1999
             */
            refundable_amount?: number;
            /**
             * @description `refund_exceeds_remaining` on a revenue: what was refunded.
             * @example 1999
             */
            refunded_amount?: number;
            /** @description `object_not_claimable`: each refused object and why. */
            objects?: {
                /**
                 * @description The object refused.
                 * @example cus_nxs25id81Qy4zQzzatb50S5I
                 */
                id: string;
                /**
                 * @description Why it cannot be claimed.
                 * @enum {unknown}
                 */
                reason: "missing" | "not_pending" | "claimed" | "dependency_not_imported";
            }[];
            /**
             * @description `batch_not_revertible`: an object of another batch that depends on this batch's objects.
             * @example rev_qwjRswQ65HmI5C9kpB3krj42
             */
            dependent?: string;
            /**
             * @description `batch_not_revertible`: the batch holding `dependent`.
             * @example imb_uDOXHmFPkOUPhcO029Gg5sny
             */
            batch?: string;
            /**
             * @description `books_conflict`: what the merchant's books would say, each field at fault (docs/books.md).
             */
            findings?: components["schemas"]["BooksFinding"][];
            /**
             * @description The request's id, as in its `Request-Id` header.
             * @example req_M2ZQ1FJGdrWkaHsVKIcG
             */
            request_id: string;
        };
        /** @description Something that happened to an object the key can see; `type` says what. */
        Event: components["schemas"]["CustomerImportedEvent"]
            | components["schemas"]["CustomerRejectedEvent"]
            | components["schemas"]["SupplierImportedEvent"]
            | components["schemas"]["SupplierRejectedEvent"]
            | components["schemas"]["CategoryImportedEvent"]
            | components["schemas"]["CategoryRejectedEvent"]
            | components["schemas"]["ProductImportedEvent"]
            | components["schemas"]["ProductRejectedEvent"]
            | components["schemas"]["ExpenseImportedEvent"]
            | components["schemas"]["ExpenseRejectedEvent"]
            | components["schemas"]["RevenueImportedEvent"]
            | components["schemas"]["RevenueRejectedEvent"]
            | components["schemas"]["RefundImportedEvent"]
            | components["schemas"]["RefundRejectedEvent"]
            | components["schemas"]["ImportBatchCompletedEvent"]
            | components["schemas"]["ImportBatchRevertedEvent"]
            | components["schemas"]["AccountImporterStaleEvent"]
            | components["schemas"]["AccountImporterActiveEvent"]
            | components["schemas"]["WebhookEndpointDisabledEvent"]
            | components["schemas"]["WebhookEndpointTestEvent"];
        /** @description Money the merchant spent: a supplier's invoice, a receipt. */
        Expense: {
            /**
             * @description The expense's id.
             * @example exp_7nQZbDwhnomVGeysE6fUuQTD
             */
            id: string;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "expense";
            /**
             * @description What was bought, as the books should show it.
             * @example Printer paper, 10 reams
             */
            description: string;
            /**
             * @description The gross amount paid, tax included. Minor units of the currency (1999 is 19.99).
             * @example 4990
             */
            amount: number;
            /**
             * @description The currency of the amounts. ISO 4217, uppercase.
             * @example EUR
             * @enum {string}
             */
            currency: "AED"
                | "AFN"
                | "ALL"
                | "AMD"
                | "ANG"
                | "AOA"
                | "ARS"
                | "AUD"
                | "AWG"
                | "AZN"
                | "BAM"
                | "BBD"
                | "BDT"
                | "BGN"
                | "BHD"
                | "BIF"
                | "BMD"
                | "BND"
                | "BOB"
                | "BRL"
                | "BSD"
                | "BTN"
                | "BWP"
                | "BYN"
                | "BZD"
                | "CAD"
                | "CDF"
                | "CHF"
                | "CLP"
                | "CNY"
                | "COP"
                | "CRC"
                | "CUC"
                | "CUP"
                | "CVE"
                | "CZK"
                | "DJF"
                | "DKK"
                | "DOP"
                | "DZD"
                | "EGP"
                | "ERN"
                | "ETB"
                | "EUR"
                | "FJD"
                | "FKP"
                | "GBP"
                | "GEL"
                | "GHS"
                | "GIP"
                | "GMD"
                | "GNF"
                | "GTQ"
                | "GYD"
                | "HKD"
                | "HNL"
                | "HRK"
                | "HTG"
                | "HUF"
                | "IDR"
                | "ILS"
                | "INR"
                | "IQD"
                | "IRR"
                | "ISK"
                | "JMD"
                | "JOD"
                | "JPY"
                | "KES"
                | "KGS"
                | "KHR"
                | "KMF"
                | "KPW"
                | "KRW"
                | "KWD"
                | "KYD"
                | "KZT"
                | "LAK"
                | "LBP"
                | "LKR"
                | "LRD"
                | "LSL"
                | "LYD"
                | "MAD"
                | "MDL"
                | "MGA"
                | "MKD"
                | "MMK"
                | "MNT"
                | "MOP"
                | "MRU"
                | "MUR"
                | "MVR"
                | "MWK"
                | "MXN"
                | "MYR"
                | "MZN"
                | "NAD"
                | "NGN"
                | "NIO"
                | "NOK"
                | "NPR"
                | "NZD"
                | "OMR"
                | "PAB"
                | "PEN"
                | "PGK"
                | "PHP"
                | "PKR"
                | "PLN"
                | "PYG"
                | "QAR"
                | "RON"
                | "RSD"
                | "RUB"
                | "RWF"
                | "SAR"
                | "SBD"
                | "SCR"
                | "SDG"
                | "SEK"
                | "SGD"
                | "SHP"
                | "SLE"
                | "SLL"
                | "SOS"
                | "SRD"
                | "SSP"
                | "STN"
                | "SVC"
                | "SYP"
                | "SZL"
                | "THB"
                | "TJS"
                | "TMT"
                | "TND"
                | "TOP"
                | "TRY"
                | "TTD"
                | "TWD"
                | "TZS"
                | "UAH"
                | "UGX"
                | "USD"
                | "UYU"
                | "UZS"
                | "VES"
                | "VND"
                | "VUV"
                | "WST"
                | "XAF"
                | "XCD"
                | "XCG"
                | "XDR"
                | "XOF"
                | "XPF"
                | "XSU"
                | "YER"
                | "ZAR"
                | "ZMW"
                | "ZWG"
                | "ZWL";
            /**
             * @description The tax within `amount`; at most `amount`. Minor units of the currency (1999 is 19.99).
             * @example 797
             */
            tax_amount: number | null;
            /**
             * Format: date
             * @description The day the expense was incurred.
             * @example 2026-11-20
             */
            occurred_on: string;
            /** @description The supplier paid. An id; the object itself when expanded (`expand[]`). */
            supplier: (string | components["schemas"]["Supplier"]) | null;
            /**
             * @description An `expense` category it is filed under. An id; the object itself when expanded
             * (`expand[]`).
             */
            category: (string | components["schemas"]["Category"]) | null;
            /**
             * @description How it was paid, as the integrator names it.
             * @example card
             */
            payment_method: string | null;
            /**
             * @description The integrator's reference: an invoice or receipt number.
             * @example INV-2026-0042
             */
            reference: string | null;
            /**
             * @description Free text for the merchant.
             * @example Ordered for the new office.
             */
            notes: string | null;
            /**
             * @description Up to 50 keys of your own, each with a string value, kept as sent and never read by
             * bookdrop.
             * @example {
             *       "order_id": "1001"
             *     }
             */
            metadata: {
                [key: string]: string;
            };
            /**
             * @description Where the object is in its lifecycle: pending, imported or rejected.
             * @example {
             *       "status": "pending",
             *       "batch": null,
             *       "imported_at": null,
             *       "local_ref": null
             *     }
             */
            import: {
                /**
                 * @description pending until the merchant's software imports it (imported) or declines it (rejected).
                 * @enum {unknown}
                 */
                status: "pending" | "imported" | "rejected";
                /**
                 * @description The import batch that claimed or imported it.
                 * @example imb_uDOXHmFPkOUPhcO029Gg5sny
                 */
                batch: string | null;
                /**
                 * @description When it was imported. Unix time in seconds.
                 * @example 1795529600
                 */
                imported_at: number | null;
                /**
                 * @description The merchant's own id, once imported.
                 * @example C-1001
                 */
                local_ref: string | null;
                /** @description Present once rejected: why, by whom, and what to do (docs/declines.md). */
                rejection?: components["schemas"]["Rejection"];
            };
            /**
             * @description How the object was checked against the merchant's books when it was written: `checked`,
             * `may_have_moved` (the books were imported into since they were read), `unknown` (no books published),
             * `off` (the merchant turned checks off).
             * @example checked
             * @enum {unknown}
             */
            books_check: "checked" | "may_have_moved" | "unknown" | "off";
            /**
             * @description What the merchant's books would say of the object when it was written (docs/books.md); empty
             * when nothing collides.
             */
            books_warnings: components["schemas"]["BooksFinding"][];
            /**
             * @description When it was created. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /**
             * @description When it last changed. Unix time in seconds.
             * @example 1795529600
             */
            updated: number;
            /** @description Its line items, when expanded (`expand[]=line_items`). */
            line_items?: {
                /**
                 * @description The type of the object: a page of a list.
                 * @constant
                 */
                object: "list";
                /**
                 * @description The path of the list.
                 * @example /v1/customers
                 */
                url: string;
                /**
                 * @description Whether the list goes on in the direction you are paging.
                 * @example false
                 */
                has_more: boolean;
                /** @description The page's objects, newest first. */
                data: components["schemas"]["LineItem"][];
            };
        };
        /** @description What a bulk create of expenses answers: each object's outcome, in request order. */
        ExpenseBulkResult: {
            /**
             * @description The type of the object.
             * @constant
             */
            object: "bulk_result";
            /** @description One outcome per object sent, in request order. */
            data: ({
                /**
                 * @description Stored.
                 * @constant
                 */
                status: 201;
                /** @description The expense stored. */
                object: components["schemas"]["Expense"];
            } | {
                /**
                 * @description A dry run: it would be stored.
                 * @constant
                 */
                status: 200;
                /** @description The expense a create would store. */
                object: components["schemas"]["ExpenseDryRun"];
            } | {
                /**
                 * @description The status its single create would answer.
                 * @example 400
                 */
                status: number;
                /** @description Why it was refused, as its single create would say. */
                error: components["schemas"]["ErrorObject"];
            })[];
        };
        /** @description The expense a create would store, checked against the merchant's books; nothing was stored. */
        ExpenseDryRun: {
            /** @description null: a dry run stores nothing. */
            id: null;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "expense";
            /**
             * @description What was bought, as the books should show it.
             * @example Printer paper, 10 reams
             */
            description: string;
            /**
             * @description The gross amount paid, tax included. Minor units of the currency (1999 is 19.99).
             * @example 4990
             */
            amount: number;
            /**
             * @description The currency of the amounts. ISO 4217, uppercase.
             * @example EUR
             * @enum {string}
             */
            currency: "AED"
                | "AFN"
                | "ALL"
                | "AMD"
                | "ANG"
                | "AOA"
                | "ARS"
                | "AUD"
                | "AWG"
                | "AZN"
                | "BAM"
                | "BBD"
                | "BDT"
                | "BGN"
                | "BHD"
                | "BIF"
                | "BMD"
                | "BND"
                | "BOB"
                | "BRL"
                | "BSD"
                | "BTN"
                | "BWP"
                | "BYN"
                | "BZD"
                | "CAD"
                | "CDF"
                | "CHF"
                | "CLP"
                | "CNY"
                | "COP"
                | "CRC"
                | "CUC"
                | "CUP"
                | "CVE"
                | "CZK"
                | "DJF"
                | "DKK"
                | "DOP"
                | "DZD"
                | "EGP"
                | "ERN"
                | "ETB"
                | "EUR"
                | "FJD"
                | "FKP"
                | "GBP"
                | "GEL"
                | "GHS"
                | "GIP"
                | "GMD"
                | "GNF"
                | "GTQ"
                | "GYD"
                | "HKD"
                | "HNL"
                | "HRK"
                | "HTG"
                | "HUF"
                | "IDR"
                | "ILS"
                | "INR"
                | "IQD"
                | "IRR"
                | "ISK"
                | "JMD"
                | "JOD"
                | "JPY"
                | "KES"
                | "KGS"
                | "KHR"
                | "KMF"
                | "KPW"
                | "KRW"
                | "KWD"
                | "KYD"
                | "KZT"
                | "LAK"
                | "LBP"
                | "LKR"
                | "LRD"
                | "LSL"
                | "LYD"
                | "MAD"
                | "MDL"
                | "MGA"
                | "MKD"
                | "MMK"
                | "MNT"
                | "MOP"
                | "MRU"
                | "MUR"
                | "MVR"
                | "MWK"
                | "MXN"
                | "MYR"
                | "MZN"
                | "NAD"
                | "NGN"
                | "NIO"
                | "NOK"
                | "NPR"
                | "NZD"
                | "OMR"
                | "PAB"
                | "PEN"
                | "PGK"
                | "PHP"
                | "PKR"
                | "PLN"
                | "PYG"
                | "QAR"
                | "RON"
                | "RSD"
                | "RUB"
                | "RWF"
                | "SAR"
                | "SBD"
                | "SCR"
                | "SDG"
                | "SEK"
                | "SGD"
                | "SHP"
                | "SLE"
                | "SLL"
                | "SOS"
                | "SRD"
                | "SSP"
                | "STN"
                | "SVC"
                | "SYP"
                | "SZL"
                | "THB"
                | "TJS"
                | "TMT"
                | "TND"
                | "TOP"
                | "TRY"
                | "TTD"
                | "TWD"
                | "TZS"
                | "UAH"
                | "UGX"
                | "USD"
                | "UYU"
                | "UZS"
                | "VES"
                | "VND"
                | "VUV"
                | "WST"
                | "XAF"
                | "XCD"
                | "XCG"
                | "XDR"
                | "XOF"
                | "XPF"
                | "XSU"
                | "YER"
                | "ZAR"
                | "ZMW"
                | "ZWG"
                | "ZWL";
            /**
             * @description The tax within `amount`; at most `amount`. Minor units of the currency (1999 is 19.99).
             * @example 797
             */
            tax_amount: number | null;
            /**
             * Format: date
             * @description The day the expense was incurred.
             * @example 2026-11-20
             */
            occurred_on: string;
            /** @description The supplier paid. An id; the object itself when expanded (`expand[]`). */
            supplier: (string | components["schemas"]["Supplier"]) | null;
            /**
             * @description An `expense` category it is filed under. An id; the object itself when expanded
             * (`expand[]`).
             */
            category: (string | components["schemas"]["Category"]) | null;
            /**
             * @description How it was paid, as the integrator names it.
             * @example card
             */
            payment_method: string | null;
            /**
             * @description The integrator's reference: an invoice or receipt number.
             * @example INV-2026-0042
             */
            reference: string | null;
            /**
             * @description Free text for the merchant.
             * @example Ordered for the new office.
             */
            notes: string | null;
            /**
             * @description Up to 50 keys of your own, each with a string value, kept as sent and never read by
             * bookdrop.
             * @example {
             *       "order_id": "1001"
             *     }
             */
            metadata: {
                [key: string]: string;
            };
            /**
             * @description Where the object is in its lifecycle: pending, imported or rejected.
             * @example {
             *       "status": "pending",
             *       "batch": null,
             *       "imported_at": null,
             *       "local_ref": null
             *     }
             */
            import: {
                /**
                 * @description pending until the merchant's software imports it (imported) or declines it (rejected).
                 * @enum {unknown}
                 */
                status: "pending" | "imported" | "rejected";
                /**
                 * @description The import batch that claimed or imported it.
                 * @example imb_uDOXHmFPkOUPhcO029Gg5sny
                 */
                batch: string | null;
                /**
                 * @description When it was imported. Unix time in seconds.
                 * @example 1795529600
                 */
                imported_at: number | null;
                /**
                 * @description The merchant's own id, once imported.
                 * @example C-1001
                 */
                local_ref: string | null;
                /** @description Present once rejected: why, by whom, and what to do (docs/declines.md). */
                rejection?: components["schemas"]["Rejection"];
            };
            /**
             * @description How the object was checked against the merchant's books when it was written: `checked`,
             * `may_have_moved` (the books were imported into since they were read), `unknown` (no books published),
             * `off` (the merchant turned checks off).
             * @example checked
             * @enum {unknown}
             */
            books_check: "checked" | "may_have_moved" | "unknown" | "off";
            /**
             * @description What the merchant's books would say of the object when it was written (docs/books.md); empty
             * when nothing collides.
             */
            books_warnings: components["schemas"]["BooksFinding"][];
            /**
             * @description When it was created. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /**
             * @description When it last changed. Unix time in seconds.
             * @example 1795529600
             */
            updated: number;
            /** @description Its line items, when expanded (`expand[]=line_items`). */
            line_items?: {
                /**
                 * @description The type of the object: a page of a list.
                 * @constant
                 */
                object: "list";
                /**
                 * @description The path of the list.
                 * @example /v1/customers
                 */
                url: string;
                /**
                 * @description Whether the list goes on in the direction you are paging.
                 * @example false
                 */
                has_more: boolean;
                /** @description The page's objects, newest first. */
                data: components["schemas"]["LineItem"][];
            };
        };
        /**
         * @description `expense.imported`: The merchant's software imported the object (a completed import batch holds
         * it). One per object, for `customer`, `supplier`, `category`, `product`, `expense`, `revenue`, `refund`.
         */
        ExpenseImportedEvent: {
            /**
             * @description The event's id; deliveries send it as `webhook-id` too.
             * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
             */
            id: string;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "event";
            /**
             * @description The event type.
             * @constant
             */
            type: "expense.imported";
            /**
             * @description When it happened. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /** @description What the event is about. */
            data: {
                /** @description The object as the API showed it when the event happened. */
                object: components["schemas"]["Expense"];
            };
        };
        /**
         * @description `expense.rejected`: The object was declined (`POST /v1/<objects>/<id>/reject`): by the merchant,
         * or by its integration itself. `data.object.import.rejection` holds `code` (`duplicate`, `invalid_data`,
         * `missing_reference`, `name_in_use`, `period_locked`, `not_wanted` or `other`), `reason`, `by` (`merchant` or
         * `integration`), `field` and `detail` (or null), and the catalogue entry of the code: `actor`, `retryable`,
         * `messages` and `doc_url` (declines.md); `data.reason` repeats the reason, or null.
         */
        ExpenseRejectedEvent: {
            /**
             * @description The event's id; deliveries send it as `webhook-id` too.
             * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
             */
            id: string;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "event";
            /**
             * @description The event type.
             * @constant
             */
            type: "expense.rejected";
            /**
             * @description When it happened. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /** @description What the event is about. */
            data: {
                /** @description The object as the API showed it when the event happened. */
                object: components["schemas"]["Expense"];
                /**
                 * @description The reason given, or null.
                 * @example Already in the books.
                 */
                reason: string | null;
            };
        };
        /** @description A set of objects the merchant's software claims and imports all or nothing, and may revert. */
        ImportBatch: {
            /**
             * @description The batch's id.
             * @example imb_uDOXHmFPkOUPhcO029Gg5sny
             */
            id: string;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "import_batch";
            /**
             * @description open: its objects are claimed; completed: they are imported; reverted: undone, they are
             * pending again.
             * @example completed
             * @enum {unknown}
             */
            status: "open" | "completed" | "reverted";
            /** @description Objects per type; an integration key counts only its own. */
            counts: {
                /**
                 * @description Its customers.
                 * @example 2
                 */
                customer: number;
                /**
                 * @description Its suppliers.
                 * @example 0
                 */
                supplier: number;
                /**
                 * @description Its categories.
                 * @example 0
                 */
                category: number;
                /**
                 * @description Its products.
                 * @example 0
                 */
                product: number;
                /**
                 * @description Its expenses.
                 * @example 0
                 */
                expense: number;
                /**
                 * @description Its revenue.
                 * @example 0
                 */
                revenue: number;
                /**
                 * @description Its refunds.
                 * @example 0
                 */
                refund: number;
            };
            /**
             * @description When it was created. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /**
             * @description When it last changed. Unix time in seconds.
             * @example 1795529600
             */
            updated: number;
            /**
             * @description When it was completed; null until then. Unix time in seconds.
             * @example 1795529600
             */
            completed_at: number | null;
            /**
             * @description When it was reverted; null unless it was. Unix time in seconds.
             * @example null
             */
            reverted_at: number | null;
        };
        /**
         * @description `import_batch.completed`: A batch was completed: its objects are imported. One event per
         * integration with objects in the batch, showing what that integration may see; one for the desktop.
         */
        ImportBatchCompletedEvent: {
            /**
             * @description The event's id; deliveries send it as `webhook-id` too.
             * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
             */
            id: string;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "event";
            /**
             * @description The event type.
             * @constant
             */
            type: "import_batch.completed";
            /**
             * @description When it happened. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /** @description What the event is about. */
            data: {
                /** @description The object as the API showed it when the event happened. */
                object: components["schemas"]["ImportBatch"];
            };
        };
        /**
         * @description `import_batch.reverted`: The merchant undid a batch: its objects are `pending` again and may be
         * imported later.
         */
        ImportBatchRevertedEvent: {
            /**
             * @description The event's id; deliveries send it as `webhook-id` too.
             * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
             */
            id: string;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "event";
            /**
             * @description The event type.
             * @constant
             */
            type: "import_batch.reverted";
            /**
             * @description When it happened. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /** @description What the event is about. */
            data: {
                /** @description The object as the API showed it when the event happened. */
                object: components["schemas"]["ImportBatch"];
            };
        };
        /** @description A line of an expense or a revenue: what was bought or sold, how many, at what price. */
        LineItem: {
            /**
             * @description The line item's id.
             * @example li_gZQHy2wlLMQ8sldnOQscUssi
             */
            id: string;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "line_item";
            /**
             * @description The expense or revenue it belongs to.
             * @example rev_qwjRswQ65HmI5C9kpB3krj42
             */
            parent: string;
            /** @description The product sold or bought. An id; the object itself when expanded (`expand[]`). */
            product: (string | components["schemas"]["Product"]) | null;
            /**
             * @description What the line is for, as the books should show it.
             * @example Widget
             */
            description: string;
            /**
             * @description How many units; 1 when null.
             * @example 3
             */
            quantity: number | null;
            /**
             * @description The price of one unit, tax included. Minor units of the currency (1999 is 19.99).
             * @example 1999
             */
            unit_amount: number;
            /**
             * @description The tax within the line's gross amount (`unit_amount` × `quantity`). Minor units of the
             * currency (1999 is 19.99).
             * @example 957
             */
            tax_amount: number | null;
            /**
             * @description The discount granted on the line. Minor units of the currency (1999 is 19.99).
             * @example 0
             */
            discount_amount: number | null;
            /**
             * @description When it was created. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
        };
        /** @description A new account and its desktop key. */
        NewAccount: {
            /** @description The account. */
            account: components["schemas"]["Account"];
            /** @description Its desktop key, with the secret. */
            desktop_key: components["schemas"]["NewApiKey"];
        };
        /** @description A new API key with its secret, which no later answer shows. */
        NewApiKey: {
            /**
             * @description The key's id (not its secret).
             * @example key_KYJkQSjwiqj8W3iixut7fRRo
             */
            id: string;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "api_key";
            /**
             * @description A name for people.
             * @example Shop sync
             */
            name: string | null;
            /**
             * @description What the key may do: `read`, `write` (create, update, reject), `import` (import batches, the
             * desktop's) and `keys` (manage keys).
             * @example [
             *       "read",
             *       "write"
             *     ]
             */
            scopes: ("read" | "write" | "import" | "keys")[];
            /**
             * @description The integration whose objects the key sees; null for the desktop key.
             * @example int_QOZJjuFIq4ayq06pTJ3d5pHG
             */
            integration: string | null;
            /**
             * @description The secret's last four characters, to tell keys apart.
             * @example x9Qa
             */
            secret_last4: string;
            /**
             * @description The mode of the key's account: a `test` key starts `ab_test_`.
             * @example live
             * @enum {unknown}
             */
            mode: "live" | "test";
            /**
             * @description When it was created. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /**
             * @description When it stops working; null: never. Unix time in seconds.
             * @example null
             */
            expires_at: number | null;
            /**
             * @description When it was revoked; null while live. Unix time in seconds.
             * @example null
             */
            revoked_at: number | null;
            /**
             * @description The key itself: shown only in this answer.
             * @example ab_GuIMICRgfGb8NDx2umRHdwZeyHj225Cb
             */
            secret: string;
        };
        /** @description A new webhook endpoint with its signing secret, which no later answer shows. */
        NewWebhookEndpoint: {
            /**
             * @description The endpoint's id.
             * @example we_M6L6uLCDb4e5PYeU3WOKDxKC
             */
            id: string;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "webhook_endpoint";
            /**
             * Format: uri
             * @description Where deliveries are POSTed: a public HTTPS URL.
             * @example https://shop.example.com/bookdrop/webhooks
             */
            url: string;
            /**
             * @description The event types it receives; `["*"]`: every type.
             * @example [
             *       "customer.imported",
             *       "customer.rejected",
             *       "import_batch.reverted"
             *     ]
             */
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
            /**
             * @description A note for people.
             * @example Shop order sync
             */
            description: string | null;
            /**
             * @description Only an enabled endpoint receives deliveries.
             * @enum {unknown}
             */
            status: "enabled" | "disabled";
            /**
             * @description Why the endpoint is disabled; null while enabled.
             * @example null
             * @enum {unknown}
             */
            disabled_reason: "deliveries_failing" | "manual" | null;
            /**
             * @description When it was disabled; null while enabled. Unix time in seconds.
             * @example null
             */
            disabled_at: number | null;
            /**
             * @description After a rotation, until when the previous secret still signs deliveries too; null outside
             * that overlap. Unix time in seconds.
             * @example null
             */
            previous_secret_expires_at: number | null;
            /**
             * @description When it was created. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /**
             * @description When it last changed. Unix time in seconds.
             * @example 1795529600
             */
            updated: number;
            /**
             * @description Signs deliveries; shown only in this answer.
             * @example whsec_Su2sL1OzMdyrC515C3ufDol8yzEXSkvD
             */
            signing_secret: string;
        };
        /** @description Something the merchant sells or buys, which line items can name. */
        Product: {
            /**
             * @description The product's id.
             * @example prd_2jLvZshIIRBy1hDw0IBXrGLH
             */
            id: string;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "product";
            /**
             * @description The product's name.
             * @example Widget
             */
            name: string;
            /**
             * @description The stock keeping unit: the product's code in the integrator's system.
             * @example WID-001
             */
            sku: string | null;
            /**
             * @description What the product is.
             * @example A blue widget, boxed.
             */
            description: string | null;
            /**
             * @description The unit it is sold in.
             * @example piece
             */
            unit: string | null;
            /**
             * @description The price of one unit, tax included, in `currency`. Minor units of the currency (1999 is
             * 19.99).
             * @example 1999
             */
            unit_amount: number | null;
            /**
             * @description The currency of `unit_amount`. ISO 4217, uppercase.
             * @example EUR
             * @enum {string|null}
             */
            currency: "AED"
                | "AFN"
                | "ALL"
                | "AMD"
                | "ANG"
                | "AOA"
                | "ARS"
                | "AUD"
                | "AWG"
                | "AZN"
                | "BAM"
                | "BBD"
                | "BDT"
                | "BGN"
                | "BHD"
                | "BIF"
                | "BMD"
                | "BND"
                | "BOB"
                | "BRL"
                | "BSD"
                | "BTN"
                | "BWP"
                | "BYN"
                | "BZD"
                | "CAD"
                | "CDF"
                | "CHF"
                | "CLP"
                | "CNY"
                | "COP"
                | "CRC"
                | "CUC"
                | "CUP"
                | "CVE"
                | "CZK"
                | "DJF"
                | "DKK"
                | "DOP"
                | "DZD"
                | "EGP"
                | "ERN"
                | "ETB"
                | "EUR"
                | "FJD"
                | "FKP"
                | "GBP"
                | "GEL"
                | "GHS"
                | "GIP"
                | "GMD"
                | "GNF"
                | "GTQ"
                | "GYD"
                | "HKD"
                | "HNL"
                | "HRK"
                | "HTG"
                | "HUF"
                | "IDR"
                | "ILS"
                | "INR"
                | "IQD"
                | "IRR"
                | "ISK"
                | "JMD"
                | "JOD"
                | "JPY"
                | "KES"
                | "KGS"
                | "KHR"
                | "KMF"
                | "KPW"
                | "KRW"
                | "KWD"
                | "KYD"
                | "KZT"
                | "LAK"
                | "LBP"
                | "LKR"
                | "LRD"
                | "LSL"
                | "LYD"
                | "MAD"
                | "MDL"
                | "MGA"
                | "MKD"
                | "MMK"
                | "MNT"
                | "MOP"
                | "MRU"
                | "MUR"
                | "MVR"
                | "MWK"
                | "MXN"
                | "MYR"
                | "MZN"
                | "NAD"
                | "NGN"
                | "NIO"
                | "NOK"
                | "NPR"
                | "NZD"
                | "OMR"
                | "PAB"
                | "PEN"
                | "PGK"
                | "PHP"
                | "PKR"
                | "PLN"
                | "PYG"
                | "QAR"
                | "RON"
                | "RSD"
                | "RUB"
                | "RWF"
                | "SAR"
                | "SBD"
                | "SCR"
                | "SDG"
                | "SEK"
                | "SGD"
                | "SHP"
                | "SLE"
                | "SLL"
                | "SOS"
                | "SRD"
                | "SSP"
                | "STN"
                | "SVC"
                | "SYP"
                | "SZL"
                | "THB"
                | "TJS"
                | "TMT"
                | "TND"
                | "TOP"
                | "TRY"
                | "TTD"
                | "TWD"
                | "TZS"
                | "UAH"
                | "UGX"
                | "USD"
                | "UYU"
                | "UZS"
                | "VES"
                | "VND"
                | "VUV"
                | "WST"
                | "XAF"
                | "XCD"
                | "XCG"
                | "XDR"
                | "XOF"
                | "XPF"
                | "XSU"
                | "YER"
                | "ZAR"
                | "ZMW"
                | "ZWG"
                | "ZWL"
                | null;
            /**
             * @description The tax rate in percent.
             * @example 19
             */
            tax_rate: number | null;
            /** @description The category it is filed under. An id; the object itself when expanded (`expand[]`). */
            category: (string | components["schemas"]["Category"]) | null;
            /**
             * @description Up to 50 keys of your own, each with a string value, kept as sent and never read by
             * bookdrop.
             * @example {
             *       "order_id": "1001"
             *     }
             */
            metadata: {
                [key: string]: string;
            };
            /**
             * @description Where the object is in its lifecycle: pending, imported or rejected.
             * @example {
             *       "status": "pending",
             *       "batch": null,
             *       "imported_at": null,
             *       "local_ref": null
             *     }
             */
            import: {
                /**
                 * @description pending until the merchant's software imports it (imported) or declines it (rejected).
                 * @enum {unknown}
                 */
                status: "pending" | "imported" | "rejected";
                /**
                 * @description The import batch that claimed or imported it.
                 * @example imb_uDOXHmFPkOUPhcO029Gg5sny
                 */
                batch: string | null;
                /**
                 * @description When it was imported. Unix time in seconds.
                 * @example 1795529600
                 */
                imported_at: number | null;
                /**
                 * @description The merchant's own id, once imported.
                 * @example C-1001
                 */
                local_ref: string | null;
                /** @description Present once rejected: why, by whom, and what to do (docs/declines.md). */
                rejection?: components["schemas"]["Rejection"];
            };
            /**
             * @description How the object was checked against the merchant's books when it was written: `checked`,
             * `may_have_moved` (the books were imported into since they were read), `unknown` (no books published),
             * `off` (the merchant turned checks off).
             * @example checked
             * @enum {unknown}
             */
            books_check: "checked" | "may_have_moved" | "unknown" | "off";
            /**
             * @description What the merchant's books would say of the object when it was written (docs/books.md); empty
             * when nothing collides.
             */
            books_warnings: components["schemas"]["BooksFinding"][];
            /**
             * @description When it was created. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /**
             * @description When it last changed. Unix time in seconds.
             * @example 1795529600
             */
            updated: number;
        };
        /** @description What a bulk create of products answers: each object's outcome, in request order. */
        ProductBulkResult: {
            /**
             * @description The type of the object.
             * @constant
             */
            object: "bulk_result";
            /** @description One outcome per object sent, in request order. */
            data: ({
                /**
                 * @description Stored.
                 * @constant
                 */
                status: 201;
                /** @description The product stored. */
                object: components["schemas"]["Product"];
            } | {
                /**
                 * @description A dry run: it would be stored.
                 * @constant
                 */
                status: 200;
                /** @description The product a create would store. */
                object: components["schemas"]["ProductDryRun"];
            } | {
                /**
                 * @description The status its single create would answer.
                 * @example 400
                 */
                status: number;
                /** @description Why it was refused, as its single create would say. */
                error: components["schemas"]["ErrorObject"];
            })[];
        };
        /** @description The product a create would store, checked against the merchant's books; nothing was stored. */
        ProductDryRun: {
            /** @description null: a dry run stores nothing. */
            id: null;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "product";
            /**
             * @description The product's name.
             * @example Widget
             */
            name: string;
            /**
             * @description The stock keeping unit: the product's code in the integrator's system.
             * @example WID-001
             */
            sku: string | null;
            /**
             * @description What the product is.
             * @example A blue widget, boxed.
             */
            description: string | null;
            /**
             * @description The unit it is sold in.
             * @example piece
             */
            unit: string | null;
            /**
             * @description The price of one unit, tax included, in `currency`. Minor units of the currency (1999 is
             * 19.99).
             * @example 1999
             */
            unit_amount: number | null;
            /**
             * @description The currency of `unit_amount`. ISO 4217, uppercase.
             * @example EUR
             * @enum {string|null}
             */
            currency: "AED"
                | "AFN"
                | "ALL"
                | "AMD"
                | "ANG"
                | "AOA"
                | "ARS"
                | "AUD"
                | "AWG"
                | "AZN"
                | "BAM"
                | "BBD"
                | "BDT"
                | "BGN"
                | "BHD"
                | "BIF"
                | "BMD"
                | "BND"
                | "BOB"
                | "BRL"
                | "BSD"
                | "BTN"
                | "BWP"
                | "BYN"
                | "BZD"
                | "CAD"
                | "CDF"
                | "CHF"
                | "CLP"
                | "CNY"
                | "COP"
                | "CRC"
                | "CUC"
                | "CUP"
                | "CVE"
                | "CZK"
                | "DJF"
                | "DKK"
                | "DOP"
                | "DZD"
                | "EGP"
                | "ERN"
                | "ETB"
                | "EUR"
                | "FJD"
                | "FKP"
                | "GBP"
                | "GEL"
                | "GHS"
                | "GIP"
                | "GMD"
                | "GNF"
                | "GTQ"
                | "GYD"
                | "HKD"
                | "HNL"
                | "HRK"
                | "HTG"
                | "HUF"
                | "IDR"
                | "ILS"
                | "INR"
                | "IQD"
                | "IRR"
                | "ISK"
                | "JMD"
                | "JOD"
                | "JPY"
                | "KES"
                | "KGS"
                | "KHR"
                | "KMF"
                | "KPW"
                | "KRW"
                | "KWD"
                | "KYD"
                | "KZT"
                | "LAK"
                | "LBP"
                | "LKR"
                | "LRD"
                | "LSL"
                | "LYD"
                | "MAD"
                | "MDL"
                | "MGA"
                | "MKD"
                | "MMK"
                | "MNT"
                | "MOP"
                | "MRU"
                | "MUR"
                | "MVR"
                | "MWK"
                | "MXN"
                | "MYR"
                | "MZN"
                | "NAD"
                | "NGN"
                | "NIO"
                | "NOK"
                | "NPR"
                | "NZD"
                | "OMR"
                | "PAB"
                | "PEN"
                | "PGK"
                | "PHP"
                | "PKR"
                | "PLN"
                | "PYG"
                | "QAR"
                | "RON"
                | "RSD"
                | "RUB"
                | "RWF"
                | "SAR"
                | "SBD"
                | "SCR"
                | "SDG"
                | "SEK"
                | "SGD"
                | "SHP"
                | "SLE"
                | "SLL"
                | "SOS"
                | "SRD"
                | "SSP"
                | "STN"
                | "SVC"
                | "SYP"
                | "SZL"
                | "THB"
                | "TJS"
                | "TMT"
                | "TND"
                | "TOP"
                | "TRY"
                | "TTD"
                | "TWD"
                | "TZS"
                | "UAH"
                | "UGX"
                | "USD"
                | "UYU"
                | "UZS"
                | "VES"
                | "VND"
                | "VUV"
                | "WST"
                | "XAF"
                | "XCD"
                | "XCG"
                | "XDR"
                | "XOF"
                | "XPF"
                | "XSU"
                | "YER"
                | "ZAR"
                | "ZMW"
                | "ZWG"
                | "ZWL"
                | null;
            /**
             * @description The tax rate in percent.
             * @example 19
             */
            tax_rate: number | null;
            /** @description The category it is filed under. An id; the object itself when expanded (`expand[]`). */
            category: (string | components["schemas"]["Category"]) | null;
            /**
             * @description Up to 50 keys of your own, each with a string value, kept as sent and never read by
             * bookdrop.
             * @example {
             *       "order_id": "1001"
             *     }
             */
            metadata: {
                [key: string]: string;
            };
            /**
             * @description Where the object is in its lifecycle: pending, imported or rejected.
             * @example {
             *       "status": "pending",
             *       "batch": null,
             *       "imported_at": null,
             *       "local_ref": null
             *     }
             */
            import: {
                /**
                 * @description pending until the merchant's software imports it (imported) or declines it (rejected).
                 * @enum {unknown}
                 */
                status: "pending" | "imported" | "rejected";
                /**
                 * @description The import batch that claimed or imported it.
                 * @example imb_uDOXHmFPkOUPhcO029Gg5sny
                 */
                batch: string | null;
                /**
                 * @description When it was imported. Unix time in seconds.
                 * @example 1795529600
                 */
                imported_at: number | null;
                /**
                 * @description The merchant's own id, once imported.
                 * @example C-1001
                 */
                local_ref: string | null;
                /** @description Present once rejected: why, by whom, and what to do (docs/declines.md). */
                rejection?: components["schemas"]["Rejection"];
            };
            /**
             * @description How the object was checked against the merchant's books when it was written: `checked`,
             * `may_have_moved` (the books were imported into since they were read), `unknown` (no books published),
             * `off` (the merchant turned checks off).
             * @example checked
             * @enum {unknown}
             */
            books_check: "checked" | "may_have_moved" | "unknown" | "off";
            /**
             * @description What the merchant's books would say of the object when it was written (docs/books.md); empty
             * when nothing collides.
             */
            books_warnings: components["schemas"]["BooksFinding"][];
            /**
             * @description When it was created. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /**
             * @description When it last changed. Unix time in seconds.
             * @example 1795529600
             */
            updated: number;
        };
        /**
         * @description `product.imported`: The merchant's software imported the object (a completed import batch holds
         * it). One per object, for `customer`, `supplier`, `category`, `product`, `expense`, `revenue`, `refund`.
         */
        ProductImportedEvent: {
            /**
             * @description The event's id; deliveries send it as `webhook-id` too.
             * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
             */
            id: string;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "event";
            /**
             * @description The event type.
             * @constant
             */
            type: "product.imported";
            /**
             * @description When it happened. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /** @description What the event is about. */
            data: {
                /** @description The object as the API showed it when the event happened. */
                object: components["schemas"]["Product"];
            };
        };
        /**
         * @description `product.rejected`: The object was declined (`POST /v1/<objects>/<id>/reject`): by the merchant,
         * or by its integration itself. `data.object.import.rejection` holds `code` (`duplicate`, `invalid_data`,
         * `missing_reference`, `name_in_use`, `period_locked`, `not_wanted` or `other`), `reason`, `by` (`merchant` or
         * `integration`), `field` and `detail` (or null), and the catalogue entry of the code: `actor`, `retryable`,
         * `messages` and `doc_url` (declines.md); `data.reason` repeats the reason, or null.
         */
        ProductRejectedEvent: {
            /**
             * @description The event's id; deliveries send it as `webhook-id` too.
             * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
             */
            id: string;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "event";
            /**
             * @description The event type.
             * @constant
             */
            type: "product.rejected";
            /**
             * @description When it happened. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /** @description What the event is about. */
            data: {
                /** @description The object as the API showed it when the event happened. */
                object: components["schemas"]["Product"];
                /**
                 * @description The reason given, or null.
                 * @example Already in the books.
                 */
                reason: string | null;
            };
        };
        /**
         * @description A reason code of the decline catalogue: who must act on it, whether sending again can help, and
         * what to tell a person.
         */
        ReasonCode: {
            /**
             * @description The reason code itself, as a decline carries it in `code`.
             * @enum {unknown}
             */
            id: "duplicate"
                | "invalid_data"
                | "missing_reference"
                | "name_in_use"
                | "period_locked"
                | "not_wanted"
                | "other";
            /**
             * @description The type of the object.
             * @constant
             */
            object: "reason_code";
            /**
             * @description Who must act: `integration` (the integration's data), `merchant`, or `accountant` (the
             * merchant's accountant).
             * @example integration
             * @enum {unknown}
             */
            actor: "integration" | "merchant" | "accountant";
            /**
             * @description Whether sending the object again can succeed, and after what (docs/declines.md, "Sending
             * again").
             * @example {
             *       "possible": false,
             *       "after": null
             *     }
             */
            retryable: {
                /** @description Whether the object, sent again as a new object, can succeed. */
                possible: boolean;
                /**
                 * @description What must happen first, when it can: `data_fixed` (the integration corrected its data),
                 * `reference_imported` (what it references is in the books), `period_reopened` (the accountant reopened
                 * the period), `merchant_agreed` (the merchant said so); null when it cannot.
                 * @enum {unknown}
                 */
                after: "data_fixed" | "reference_imported" | "period_reopened" | "merchant_agreed" | null;
            };
            /**
             * @description What to tell the person who sees the decline, the merchant's or the integrator's user; the
             * same for every decline of the code.
             * @example {
             *       "en": "The books already hold this record, so it was not imported a second time.",
             * "de": "Dieser Datensatz ist bereits in der Buchhaltung erfasst und wurde daher nicht ein zweites Mal
             * importiert."
             *     }
             */
            messages: {
                /** @description In English. */
                en: string;
                /** @description In German. */
                de: string;
            };
            /**
             * @description The code's section in the guides this server serves, a path on its own origin.
             * @example /docs/guides/declines#duplicate
             */
            doc_url: string;
        };
        /** @description Money paid back of a revenue; the refunds of one revenue never exceed it. */
        Refund: {
            /**
             * @description The refund's id.
             * @example re_WK2dfhHaQ5xP7sS2Kk0EyGcQ
             */
            id: string;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "refund";
            /** @description The revenue refunded. An id; the object itself when expanded (`expand[]`). */
            revenue: string | components["schemas"]["Revenue"];
            /**
             * @description The amount paid back, tax included; with the revenue's other refunds at most its `amount`.
             * Minor units of the currency (1999 is 19.99).
             * @example 1999
             */
            amount: number;
            /**
             * @description The currency: the revenue's. ISO 4217, uppercase.
             * @example EUR
             * @enum {string}
             */
            currency: "AED"
                | "AFN"
                | "ALL"
                | "AMD"
                | "ANG"
                | "AOA"
                | "ARS"
                | "AUD"
                | "AWG"
                | "AZN"
                | "BAM"
                | "BBD"
                | "BDT"
                | "BGN"
                | "BHD"
                | "BIF"
                | "BMD"
                | "BND"
                | "BOB"
                | "BRL"
                | "BSD"
                | "BTN"
                | "BWP"
                | "BYN"
                | "BZD"
                | "CAD"
                | "CDF"
                | "CHF"
                | "CLP"
                | "CNY"
                | "COP"
                | "CRC"
                | "CUC"
                | "CUP"
                | "CVE"
                | "CZK"
                | "DJF"
                | "DKK"
                | "DOP"
                | "DZD"
                | "EGP"
                | "ERN"
                | "ETB"
                | "EUR"
                | "FJD"
                | "FKP"
                | "GBP"
                | "GEL"
                | "GHS"
                | "GIP"
                | "GMD"
                | "GNF"
                | "GTQ"
                | "GYD"
                | "HKD"
                | "HNL"
                | "HRK"
                | "HTG"
                | "HUF"
                | "IDR"
                | "ILS"
                | "INR"
                | "IQD"
                | "IRR"
                | "ISK"
                | "JMD"
                | "JOD"
                | "JPY"
                | "KES"
                | "KGS"
                | "KHR"
                | "KMF"
                | "KPW"
                | "KRW"
                | "KWD"
                | "KYD"
                | "KZT"
                | "LAK"
                | "LBP"
                | "LKR"
                | "LRD"
                | "LSL"
                | "LYD"
                | "MAD"
                | "MDL"
                | "MGA"
                | "MKD"
                | "MMK"
                | "MNT"
                | "MOP"
                | "MRU"
                | "MUR"
                | "MVR"
                | "MWK"
                | "MXN"
                | "MYR"
                | "MZN"
                | "NAD"
                | "NGN"
                | "NIO"
                | "NOK"
                | "NPR"
                | "NZD"
                | "OMR"
                | "PAB"
                | "PEN"
                | "PGK"
                | "PHP"
                | "PKR"
                | "PLN"
                | "PYG"
                | "QAR"
                | "RON"
                | "RSD"
                | "RUB"
                | "RWF"
                | "SAR"
                | "SBD"
                | "SCR"
                | "SDG"
                | "SEK"
                | "SGD"
                | "SHP"
                | "SLE"
                | "SLL"
                | "SOS"
                | "SRD"
                | "SSP"
                | "STN"
                | "SVC"
                | "SYP"
                | "SZL"
                | "THB"
                | "TJS"
                | "TMT"
                | "TND"
                | "TOP"
                | "TRY"
                | "TTD"
                | "TWD"
                | "TZS"
                | "UAH"
                | "UGX"
                | "USD"
                | "UYU"
                | "UZS"
                | "VES"
                | "VND"
                | "VUV"
                | "WST"
                | "XAF"
                | "XCD"
                | "XCG"
                | "XDR"
                | "XOF"
                | "XPF"
                | "XSU"
                | "YER"
                | "ZAR"
                | "ZMW"
                | "ZWG"
                | "ZWL";
            /**
             * @description Why the money was paid back.
             * @example Returned within 14 days
             */
            reason: string | null;
            /**
             * Format: date
             * @description The day of the refund.
             * @example 2026-11-23
             */
            occurred_on: string;
            /**
             * @description The integrator's reference: a credit note number.
             * @example CN-2026-0007
             */
            reference: string | null;
            /**
             * @description Up to 50 keys of your own, each with a string value, kept as sent and never read by
             * bookdrop.
             * @example {
             *       "order_id": "1001"
             *     }
             */
            metadata: {
                [key: string]: string;
            };
            /**
             * @description Where the object is in its lifecycle: pending, imported or rejected.
             * @example {
             *       "status": "pending",
             *       "batch": null,
             *       "imported_at": null,
             *       "local_ref": null
             *     }
             */
            import: {
                /**
                 * @description pending until the merchant's software imports it (imported) or declines it (rejected).
                 * @enum {unknown}
                 */
                status: "pending" | "imported" | "rejected";
                /**
                 * @description The import batch that claimed or imported it.
                 * @example imb_uDOXHmFPkOUPhcO029Gg5sny
                 */
                batch: string | null;
                /**
                 * @description When it was imported. Unix time in seconds.
                 * @example 1795529600
                 */
                imported_at: number | null;
                /**
                 * @description The merchant's own id, once imported.
                 * @example C-1001
                 */
                local_ref: string | null;
                /** @description Present once rejected: why, by whom, and what to do (docs/declines.md). */
                rejection?: components["schemas"]["Rejection"];
            };
            /**
             * @description How the object was checked against the merchant's books when it was written: `checked`,
             * `may_have_moved` (the books were imported into since they were read), `unknown` (no books published),
             * `off` (the merchant turned checks off).
             * @example checked
             * @enum {unknown}
             */
            books_check: "checked" | "may_have_moved" | "unknown" | "off";
            /**
             * @description What the merchant's books would say of the object when it was written (docs/books.md); empty
             * when nothing collides.
             */
            books_warnings: components["schemas"]["BooksFinding"][];
            /**
             * @description When it was created. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /**
             * @description When it last changed. Unix time in seconds.
             * @example 1795529600
             */
            updated: number;
        };
        /** @description What a bulk create of refunds answers: each object's outcome, in request order. */
        RefundBulkResult: {
            /**
             * @description The type of the object.
             * @constant
             */
            object: "bulk_result";
            /** @description One outcome per object sent, in request order. */
            data: ({
                /**
                 * @description Stored.
                 * @constant
                 */
                status: 201;
                /** @description The refund stored. */
                object: components["schemas"]["Refund"];
            } | {
                /**
                 * @description A dry run: it would be stored.
                 * @constant
                 */
                status: 200;
                /** @description The refund a create would store. */
                object: components["schemas"]["RefundDryRun"];
            } | {
                /**
                 * @description The status its single create would answer.
                 * @example 400
                 */
                status: number;
                /** @description Why it was refused, as its single create would say. */
                error: components["schemas"]["ErrorObject"];
            })[];
        };
        /** @description The refund a create would store, checked against the merchant's books; nothing was stored. */
        RefundDryRun: {
            /** @description null: a dry run stores nothing. */
            id: null;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "refund";
            /** @description The revenue refunded. An id; the object itself when expanded (`expand[]`). */
            revenue: string | components["schemas"]["Revenue"];
            /**
             * @description The amount paid back, tax included; with the revenue's other refunds at most its `amount`.
             * Minor units of the currency (1999 is 19.99).
             * @example 1999
             */
            amount: number;
            /**
             * @description The currency: the revenue's. ISO 4217, uppercase.
             * @example EUR
             * @enum {string}
             */
            currency: "AED"
                | "AFN"
                | "ALL"
                | "AMD"
                | "ANG"
                | "AOA"
                | "ARS"
                | "AUD"
                | "AWG"
                | "AZN"
                | "BAM"
                | "BBD"
                | "BDT"
                | "BGN"
                | "BHD"
                | "BIF"
                | "BMD"
                | "BND"
                | "BOB"
                | "BRL"
                | "BSD"
                | "BTN"
                | "BWP"
                | "BYN"
                | "BZD"
                | "CAD"
                | "CDF"
                | "CHF"
                | "CLP"
                | "CNY"
                | "COP"
                | "CRC"
                | "CUC"
                | "CUP"
                | "CVE"
                | "CZK"
                | "DJF"
                | "DKK"
                | "DOP"
                | "DZD"
                | "EGP"
                | "ERN"
                | "ETB"
                | "EUR"
                | "FJD"
                | "FKP"
                | "GBP"
                | "GEL"
                | "GHS"
                | "GIP"
                | "GMD"
                | "GNF"
                | "GTQ"
                | "GYD"
                | "HKD"
                | "HNL"
                | "HRK"
                | "HTG"
                | "HUF"
                | "IDR"
                | "ILS"
                | "INR"
                | "IQD"
                | "IRR"
                | "ISK"
                | "JMD"
                | "JOD"
                | "JPY"
                | "KES"
                | "KGS"
                | "KHR"
                | "KMF"
                | "KPW"
                | "KRW"
                | "KWD"
                | "KYD"
                | "KZT"
                | "LAK"
                | "LBP"
                | "LKR"
                | "LRD"
                | "LSL"
                | "LYD"
                | "MAD"
                | "MDL"
                | "MGA"
                | "MKD"
                | "MMK"
                | "MNT"
                | "MOP"
                | "MRU"
                | "MUR"
                | "MVR"
                | "MWK"
                | "MXN"
                | "MYR"
                | "MZN"
                | "NAD"
                | "NGN"
                | "NIO"
                | "NOK"
                | "NPR"
                | "NZD"
                | "OMR"
                | "PAB"
                | "PEN"
                | "PGK"
                | "PHP"
                | "PKR"
                | "PLN"
                | "PYG"
                | "QAR"
                | "RON"
                | "RSD"
                | "RUB"
                | "RWF"
                | "SAR"
                | "SBD"
                | "SCR"
                | "SDG"
                | "SEK"
                | "SGD"
                | "SHP"
                | "SLE"
                | "SLL"
                | "SOS"
                | "SRD"
                | "SSP"
                | "STN"
                | "SVC"
                | "SYP"
                | "SZL"
                | "THB"
                | "TJS"
                | "TMT"
                | "TND"
                | "TOP"
                | "TRY"
                | "TTD"
                | "TWD"
                | "TZS"
                | "UAH"
                | "UGX"
                | "USD"
                | "UYU"
                | "UZS"
                | "VES"
                | "VND"
                | "VUV"
                | "WST"
                | "XAF"
                | "XCD"
                | "XCG"
                | "XDR"
                | "XOF"
                | "XPF"
                | "XSU"
                | "YER"
                | "ZAR"
                | "ZMW"
                | "ZWG"
                | "ZWL";
            /**
             * @description Why the money was paid back.
             * @example Returned within 14 days
             */
            reason: string | null;
            /**
             * Format: date
             * @description The day of the refund.
             * @example 2026-11-23
             */
            occurred_on: string;
            /**
             * @description The integrator's reference: a credit note number.
             * @example CN-2026-0007
             */
            reference: string | null;
            /**
             * @description Up to 50 keys of your own, each with a string value, kept as sent and never read by
             * bookdrop.
             * @example {
             *       "order_id": "1001"
             *     }
             */
            metadata: {
                [key: string]: string;
            };
            /**
             * @description Where the object is in its lifecycle: pending, imported or rejected.
             * @example {
             *       "status": "pending",
             *       "batch": null,
             *       "imported_at": null,
             *       "local_ref": null
             *     }
             */
            import: {
                /**
                 * @description pending until the merchant's software imports it (imported) or declines it (rejected).
                 * @enum {unknown}
                 */
                status: "pending" | "imported" | "rejected";
                /**
                 * @description The import batch that claimed or imported it.
                 * @example imb_uDOXHmFPkOUPhcO029Gg5sny
                 */
                batch: string | null;
                /**
                 * @description When it was imported. Unix time in seconds.
                 * @example 1795529600
                 */
                imported_at: number | null;
                /**
                 * @description The merchant's own id, once imported.
                 * @example C-1001
                 */
                local_ref: string | null;
                /** @description Present once rejected: why, by whom, and what to do (docs/declines.md). */
                rejection?: components["schemas"]["Rejection"];
            };
            /**
             * @description How the object was checked against the merchant's books when it was written: `checked`,
             * `may_have_moved` (the books were imported into since they were read), `unknown` (no books published),
             * `off` (the merchant turned checks off).
             * @example checked
             * @enum {unknown}
             */
            books_check: "checked" | "may_have_moved" | "unknown" | "off";
            /**
             * @description What the merchant's books would say of the object when it was written (docs/books.md); empty
             * when nothing collides.
             */
            books_warnings: components["schemas"]["BooksFinding"][];
            /**
             * @description When it was created. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /**
             * @description When it last changed. Unix time in seconds.
             * @example 1795529600
             */
            updated: number;
        };
        /**
         * @description `refund.imported`: The merchant's software imported the object (a completed import batch holds
         * it). One per object, for `customer`, `supplier`, `category`, `product`, `expense`, `revenue`, `refund`.
         */
        RefundImportedEvent: {
            /**
             * @description The event's id; deliveries send it as `webhook-id` too.
             * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
             */
            id: string;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "event";
            /**
             * @description The event type.
             * @constant
             */
            type: "refund.imported";
            /**
             * @description When it happened. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /** @description What the event is about. */
            data: {
                /** @description The object as the API showed it when the event happened. */
                object: components["schemas"]["Refund"];
            };
        };
        /**
         * @description `refund.rejected`: The object was declined (`POST /v1/<objects>/<id>/reject`): by the merchant,
         * or by its integration itself. `data.object.import.rejection` holds `code` (`duplicate`, `invalid_data`,
         * `missing_reference`, `name_in_use`, `period_locked`, `not_wanted` or `other`), `reason`, `by` (`merchant` or
         * `integration`), `field` and `detail` (or null), and the catalogue entry of the code: `actor`, `retryable`,
         * `messages` and `doc_url` (declines.md); `data.reason` repeats the reason, or null.
         */
        RefundRejectedEvent: {
            /**
             * @description The event's id; deliveries send it as `webhook-id` too.
             * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
             */
            id: string;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "event";
            /**
             * @description The event type.
             * @constant
             */
            type: "refund.rejected";
            /**
             * @description When it happened. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /** @description What the event is about. */
            data: {
                /** @description The object as the API showed it when the event happened. */
                object: components["schemas"]["Refund"];
                /**
                 * @description The reason given, or null.
                 * @example Already in the books.
                 */
                reason: string | null;
            };
        };
        /**
         * @description Why and by whom the object was declined, with the catalogue's entry for its code (`GET
         * /v1/reason_codes`).
         */
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
            /**
             * @description The free-text reason, when one was given.
             * @example Already in the books as SUP-0042.
             */
            reason: string | null;
            /**
             * @description merchant: declined with the desktop key; integration: by the integration itself.
             * @enum {unknown}
             */
            by: "merchant" | "integration";
            /**
             * @description The field at fault, when the decline named one (null on declines made before fields were
             * recorded).
             * @example reference
             */
            field: string | null;
            /**
             * @description What the importer said of it, for people and never interpreted; null when none was given.
             * @example Invoice RE-2041 is booked as 2026-0311.
             */
            detail: string | null;
            /**
             * @description Who must act: `integration` (the integration's data), `merchant`, or `accountant` (the
             * merchant's accountant).
             * @example integration
             * @enum {unknown}
             */
            actor: "integration" | "merchant" | "accountant";
            /**
             * @description Whether sending the object again can succeed, and after what (docs/declines.md, "Sending
             * again").
             * @example {
             *       "possible": false,
             *       "after": null
             *     }
             */
            retryable: {
                /** @description Whether the object, sent again as a new object, can succeed. */
                possible: boolean;
                /**
                 * @description What must happen first, when it can: `data_fixed` (the integration corrected its data),
                 * `reference_imported` (what it references is in the books), `period_reopened` (the accountant reopened
                 * the period), `merchant_agreed` (the merchant said so); null when it cannot.
                 * @enum {unknown}
                 */
                after: "data_fixed" | "reference_imported" | "period_reopened" | "merchant_agreed" | null;
            };
            /**
             * @description What to tell the person who sees the decline, the merchant's or the integrator's user; the
             * same for every decline of the code.
             * @example {
             *       "en": "The books already hold this record, so it was not imported a second time.",
             * "de": "Dieser Datensatz ist bereits in der Buchhaltung erfasst und wurde daher nicht ein zweites Mal
             * importiert."
             *     }
             */
            messages: {
                /** @description In English. */
                en: string;
                /** @description In German. */
                de: string;
            };
            /**
             * @description The code's section in the guides this server serves, a path on its own origin.
             * @example /docs/guides/declines#duplicate
             */
            doc_url: string;
        };
        /** @description Money the merchant earned: an order, a sale, an invoice paid. */
        Revenue: {
            /**
             * @description The revenue's id.
             * @example rev_qwjRswQ65HmI5C9kpB3krj42
             */
            id: string;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "revenue";
            /**
             * @description What was sold, as the books should show it.
             * @example Order #1001
             */
            description: string;
            /**
             * @description The gross amount received, tax included. Minor units of the currency (1999 is 19.99).
             * @example 5997
             */
            amount: number;
            /**
             * @description The currency of the amounts. ISO 4217, uppercase.
             * @example EUR
             * @enum {string}
             */
            currency: "AED"
                | "AFN"
                | "ALL"
                | "AMD"
                | "ANG"
                | "AOA"
                | "ARS"
                | "AUD"
                | "AWG"
                | "AZN"
                | "BAM"
                | "BBD"
                | "BDT"
                | "BGN"
                | "BHD"
                | "BIF"
                | "BMD"
                | "BND"
                | "BOB"
                | "BRL"
                | "BSD"
                | "BTN"
                | "BWP"
                | "BYN"
                | "BZD"
                | "CAD"
                | "CDF"
                | "CHF"
                | "CLP"
                | "CNY"
                | "COP"
                | "CRC"
                | "CUC"
                | "CUP"
                | "CVE"
                | "CZK"
                | "DJF"
                | "DKK"
                | "DOP"
                | "DZD"
                | "EGP"
                | "ERN"
                | "ETB"
                | "EUR"
                | "FJD"
                | "FKP"
                | "GBP"
                | "GEL"
                | "GHS"
                | "GIP"
                | "GMD"
                | "GNF"
                | "GTQ"
                | "GYD"
                | "HKD"
                | "HNL"
                | "HRK"
                | "HTG"
                | "HUF"
                | "IDR"
                | "ILS"
                | "INR"
                | "IQD"
                | "IRR"
                | "ISK"
                | "JMD"
                | "JOD"
                | "JPY"
                | "KES"
                | "KGS"
                | "KHR"
                | "KMF"
                | "KPW"
                | "KRW"
                | "KWD"
                | "KYD"
                | "KZT"
                | "LAK"
                | "LBP"
                | "LKR"
                | "LRD"
                | "LSL"
                | "LYD"
                | "MAD"
                | "MDL"
                | "MGA"
                | "MKD"
                | "MMK"
                | "MNT"
                | "MOP"
                | "MRU"
                | "MUR"
                | "MVR"
                | "MWK"
                | "MXN"
                | "MYR"
                | "MZN"
                | "NAD"
                | "NGN"
                | "NIO"
                | "NOK"
                | "NPR"
                | "NZD"
                | "OMR"
                | "PAB"
                | "PEN"
                | "PGK"
                | "PHP"
                | "PKR"
                | "PLN"
                | "PYG"
                | "QAR"
                | "RON"
                | "RSD"
                | "RUB"
                | "RWF"
                | "SAR"
                | "SBD"
                | "SCR"
                | "SDG"
                | "SEK"
                | "SGD"
                | "SHP"
                | "SLE"
                | "SLL"
                | "SOS"
                | "SRD"
                | "SSP"
                | "STN"
                | "SVC"
                | "SYP"
                | "SZL"
                | "THB"
                | "TJS"
                | "TMT"
                | "TND"
                | "TOP"
                | "TRY"
                | "TTD"
                | "TWD"
                | "TZS"
                | "UAH"
                | "UGX"
                | "USD"
                | "UYU"
                | "UZS"
                | "VES"
                | "VND"
                | "VUV"
                | "WST"
                | "XAF"
                | "XCD"
                | "XCG"
                | "XDR"
                | "XOF"
                | "XPF"
                | "XSU"
                | "YER"
                | "ZAR"
                | "ZMW"
                | "ZWG"
                | "ZWL";
            /**
             * @description The tax within `amount`; at most `amount`. Minor units of the currency (1999 is 19.99).
             * @example 957
             */
            tax_amount: number | null;
            /**
             * @description The discount granted, already taken off `amount`. Minor units of the currency (1999 is
             * 19.99).
             * @example 500
             */
            discount_amount: number | null;
            /**
             * @description What the payment provider kept as its fee. Minor units of the currency (1999 is 19.99).
             * @example 174
             */
            fee_amount: number | null;
            /**
             * Format: date
             * @description The day of the sale.
             * @example 2026-11-21
             */
            occurred_on: string;
            /** @description The customer who bought. An id; the object itself when expanded (`expand[]`). */
            customer: (string | components["schemas"]["Customer"]) | null;
            /**
             * @description A `revenue` category it is filed under. An id; the object itself when expanded (`expand[]`).
             */
            category: (string | components["schemas"]["Category"]) | null;
            /**
             * @description How it was paid, as the integrator names it.
             * @example paypal
             */
            payment_method: string | null;
            /**
             * @description The integrator's reference: an order or invoice number.
             * @example 1001
             */
            reference: string | null;
            /**
             * @description Free text for the merchant.
             * @example Gift wrapped.
             */
            notes: string | null;
            /**
             * @description Up to 50 keys of your own, each with a string value, kept as sent and never read by
             * bookdrop.
             * @example {
             *       "order_id": "1001"
             *     }
             */
            metadata: {
                [key: string]: string;
            };
            /**
             * @description Where the object is in its lifecycle: pending, imported or rejected.
             * @example {
             *       "status": "pending",
             *       "batch": null,
             *       "imported_at": null,
             *       "local_ref": null
             *     }
             */
            import: {
                /**
                 * @description pending until the merchant's software imports it (imported) or declines it (rejected).
                 * @enum {unknown}
                 */
                status: "pending" | "imported" | "rejected";
                /**
                 * @description The import batch that claimed or imported it.
                 * @example imb_uDOXHmFPkOUPhcO029Gg5sny
                 */
                batch: string | null;
                /**
                 * @description When it was imported. Unix time in seconds.
                 * @example 1795529600
                 */
                imported_at: number | null;
                /**
                 * @description The merchant's own id, once imported.
                 * @example C-1001
                 */
                local_ref: string | null;
                /** @description Present once rejected: why, by whom, and what to do (docs/declines.md). */
                rejection?: components["schemas"]["Rejection"];
            };
            /**
             * @description How the object was checked against the merchant's books when it was written: `checked`,
             * `may_have_moved` (the books were imported into since they were read), `unknown` (no books published),
             * `off` (the merchant turned checks off).
             * @example checked
             * @enum {unknown}
             */
            books_check: "checked" | "may_have_moved" | "unknown" | "off";
            /**
             * @description What the merchant's books would say of the object when it was written (docs/books.md); empty
             * when nothing collides.
             */
            books_warnings: components["schemas"]["BooksFinding"][];
            /**
             * @description When it was created. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /**
             * @description When it last changed. Unix time in seconds.
             * @example 1795529600
             */
            updated: number;
            /** @description Its line items, when expanded (`expand[]=line_items`). */
            line_items?: {
                /**
                 * @description The type of the object: a page of a list.
                 * @constant
                 */
                object: "list";
                /**
                 * @description The path of the list.
                 * @example /v1/customers
                 */
                url: string;
                /**
                 * @description Whether the list goes on in the direction you are paging.
                 * @example false
                 */
                has_more: boolean;
                /** @description The page's objects, newest first. */
                data: components["schemas"]["LineItem"][];
            };
        };
        /** @description What a bulk create of revenue answers: each object's outcome, in request order. */
        RevenueBulkResult: {
            /**
             * @description The type of the object.
             * @constant
             */
            object: "bulk_result";
            /** @description One outcome per object sent, in request order. */
            data: ({
                /**
                 * @description Stored.
                 * @constant
                 */
                status: 201;
                /** @description The revenue stored. */
                object: components["schemas"]["Revenue"];
            } | {
                /**
                 * @description A dry run: it would be stored.
                 * @constant
                 */
                status: 200;
                /** @description The revenue a create would store. */
                object: components["schemas"]["RevenueDryRun"];
            } | {
                /**
                 * @description The status its single create would answer.
                 * @example 400
                 */
                status: number;
                /** @description Why it was refused, as its single create would say. */
                error: components["schemas"]["ErrorObject"];
            })[];
        };
        /** @description The revenue a create would store, checked against the merchant's books; nothing was stored. */
        RevenueDryRun: {
            /** @description null: a dry run stores nothing. */
            id: null;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "revenue";
            /**
             * @description What was sold, as the books should show it.
             * @example Order #1001
             */
            description: string;
            /**
             * @description The gross amount received, tax included. Minor units of the currency (1999 is 19.99).
             * @example 5997
             */
            amount: number;
            /**
             * @description The currency of the amounts. ISO 4217, uppercase.
             * @example EUR
             * @enum {string}
             */
            currency: "AED"
                | "AFN"
                | "ALL"
                | "AMD"
                | "ANG"
                | "AOA"
                | "ARS"
                | "AUD"
                | "AWG"
                | "AZN"
                | "BAM"
                | "BBD"
                | "BDT"
                | "BGN"
                | "BHD"
                | "BIF"
                | "BMD"
                | "BND"
                | "BOB"
                | "BRL"
                | "BSD"
                | "BTN"
                | "BWP"
                | "BYN"
                | "BZD"
                | "CAD"
                | "CDF"
                | "CHF"
                | "CLP"
                | "CNY"
                | "COP"
                | "CRC"
                | "CUC"
                | "CUP"
                | "CVE"
                | "CZK"
                | "DJF"
                | "DKK"
                | "DOP"
                | "DZD"
                | "EGP"
                | "ERN"
                | "ETB"
                | "EUR"
                | "FJD"
                | "FKP"
                | "GBP"
                | "GEL"
                | "GHS"
                | "GIP"
                | "GMD"
                | "GNF"
                | "GTQ"
                | "GYD"
                | "HKD"
                | "HNL"
                | "HRK"
                | "HTG"
                | "HUF"
                | "IDR"
                | "ILS"
                | "INR"
                | "IQD"
                | "IRR"
                | "ISK"
                | "JMD"
                | "JOD"
                | "JPY"
                | "KES"
                | "KGS"
                | "KHR"
                | "KMF"
                | "KPW"
                | "KRW"
                | "KWD"
                | "KYD"
                | "KZT"
                | "LAK"
                | "LBP"
                | "LKR"
                | "LRD"
                | "LSL"
                | "LYD"
                | "MAD"
                | "MDL"
                | "MGA"
                | "MKD"
                | "MMK"
                | "MNT"
                | "MOP"
                | "MRU"
                | "MUR"
                | "MVR"
                | "MWK"
                | "MXN"
                | "MYR"
                | "MZN"
                | "NAD"
                | "NGN"
                | "NIO"
                | "NOK"
                | "NPR"
                | "NZD"
                | "OMR"
                | "PAB"
                | "PEN"
                | "PGK"
                | "PHP"
                | "PKR"
                | "PLN"
                | "PYG"
                | "QAR"
                | "RON"
                | "RSD"
                | "RUB"
                | "RWF"
                | "SAR"
                | "SBD"
                | "SCR"
                | "SDG"
                | "SEK"
                | "SGD"
                | "SHP"
                | "SLE"
                | "SLL"
                | "SOS"
                | "SRD"
                | "SSP"
                | "STN"
                | "SVC"
                | "SYP"
                | "SZL"
                | "THB"
                | "TJS"
                | "TMT"
                | "TND"
                | "TOP"
                | "TRY"
                | "TTD"
                | "TWD"
                | "TZS"
                | "UAH"
                | "UGX"
                | "USD"
                | "UYU"
                | "UZS"
                | "VES"
                | "VND"
                | "VUV"
                | "WST"
                | "XAF"
                | "XCD"
                | "XCG"
                | "XDR"
                | "XOF"
                | "XPF"
                | "XSU"
                | "YER"
                | "ZAR"
                | "ZMW"
                | "ZWG"
                | "ZWL";
            /**
             * @description The tax within `amount`; at most `amount`. Minor units of the currency (1999 is 19.99).
             * @example 957
             */
            tax_amount: number | null;
            /**
             * @description The discount granted, already taken off `amount`. Minor units of the currency (1999 is
             * 19.99).
             * @example 500
             */
            discount_amount: number | null;
            /**
             * @description What the payment provider kept as its fee. Minor units of the currency (1999 is 19.99).
             * @example 174
             */
            fee_amount: number | null;
            /**
             * Format: date
             * @description The day of the sale.
             * @example 2026-11-21
             */
            occurred_on: string;
            /** @description The customer who bought. An id; the object itself when expanded (`expand[]`). */
            customer: (string | components["schemas"]["Customer"]) | null;
            /**
             * @description A `revenue` category it is filed under. An id; the object itself when expanded (`expand[]`).
             */
            category: (string | components["schemas"]["Category"]) | null;
            /**
             * @description How it was paid, as the integrator names it.
             * @example paypal
             */
            payment_method: string | null;
            /**
             * @description The integrator's reference: an order or invoice number.
             * @example 1001
             */
            reference: string | null;
            /**
             * @description Free text for the merchant.
             * @example Gift wrapped.
             */
            notes: string | null;
            /**
             * @description Up to 50 keys of your own, each with a string value, kept as sent and never read by
             * bookdrop.
             * @example {
             *       "order_id": "1001"
             *     }
             */
            metadata: {
                [key: string]: string;
            };
            /**
             * @description Where the object is in its lifecycle: pending, imported or rejected.
             * @example {
             *       "status": "pending",
             *       "batch": null,
             *       "imported_at": null,
             *       "local_ref": null
             *     }
             */
            import: {
                /**
                 * @description pending until the merchant's software imports it (imported) or declines it (rejected).
                 * @enum {unknown}
                 */
                status: "pending" | "imported" | "rejected";
                /**
                 * @description The import batch that claimed or imported it.
                 * @example imb_uDOXHmFPkOUPhcO029Gg5sny
                 */
                batch: string | null;
                /**
                 * @description When it was imported. Unix time in seconds.
                 * @example 1795529600
                 */
                imported_at: number | null;
                /**
                 * @description The merchant's own id, once imported.
                 * @example C-1001
                 */
                local_ref: string | null;
                /** @description Present once rejected: why, by whom, and what to do (docs/declines.md). */
                rejection?: components["schemas"]["Rejection"];
            };
            /**
             * @description How the object was checked against the merchant's books when it was written: `checked`,
             * `may_have_moved` (the books were imported into since they were read), `unknown` (no books published),
             * `off` (the merchant turned checks off).
             * @example checked
             * @enum {unknown}
             */
            books_check: "checked" | "may_have_moved" | "unknown" | "off";
            /**
             * @description What the merchant's books would say of the object when it was written (docs/books.md); empty
             * when nothing collides.
             */
            books_warnings: components["schemas"]["BooksFinding"][];
            /**
             * @description When it was created. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /**
             * @description When it last changed. Unix time in seconds.
             * @example 1795529600
             */
            updated: number;
            /** @description Its line items, when expanded (`expand[]=line_items`). */
            line_items?: {
                /**
                 * @description The type of the object: a page of a list.
                 * @constant
                 */
                object: "list";
                /**
                 * @description The path of the list.
                 * @example /v1/customers
                 */
                url: string;
                /**
                 * @description Whether the list goes on in the direction you are paging.
                 * @example false
                 */
                has_more: boolean;
                /** @description The page's objects, newest first. */
                data: components["schemas"]["LineItem"][];
            };
        };
        /**
         * @description `revenue.imported`: The merchant's software imported the object (a completed import batch holds
         * it). One per object, for `customer`, `supplier`, `category`, `product`, `expense`, `revenue`, `refund`.
         */
        RevenueImportedEvent: {
            /**
             * @description The event's id; deliveries send it as `webhook-id` too.
             * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
             */
            id: string;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "event";
            /**
             * @description The event type.
             * @constant
             */
            type: "revenue.imported";
            /**
             * @description When it happened. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /** @description What the event is about. */
            data: {
                /** @description The object as the API showed it when the event happened. */
                object: components["schemas"]["Revenue"];
            };
        };
        /**
         * @description `revenue.rejected`: The object was declined (`POST /v1/<objects>/<id>/reject`): by the merchant,
         * or by its integration itself. `data.object.import.rejection` holds `code` (`duplicate`, `invalid_data`,
         * `missing_reference`, `name_in_use`, `period_locked`, `not_wanted` or `other`), `reason`, `by` (`merchant` or
         * `integration`), `field` and `detail` (or null), and the catalogue entry of the code: `actor`, `retryable`,
         * `messages` and `doc_url` (declines.md); `data.reason` repeats the reason, or null.
         */
        RevenueRejectedEvent: {
            /**
             * @description The event's id; deliveries send it as `webhook-id` too.
             * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
             */
            id: string;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "event";
            /**
             * @description The event type.
             * @constant
             */
            type: "revenue.rejected";
            /**
             * @description When it happened. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /** @description What the event is about. */
            data: {
                /** @description The object as the API showed it when the event happened. */
                object: components["schemas"]["Revenue"];
                /**
                 * @description The reason given, or null.
                 * @example Already in the books.
                 */
                reason: string | null;
            };
        };
        /** @description A webhook endpoint after a rotation, with its new signing secret. */
        RotatedWebhookEndpoint: {
            /**
             * @description The endpoint's id.
             * @example we_M6L6uLCDb4e5PYeU3WOKDxKC
             */
            id: string;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "webhook_endpoint";
            /**
             * Format: uri
             * @description Where deliveries are POSTed: a public HTTPS URL.
             * @example https://shop.example.com/bookdrop/webhooks
             */
            url: string;
            /**
             * @description The event types it receives; `["*"]`: every type.
             * @example [
             *       "customer.imported",
             *       "customer.rejected",
             *       "import_batch.reverted"
             *     ]
             */
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
            /**
             * @description A note for people.
             * @example Shop order sync
             */
            description: string | null;
            /**
             * @description Only an enabled endpoint receives deliveries.
             * @enum {unknown}
             */
            status: "enabled" | "disabled";
            /**
             * @description Why the endpoint is disabled; null while enabled.
             * @example null
             * @enum {unknown}
             */
            disabled_reason: "deliveries_failing" | "manual" | null;
            /**
             * @description When it was disabled; null while enabled. Unix time in seconds.
             * @example null
             */
            disabled_at: number | null;
            /**
             * @description Until when the previous secret still signs deliveries too. Unix time in seconds.
             * @example 1795529600
             */
            previous_secret_expires_at: number;
            /**
             * @description When it was created. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /**
             * @description When it last changed. Unix time in seconds.
             * @example 1795529600
             */
            updated: number;
            /**
             * @description Signs deliveries; shown only in this answer.
             * @example whsec_Su2sL1OzMdyrC515C3ufDol8yzEXSkvD
             */
            signing_secret: string;
        };
        /** @description What one pass of the simulated importer did, as the key may see it. */
        SandboxRun: {
            /**
             * @description The type of the object.
             * @constant
             */
            object: "sandbox_run";
            /**
             * @description The import batches this pass made, in order: completed, reverted (one per `revert` object)
             * or left open (`outcome_unknown`).
             * @example [
             *       "imb_uDOXHmFPkOUPhcO029Gg5sny"
             *     ]
             */
            batches: string[];
            /**
             * @description The objects this pass declined (`reject:<code>`).
             * @example [
             *       "cus_nxs25id81Qy4zQzzatb50S5I"
             *     ]
             */
            rejected: string[];
        };
        /** @description Someone the merchant buys from: expenses name them. */
        Supplier: {
            /**
             * @description The supplier's id.
             * @example sup_OkceymdrvC1ISBKnF8zZREA9
             */
            id: string;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "supplier";
            /**
             * @description The name the merchant's books file it under: a person's or a business's.
             * @example Paper Co GmbH
             */
            name: string;
            /**
             * Format: email
             * @description The email address the supplier's invoices come from.
             * @example billing@paper.example.com
             */
            email: string | null;
            /**
             * @description A phone number, as written.
             * @example +49 30 1234567
             */
            phone: string | null;
            /**
             * @description The VAT or tax identification number.
             * @example DE123456789
             */
            tax_number: string | null;
            /**
             * @description Street and house number.
             * @example Friedrichstraße 68
             */
            address_line1: string | null;
            /**
             * @description More of the address: floor, suite, c/o.
             * @example 3rd floor
             */
            address_line2: string | null;
            /**
             * @description City or town.
             * @example Berlin
             */
            city: string | null;
            /**
             * @description State, province or region.
             * @example Berlin
             */
            state: string | null;
            /**
             * @description Postal code.
             * @example 10117
             */
            postal_code: string | null;
            /**
             * @description The country of the address. ISO 3166-1 alpha-2, uppercase.
             * @example DE
             * @enum {string|null}
             */
            country: "AD"
                | "AE"
                | "AF"
                | "AG"
                | "AI"
                | "AL"
                | "AM"
                | "AO"
                | "AQ"
                | "AR"
                | "AS"
                | "AT"
                | "AU"
                | "AW"
                | "AX"
                | "AZ"
                | "BA"
                | "BB"
                | "BD"
                | "BE"
                | "BF"
                | "BG"
                | "BH"
                | "BI"
                | "BJ"
                | "BL"
                | "BM"
                | "BN"
                | "BO"
                | "BQ"
                | "BR"
                | "BS"
                | "BT"
                | "BV"
                | "BW"
                | "BY"
                | "BZ"
                | "CA"
                | "CC"
                | "CD"
                | "CF"
                | "CG"
                | "CH"
                | "CI"
                | "CK"
                | "CL"
                | "CM"
                | "CN"
                | "CO"
                | "CR"
                | "CU"
                | "CV"
                | "CW"
                | "CX"
                | "CY"
                | "CZ"
                | "DE"
                | "DJ"
                | "DK"
                | "DM"
                | "DO"
                | "DZ"
                | "EC"
                | "EE"
                | "EG"
                | "EH"
                | "ER"
                | "ES"
                | "ET"
                | "FI"
                | "FJ"
                | "FK"
                | "FM"
                | "FO"
                | "FR"
                | "GA"
                | "GB"
                | "GD"
                | "GE"
                | "GF"
                | "GG"
                | "GH"
                | "GI"
                | "GL"
                | "GM"
                | "GN"
                | "GP"
                | "GQ"
                | "GR"
                | "GS"
                | "GT"
                | "GU"
                | "GW"
                | "GY"
                | "HK"
                | "HM"
                | "HN"
                | "HR"
                | "HT"
                | "HU"
                | "ID"
                | "IE"
                | "IL"
                | "IM"
                | "IN"
                | "IO"
                | "IQ"
                | "IR"
                | "IS"
                | "IT"
                | "JE"
                | "JM"
                | "JO"
                | "JP"
                | "KE"
                | "KG"
                | "KH"
                | "KI"
                | "KM"
                | "KN"
                | "KP"
                | "KR"
                | "KW"
                | "KY"
                | "KZ"
                | "LA"
                | "LB"
                | "LC"
                | "LI"
                | "LK"
                | "LR"
                | "LS"
                | "LT"
                | "LU"
                | "LV"
                | "LY"
                | "MA"
                | "MC"
                | "MD"
                | "ME"
                | "MF"
                | "MG"
                | "MH"
                | "MK"
                | "ML"
                | "MM"
                | "MN"
                | "MO"
                | "MP"
                | "MQ"
                | "MR"
                | "MS"
                | "MT"
                | "MU"
                | "MV"
                | "MW"
                | "MX"
                | "MY"
                | "MZ"
                | "NA"
                | "NC"
                | "NE"
                | "NF"
                | "NG"
                | "NI"
                | "NL"
                | "NO"
                | "NP"
                | "NR"
                | "NU"
                | "NZ"
                | "OM"
                | "PA"
                | "PE"
                | "PF"
                | "PG"
                | "PH"
                | "PK"
                | "PL"
                | "PM"
                | "PN"
                | "PR"
                | "PS"
                | "PT"
                | "PW"
                | "PY"
                | "QA"
                | "RE"
                | "RO"
                | "RS"
                | "RU"
                | "RW"
                | "SA"
                | "SB"
                | "SC"
                | "SD"
                | "SE"
                | "SG"
                | "SH"
                | "SI"
                | "SJ"
                | "SK"
                | "SL"
                | "SM"
                | "SN"
                | "SO"
                | "SR"
                | "SS"
                | "ST"
                | "SV"
                | "SX"
                | "SY"
                | "SZ"
                | "TC"
                | "TD"
                | "TF"
                | "TG"
                | "TH"
                | "TJ"
                | "TK"
                | "TL"
                | "TM"
                | "TN"
                | "TO"
                | "TR"
                | "TT"
                | "TV"
                | "TW"
                | "TZ"
                | "UA"
                | "UG"
                | "UM"
                | "US"
                | "UY"
                | "UZ"
                | "VA"
                | "VC"
                | "VE"
                | "VG"
                | "VI"
                | "VN"
                | "VU"
                | "WF"
                | "WS"
                | "YE"
                | "YT"
                | "ZA"
                | "ZM"
                | "ZW"
                | null;
            /**
             * @description Free text for the merchant.
             * @example Prefers invoices by email.
             */
            notes: string | null;
            /**
             * @description The supplier's website.
             * @example https://paper.example.com
             */
            website: string | null;
            /**
             * @description Up to 50 keys of your own, each with a string value, kept as sent and never read by
             * bookdrop.
             * @example {
             *       "order_id": "1001"
             *     }
             */
            metadata: {
                [key: string]: string;
            };
            /**
             * @description Where the object is in its lifecycle: pending, imported or rejected.
             * @example {
             *       "status": "pending",
             *       "batch": null,
             *       "imported_at": null,
             *       "local_ref": null
             *     }
             */
            import: {
                /**
                 * @description pending until the merchant's software imports it (imported) or declines it (rejected).
                 * @enum {unknown}
                 */
                status: "pending" | "imported" | "rejected";
                /**
                 * @description The import batch that claimed or imported it.
                 * @example imb_uDOXHmFPkOUPhcO029Gg5sny
                 */
                batch: string | null;
                /**
                 * @description When it was imported. Unix time in seconds.
                 * @example 1795529600
                 */
                imported_at: number | null;
                /**
                 * @description The merchant's own id, once imported.
                 * @example C-1001
                 */
                local_ref: string | null;
                /** @description Present once rejected: why, by whom, and what to do (docs/declines.md). */
                rejection?: components["schemas"]["Rejection"];
            };
            /**
             * @description How the object was checked against the merchant's books when it was written: `checked`,
             * `may_have_moved` (the books were imported into since they were read), `unknown` (no books published),
             * `off` (the merchant turned checks off).
             * @example checked
             * @enum {unknown}
             */
            books_check: "checked" | "may_have_moved" | "unknown" | "off";
            /**
             * @description What the merchant's books would say of the object when it was written (docs/books.md); empty
             * when nothing collides.
             */
            books_warnings: components["schemas"]["BooksFinding"][];
            /**
             * @description When it was created. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /**
             * @description When it last changed. Unix time in seconds.
             * @example 1795529600
             */
            updated: number;
        };
        /** @description What a bulk create of suppliers answers: each object's outcome, in request order. */
        SupplierBulkResult: {
            /**
             * @description The type of the object.
             * @constant
             */
            object: "bulk_result";
            /** @description One outcome per object sent, in request order. */
            data: ({
                /**
                 * @description Stored.
                 * @constant
                 */
                status: 201;
                /** @description The supplier stored. */
                object: components["schemas"]["Supplier"];
            } | {
                /**
                 * @description A dry run: it would be stored.
                 * @constant
                 */
                status: 200;
                /** @description The supplier a create would store. */
                object: components["schemas"]["SupplierDryRun"];
            } | {
                /**
                 * @description The status its single create would answer.
                 * @example 400
                 */
                status: number;
                /** @description Why it was refused, as its single create would say. */
                error: components["schemas"]["ErrorObject"];
            })[];
        };
        /** @description The supplier a create would store, checked against the merchant's books; nothing was stored. */
        SupplierDryRun: {
            /** @description null: a dry run stores nothing. */
            id: null;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "supplier";
            /**
             * @description The name the merchant's books file it under: a person's or a business's.
             * @example Paper Co GmbH
             */
            name: string;
            /**
             * Format: email
             * @description The email address the supplier's invoices come from.
             * @example billing@paper.example.com
             */
            email: string | null;
            /**
             * @description A phone number, as written.
             * @example +49 30 1234567
             */
            phone: string | null;
            /**
             * @description The VAT or tax identification number.
             * @example DE123456789
             */
            tax_number: string | null;
            /**
             * @description Street and house number.
             * @example Friedrichstraße 68
             */
            address_line1: string | null;
            /**
             * @description More of the address: floor, suite, c/o.
             * @example 3rd floor
             */
            address_line2: string | null;
            /**
             * @description City or town.
             * @example Berlin
             */
            city: string | null;
            /**
             * @description State, province or region.
             * @example Berlin
             */
            state: string | null;
            /**
             * @description Postal code.
             * @example 10117
             */
            postal_code: string | null;
            /**
             * @description The country of the address. ISO 3166-1 alpha-2, uppercase.
             * @example DE
             * @enum {string|null}
             */
            country: "AD"
                | "AE"
                | "AF"
                | "AG"
                | "AI"
                | "AL"
                | "AM"
                | "AO"
                | "AQ"
                | "AR"
                | "AS"
                | "AT"
                | "AU"
                | "AW"
                | "AX"
                | "AZ"
                | "BA"
                | "BB"
                | "BD"
                | "BE"
                | "BF"
                | "BG"
                | "BH"
                | "BI"
                | "BJ"
                | "BL"
                | "BM"
                | "BN"
                | "BO"
                | "BQ"
                | "BR"
                | "BS"
                | "BT"
                | "BV"
                | "BW"
                | "BY"
                | "BZ"
                | "CA"
                | "CC"
                | "CD"
                | "CF"
                | "CG"
                | "CH"
                | "CI"
                | "CK"
                | "CL"
                | "CM"
                | "CN"
                | "CO"
                | "CR"
                | "CU"
                | "CV"
                | "CW"
                | "CX"
                | "CY"
                | "CZ"
                | "DE"
                | "DJ"
                | "DK"
                | "DM"
                | "DO"
                | "DZ"
                | "EC"
                | "EE"
                | "EG"
                | "EH"
                | "ER"
                | "ES"
                | "ET"
                | "FI"
                | "FJ"
                | "FK"
                | "FM"
                | "FO"
                | "FR"
                | "GA"
                | "GB"
                | "GD"
                | "GE"
                | "GF"
                | "GG"
                | "GH"
                | "GI"
                | "GL"
                | "GM"
                | "GN"
                | "GP"
                | "GQ"
                | "GR"
                | "GS"
                | "GT"
                | "GU"
                | "GW"
                | "GY"
                | "HK"
                | "HM"
                | "HN"
                | "HR"
                | "HT"
                | "HU"
                | "ID"
                | "IE"
                | "IL"
                | "IM"
                | "IN"
                | "IO"
                | "IQ"
                | "IR"
                | "IS"
                | "IT"
                | "JE"
                | "JM"
                | "JO"
                | "JP"
                | "KE"
                | "KG"
                | "KH"
                | "KI"
                | "KM"
                | "KN"
                | "KP"
                | "KR"
                | "KW"
                | "KY"
                | "KZ"
                | "LA"
                | "LB"
                | "LC"
                | "LI"
                | "LK"
                | "LR"
                | "LS"
                | "LT"
                | "LU"
                | "LV"
                | "LY"
                | "MA"
                | "MC"
                | "MD"
                | "ME"
                | "MF"
                | "MG"
                | "MH"
                | "MK"
                | "ML"
                | "MM"
                | "MN"
                | "MO"
                | "MP"
                | "MQ"
                | "MR"
                | "MS"
                | "MT"
                | "MU"
                | "MV"
                | "MW"
                | "MX"
                | "MY"
                | "MZ"
                | "NA"
                | "NC"
                | "NE"
                | "NF"
                | "NG"
                | "NI"
                | "NL"
                | "NO"
                | "NP"
                | "NR"
                | "NU"
                | "NZ"
                | "OM"
                | "PA"
                | "PE"
                | "PF"
                | "PG"
                | "PH"
                | "PK"
                | "PL"
                | "PM"
                | "PN"
                | "PR"
                | "PS"
                | "PT"
                | "PW"
                | "PY"
                | "QA"
                | "RE"
                | "RO"
                | "RS"
                | "RU"
                | "RW"
                | "SA"
                | "SB"
                | "SC"
                | "SD"
                | "SE"
                | "SG"
                | "SH"
                | "SI"
                | "SJ"
                | "SK"
                | "SL"
                | "SM"
                | "SN"
                | "SO"
                | "SR"
                | "SS"
                | "ST"
                | "SV"
                | "SX"
                | "SY"
                | "SZ"
                | "TC"
                | "TD"
                | "TF"
                | "TG"
                | "TH"
                | "TJ"
                | "TK"
                | "TL"
                | "TM"
                | "TN"
                | "TO"
                | "TR"
                | "TT"
                | "TV"
                | "TW"
                | "TZ"
                | "UA"
                | "UG"
                | "UM"
                | "US"
                | "UY"
                | "UZ"
                | "VA"
                | "VC"
                | "VE"
                | "VG"
                | "VI"
                | "VN"
                | "VU"
                | "WF"
                | "WS"
                | "YE"
                | "YT"
                | "ZA"
                | "ZM"
                | "ZW"
                | null;
            /**
             * @description Free text for the merchant.
             * @example Prefers invoices by email.
             */
            notes: string | null;
            /**
             * @description The supplier's website.
             * @example https://paper.example.com
             */
            website: string | null;
            /**
             * @description Up to 50 keys of your own, each with a string value, kept as sent and never read by
             * bookdrop.
             * @example {
             *       "order_id": "1001"
             *     }
             */
            metadata: {
                [key: string]: string;
            };
            /**
             * @description Where the object is in its lifecycle: pending, imported or rejected.
             * @example {
             *       "status": "pending",
             *       "batch": null,
             *       "imported_at": null,
             *       "local_ref": null
             *     }
             */
            import: {
                /**
                 * @description pending until the merchant's software imports it (imported) or declines it (rejected).
                 * @enum {unknown}
                 */
                status: "pending" | "imported" | "rejected";
                /**
                 * @description The import batch that claimed or imported it.
                 * @example imb_uDOXHmFPkOUPhcO029Gg5sny
                 */
                batch: string | null;
                /**
                 * @description When it was imported. Unix time in seconds.
                 * @example 1795529600
                 */
                imported_at: number | null;
                /**
                 * @description The merchant's own id, once imported.
                 * @example C-1001
                 */
                local_ref: string | null;
                /** @description Present once rejected: why, by whom, and what to do (docs/declines.md). */
                rejection?: components["schemas"]["Rejection"];
            };
            /**
             * @description How the object was checked against the merchant's books when it was written: `checked`,
             * `may_have_moved` (the books were imported into since they were read), `unknown` (no books published),
             * `off` (the merchant turned checks off).
             * @example checked
             * @enum {unknown}
             */
            books_check: "checked" | "may_have_moved" | "unknown" | "off";
            /**
             * @description What the merchant's books would say of the object when it was written (docs/books.md); empty
             * when nothing collides.
             */
            books_warnings: components["schemas"]["BooksFinding"][];
            /**
             * @description When it was created. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /**
             * @description When it last changed. Unix time in seconds.
             * @example 1795529600
             */
            updated: number;
        };
        /**
         * @description `supplier.imported`: The merchant's software imported the object (a completed import batch holds
         * it). One per object, for `customer`, `supplier`, `category`, `product`, `expense`, `revenue`, `refund`.
         */
        SupplierImportedEvent: {
            /**
             * @description The event's id; deliveries send it as `webhook-id` too.
             * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
             */
            id: string;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "event";
            /**
             * @description The event type.
             * @constant
             */
            type: "supplier.imported";
            /**
             * @description When it happened. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /** @description What the event is about. */
            data: {
                /** @description The object as the API showed it when the event happened. */
                object: components["schemas"]["Supplier"];
            };
        };
        /**
         * @description `supplier.rejected`: The object was declined (`POST /v1/<objects>/<id>/reject`): by the
         * merchant, or by its integration itself. `data.object.import.rejection` holds `code` (`duplicate`,
         * `invalid_data`, `missing_reference`, `name_in_use`, `period_locked`, `not_wanted` or `other`), `reason`, `by`
         * (`merchant` or `integration`), `field` and `detail` (or null), and the catalogue entry of the code: `actor`,
         * `retryable`, `messages` and `doc_url` (declines.md); `data.reason` repeats the reason, or null.
         */
        SupplierRejectedEvent: {
            /**
             * @description The event's id; deliveries send it as `webhook-id` too.
             * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
             */
            id: string;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "event";
            /**
             * @description The event type.
             * @constant
             */
            type: "supplier.rejected";
            /**
             * @description When it happened. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /** @description What the event is about. */
            data: {
                /** @description The object as the API showed it when the event happened. */
                object: components["schemas"]["Supplier"];
                /**
                 * @description The reason given, or null.
                 * @example Already in the books.
                 */
                reason: string | null;
            };
        };
        /** @description One POST of a delivery to its endpoint. */
        WebhookAttempt: {
            /**
             * @description When the attempt began. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /**
             * @description The receiver's status; null when no answer came.
             * @example 200
             */
            http_status: number | null;
            /**
             * @description Why the attempt failed; null when it succeeded.
             * @example null
             * @enum {unknown}
             */
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
            /**
             * @description The failure, for people; null when it succeeded.
             * @example null
             */
            error_message: string | null;
            /**
             * @description How long it took, in milliseconds; null while the attempt is under way.
             * @example 184
             */
            duration_ms: number | null;
            /**
             * @description The first 1024 bytes of the receiver's answer, as UTF-8 text; null when no answer came.
             * @example ok
             */
            response_body: string | null;
        };
        /** @description An event's delivery to one webhook endpoint, with its attempts. */
        WebhookDelivery: {
            /**
             * @description The delivery's id.
             * @example wd_55uNb33W8GcFUnZXslMvZnOP
             */
            id: string;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "webhook_delivery";
            /**
             * @description The endpoint it goes to.
             * @example we_M6L6uLCDb4e5PYeU3WOKDxKC
             */
            endpoint: string;
            /**
             * @description The event it carries.
             * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
             */
            event: string;
            /**
             * @description The event's type.
             * @example customer.imported
             */
            event_type: string;
            /**
             * @description pending while attempts remain; succeeded on a 2xx; failed after the last attempt; dropped
             * when the endpoint went away.
             * @example succeeded
             * @enum {unknown}
             */
            status: "pending" | "succeeded" | "failed" | "dropped";
            /**
             * @description When the next attempt is due; null unless pending. Unix time in seconds.
             * @example null
             */
            next_attempt_at: number | null;
            /** @description Its attempts, oldest first. */
            attempts: components["schemas"]["WebhookAttempt"][];
            /**
             * @description When it was created. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /**
             * @description When it last changed. Unix time in seconds.
             * @example 1795529600
             */
            updated: number;
        };
        /** @description A URL that receives the events it subscribes to, signed. */
        WebhookEndpoint: {
            /**
             * @description The endpoint's id.
             * @example we_M6L6uLCDb4e5PYeU3WOKDxKC
             */
            id: string;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "webhook_endpoint";
            /**
             * Format: uri
             * @description Where deliveries are POSTed: a public HTTPS URL.
             * @example https://shop.example.com/bookdrop/webhooks
             */
            url: string;
            /**
             * @description The event types it receives; `["*"]`: every type.
             * @example [
             *       "customer.imported",
             *       "customer.rejected",
             *       "import_batch.reverted"
             *     ]
             */
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
            /**
             * @description A note for people.
             * @example Shop order sync
             */
            description: string | null;
            /**
             * @description Only an enabled endpoint receives deliveries.
             * @enum {unknown}
             */
            status: "enabled" | "disabled";
            /**
             * @description Why the endpoint is disabled; null while enabled.
             * @example null
             * @enum {unknown}
             */
            disabled_reason: "deliveries_failing" | "manual" | null;
            /**
             * @description When it was disabled; null while enabled. Unix time in seconds.
             * @example null
             */
            disabled_at: number | null;
            /**
             * @description After a rotation, until when the previous secret still signs deliveries too; null outside
             * that overlap. Unix time in seconds.
             * @example null
             */
            previous_secret_expires_at: number | null;
            /**
             * @description When it was created. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /**
             * @description When it last changed. Unix time in seconds.
             * @example 1795529600
             */
            updated: number;
        };
        /**
         * @description `webhook_endpoint.disabled`: bookdrop disabled an endpoint because its last 20 deliveries failed
         * (`disabled_reason: deliveries_failing`). Not sent when the owner disables it.
         */
        WebhookEndpointDisabledEvent: {
            /**
             * @description The event's id; deliveries send it as `webhook-id` too.
             * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
             */
            id: string;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "event";
            /**
             * @description The event type.
             * @constant
             */
            type: "webhook_endpoint.disabled";
            /**
             * @description When it happened. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /** @description What the event is about. */
            data: {
                /** @description The object as the API showed it when the event happened. */
                object: components["schemas"]["WebhookEndpoint"];
            };
        };
        /** @description `webhook_endpoint.test`: `POST /v1/webhook_endpoints/<id>/test` was called. */
        WebhookEndpointTestEvent: {
            /**
             * @description The event's id; deliveries send it as `webhook-id` too.
             * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
             */
            id: string;
            /**
             * @description The type of the object.
             * @constant
             */
            object: "event";
            /**
             * @description The event type.
             * @constant
             */
            type: "webhook_endpoint.test";
            /**
             * @description When it happened. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
            /** @description What the event is about. */
            data: {
                /** @description The object as the API showed it when the event happened. */
                object: components["schemas"]["WebhookEndpoint"];
            };
        };
        /** @description A recovery of an endpoint's failed deliveries. */
        WebhookRecovery: {
            /**
             * @description The type of the object.
             * @constant
             */
            object: "webhook_recovery";
            /**
             * @description The endpoint recovered.
             * @example we_M6L6uLCDb4e5PYeU3WOKDxKC
             */
            endpoint: string;
            /**
             * @description The earliest delivery queued again, as the request said. Unix time in seconds.
             * @example 1795529600
             */
            since: number;
            /**
             * @description How many failed or dropped deliveries since `since` were queued again.
             * @example 12
             */
            queued: number;
            /**
             * @description When the recovery was made. Unix time in seconds.
             * @example 1795529600
             */
            created: number;
        };
    };
    responses: never;
    parameters: {
        /**
         * @description One per object you create; a retry with the same key and request answers the first response (24
         * hours). A dry run (`dry_run=true`) needs none.
         */
        "Idempotency-Key": string;
        /**
         * @description Optional: a retry with the same key and request answers the first response (24 hours), from any
         * gateway. Store it before you send.
         */
        "Idempotency-Key-Optional": string;
        /**
         * @description `true`: check the request as a create would (against the merchant's books too, whatever their
         * `checks` say) and store nothing; answers 200, sends no event and needs no Idempotency-Key (docs/books.md).
         */
        dry_run: "true" | "false";
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
        /**
         * @description On every 405: the methods the path serves, comma-separated (`GET, HEAD, POST, DELETE`), exactly
         * the operations this document lists at it and `HEAD` wherever `GET` is.
         */
        Allow: string;
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
                    /**
                     * @example {
                     *       "id": "acct_a2lz4MSFecbhvettEnl0pcLe",
                     *       "object": "account",
                     *       "pending": {
                     *         "customer": 3,
                     *         "supplier": 0,
                     *         "category": 0,
                     *         "product": 0,
                     *         "expense": 0,
                     *         "revenue": 0,
                     *         "refund": 0
                     *       },
                     *       "last_import_at": 1795529600,
                     *       "importer": {
                     *         "last_seen_at": 1795529600,
                     *         "status": "active"
                     *       },
                     *       "books": {
                     *         "version": 3,
                     *         "read_at": 1795529600,
                     *         "checks": "warn"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AccountSummary"];
                };
            };
        };
    };
    "admin.accounts.list": {
        parameters: {
            query?: {
                /** @description How many objects a page holds, 1 to 100. */
                limit?: number;
                /** @description An object's id: the page after it (older objects). */
                starting_after?: string;
                /** @description An object's id: the page before it (newer objects); not with `starting_after`. */
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
                    /**
                     * @example {
                     *       "object": "list",
                     *       "url": "/admin/v1/accounts",
                     *       "has_more": false,
                     *       "data": [
                     *         {
                     *           "id": "acct_a2lz4MSFecbhvettEnl0pcLe",
                     *           "object": "account",
                     *           "name": "Acme Ltd",
                     *           "mode": "live",
                     *           "created": 1795529600,
                     *           "last_import_at": 1795529600,
                     *           "importer": {
                     *             "last_seen_at": 1795529600,
                     *             "status": "active"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description The type of the object: a page of a list.
                         * @constant
                         */
                        object: "list";
                        /**
                         * @description The path of the list.
                         * @example /v1/customers
                         */
                        url: string;
                        /**
                         * @description Whether the list goes on in the direction you are paging.
                         * @example false
                         */
                        has_more: boolean;
                        /** @description The page's objects, newest first. */
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
                /**
                 * @example {
                 *       "name": "Acme Ltd",
                 *       "mode": "live"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The merchant's name.
                     * @example Acme Ltd
                     */
                    name: string;
                    /**
                     * @description `live` (the default) or `test`: a test account's pending objects are taken by a
                     * simulated importer (docs/testing.md).
                     * @example live
                     * @enum {string}
                     */
                    mode?: "live" | "test";
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
                    /**
                     * @example {
                     *       "account": {
                     *         "id": "acct_a2lz4MSFecbhvettEnl0pcLe",
                     *         "object": "account",
                     *         "name": "Acme Ltd",
                     *         "mode": "live",
                     *         "created": 1795529600,
                     *         "last_import_at": 1795529600,
                     *         "importer": {
                     *           "last_seen_at": 1795529600,
                     *           "status": "active"
                     *         }
                     *       },
                     *       "desktop_key": {
                     *         "id": "key_KYJkQSjwiqj8W3iixut7fRRo",
                     *         "object": "api_key",
                     *         "name": "Shop sync",
                     *         "scopes": [
                     *           "read",
                     *           "write"
                     *         ],
                     *         "integration": "int_QOZJjuFIq4ayq06pTJ3d5pHG",
                     *         "secret_last4": "x9Qa",
                     *         "mode": "live",
                     *         "created": 1795529600,
                     *         "expires_at": null,
                     *         "revoked_at": null,
                     *         "secret": "ab_GuIMICRgfGb8NDx2umRHdwZeyHj225Cb"
                     *       }
                     *     }
                     */
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
                /**
                 * @description The account's id.
                 * @example acct_a2lz4MSFecbhvettEnl0pcLe
                 */
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
                    /**
                     * @example {
                     *       "id": "acct_a2lz4MSFecbhvettEnl0pcLe",
                     *       "object": "account",
                     *       "name": "Acme Ltd",
                     *       "mode": "live",
                     *       "created": 1795529600,
                     *       "last_import_at": 1795529600,
                     *       "importer": {
                     *         "last_seen_at": 1795529600,
                     *         "status": "active"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Account"];
                };
            };
        };
    };
    "admin.accounts.apiKeys.list": {
        parameters: {
            query?: {
                /** @description How many objects a page holds, 1 to 100. */
                limit?: number;
                /** @description An object's id: the page after it (older objects). */
                starting_after?: string;
                /** @description An object's id: the page before it (newer objects); not with `starting_after`. */
                ending_before?: string;
            };
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /**
                 * @description The account's id.
                 * @example acct_a2lz4MSFecbhvettEnl0pcLe
                 */
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
                    /**
                     * @example {
                     *       "object": "list",
                     *       "url": "/admin/v1/accounts/acct_a2lz4MSFecbhvettEnl0pcLe/api_keys",
                     *       "has_more": false,
                     *       "data": [
                     *         {
                     *           "id": "key_KYJkQSjwiqj8W3iixut7fRRo",
                     *           "object": "api_key",
                     *           "name": "Shop sync",
                     *           "scopes": [
                     *             "read",
                     *             "write"
                     *           ],
                     *           "integration": "int_QOZJjuFIq4ayq06pTJ3d5pHG",
                     *           "secret_last4": "x9Qa",
                     *           "mode": "live",
                     *           "created": 1795529600,
                     *           "expires_at": null,
                     *           "revoked_at": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description The type of the object: a page of a list.
                         * @constant
                         */
                        object: "list";
                        /**
                         * @description The path of the list.
                         * @example /v1/customers
                         */
                        url: string;
                        /**
                         * @description Whether the list goes on in the direction you are paging.
                         * @example false
                         */
                        has_more: boolean;
                        /** @description The page's objects, newest first. */
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
                /**
                 * @description The account's id.
                 * @example acct_a2lz4MSFecbhvettEnl0pcLe
                 */
                account: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Shop sync",
                 *       "scopes": [
                 *         "read",
                 *         "write"
                 *       ],
                 *       "integration": "int_QOZJjuFIq4ayq06pTJ3d5pHG",
                 *       "expires_at": 1827065600
                 *     }
                 */
                "application/json": {
                    /**
                     * @description A name for people.
                     * @example Shop sync
                     */
                    name?: string;
                    /**
                     * @description What the key may do.
                     * @example [
                     *       "read",
                     *       "write"
                     *     ]
                     */
                    scopes: ("read" | "write")[];
                    /**
                     * @description An integration of the account the key joins (`int_…`); without it, a new
                     * integration.
                     * @example int_QOZJjuFIq4ayq06pTJ3d5pHG
                     */
                    integration?: string;
                    /**
                     * @description When the key stops working, in unix seconds; in the future.
                     * @example 1827065600
                     */
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
                    /**
                     * @example {
                     *       "id": "key_KYJkQSjwiqj8W3iixut7fRRo",
                     *       "object": "api_key",
                     *       "name": "Shop sync",
                     *       "scopes": [
                     *         "read",
                     *         "write"
                     *       ],
                     *       "integration": "int_QOZJjuFIq4ayq06pTJ3d5pHG",
                     *       "secret_last4": "x9Qa",
                     *       "mode": "live",
                     *       "created": 1795529600,
                     *       "expires_at": null,
                     *       "revoked_at": null,
                     *       "secret": "ab_GuIMICRgfGb8NDx2umRHdwZeyHj225Cb"
                     *     }
                     */
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
                /**
                 * @description The api_key's id.
                 * @example key_KYJkQSjwiqj8W3iixut7fRRo
                 */
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
                    /**
                     * @example {
                     *       "id": "key_KYJkQSjwiqj8W3iixut7fRRo",
                     *       "object": "api_key",
                     *       "name": "Shop sync",
                     *       "scopes": [
                     *         "read",
                     *         "write"
                     *       ],
                     *       "integration": "int_QOZJjuFIq4ayq06pTJ3d5pHG",
                     *       "secret_last4": "x9Qa",
                     *       "mode": "live",
                     *       "created": 1795529600,
                     *       "expires_at": null,
                     *       "revoked_at": 1795529600
                     *     }
                     */
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
                /**
                 * @description The account's id.
                 * @example acct_a2lz4MSFecbhvettEnl0pcLe
                 */
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
                    /**
                     * @example {
                     *       "id": "key_KYJkQSjwiqj8W3iixut7fRRo",
                     *       "object": "api_key",
                     *       "name": "Desktop",
                     *       "scopes": [
                     *         "read",
                     *         "write",
                     *         "import",
                     *         "keys"
                     *       ],
                     *       "integration": null,
                     *       "secret_last4": "x9Qa",
                     *       "mode": "live",
                     *       "created": 1795529600,
                     *       "expires_at": null,
                     *       "revoked_at": null,
                     *       "secret": "ab_GuIMICRgfGb8NDx2umRHdwZeyHj225Cb"
                     *     }
                     */
                    "application/json": components["schemas"]["NewApiKey"];
                };
            };
        };
    };
    "apiKeys.list": {
        parameters: {
            query?: {
                /** @description How many objects a page holds, 1 to 100. */
                limit?: number;
                /** @description An object's id: the page after it (older objects). */
                starting_after?: string;
                /** @description An object's id: the page before it (newer objects); not with `starting_after`. */
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
                    /**
                     * @example {
                     *       "object": "list",
                     *       "url": "/v1/api_keys",
                     *       "has_more": false,
                     *       "data": [
                     *         {
                     *           "id": "key_KYJkQSjwiqj8W3iixut7fRRo",
                     *           "object": "api_key",
                     *           "name": "Shop sync",
                     *           "scopes": [
                     *             "read",
                     *             "write"
                     *           ],
                     *           "integration": "int_QOZJjuFIq4ayq06pTJ3d5pHG",
                     *           "secret_last4": "x9Qa",
                     *           "mode": "live",
                     *           "created": 1795529600,
                     *           "expires_at": null,
                     *           "revoked_at": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description The type of the object: a page of a list.
                         * @constant
                         */
                        object: "list";
                        /**
                         * @description The path of the list.
                         * @example /v1/customers
                         */
                        url: string;
                        /**
                         * @description Whether the list goes on in the direction you are paging.
                         * @example false
                         */
                        has_more: boolean;
                        /** @description The page's objects, newest first. */
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
                 * response (24 hours). A dry run (`dry_run=true`) needs none.
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
                /**
                 * @example {
                 *       "name": "Shop sync",
                 *       "scopes": [
                 *         "read",
                 *         "write"
                 *       ],
                 *       "integration": "int_QOZJjuFIq4ayq06pTJ3d5pHG",
                 *       "expires_at": 1827065600
                 *     }
                 */
                "application/json": {
                    /**
                     * @description A name for people.
                     * @example Shop sync
                     */
                    name?: string;
                    /**
                     * @description What the key may do.
                     * @example [
                     *       "read",
                     *       "write"
                     *     ]
                     */
                    scopes: ("read" | "write")[];
                    /**
                     * @description An integration of the account the key joins (`int_…`); without it, a new
                     * integration.
                     * @example int_QOZJjuFIq4ayq06pTJ3d5pHG
                     */
                    integration?: string;
                    /**
                     * @description When the key stops working, in unix seconds; in the future.
                     * @example 1827065600
                     */
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
                    /**
                     * @example {
                     *       "id": "key_KYJkQSjwiqj8W3iixut7fRRo",
                     *       "object": "api_key",
                     *       "name": "Shop sync",
                     *       "scopes": [
                     *         "read",
                     *         "write"
                     *       ],
                     *       "integration": "int_QOZJjuFIq4ayq06pTJ3d5pHG",
                     *       "secret_last4": "x9Qa",
                     *       "mode": "live",
                     *       "created": 1795529600,
                     *       "expires_at": null,
                     *       "revoked_at": null,
                     *       "secret": "ab_GuIMICRgfGb8NDx2umRHdwZeyHj225Cb"
                     *     }
                     */
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
                /**
                 * @description The api_key's id.
                 * @example key_KYJkQSjwiqj8W3iixut7fRRo
                 */
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
                    /**
                     * @example {
                     *       "id": "key_KYJkQSjwiqj8W3iixut7fRRo",
                     *       "object": "api_key",
                     *       "name": "Shop sync",
                     *       "scopes": [
                     *         "read",
                     *         "write"
                     *       ],
                     *       "integration": "int_QOZJjuFIq4ayq06pTJ3d5pHG",
                     *       "secret_last4": "x9Qa",
                     *       "mode": "live",
                     *       "created": 1795529600,
                     *       "expires_at": null,
                     *       "revoked_at": 1795529600
                     *     }
                     */
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
        };
    };
    "customers.list": {
        parameters: {
            query?: {
                /** @description How many objects a page holds, 1 to 100. */
                limit?: number;
                /** @description An object's id: the page after it (older objects). */
                starting_after?: string;
                /** @description An object's id: the page before it (newer objects); not with `starting_after`. */
                ending_before?: string;
                /** @description Only objects of this import status. */
                import_status?: "pending" | "imported" | "rejected";
                /** @description Only the objects an import batch (`imb_…`) claimed or imported. */
                batch?: string;
                /** @description Only objects created at or after this moment, in unix seconds. */
                "created[gte]"?: number;
                /** @description Only objects created after this moment, in unix seconds. */
                "created[gt]"?: number;
                /** @description Only objects created at or before this moment, in unix seconds. */
                "created[lte]"?: number;
                /** @description Only objects created before this moment, in unix seconds. */
                "created[lt]"?: number;
                /** @description Nothing here is expandable. */
                "expand[]"?: string[];
                /**
                 * @description `true`: only pending objects that carry findings of the merchant's books
                 * (`books_warnings`), to settle before they are imported.
                 */
                books_warnings?: "true";
                /** @description Only objects whose `email` is this. */
                email?: string;
                /** @description Only objects whose `name` is this. */
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
                    /**
                     * @example {
                     *       "object": "list",
                     *       "url": "/v1/customers",
                     *       "has_more": false,
                     *       "data": [
                     *         {
                     *           "id": "cus_nxs25id81Qy4zQzzatb50S5I",
                     *           "object": "customer",
                     *           "name": "Ada Lovelace",
                     *           "email": "ada@example.com",
                     *           "phone": "+49 30 1234567",
                     *           "company": "Analytical Engines Ltd",
                     *           "tax_number": "DE123456789",
                     *           "address_line1": "Friedrichstraße 68",
                     *           "address_line2": "3rd floor",
                     *           "city": "Berlin",
                     *           "state": "Berlin",
                     *           "postal_code": "10117",
                     *           "country": "DE",
                     *           "notes": "Prefers invoices by email.",
                     *           "metadata": {
                     *             "order_id": "1001"
                     *           },
                     *           "import": {
                     *             "status": "pending",
                     *             "batch": null,
                     *             "imported_at": null,
                     *             "local_ref": null
                     *           },
                     *           "books_check": "checked",
                     *           "books_warnings": [
                     *             {
                     *               "code": "name_in_use",
                     *               "field": "name",
                     *               "message": "The merchant's books already use this name for a customer.",
                     *               "books_read_at": 1795529600
                     *             }
                     *           ],
                     *           "created": 1795529600,
                     *           "updated": 1795529600
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description The type of the object: a page of a list.
                         * @constant
                         */
                        object: "list";
                        /**
                         * @description The path of the list.
                         * @example /v1/customers
                         */
                        url: string;
                        /**
                         * @description Whether the list goes on in the direction you are paging.
                         * @example false
                         */
                        has_more: boolean;
                        /** @description The page's objects, newest first. */
                        data: components["schemas"]["Customer"][];
                    };
                };
            };
        };
    };
    "customers.create": {
        parameters: {
            query?: {
                /**
                 * @description `true`: check the request as a create would (against the merchant's books too, whatever
                 * their `checks` say) and store nothing; answers 200, sends no event and needs no Idempotency-Key
                 * (docs/books.md).
                 */
                dry_run?: components["parameters"]["dry_run"];
            };
            header: {
                /**
                 * @description One per object you create; a retry with the same key and request answers the first
                 * response (24 hours). A dry run (`dry_run=true`) needs none.
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
                /**
                 * @example {
                 *       "name": "Ada Lovelace",
                 *       "email": "ada@example.com",
                 *       "phone": "+49 30 1234567",
                 *       "company": "Analytical Engines Ltd",
                 *       "tax_number": "DE123456789",
                 *       "address_line1": "Friedrichstraße 68",
                 *       "address_line2": "3rd floor",
                 *       "city": "Berlin",
                 *       "state": "Berlin",
                 *       "postal_code": "10117",
                 *       "country": "DE",
                 *       "notes": "Prefers invoices by email.",
                 *       "metadata": {
                 *         "order_id": "1001"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The name the merchant's books file it under: a person's or a business's.
                     * @example Ada Lovelace
                     */
                    name: string;
                    /** @description The email address invoices and receipts go to. */
                    email?: (string | null) | "";
                    /** @description A phone number, as written. */
                    phone?: (string | null) | "";
                    /** @description The business the customer works for, if any. */
                    company?: (string | null) | "";
                    /** @description The VAT or tax identification number. */
                    tax_number?: (string | null) | "";
                    /** @description Street and house number. */
                    address_line1?: (string | null) | "";
                    /** @description More of the address: floor, suite, c/o. */
                    address_line2?: (string | null) | "";
                    /** @description City or town. */
                    city?: (string | null) | "";
                    /** @description State, province or region. */
                    state?: (string | null) | "";
                    /** @description Postal code. */
                    postal_code?: (string | null) | "";
                    /** @description The country of the address. ISO 3166-1 alpha-2, in upper or lower case. */
                    country?: ("AD"
                        | "ad"
                        | "AE"
                        | "ae"
                        | "AF"
                        | "af"
                        | "AG"
                        | "ag"
                        | "AI"
                        | "ai"
                        | "AL"
                        | "al"
                        | "AM"
                        | "am"
                        | "AO"
                        | "ao"
                        | "AQ"
                        | "aq"
                        | "AR"
                        | "ar"
                        | "AS"
                        | "as"
                        | "AT"
                        | "at"
                        | "AU"
                        | "au"
                        | "AW"
                        | "aw"
                        | "AX"
                        | "ax"
                        | "AZ"
                        | "az"
                        | "BA"
                        | "ba"
                        | "BB"
                        | "bb"
                        | "BD"
                        | "bd"
                        | "BE"
                        | "be"
                        | "BF"
                        | "bf"
                        | "BG"
                        | "bg"
                        | "BH"
                        | "bh"
                        | "BI"
                        | "bi"
                        | "BJ"
                        | "bj"
                        | "BL"
                        | "bl"
                        | "BM"
                        | "bm"
                        | "BN"
                        | "bn"
                        | "BO"
                        | "bo"
                        | "BQ"
                        | "bq"
                        | "BR"
                        | "br"
                        | "BS"
                        | "bs"
                        | "BT"
                        | "bt"
                        | "BV"
                        | "bv"
                        | "BW"
                        | "bw"
                        | "BY"
                        | "by"
                        | "BZ"
                        | "bz"
                        | "CA"
                        | "ca"
                        | "CC"
                        | "cc"
                        | "CD"
                        | "cd"
                        | "CF"
                        | "cf"
                        | "CG"
                        | "cg"
                        | "CH"
                        | "ch"
                        | "CI"
                        | "ci"
                        | "CK"
                        | "ck"
                        | "CL"
                        | "cl"
                        | "CM"
                        | "cm"
                        | "CN"
                        | "cn"
                        | "CO"
                        | "co"
                        | "CR"
                        | "cr"
                        | "CU"
                        | "cu"
                        | "CV"
                        | "cv"
                        | "CW"
                        | "cw"
                        | "CX"
                        | "cx"
                        | "CY"
                        | "cy"
                        | "CZ"
                        | "cz"
                        | "DE"
                        | "de"
                        | "DJ"
                        | "dj"
                        | "DK"
                        | "dk"
                        | "DM"
                        | "dm"
                        | "DO"
                        | "do"
                        | "DZ"
                        | "dz"
                        | "EC"
                        | "ec"
                        | "EE"
                        | "ee"
                        | "EG"
                        | "eg"
                        | "EH"
                        | "eh"
                        | "ER"
                        | "er"
                        | "ES"
                        | "es"
                        | "ET"
                        | "et"
                        | "FI"
                        | "fi"
                        | "FJ"
                        | "fj"
                        | "FK"
                        | "fk"
                        | "FM"
                        | "fm"
                        | "FO"
                        | "fo"
                        | "FR"
                        | "fr"
                        | "GA"
                        | "ga"
                        | "GB"
                        | "gb"
                        | "GD"
                        | "gd"
                        | "GE"
                        | "ge"
                        | "GF"
                        | "gf"
                        | "GG"
                        | "gg"
                        | "GH"
                        | "gh"
                        | "GI"
                        | "gi"
                        | "GL"
                        | "gl"
                        | "GM"
                        | "gm"
                        | "GN"
                        | "gn"
                        | "GP"
                        | "gp"
                        | "GQ"
                        | "gq"
                        | "GR"
                        | "gr"
                        | "GS"
                        | "gs"
                        | "GT"
                        | "gt"
                        | "GU"
                        | "gu"
                        | "GW"
                        | "gw"
                        | "GY"
                        | "gy"
                        | "HK"
                        | "hk"
                        | "HM"
                        | "hm"
                        | "HN"
                        | "hn"
                        | "HR"
                        | "hr"
                        | "HT"
                        | "ht"
                        | "HU"
                        | "hu"
                        | "ID"
                        | "id"
                        | "IE"
                        | "ie"
                        | "IL"
                        | "il"
                        | "IM"
                        | "im"
                        | "IN"
                        | "in"
                        | "IO"
                        | "io"
                        | "IQ"
                        | "iq"
                        | "IR"
                        | "ir"
                        | "IS"
                        | "is"
                        | "IT"
                        | "it"
                        | "JE"
                        | "je"
                        | "JM"
                        | "jm"
                        | "JO"
                        | "jo"
                        | "JP"
                        | "jp"
                        | "KE"
                        | "ke"
                        | "KG"
                        | "kg"
                        | "KH"
                        | "kh"
                        | "KI"
                        | "ki"
                        | "KM"
                        | "km"
                        | "KN"
                        | "kn"
                        | "KP"
                        | "kp"
                        | "KR"
                        | "kr"
                        | "KW"
                        | "kw"
                        | "KY"
                        | "ky"
                        | "KZ"
                        | "kz"
                        | "LA"
                        | "la"
                        | "LB"
                        | "lb"
                        | "LC"
                        | "lc"
                        | "LI"
                        | "li"
                        | "LK"
                        | "lk"
                        | "LR"
                        | "lr"
                        | "LS"
                        | "ls"
                        | "LT"
                        | "lt"
                        | "LU"
                        | "lu"
                        | "LV"
                        | "lv"
                        | "LY"
                        | "ly"
                        | "MA"
                        | "ma"
                        | "MC"
                        | "mc"
                        | "MD"
                        | "md"
                        | "ME"
                        | "me"
                        | "MF"
                        | "mf"
                        | "MG"
                        | "mg"
                        | "MH"
                        | "mh"
                        | "MK"
                        | "mk"
                        | "ML"
                        | "ml"
                        | "MM"
                        | "mm"
                        | "MN"
                        | "mn"
                        | "MO"
                        | "mo"
                        | "MP"
                        | "mp"
                        | "MQ"
                        | "mq"
                        | "MR"
                        | "mr"
                        | "MS"
                        | "ms"
                        | "MT"
                        | "mt"
                        | "MU"
                        | "mu"
                        | "MV"
                        | "mv"
                        | "MW"
                        | "mw"
                        | "MX"
                        | "mx"
                        | "MY"
                        | "my"
                        | "MZ"
                        | "mz"
                        | "NA"
                        | "na"
                        | "NC"
                        | "nc"
                        | "NE"
                        | "ne"
                        | "NF"
                        | "nf"
                        | "NG"
                        | "ng"
                        | "NI"
                        | "ni"
                        | "NL"
                        | "nl"
                        | "NO"
                        | "no"
                        | "NP"
                        | "np"
                        | "NR"
                        | "nr"
                        | "NU"
                        | "nu"
                        | "NZ"
                        | "nz"
                        | "OM"
                        | "om"
                        | "PA"
                        | "pa"
                        | "PE"
                        | "pe"
                        | "PF"
                        | "pf"
                        | "PG"
                        | "pg"
                        | "PH"
                        | "ph"
                        | "PK"
                        | "pk"
                        | "PL"
                        | "pl"
                        | "PM"
                        | "pm"
                        | "PN"
                        | "pn"
                        | "PR"
                        | "pr"
                        | "PS"
                        | "ps"
                        | "PT"
                        | "pt"
                        | "PW"
                        | "pw"
                        | "PY"
                        | "py"
                        | "QA"
                        | "qa"
                        | "RE"
                        | "re"
                        | "RO"
                        | "ro"
                        | "RS"
                        | "rs"
                        | "RU"
                        | "ru"
                        | "RW"
                        | "rw"
                        | "SA"
                        | "sa"
                        | "SB"
                        | "sb"
                        | "SC"
                        | "sc"
                        | "SD"
                        | "sd"
                        | "SE"
                        | "se"
                        | "SG"
                        | "sg"
                        | "SH"
                        | "sh"
                        | "SI"
                        | "si"
                        | "SJ"
                        | "sj"
                        | "SK"
                        | "sk"
                        | "SL"
                        | "sl"
                        | "SM"
                        | "sm"
                        | "SN"
                        | "sn"
                        | "SO"
                        | "so"
                        | "SR"
                        | "sr"
                        | "SS"
                        | "ss"
                        | "ST"
                        | "st"
                        | "SV"
                        | "sv"
                        | "SX"
                        | "sx"
                        | "SY"
                        | "sy"
                        | "SZ"
                        | "sz"
                        | "TC"
                        | "tc"
                        | "TD"
                        | "td"
                        | "TF"
                        | "tf"
                        | "TG"
                        | "tg"
                        | "TH"
                        | "th"
                        | "TJ"
                        | "tj"
                        | "TK"
                        | "tk"
                        | "TL"
                        | "tl"
                        | "TM"
                        | "tm"
                        | "TN"
                        | "tn"
                        | "TO"
                        | "to"
                        | "TR"
                        | "tr"
                        | "TT"
                        | "tt"
                        | "TV"
                        | "tv"
                        | "TW"
                        | "tw"
                        | "TZ"
                        | "tz"
                        | "UA"
                        | "ua"
                        | "UG"
                        | "ug"
                        | "UM"
                        | "um"
                        | "US"
                        | "us"
                        | "UY"
                        | "uy"
                        | "UZ"
                        | "uz"
                        | "VA"
                        | "va"
                        | "VC"
                        | "vc"
                        | "VE"
                        | "ve"
                        | "VG"
                        | "vg"
                        | "VI"
                        | "vi"
                        | "VN"
                        | "vn"
                        | "VU"
                        | "vu"
                        | "WF"
                        | "wf"
                        | "WS"
                        | "ws"
                        | "YE"
                        | "ye"
                        | "YT"
                        | "yt"
                        | "ZA"
                        | "za"
                        | "ZM"
                        | "zm"
                        | "ZW"
                        | "zw"
                        | null)
                        | "";
                    /** @description Free text for the merchant. */
                    notes?: (string | null) | "";
                    /**
                     * @description Up to 50 keys of your own (1 to 40 characters) with string values (up to 500); a key
                     * set to null or "" is removed, and null removes them all.
                     * @example {
                     *       "order_id": "1001"
                     *     }
                     */
                    metadata?: {
                        [key: string]: string | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description A dry run (`?dry_run=true`): nothing was stored. */
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
                    /**
                     * @example {
                     *       "id": null,
                     *       "object": "customer",
                     *       "name": "Ada Lovelace",
                     *       "email": "ada@example.com",
                     *       "phone": "+49 30 1234567",
                     *       "company": "Analytical Engines Ltd",
                     *       "tax_number": "DE123456789",
                     *       "address_line1": "Friedrichstraße 68",
                     *       "address_line2": "3rd floor",
                     *       "city": "Berlin",
                     *       "state": "Berlin",
                     *       "postal_code": "10117",
                     *       "country": "DE",
                     *       "notes": "Prefers invoices by email.",
                     *       "metadata": {
                     *         "order_id": "1001"
                     *       },
                     *       "import": {
                     *         "status": "pending",
                     *         "batch": null,
                     *         "imported_at": null,
                     *         "local_ref": null
                     *       },
                     *       "books_check": "checked",
                     *       "books_warnings": [
                     *         {
                     *           "code": "name_in_use",
                     *           "field": "name",
                     *           "message": "The merchant's books already use this name for a customer.",
                     *           "books_read_at": 1795529600
                     *         }
                     *       ],
                     *       "created": 1795529600,
                     *       "updated": 1795529600
                     *     }
                     */
                    "application/json": components["schemas"]["CustomerDryRun"];
                };
            };
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
                    /**
                     * @example {
                     *       "id": "cus_nxs25id81Qy4zQzzatb50S5I",
                     *       "object": "customer",
                     *       "name": "Ada Lovelace",
                     *       "email": "ada@example.com",
                     *       "phone": "+49 30 1234567",
                     *       "company": "Analytical Engines Ltd",
                     *       "tax_number": "DE123456789",
                     *       "address_line1": "Friedrichstraße 68",
                     *       "address_line2": "3rd floor",
                     *       "city": "Berlin",
                     *       "state": "Berlin",
                     *       "postal_code": "10117",
                     *       "country": "DE",
                     *       "notes": "Prefers invoices by email.",
                     *       "metadata": {
                     *         "order_id": "1001"
                     *       },
                     *       "import": {
                     *         "status": "pending",
                     *         "batch": null,
                     *         "imported_at": null,
                     *         "local_ref": null
                     *       },
                     *       "books_check": "checked",
                     *       "books_warnings": [
                     *         {
                     *           "code": "name_in_use",
                     *           "field": "name",
                     *           "message": "The merchant's books already use this name for a customer.",
                     *           "books_read_at": 1795529600
                     *         }
                     *       ],
                     *       "created": 1795529600,
                     *       "updated": 1795529600
                     *     }
                     */
                    "application/json": components["schemas"]["Customer"];
                };
            };
        };
    };
    "customers.bulkCreate": {
        parameters: {
            query?: {
                /**
                 * @description `true`: check the request as a create would (against the merchant's books too, whatever
                 * their `checks` say) and store nothing; answers 200, sends no event and needs no Idempotency-Key
                 * (docs/books.md).
                 */
                dry_run?: components["parameters"]["dry_run"];
            };
            header: {
                /**
                 * @description One per object you create; a retry with the same key and request answers the first
                 * response (24 hours). A dry run (`dry_run=true`) needs none.
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
                /**
                 * @example {
                 *       "objects": [
                 *         {
                 *           "name": "Ada Lovelace",
                 *           "email": "ada@example.com",
                 *           "phone": "+49 30 1234567",
                 *           "company": "Analytical Engines Ltd",
                 *           "tax_number": "DE123456789",
                 *           "address_line1": "Friedrichstraße 68",
                 *           "address_line2": "3rd floor",
                 *           "city": "Berlin",
                 *           "state": "Berlin",
                 *           "postal_code": "10117",
                 *           "country": "DE",
                 *           "notes": "Prefers invoices by email.",
                 *           "metadata": {
                 *             "order_id": "1001"
                 *           }
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description 1 to 100 customers, each the body `POST /v1/customers` takes. */
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
                    /**
                     * @example {
                     *       "object": "bulk_result",
                     *       "data": [
                     *         {
                     *           "status": 201,
                     *           "object": {
                     *             "id": "cus_nxs25id81Qy4zQzzatb50S5I",
                     *             "object": "customer",
                     *             "name": "Ada Lovelace",
                     *             "email": "ada@example.com",
                     *             "phone": "+49 30 1234567",
                     *             "company": "Analytical Engines Ltd",
                     *             "tax_number": "DE123456789",
                     *             "address_line1": "Friedrichstraße 68",
                     *             "address_line2": "3rd floor",
                     *             "city": "Berlin",
                     *             "state": "Berlin",
                     *             "postal_code": "10117",
                     *             "country": "DE",
                     *             "notes": "Prefers invoices by email.",
                     *             "metadata": {
                     *               "order_id": "1001"
                     *             },
                     *             "import": {
                     *               "status": "pending",
                     *               "batch": null,
                     *               "imported_at": null,
                     *               "local_ref": null
                     *             },
                     *             "books_check": "checked",
                     *             "books_warnings": [
                     *               {
                     *                 "code": "name_in_use",
                     *                 "field": "name",
                     *                 "message": "The merchant's books already use this name for a customer.",
                     *                 "books_read_at": 1795529600
                     *               }
                     *             ],
                     *             "created": 1795529600,
                     *             "updated": 1795529600
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CustomerBulkResult"];
                };
            };
        };
    };
    "customers.retrieve": {
        parameters: {
            query?: {
                /** @description Nothing here is expandable. */
                "expand[]"?: string[];
            };
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /**
                 * @description The customer's id.
                 * @example cus_nxs25id81Qy4zQzzatb50S5I
                 */
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
                    /**
                     * @example {
                     *       "id": "cus_nxs25id81Qy4zQzzatb50S5I",
                     *       "object": "customer",
                     *       "name": "Ada Lovelace",
                     *       "email": "ada@example.com",
                     *       "phone": "+49 30 1234567",
                     *       "company": "Analytical Engines Ltd",
                     *       "tax_number": "DE123456789",
                     *       "address_line1": "Friedrichstraße 68",
                     *       "address_line2": "3rd floor",
                     *       "city": "Berlin",
                     *       "state": "Berlin",
                     *       "postal_code": "10117",
                     *       "country": "DE",
                     *       "notes": "Prefers invoices by email.",
                     *       "metadata": {
                     *         "order_id": "1001"
                     *       },
                     *       "import": {
                     *         "status": "pending",
                     *         "batch": null,
                     *         "imported_at": null,
                     *         "local_ref": null
                     *       },
                     *       "books_check": "checked",
                     *       "books_warnings": [
                     *         {
                     *           "code": "name_in_use",
                     *           "field": "name",
                     *           "message": "The merchant's books already use this name for a customer.",
                     *           "books_read_at": 1795529600
                     *         }
                     *       ],
                     *       "created": 1795529600,
                     *       "updated": 1795529600
                     *     }
                     */
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
                /**
                 * @description The customer's id.
                 * @example cus_nxs25id81Qy4zQzzatb50S5I
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "name": "Ada Lovelace",
                 *       "email": "ada@example.com",
                 *       "phone": "+49 30 1234567",
                 *       "company": "Analytical Engines Ltd",
                 *       "tax_number": "DE123456789",
                 *       "address_line1": "Friedrichstraße 68",
                 *       "address_line2": "3rd floor",
                 *       "city": "Berlin",
                 *       "state": "Berlin",
                 *       "postal_code": "10117",
                 *       "country": "DE",
                 *       "notes": "Prefers invoices by email.",
                 *       "metadata": {
                 *         "order_id": "1001"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The name the merchant's books file it under: a person's or a business's.
                     * @example Ada Lovelace
                     */
                    name?: string;
                    /** @description The email address invoices and receipts go to. */
                    email?: (string | null) | "";
                    /** @description A phone number, as written. */
                    phone?: (string | null) | "";
                    /** @description The business the customer works for, if any. */
                    company?: (string | null) | "";
                    /** @description The VAT or tax identification number. */
                    tax_number?: (string | null) | "";
                    /** @description Street and house number. */
                    address_line1?: (string | null) | "";
                    /** @description More of the address: floor, suite, c/o. */
                    address_line2?: (string | null) | "";
                    /** @description City or town. */
                    city?: (string | null) | "";
                    /** @description State, province or region. */
                    state?: (string | null) | "";
                    /** @description Postal code. */
                    postal_code?: (string | null) | "";
                    /** @description The country of the address. ISO 3166-1 alpha-2, in upper or lower case. */
                    country?: ("AD"
                        | "ad"
                        | "AE"
                        | "ae"
                        | "AF"
                        | "af"
                        | "AG"
                        | "ag"
                        | "AI"
                        | "ai"
                        | "AL"
                        | "al"
                        | "AM"
                        | "am"
                        | "AO"
                        | "ao"
                        | "AQ"
                        | "aq"
                        | "AR"
                        | "ar"
                        | "AS"
                        | "as"
                        | "AT"
                        | "at"
                        | "AU"
                        | "au"
                        | "AW"
                        | "aw"
                        | "AX"
                        | "ax"
                        | "AZ"
                        | "az"
                        | "BA"
                        | "ba"
                        | "BB"
                        | "bb"
                        | "BD"
                        | "bd"
                        | "BE"
                        | "be"
                        | "BF"
                        | "bf"
                        | "BG"
                        | "bg"
                        | "BH"
                        | "bh"
                        | "BI"
                        | "bi"
                        | "BJ"
                        | "bj"
                        | "BL"
                        | "bl"
                        | "BM"
                        | "bm"
                        | "BN"
                        | "bn"
                        | "BO"
                        | "bo"
                        | "BQ"
                        | "bq"
                        | "BR"
                        | "br"
                        | "BS"
                        | "bs"
                        | "BT"
                        | "bt"
                        | "BV"
                        | "bv"
                        | "BW"
                        | "bw"
                        | "BY"
                        | "by"
                        | "BZ"
                        | "bz"
                        | "CA"
                        | "ca"
                        | "CC"
                        | "cc"
                        | "CD"
                        | "cd"
                        | "CF"
                        | "cf"
                        | "CG"
                        | "cg"
                        | "CH"
                        | "ch"
                        | "CI"
                        | "ci"
                        | "CK"
                        | "ck"
                        | "CL"
                        | "cl"
                        | "CM"
                        | "cm"
                        | "CN"
                        | "cn"
                        | "CO"
                        | "co"
                        | "CR"
                        | "cr"
                        | "CU"
                        | "cu"
                        | "CV"
                        | "cv"
                        | "CW"
                        | "cw"
                        | "CX"
                        | "cx"
                        | "CY"
                        | "cy"
                        | "CZ"
                        | "cz"
                        | "DE"
                        | "de"
                        | "DJ"
                        | "dj"
                        | "DK"
                        | "dk"
                        | "DM"
                        | "dm"
                        | "DO"
                        | "do"
                        | "DZ"
                        | "dz"
                        | "EC"
                        | "ec"
                        | "EE"
                        | "ee"
                        | "EG"
                        | "eg"
                        | "EH"
                        | "eh"
                        | "ER"
                        | "er"
                        | "ES"
                        | "es"
                        | "ET"
                        | "et"
                        | "FI"
                        | "fi"
                        | "FJ"
                        | "fj"
                        | "FK"
                        | "fk"
                        | "FM"
                        | "fm"
                        | "FO"
                        | "fo"
                        | "FR"
                        | "fr"
                        | "GA"
                        | "ga"
                        | "GB"
                        | "gb"
                        | "GD"
                        | "gd"
                        | "GE"
                        | "ge"
                        | "GF"
                        | "gf"
                        | "GG"
                        | "gg"
                        | "GH"
                        | "gh"
                        | "GI"
                        | "gi"
                        | "GL"
                        | "gl"
                        | "GM"
                        | "gm"
                        | "GN"
                        | "gn"
                        | "GP"
                        | "gp"
                        | "GQ"
                        | "gq"
                        | "GR"
                        | "gr"
                        | "GS"
                        | "gs"
                        | "GT"
                        | "gt"
                        | "GU"
                        | "gu"
                        | "GW"
                        | "gw"
                        | "GY"
                        | "gy"
                        | "HK"
                        | "hk"
                        | "HM"
                        | "hm"
                        | "HN"
                        | "hn"
                        | "HR"
                        | "hr"
                        | "HT"
                        | "ht"
                        | "HU"
                        | "hu"
                        | "ID"
                        | "id"
                        | "IE"
                        | "ie"
                        | "IL"
                        | "il"
                        | "IM"
                        | "im"
                        | "IN"
                        | "in"
                        | "IO"
                        | "io"
                        | "IQ"
                        | "iq"
                        | "IR"
                        | "ir"
                        | "IS"
                        | "is"
                        | "IT"
                        | "it"
                        | "JE"
                        | "je"
                        | "JM"
                        | "jm"
                        | "JO"
                        | "jo"
                        | "JP"
                        | "jp"
                        | "KE"
                        | "ke"
                        | "KG"
                        | "kg"
                        | "KH"
                        | "kh"
                        | "KI"
                        | "ki"
                        | "KM"
                        | "km"
                        | "KN"
                        | "kn"
                        | "KP"
                        | "kp"
                        | "KR"
                        | "kr"
                        | "KW"
                        | "kw"
                        | "KY"
                        | "ky"
                        | "KZ"
                        | "kz"
                        | "LA"
                        | "la"
                        | "LB"
                        | "lb"
                        | "LC"
                        | "lc"
                        | "LI"
                        | "li"
                        | "LK"
                        | "lk"
                        | "LR"
                        | "lr"
                        | "LS"
                        | "ls"
                        | "LT"
                        | "lt"
                        | "LU"
                        | "lu"
                        | "LV"
                        | "lv"
                        | "LY"
                        | "ly"
                        | "MA"
                        | "ma"
                        | "MC"
                        | "mc"
                        | "MD"
                        | "md"
                        | "ME"
                        | "me"
                        | "MF"
                        | "mf"
                        | "MG"
                        | "mg"
                        | "MH"
                        | "mh"
                        | "MK"
                        | "mk"
                        | "ML"
                        | "ml"
                        | "MM"
                        | "mm"
                        | "MN"
                        | "mn"
                        | "MO"
                        | "mo"
                        | "MP"
                        | "mp"
                        | "MQ"
                        | "mq"
                        | "MR"
                        | "mr"
                        | "MS"
                        | "ms"
                        | "MT"
                        | "mt"
                        | "MU"
                        | "mu"
                        | "MV"
                        | "mv"
                        | "MW"
                        | "mw"
                        | "MX"
                        | "mx"
                        | "MY"
                        | "my"
                        | "MZ"
                        | "mz"
                        | "NA"
                        | "na"
                        | "NC"
                        | "nc"
                        | "NE"
                        | "ne"
                        | "NF"
                        | "nf"
                        | "NG"
                        | "ng"
                        | "NI"
                        | "ni"
                        | "NL"
                        | "nl"
                        | "NO"
                        | "no"
                        | "NP"
                        | "np"
                        | "NR"
                        | "nr"
                        | "NU"
                        | "nu"
                        | "NZ"
                        | "nz"
                        | "OM"
                        | "om"
                        | "PA"
                        | "pa"
                        | "PE"
                        | "pe"
                        | "PF"
                        | "pf"
                        | "PG"
                        | "pg"
                        | "PH"
                        | "ph"
                        | "PK"
                        | "pk"
                        | "PL"
                        | "pl"
                        | "PM"
                        | "pm"
                        | "PN"
                        | "pn"
                        | "PR"
                        | "pr"
                        | "PS"
                        | "ps"
                        | "PT"
                        | "pt"
                        | "PW"
                        | "pw"
                        | "PY"
                        | "py"
                        | "QA"
                        | "qa"
                        | "RE"
                        | "re"
                        | "RO"
                        | "ro"
                        | "RS"
                        | "rs"
                        | "RU"
                        | "ru"
                        | "RW"
                        | "rw"
                        | "SA"
                        | "sa"
                        | "SB"
                        | "sb"
                        | "SC"
                        | "sc"
                        | "SD"
                        | "sd"
                        | "SE"
                        | "se"
                        | "SG"
                        | "sg"
                        | "SH"
                        | "sh"
                        | "SI"
                        | "si"
                        | "SJ"
                        | "sj"
                        | "SK"
                        | "sk"
                        | "SL"
                        | "sl"
                        | "SM"
                        | "sm"
                        | "SN"
                        | "sn"
                        | "SO"
                        | "so"
                        | "SR"
                        | "sr"
                        | "SS"
                        | "ss"
                        | "ST"
                        | "st"
                        | "SV"
                        | "sv"
                        | "SX"
                        | "sx"
                        | "SY"
                        | "sy"
                        | "SZ"
                        | "sz"
                        | "TC"
                        | "tc"
                        | "TD"
                        | "td"
                        | "TF"
                        | "tf"
                        | "TG"
                        | "tg"
                        | "TH"
                        | "th"
                        | "TJ"
                        | "tj"
                        | "TK"
                        | "tk"
                        | "TL"
                        | "tl"
                        | "TM"
                        | "tm"
                        | "TN"
                        | "tn"
                        | "TO"
                        | "to"
                        | "TR"
                        | "tr"
                        | "TT"
                        | "tt"
                        | "TV"
                        | "tv"
                        | "TW"
                        | "tw"
                        | "TZ"
                        | "tz"
                        | "UA"
                        | "ua"
                        | "UG"
                        | "ug"
                        | "UM"
                        | "um"
                        | "US"
                        | "us"
                        | "UY"
                        | "uy"
                        | "UZ"
                        | "uz"
                        | "VA"
                        | "va"
                        | "VC"
                        | "vc"
                        | "VE"
                        | "ve"
                        | "VG"
                        | "vg"
                        | "VI"
                        | "vi"
                        | "VN"
                        | "vn"
                        | "VU"
                        | "vu"
                        | "WF"
                        | "wf"
                        | "WS"
                        | "ws"
                        | "YE"
                        | "ye"
                        | "YT"
                        | "yt"
                        | "ZA"
                        | "za"
                        | "ZM"
                        | "zm"
                        | "ZW"
                        | "zw"
                        | null)
                        | "";
                    /** @description Free text for the merchant. */
                    notes?: (string | null) | "";
                    /**
                     * @description Up to 50 keys of your own (1 to 40 characters) with string values (up to 500); a key
                     * set to null or "" is removed, and null removes them all.
                     * @example {
                     *       "order_id": "1001"
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "id": "cus_nxs25id81Qy4zQzzatb50S5I",
                     *       "object": "customer",
                     *       "name": "Ada Lovelace",
                     *       "email": "ada@example.com",
                     *       "phone": "+49 30 1234567",
                     *       "company": "Analytical Engines Ltd",
                     *       "tax_number": "DE123456789",
                     *       "address_line1": "Friedrichstraße 68",
                     *       "address_line2": "3rd floor",
                     *       "city": "Berlin",
                     *       "state": "Berlin",
                     *       "postal_code": "10117",
                     *       "country": "DE",
                     *       "notes": "Prefers invoices by email.",
                     *       "metadata": {
                     *         "order_id": "1001"
                     *       },
                     *       "import": {
                     *         "status": "pending",
                     *         "batch": null,
                     *         "imported_at": null,
                     *         "local_ref": null
                     *       },
                     *       "books_check": "checked",
                     *       "books_warnings": [
                     *         {
                     *           "code": "name_in_use",
                     *           "field": "name",
                     *           "message": "The merchant's books already use this name for a customer.",
                     *           "books_read_at": 1795529600
                     *         }
                     *       ],
                     *       "created": 1795529600,
                     *       "updated": 1795529600
                     *     }
                     */
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
                /**
                 * @description The customer's id.
                 * @example cus_nxs25id81Qy4zQzzatb50S5I
                 */
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
                    /**
                     * @example {
                     *       "id": "cus_nxs25id81Qy4zQzzatb50S5I",
                     *       "object": "customer",
                     *       "deleted": true
                     *     }
                     */
                    "application/json": components["schemas"]["DeletedCustomer"];
                };
            };
        };
    };
    "suppliers.list": {
        parameters: {
            query?: {
                /** @description How many objects a page holds, 1 to 100. */
                limit?: number;
                /** @description An object's id: the page after it (older objects). */
                starting_after?: string;
                /** @description An object's id: the page before it (newer objects); not with `starting_after`. */
                ending_before?: string;
                /** @description Only objects of this import status. */
                import_status?: "pending" | "imported" | "rejected";
                /** @description Only the objects an import batch (`imb_…`) claimed or imported. */
                batch?: string;
                /** @description Only objects created at or after this moment, in unix seconds. */
                "created[gte]"?: number;
                /** @description Only objects created after this moment, in unix seconds. */
                "created[gt]"?: number;
                /** @description Only objects created at or before this moment, in unix seconds. */
                "created[lte]"?: number;
                /** @description Only objects created before this moment, in unix seconds. */
                "created[lt]"?: number;
                /** @description Nothing here is expandable. */
                "expand[]"?: string[];
                /**
                 * @description `true`: only pending objects that carry findings of the merchant's books
                 * (`books_warnings`), to settle before they are imported.
                 */
                books_warnings?: "true";
                /** @description Only objects whose `email` is this. */
                email?: string;
                /** @description Only objects whose `name` is this. */
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
                    /**
                     * @example {
                     *       "object": "list",
                     *       "url": "/v1/suppliers",
                     *       "has_more": false,
                     *       "data": [
                     *         {
                     *           "id": "sup_OkceymdrvC1ISBKnF8zZREA9",
                     *           "object": "supplier",
                     *           "name": "Paper Co GmbH",
                     *           "email": "billing@paper.example.com",
                     *           "phone": "+49 30 1234567",
                     *           "tax_number": "DE123456789",
                     *           "address_line1": "Friedrichstraße 68",
                     *           "address_line2": "3rd floor",
                     *           "city": "Berlin",
                     *           "state": "Berlin",
                     *           "postal_code": "10117",
                     *           "country": "DE",
                     *           "notes": "Prefers invoices by email.",
                     *           "website": "https://paper.example.com",
                     *           "metadata": {
                     *             "order_id": "1001"
                     *           },
                     *           "import": {
                     *             "status": "pending",
                     *             "batch": null,
                     *             "imported_at": null,
                     *             "local_ref": null
                     *           },
                     *           "books_check": "checked",
                     *           "books_warnings": [
                     *             {
                     *               "code": "name_in_use",
                     *               "field": "name",
                     *               "message": "The merchant's books already use this name for a customer.",
                     *               "books_read_at": 1795529600
                     *             }
                     *           ],
                     *           "created": 1795529600,
                     *           "updated": 1795529600
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description The type of the object: a page of a list.
                         * @constant
                         */
                        object: "list";
                        /**
                         * @description The path of the list.
                         * @example /v1/customers
                         */
                        url: string;
                        /**
                         * @description Whether the list goes on in the direction you are paging.
                         * @example false
                         */
                        has_more: boolean;
                        /** @description The page's objects, newest first. */
                        data: components["schemas"]["Supplier"][];
                    };
                };
            };
        };
    };
    "suppliers.create": {
        parameters: {
            query?: {
                /**
                 * @description `true`: check the request as a create would (against the merchant's books too, whatever
                 * their `checks` say) and store nothing; answers 200, sends no event and needs no Idempotency-Key
                 * (docs/books.md).
                 */
                dry_run?: components["parameters"]["dry_run"];
            };
            header: {
                /**
                 * @description One per object you create; a retry with the same key and request answers the first
                 * response (24 hours). A dry run (`dry_run=true`) needs none.
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
                /**
                 * @example {
                 *       "name": "Paper Co GmbH",
                 *       "email": "billing@paper.example.com",
                 *       "phone": "+49 30 1234567",
                 *       "tax_number": "DE123456789",
                 *       "address_line1": "Friedrichstraße 68",
                 *       "address_line2": "3rd floor",
                 *       "city": "Berlin",
                 *       "state": "Berlin",
                 *       "postal_code": "10117",
                 *       "country": "DE",
                 *       "notes": "Prefers invoices by email.",
                 *       "website": "https://paper.example.com",
                 *       "metadata": {
                 *         "order_id": "1001"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The name the merchant's books file it under: a person's or a business's.
                     * @example Paper Co GmbH
                     */
                    name: string;
                    /** @description The email address the supplier's invoices come from. */
                    email?: (string | null) | "";
                    /** @description A phone number, as written. */
                    phone?: (string | null) | "";
                    /** @description The VAT or tax identification number. */
                    tax_number?: (string | null) | "";
                    /** @description Street and house number. */
                    address_line1?: (string | null) | "";
                    /** @description More of the address: floor, suite, c/o. */
                    address_line2?: (string | null) | "";
                    /** @description City or town. */
                    city?: (string | null) | "";
                    /** @description State, province or region. */
                    state?: (string | null) | "";
                    /** @description Postal code. */
                    postal_code?: (string | null) | "";
                    /** @description The country of the address. ISO 3166-1 alpha-2, in upper or lower case. */
                    country?: ("AD"
                        | "ad"
                        | "AE"
                        | "ae"
                        | "AF"
                        | "af"
                        | "AG"
                        | "ag"
                        | "AI"
                        | "ai"
                        | "AL"
                        | "al"
                        | "AM"
                        | "am"
                        | "AO"
                        | "ao"
                        | "AQ"
                        | "aq"
                        | "AR"
                        | "ar"
                        | "AS"
                        | "as"
                        | "AT"
                        | "at"
                        | "AU"
                        | "au"
                        | "AW"
                        | "aw"
                        | "AX"
                        | "ax"
                        | "AZ"
                        | "az"
                        | "BA"
                        | "ba"
                        | "BB"
                        | "bb"
                        | "BD"
                        | "bd"
                        | "BE"
                        | "be"
                        | "BF"
                        | "bf"
                        | "BG"
                        | "bg"
                        | "BH"
                        | "bh"
                        | "BI"
                        | "bi"
                        | "BJ"
                        | "bj"
                        | "BL"
                        | "bl"
                        | "BM"
                        | "bm"
                        | "BN"
                        | "bn"
                        | "BO"
                        | "bo"
                        | "BQ"
                        | "bq"
                        | "BR"
                        | "br"
                        | "BS"
                        | "bs"
                        | "BT"
                        | "bt"
                        | "BV"
                        | "bv"
                        | "BW"
                        | "bw"
                        | "BY"
                        | "by"
                        | "BZ"
                        | "bz"
                        | "CA"
                        | "ca"
                        | "CC"
                        | "cc"
                        | "CD"
                        | "cd"
                        | "CF"
                        | "cf"
                        | "CG"
                        | "cg"
                        | "CH"
                        | "ch"
                        | "CI"
                        | "ci"
                        | "CK"
                        | "ck"
                        | "CL"
                        | "cl"
                        | "CM"
                        | "cm"
                        | "CN"
                        | "cn"
                        | "CO"
                        | "co"
                        | "CR"
                        | "cr"
                        | "CU"
                        | "cu"
                        | "CV"
                        | "cv"
                        | "CW"
                        | "cw"
                        | "CX"
                        | "cx"
                        | "CY"
                        | "cy"
                        | "CZ"
                        | "cz"
                        | "DE"
                        | "de"
                        | "DJ"
                        | "dj"
                        | "DK"
                        | "dk"
                        | "DM"
                        | "dm"
                        | "DO"
                        | "do"
                        | "DZ"
                        | "dz"
                        | "EC"
                        | "ec"
                        | "EE"
                        | "ee"
                        | "EG"
                        | "eg"
                        | "EH"
                        | "eh"
                        | "ER"
                        | "er"
                        | "ES"
                        | "es"
                        | "ET"
                        | "et"
                        | "FI"
                        | "fi"
                        | "FJ"
                        | "fj"
                        | "FK"
                        | "fk"
                        | "FM"
                        | "fm"
                        | "FO"
                        | "fo"
                        | "FR"
                        | "fr"
                        | "GA"
                        | "ga"
                        | "GB"
                        | "gb"
                        | "GD"
                        | "gd"
                        | "GE"
                        | "ge"
                        | "GF"
                        | "gf"
                        | "GG"
                        | "gg"
                        | "GH"
                        | "gh"
                        | "GI"
                        | "gi"
                        | "GL"
                        | "gl"
                        | "GM"
                        | "gm"
                        | "GN"
                        | "gn"
                        | "GP"
                        | "gp"
                        | "GQ"
                        | "gq"
                        | "GR"
                        | "gr"
                        | "GS"
                        | "gs"
                        | "GT"
                        | "gt"
                        | "GU"
                        | "gu"
                        | "GW"
                        | "gw"
                        | "GY"
                        | "gy"
                        | "HK"
                        | "hk"
                        | "HM"
                        | "hm"
                        | "HN"
                        | "hn"
                        | "HR"
                        | "hr"
                        | "HT"
                        | "ht"
                        | "HU"
                        | "hu"
                        | "ID"
                        | "id"
                        | "IE"
                        | "ie"
                        | "IL"
                        | "il"
                        | "IM"
                        | "im"
                        | "IN"
                        | "in"
                        | "IO"
                        | "io"
                        | "IQ"
                        | "iq"
                        | "IR"
                        | "ir"
                        | "IS"
                        | "is"
                        | "IT"
                        | "it"
                        | "JE"
                        | "je"
                        | "JM"
                        | "jm"
                        | "JO"
                        | "jo"
                        | "JP"
                        | "jp"
                        | "KE"
                        | "ke"
                        | "KG"
                        | "kg"
                        | "KH"
                        | "kh"
                        | "KI"
                        | "ki"
                        | "KM"
                        | "km"
                        | "KN"
                        | "kn"
                        | "KP"
                        | "kp"
                        | "KR"
                        | "kr"
                        | "KW"
                        | "kw"
                        | "KY"
                        | "ky"
                        | "KZ"
                        | "kz"
                        | "LA"
                        | "la"
                        | "LB"
                        | "lb"
                        | "LC"
                        | "lc"
                        | "LI"
                        | "li"
                        | "LK"
                        | "lk"
                        | "LR"
                        | "lr"
                        | "LS"
                        | "ls"
                        | "LT"
                        | "lt"
                        | "LU"
                        | "lu"
                        | "LV"
                        | "lv"
                        | "LY"
                        | "ly"
                        | "MA"
                        | "ma"
                        | "MC"
                        | "mc"
                        | "MD"
                        | "md"
                        | "ME"
                        | "me"
                        | "MF"
                        | "mf"
                        | "MG"
                        | "mg"
                        | "MH"
                        | "mh"
                        | "MK"
                        | "mk"
                        | "ML"
                        | "ml"
                        | "MM"
                        | "mm"
                        | "MN"
                        | "mn"
                        | "MO"
                        | "mo"
                        | "MP"
                        | "mp"
                        | "MQ"
                        | "mq"
                        | "MR"
                        | "mr"
                        | "MS"
                        | "ms"
                        | "MT"
                        | "mt"
                        | "MU"
                        | "mu"
                        | "MV"
                        | "mv"
                        | "MW"
                        | "mw"
                        | "MX"
                        | "mx"
                        | "MY"
                        | "my"
                        | "MZ"
                        | "mz"
                        | "NA"
                        | "na"
                        | "NC"
                        | "nc"
                        | "NE"
                        | "ne"
                        | "NF"
                        | "nf"
                        | "NG"
                        | "ng"
                        | "NI"
                        | "ni"
                        | "NL"
                        | "nl"
                        | "NO"
                        | "no"
                        | "NP"
                        | "np"
                        | "NR"
                        | "nr"
                        | "NU"
                        | "nu"
                        | "NZ"
                        | "nz"
                        | "OM"
                        | "om"
                        | "PA"
                        | "pa"
                        | "PE"
                        | "pe"
                        | "PF"
                        | "pf"
                        | "PG"
                        | "pg"
                        | "PH"
                        | "ph"
                        | "PK"
                        | "pk"
                        | "PL"
                        | "pl"
                        | "PM"
                        | "pm"
                        | "PN"
                        | "pn"
                        | "PR"
                        | "pr"
                        | "PS"
                        | "ps"
                        | "PT"
                        | "pt"
                        | "PW"
                        | "pw"
                        | "PY"
                        | "py"
                        | "QA"
                        | "qa"
                        | "RE"
                        | "re"
                        | "RO"
                        | "ro"
                        | "RS"
                        | "rs"
                        | "RU"
                        | "ru"
                        | "RW"
                        | "rw"
                        | "SA"
                        | "sa"
                        | "SB"
                        | "sb"
                        | "SC"
                        | "sc"
                        | "SD"
                        | "sd"
                        | "SE"
                        | "se"
                        | "SG"
                        | "sg"
                        | "SH"
                        | "sh"
                        | "SI"
                        | "si"
                        | "SJ"
                        | "sj"
                        | "SK"
                        | "sk"
                        | "SL"
                        | "sl"
                        | "SM"
                        | "sm"
                        | "SN"
                        | "sn"
                        | "SO"
                        | "so"
                        | "SR"
                        | "sr"
                        | "SS"
                        | "ss"
                        | "ST"
                        | "st"
                        | "SV"
                        | "sv"
                        | "SX"
                        | "sx"
                        | "SY"
                        | "sy"
                        | "SZ"
                        | "sz"
                        | "TC"
                        | "tc"
                        | "TD"
                        | "td"
                        | "TF"
                        | "tf"
                        | "TG"
                        | "tg"
                        | "TH"
                        | "th"
                        | "TJ"
                        | "tj"
                        | "TK"
                        | "tk"
                        | "TL"
                        | "tl"
                        | "TM"
                        | "tm"
                        | "TN"
                        | "tn"
                        | "TO"
                        | "to"
                        | "TR"
                        | "tr"
                        | "TT"
                        | "tt"
                        | "TV"
                        | "tv"
                        | "TW"
                        | "tw"
                        | "TZ"
                        | "tz"
                        | "UA"
                        | "ua"
                        | "UG"
                        | "ug"
                        | "UM"
                        | "um"
                        | "US"
                        | "us"
                        | "UY"
                        | "uy"
                        | "UZ"
                        | "uz"
                        | "VA"
                        | "va"
                        | "VC"
                        | "vc"
                        | "VE"
                        | "ve"
                        | "VG"
                        | "vg"
                        | "VI"
                        | "vi"
                        | "VN"
                        | "vn"
                        | "VU"
                        | "vu"
                        | "WF"
                        | "wf"
                        | "WS"
                        | "ws"
                        | "YE"
                        | "ye"
                        | "YT"
                        | "yt"
                        | "ZA"
                        | "za"
                        | "ZM"
                        | "zm"
                        | "ZW"
                        | "zw"
                        | null)
                        | "";
                    /** @description Free text for the merchant. */
                    notes?: (string | null) | "";
                    /** @description The supplier's website. */
                    website?: (string | null) | "";
                    /**
                     * @description Up to 50 keys of your own (1 to 40 characters) with string values (up to 500); a key
                     * set to null or "" is removed, and null removes them all.
                     * @example {
                     *       "order_id": "1001"
                     *     }
                     */
                    metadata?: {
                        [key: string]: string | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description A dry run (`?dry_run=true`): nothing was stored. */
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
                    /**
                     * @example {
                     *       "id": null,
                     *       "object": "supplier",
                     *       "name": "Paper Co GmbH",
                     *       "email": "billing@paper.example.com",
                     *       "phone": "+49 30 1234567",
                     *       "tax_number": "DE123456789",
                     *       "address_line1": "Friedrichstraße 68",
                     *       "address_line2": "3rd floor",
                     *       "city": "Berlin",
                     *       "state": "Berlin",
                     *       "postal_code": "10117",
                     *       "country": "DE",
                     *       "notes": "Prefers invoices by email.",
                     *       "website": "https://paper.example.com",
                     *       "metadata": {
                     *         "order_id": "1001"
                     *       },
                     *       "import": {
                     *         "status": "pending",
                     *         "batch": null,
                     *         "imported_at": null,
                     *         "local_ref": null
                     *       },
                     *       "books_check": "checked",
                     *       "books_warnings": [
                     *         {
                     *           "code": "name_in_use",
                     *           "field": "name",
                     *           "message": "The merchant's books already use this name for a customer.",
                     *           "books_read_at": 1795529600
                     *         }
                     *       ],
                     *       "created": 1795529600,
                     *       "updated": 1795529600
                     *     }
                     */
                    "application/json": components["schemas"]["SupplierDryRun"];
                };
            };
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
                    /**
                     * @example {
                     *       "id": "sup_OkceymdrvC1ISBKnF8zZREA9",
                     *       "object": "supplier",
                     *       "name": "Paper Co GmbH",
                     *       "email": "billing@paper.example.com",
                     *       "phone": "+49 30 1234567",
                     *       "tax_number": "DE123456789",
                     *       "address_line1": "Friedrichstraße 68",
                     *       "address_line2": "3rd floor",
                     *       "city": "Berlin",
                     *       "state": "Berlin",
                     *       "postal_code": "10117",
                     *       "country": "DE",
                     *       "notes": "Prefers invoices by email.",
                     *       "website": "https://paper.example.com",
                     *       "metadata": {
                     *         "order_id": "1001"
                     *       },
                     *       "import": {
                     *         "status": "pending",
                     *         "batch": null,
                     *         "imported_at": null,
                     *         "local_ref": null
                     *       },
                     *       "books_check": "checked",
                     *       "books_warnings": [
                     *         {
                     *           "code": "name_in_use",
                     *           "field": "name",
                     *           "message": "The merchant's books already use this name for a customer.",
                     *           "books_read_at": 1795529600
                     *         }
                     *       ],
                     *       "created": 1795529600,
                     *       "updated": 1795529600
                     *     }
                     */
                    "application/json": components["schemas"]["Supplier"];
                };
            };
        };
    };
    "suppliers.bulkCreate": {
        parameters: {
            query?: {
                /**
                 * @description `true`: check the request as a create would (against the merchant's books too, whatever
                 * their `checks` say) and store nothing; answers 200, sends no event and needs no Idempotency-Key
                 * (docs/books.md).
                 */
                dry_run?: components["parameters"]["dry_run"];
            };
            header: {
                /**
                 * @description One per object you create; a retry with the same key and request answers the first
                 * response (24 hours). A dry run (`dry_run=true`) needs none.
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
                /**
                 * @example {
                 *       "objects": [
                 *         {
                 *           "name": "Paper Co GmbH",
                 *           "email": "billing@paper.example.com",
                 *           "phone": "+49 30 1234567",
                 *           "tax_number": "DE123456789",
                 *           "address_line1": "Friedrichstraße 68",
                 *           "address_line2": "3rd floor",
                 *           "city": "Berlin",
                 *           "state": "Berlin",
                 *           "postal_code": "10117",
                 *           "country": "DE",
                 *           "notes": "Prefers invoices by email.",
                 *           "website": "https://paper.example.com",
                 *           "metadata": {
                 *             "order_id": "1001"
                 *           }
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description 1 to 100 suppliers, each the body `POST /v1/suppliers` takes. */
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
                    /**
                     * @example {
                     *       "object": "bulk_result",
                     *       "data": [
                     *         {
                     *           "status": 201,
                     *           "object": {
                     *             "id": "sup_OkceymdrvC1ISBKnF8zZREA9",
                     *             "object": "supplier",
                     *             "name": "Paper Co GmbH",
                     *             "email": "billing@paper.example.com",
                     *             "phone": "+49 30 1234567",
                     *             "tax_number": "DE123456789",
                     *             "address_line1": "Friedrichstraße 68",
                     *             "address_line2": "3rd floor",
                     *             "city": "Berlin",
                     *             "state": "Berlin",
                     *             "postal_code": "10117",
                     *             "country": "DE",
                     *             "notes": "Prefers invoices by email.",
                     *             "website": "https://paper.example.com",
                     *             "metadata": {
                     *               "order_id": "1001"
                     *             },
                     *             "import": {
                     *               "status": "pending",
                     *               "batch": null,
                     *               "imported_at": null,
                     *               "local_ref": null
                     *             },
                     *             "books_check": "checked",
                     *             "books_warnings": [
                     *               {
                     *                 "code": "name_in_use",
                     *                 "field": "name",
                     *                 "message": "The merchant's books already use this name for a customer.",
                     *                 "books_read_at": 1795529600
                     *               }
                     *             ],
                     *             "created": 1795529600,
                     *             "updated": 1795529600
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SupplierBulkResult"];
                };
            };
        };
    };
    "suppliers.retrieve": {
        parameters: {
            query?: {
                /** @description Nothing here is expandable. */
                "expand[]"?: string[];
            };
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /**
                 * @description The supplier's id.
                 * @example sup_OkceymdrvC1ISBKnF8zZREA9
                 */
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
                    /**
                     * @example {
                     *       "id": "sup_OkceymdrvC1ISBKnF8zZREA9",
                     *       "object": "supplier",
                     *       "name": "Paper Co GmbH",
                     *       "email": "billing@paper.example.com",
                     *       "phone": "+49 30 1234567",
                     *       "tax_number": "DE123456789",
                     *       "address_line1": "Friedrichstraße 68",
                     *       "address_line2": "3rd floor",
                     *       "city": "Berlin",
                     *       "state": "Berlin",
                     *       "postal_code": "10117",
                     *       "country": "DE",
                     *       "notes": "Prefers invoices by email.",
                     *       "website": "https://paper.example.com",
                     *       "metadata": {
                     *         "order_id": "1001"
                     *       },
                     *       "import": {
                     *         "status": "pending",
                     *         "batch": null,
                     *         "imported_at": null,
                     *         "local_ref": null
                     *       },
                     *       "books_check": "checked",
                     *       "books_warnings": [
                     *         {
                     *           "code": "name_in_use",
                     *           "field": "name",
                     *           "message": "The merchant's books already use this name for a customer.",
                     *           "books_read_at": 1795529600
                     *         }
                     *       ],
                     *       "created": 1795529600,
                     *       "updated": 1795529600
                     *     }
                     */
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
                /**
                 * @description The supplier's id.
                 * @example sup_OkceymdrvC1ISBKnF8zZREA9
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "name": "Paper Co GmbH",
                 *       "email": "billing@paper.example.com",
                 *       "phone": "+49 30 1234567",
                 *       "tax_number": "DE123456789",
                 *       "address_line1": "Friedrichstraße 68",
                 *       "address_line2": "3rd floor",
                 *       "city": "Berlin",
                 *       "state": "Berlin",
                 *       "postal_code": "10117",
                 *       "country": "DE",
                 *       "notes": "Prefers invoices by email.",
                 *       "website": "https://paper.example.com",
                 *       "metadata": {
                 *         "order_id": "1001"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The name the merchant's books file it under: a person's or a business's.
                     * @example Paper Co GmbH
                     */
                    name?: string;
                    /** @description The email address the supplier's invoices come from. */
                    email?: (string | null) | "";
                    /** @description A phone number, as written. */
                    phone?: (string | null) | "";
                    /** @description The VAT or tax identification number. */
                    tax_number?: (string | null) | "";
                    /** @description Street and house number. */
                    address_line1?: (string | null) | "";
                    /** @description More of the address: floor, suite, c/o. */
                    address_line2?: (string | null) | "";
                    /** @description City or town. */
                    city?: (string | null) | "";
                    /** @description State, province or region. */
                    state?: (string | null) | "";
                    /** @description Postal code. */
                    postal_code?: (string | null) | "";
                    /** @description The country of the address. ISO 3166-1 alpha-2, in upper or lower case. */
                    country?: ("AD"
                        | "ad"
                        | "AE"
                        | "ae"
                        | "AF"
                        | "af"
                        | "AG"
                        | "ag"
                        | "AI"
                        | "ai"
                        | "AL"
                        | "al"
                        | "AM"
                        | "am"
                        | "AO"
                        | "ao"
                        | "AQ"
                        | "aq"
                        | "AR"
                        | "ar"
                        | "AS"
                        | "as"
                        | "AT"
                        | "at"
                        | "AU"
                        | "au"
                        | "AW"
                        | "aw"
                        | "AX"
                        | "ax"
                        | "AZ"
                        | "az"
                        | "BA"
                        | "ba"
                        | "BB"
                        | "bb"
                        | "BD"
                        | "bd"
                        | "BE"
                        | "be"
                        | "BF"
                        | "bf"
                        | "BG"
                        | "bg"
                        | "BH"
                        | "bh"
                        | "BI"
                        | "bi"
                        | "BJ"
                        | "bj"
                        | "BL"
                        | "bl"
                        | "BM"
                        | "bm"
                        | "BN"
                        | "bn"
                        | "BO"
                        | "bo"
                        | "BQ"
                        | "bq"
                        | "BR"
                        | "br"
                        | "BS"
                        | "bs"
                        | "BT"
                        | "bt"
                        | "BV"
                        | "bv"
                        | "BW"
                        | "bw"
                        | "BY"
                        | "by"
                        | "BZ"
                        | "bz"
                        | "CA"
                        | "ca"
                        | "CC"
                        | "cc"
                        | "CD"
                        | "cd"
                        | "CF"
                        | "cf"
                        | "CG"
                        | "cg"
                        | "CH"
                        | "ch"
                        | "CI"
                        | "ci"
                        | "CK"
                        | "ck"
                        | "CL"
                        | "cl"
                        | "CM"
                        | "cm"
                        | "CN"
                        | "cn"
                        | "CO"
                        | "co"
                        | "CR"
                        | "cr"
                        | "CU"
                        | "cu"
                        | "CV"
                        | "cv"
                        | "CW"
                        | "cw"
                        | "CX"
                        | "cx"
                        | "CY"
                        | "cy"
                        | "CZ"
                        | "cz"
                        | "DE"
                        | "de"
                        | "DJ"
                        | "dj"
                        | "DK"
                        | "dk"
                        | "DM"
                        | "dm"
                        | "DO"
                        | "do"
                        | "DZ"
                        | "dz"
                        | "EC"
                        | "ec"
                        | "EE"
                        | "ee"
                        | "EG"
                        | "eg"
                        | "EH"
                        | "eh"
                        | "ER"
                        | "er"
                        | "ES"
                        | "es"
                        | "ET"
                        | "et"
                        | "FI"
                        | "fi"
                        | "FJ"
                        | "fj"
                        | "FK"
                        | "fk"
                        | "FM"
                        | "fm"
                        | "FO"
                        | "fo"
                        | "FR"
                        | "fr"
                        | "GA"
                        | "ga"
                        | "GB"
                        | "gb"
                        | "GD"
                        | "gd"
                        | "GE"
                        | "ge"
                        | "GF"
                        | "gf"
                        | "GG"
                        | "gg"
                        | "GH"
                        | "gh"
                        | "GI"
                        | "gi"
                        | "GL"
                        | "gl"
                        | "GM"
                        | "gm"
                        | "GN"
                        | "gn"
                        | "GP"
                        | "gp"
                        | "GQ"
                        | "gq"
                        | "GR"
                        | "gr"
                        | "GS"
                        | "gs"
                        | "GT"
                        | "gt"
                        | "GU"
                        | "gu"
                        | "GW"
                        | "gw"
                        | "GY"
                        | "gy"
                        | "HK"
                        | "hk"
                        | "HM"
                        | "hm"
                        | "HN"
                        | "hn"
                        | "HR"
                        | "hr"
                        | "HT"
                        | "ht"
                        | "HU"
                        | "hu"
                        | "ID"
                        | "id"
                        | "IE"
                        | "ie"
                        | "IL"
                        | "il"
                        | "IM"
                        | "im"
                        | "IN"
                        | "in"
                        | "IO"
                        | "io"
                        | "IQ"
                        | "iq"
                        | "IR"
                        | "ir"
                        | "IS"
                        | "is"
                        | "IT"
                        | "it"
                        | "JE"
                        | "je"
                        | "JM"
                        | "jm"
                        | "JO"
                        | "jo"
                        | "JP"
                        | "jp"
                        | "KE"
                        | "ke"
                        | "KG"
                        | "kg"
                        | "KH"
                        | "kh"
                        | "KI"
                        | "ki"
                        | "KM"
                        | "km"
                        | "KN"
                        | "kn"
                        | "KP"
                        | "kp"
                        | "KR"
                        | "kr"
                        | "KW"
                        | "kw"
                        | "KY"
                        | "ky"
                        | "KZ"
                        | "kz"
                        | "LA"
                        | "la"
                        | "LB"
                        | "lb"
                        | "LC"
                        | "lc"
                        | "LI"
                        | "li"
                        | "LK"
                        | "lk"
                        | "LR"
                        | "lr"
                        | "LS"
                        | "ls"
                        | "LT"
                        | "lt"
                        | "LU"
                        | "lu"
                        | "LV"
                        | "lv"
                        | "LY"
                        | "ly"
                        | "MA"
                        | "ma"
                        | "MC"
                        | "mc"
                        | "MD"
                        | "md"
                        | "ME"
                        | "me"
                        | "MF"
                        | "mf"
                        | "MG"
                        | "mg"
                        | "MH"
                        | "mh"
                        | "MK"
                        | "mk"
                        | "ML"
                        | "ml"
                        | "MM"
                        | "mm"
                        | "MN"
                        | "mn"
                        | "MO"
                        | "mo"
                        | "MP"
                        | "mp"
                        | "MQ"
                        | "mq"
                        | "MR"
                        | "mr"
                        | "MS"
                        | "ms"
                        | "MT"
                        | "mt"
                        | "MU"
                        | "mu"
                        | "MV"
                        | "mv"
                        | "MW"
                        | "mw"
                        | "MX"
                        | "mx"
                        | "MY"
                        | "my"
                        | "MZ"
                        | "mz"
                        | "NA"
                        | "na"
                        | "NC"
                        | "nc"
                        | "NE"
                        | "ne"
                        | "NF"
                        | "nf"
                        | "NG"
                        | "ng"
                        | "NI"
                        | "ni"
                        | "NL"
                        | "nl"
                        | "NO"
                        | "no"
                        | "NP"
                        | "np"
                        | "NR"
                        | "nr"
                        | "NU"
                        | "nu"
                        | "NZ"
                        | "nz"
                        | "OM"
                        | "om"
                        | "PA"
                        | "pa"
                        | "PE"
                        | "pe"
                        | "PF"
                        | "pf"
                        | "PG"
                        | "pg"
                        | "PH"
                        | "ph"
                        | "PK"
                        | "pk"
                        | "PL"
                        | "pl"
                        | "PM"
                        | "pm"
                        | "PN"
                        | "pn"
                        | "PR"
                        | "pr"
                        | "PS"
                        | "ps"
                        | "PT"
                        | "pt"
                        | "PW"
                        | "pw"
                        | "PY"
                        | "py"
                        | "QA"
                        | "qa"
                        | "RE"
                        | "re"
                        | "RO"
                        | "ro"
                        | "RS"
                        | "rs"
                        | "RU"
                        | "ru"
                        | "RW"
                        | "rw"
                        | "SA"
                        | "sa"
                        | "SB"
                        | "sb"
                        | "SC"
                        | "sc"
                        | "SD"
                        | "sd"
                        | "SE"
                        | "se"
                        | "SG"
                        | "sg"
                        | "SH"
                        | "sh"
                        | "SI"
                        | "si"
                        | "SJ"
                        | "sj"
                        | "SK"
                        | "sk"
                        | "SL"
                        | "sl"
                        | "SM"
                        | "sm"
                        | "SN"
                        | "sn"
                        | "SO"
                        | "so"
                        | "SR"
                        | "sr"
                        | "SS"
                        | "ss"
                        | "ST"
                        | "st"
                        | "SV"
                        | "sv"
                        | "SX"
                        | "sx"
                        | "SY"
                        | "sy"
                        | "SZ"
                        | "sz"
                        | "TC"
                        | "tc"
                        | "TD"
                        | "td"
                        | "TF"
                        | "tf"
                        | "TG"
                        | "tg"
                        | "TH"
                        | "th"
                        | "TJ"
                        | "tj"
                        | "TK"
                        | "tk"
                        | "TL"
                        | "tl"
                        | "TM"
                        | "tm"
                        | "TN"
                        | "tn"
                        | "TO"
                        | "to"
                        | "TR"
                        | "tr"
                        | "TT"
                        | "tt"
                        | "TV"
                        | "tv"
                        | "TW"
                        | "tw"
                        | "TZ"
                        | "tz"
                        | "UA"
                        | "ua"
                        | "UG"
                        | "ug"
                        | "UM"
                        | "um"
                        | "US"
                        | "us"
                        | "UY"
                        | "uy"
                        | "UZ"
                        | "uz"
                        | "VA"
                        | "va"
                        | "VC"
                        | "vc"
                        | "VE"
                        | "ve"
                        | "VG"
                        | "vg"
                        | "VI"
                        | "vi"
                        | "VN"
                        | "vn"
                        | "VU"
                        | "vu"
                        | "WF"
                        | "wf"
                        | "WS"
                        | "ws"
                        | "YE"
                        | "ye"
                        | "YT"
                        | "yt"
                        | "ZA"
                        | "za"
                        | "ZM"
                        | "zm"
                        | "ZW"
                        | "zw"
                        | null)
                        | "";
                    /** @description Free text for the merchant. */
                    notes?: (string | null) | "";
                    /** @description The supplier's website. */
                    website?: (string | null) | "";
                    /**
                     * @description Up to 50 keys of your own (1 to 40 characters) with string values (up to 500); a key
                     * set to null or "" is removed, and null removes them all.
                     * @example {
                     *       "order_id": "1001"
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "id": "sup_OkceymdrvC1ISBKnF8zZREA9",
                     *       "object": "supplier",
                     *       "name": "Paper Co GmbH",
                     *       "email": "billing@paper.example.com",
                     *       "phone": "+49 30 1234567",
                     *       "tax_number": "DE123456789",
                     *       "address_line1": "Friedrichstraße 68",
                     *       "address_line2": "3rd floor",
                     *       "city": "Berlin",
                     *       "state": "Berlin",
                     *       "postal_code": "10117",
                     *       "country": "DE",
                     *       "notes": "Prefers invoices by email.",
                     *       "website": "https://paper.example.com",
                     *       "metadata": {
                     *         "order_id": "1001"
                     *       },
                     *       "import": {
                     *         "status": "pending",
                     *         "batch": null,
                     *         "imported_at": null,
                     *         "local_ref": null
                     *       },
                     *       "books_check": "checked",
                     *       "books_warnings": [
                     *         {
                     *           "code": "name_in_use",
                     *           "field": "name",
                     *           "message": "The merchant's books already use this name for a customer.",
                     *           "books_read_at": 1795529600
                     *         }
                     *       ],
                     *       "created": 1795529600,
                     *       "updated": 1795529600
                     *     }
                     */
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
                /**
                 * @description The supplier's id.
                 * @example sup_OkceymdrvC1ISBKnF8zZREA9
                 */
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
                    /**
                     * @example {
                     *       "id": "sup_OkceymdrvC1ISBKnF8zZREA9",
                     *       "object": "supplier",
                     *       "deleted": true
                     *     }
                     */
                    "application/json": components["schemas"]["DeletedSupplier"];
                };
            };
        };
    };
    "categories.list": {
        parameters: {
            query?: {
                /** @description How many objects a page holds, 1 to 100. */
                limit?: number;
                /** @description An object's id: the page after it (older objects). */
                starting_after?: string;
                /** @description An object's id: the page before it (newer objects); not with `starting_after`. */
                ending_before?: string;
                /** @description Only objects of this import status. */
                import_status?: "pending" | "imported" | "rejected";
                /** @description Only the objects an import batch (`imb_…`) claimed or imported. */
                batch?: string;
                /** @description Only objects created at or after this moment, in unix seconds. */
                "created[gte]"?: number;
                /** @description Only objects created after this moment, in unix seconds. */
                "created[gt]"?: number;
                /** @description Only objects created at or before this moment, in unix seconds. */
                "created[lte]"?: number;
                /** @description Only objects created before this moment, in unix seconds. */
                "created[lt]"?: number;
                /**
                 * @description References to show as objects in place of their ids: a field name (`customer`),
                 * `line_items`, or in a list `data.<field>`.
                 */
                "expand[]"?: ("parent" | "data.parent")[];
                /**
                 * @description `true`: only pending objects that carry findings of the merchant's books
                 * (`books_warnings`), to settle before they are imported.
                 */
                books_warnings?: "true";
                /** @description Only objects whose `kind` is this. */
                kind?: "expense" | "revenue";
                /** @description Only objects whose `name` is this. */
                name?: string;
                /** @description Only objects whose `parent` is this. */
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
                    /**
                     * @example {
                     *       "object": "list",
                     *       "url": "/v1/categories",
                     *       "has_more": false,
                     *       "data": [
                     *         {
                     *           "id": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                     *           "object": "category",
                     *           "name": "Office supplies",
                     *           "kind": "expense",
                     *           "parent": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                     *           "description": "Paper, toner and small items for the office.",
                     *           "metadata": {
                     *             "order_id": "1001"
                     *           },
                     *           "import": {
                     *             "status": "pending",
                     *             "batch": null,
                     *             "imported_at": null,
                     *             "local_ref": null
                     *           },
                     *           "books_check": "checked",
                     *           "books_warnings": [
                     *             {
                     *               "code": "name_in_use",
                     *               "field": "name",
                     *               "message": "The merchant's books already use this name for a customer.",
                     *               "books_read_at": 1795529600
                     *             }
                     *           ],
                     *           "created": 1795529600,
                     *           "updated": 1795529600
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description The type of the object: a page of a list.
                         * @constant
                         */
                        object: "list";
                        /**
                         * @description The path of the list.
                         * @example /v1/customers
                         */
                        url: string;
                        /**
                         * @description Whether the list goes on in the direction you are paging.
                         * @example false
                         */
                        has_more: boolean;
                        /** @description The page's objects, newest first. */
                        data: components["schemas"]["Category"][];
                    };
                };
            };
        };
    };
    "categories.create": {
        parameters: {
            query?: {
                /**
                 * @description `true`: check the request as a create would (against the merchant's books too, whatever
                 * their `checks` say) and store nothing; answers 200, sends no event and needs no Idempotency-Key
                 * (docs/books.md).
                 */
                dry_run?: components["parameters"]["dry_run"];
            };
            header: {
                /**
                 * @description One per object you create; a retry with the same key and request answers the first
                 * response (24 hours). A dry run (`dry_run=true`) needs none.
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
                /**
                 * @example {
                 *       "name": "Office supplies",
                 *       "kind": "expense",
                 *       "parent": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                 *       "description": "Paper, toner and small items for the office.",
                 *       "metadata": {
                 *         "order_id": "1001"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The category's name.
                     * @example Office supplies
                     */
                    name: string;
                    /**
                     * @description Whether expenses or revenue are filed under it; a parent and its children are of one
                     * kind.
                     * @example expense
                     * @enum {string}
                     */
                    kind: "expense" | "revenue";
                    /** @description The category it sits under, of the same kind; null at the top. */
                    parent?: (string | null) | "";
                    /** @description What belongs in it, for the merchant. */
                    description?: (string | null) | "";
                    /**
                     * @description Up to 50 keys of your own (1 to 40 characters) with string values (up to 500); a key
                     * set to null or "" is removed, and null removes them all.
                     * @example {
                     *       "order_id": "1001"
                     *     }
                     */
                    metadata?: {
                        [key: string]: string | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description A dry run (`?dry_run=true`): nothing was stored. */
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
                    /**
                     * @example {
                     *       "id": null,
                     *       "object": "category",
                     *       "name": "Office supplies",
                     *       "kind": "expense",
                     *       "parent": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                     *       "description": "Paper, toner and small items for the office.",
                     *       "metadata": {
                     *         "order_id": "1001"
                     *       },
                     *       "import": {
                     *         "status": "pending",
                     *         "batch": null,
                     *         "imported_at": null,
                     *         "local_ref": null
                     *       },
                     *       "books_check": "checked",
                     *       "books_warnings": [
                     *         {
                     *           "code": "name_in_use",
                     *           "field": "name",
                     *           "message": "The merchant's books already use this name for a customer.",
                     *           "books_read_at": 1795529600
                     *         }
                     *       ],
                     *       "created": 1795529600,
                     *       "updated": 1795529600
                     *     }
                     */
                    "application/json": components["schemas"]["CategoryDryRun"];
                };
            };
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
                    /**
                     * @example {
                     *       "id": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                     *       "object": "category",
                     *       "name": "Office supplies",
                     *       "kind": "expense",
                     *       "parent": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                     *       "description": "Paper, toner and small items for the office.",
                     *       "metadata": {
                     *         "order_id": "1001"
                     *       },
                     *       "import": {
                     *         "status": "pending",
                     *         "batch": null,
                     *         "imported_at": null,
                     *         "local_ref": null
                     *       },
                     *       "books_check": "checked",
                     *       "books_warnings": [
                     *         {
                     *           "code": "name_in_use",
                     *           "field": "name",
                     *           "message": "The merchant's books already use this name for a customer.",
                     *           "books_read_at": 1795529600
                     *         }
                     *       ],
                     *       "created": 1795529600,
                     *       "updated": 1795529600
                     *     }
                     */
                    "application/json": components["schemas"]["Category"];
                };
            };
        };
    };
    "categories.bulkCreate": {
        parameters: {
            query?: {
                /**
                 * @description `true`: check the request as a create would (against the merchant's books too, whatever
                 * their `checks` say) and store nothing; answers 200, sends no event and needs no Idempotency-Key
                 * (docs/books.md).
                 */
                dry_run?: components["parameters"]["dry_run"];
            };
            header: {
                /**
                 * @description One per object you create; a retry with the same key and request answers the first
                 * response (24 hours). A dry run (`dry_run=true`) needs none.
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
                /**
                 * @example {
                 *       "objects": [
                 *         {
                 *           "name": "Office supplies",
                 *           "kind": "expense",
                 *           "parent": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                 *           "description": "Paper, toner and small items for the office.",
                 *           "metadata": {
                 *             "order_id": "1001"
                 *           }
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description 1 to 100 categories, each the body `POST /v1/categories` takes. */
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
                    /**
                     * @example {
                     *       "object": "bulk_result",
                     *       "data": [
                     *         {
                     *           "status": 201,
                     *           "object": {
                     *             "id": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                     *             "object": "category",
                     *             "name": "Office supplies",
                     *             "kind": "expense",
                     *             "parent": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                     *             "description": "Paper, toner and small items for the office.",
                     *             "metadata": {
                     *               "order_id": "1001"
                     *             },
                     *             "import": {
                     *               "status": "pending",
                     *               "batch": null,
                     *               "imported_at": null,
                     *               "local_ref": null
                     *             },
                     *             "books_check": "checked",
                     *             "books_warnings": [
                     *               {
                     *                 "code": "name_in_use",
                     *                 "field": "name",
                     *                 "message": "The merchant's books already use this name for a customer.",
                     *                 "books_read_at": 1795529600
                     *               }
                     *             ],
                     *             "created": 1795529600,
                     *             "updated": 1795529600
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CategoryBulkResult"];
                };
            };
        };
    };
    "categories.retrieve": {
        parameters: {
            query?: {
                /**
                 * @description References to show as objects in place of their ids: a field name (`customer`),
                 * `line_items`, or in a list `data.<field>`.
                 */
                "expand[]"?: "parent"[];
            };
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /**
                 * @description The category's id.
                 * @example cat_vz56sWZ0tWSqqXIo0UEpH70W
                 */
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
                    /**
                     * @example {
                     *       "id": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                     *       "object": "category",
                     *       "name": "Office supplies",
                     *       "kind": "expense",
                     *       "parent": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                     *       "description": "Paper, toner and small items for the office.",
                     *       "metadata": {
                     *         "order_id": "1001"
                     *       },
                     *       "import": {
                     *         "status": "pending",
                     *         "batch": null,
                     *         "imported_at": null,
                     *         "local_ref": null
                     *       },
                     *       "books_check": "checked",
                     *       "books_warnings": [
                     *         {
                     *           "code": "name_in_use",
                     *           "field": "name",
                     *           "message": "The merchant's books already use this name for a customer.",
                     *           "books_read_at": 1795529600
                     *         }
                     *       ],
                     *       "created": 1795529600,
                     *       "updated": 1795529600
                     *     }
                     */
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
                /**
                 * @description The category's id.
                 * @example cat_vz56sWZ0tWSqqXIo0UEpH70W
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "name": "Office supplies",
                 *       "kind": "expense",
                 *       "parent": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                 *       "description": "Paper, toner and small items for the office.",
                 *       "metadata": {
                 *         "order_id": "1001"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The category's name.
                     * @example Office supplies
                     */
                    name?: string;
                    /**
                     * @description Whether expenses or revenue are filed under it; a parent and its children are of one
                     * kind.
                     * @example expense
                     * @enum {string}
                     */
                    kind?: "expense" | "revenue";
                    /** @description The category it sits under, of the same kind; null at the top. */
                    parent?: (string | null) | "";
                    /** @description What belongs in it, for the merchant. */
                    description?: (string | null) | "";
                    /**
                     * @description Up to 50 keys of your own (1 to 40 characters) with string values (up to 500); a key
                     * set to null or "" is removed, and null removes them all.
                     * @example {
                     *       "order_id": "1001"
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "id": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                     *       "object": "category",
                     *       "name": "Office supplies",
                     *       "kind": "expense",
                     *       "parent": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                     *       "description": "Paper, toner and small items for the office.",
                     *       "metadata": {
                     *         "order_id": "1001"
                     *       },
                     *       "import": {
                     *         "status": "pending",
                     *         "batch": null,
                     *         "imported_at": null,
                     *         "local_ref": null
                     *       },
                     *       "books_check": "checked",
                     *       "books_warnings": [
                     *         {
                     *           "code": "name_in_use",
                     *           "field": "name",
                     *           "message": "The merchant's books already use this name for a customer.",
                     *           "books_read_at": 1795529600
                     *         }
                     *       ],
                     *       "created": 1795529600,
                     *       "updated": 1795529600
                     *     }
                     */
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
                /**
                 * @description The category's id.
                 * @example cat_vz56sWZ0tWSqqXIo0UEpH70W
                 */
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
                    /**
                     * @example {
                     *       "id": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                     *       "object": "category",
                     *       "deleted": true
                     *     }
                     */
                    "application/json": components["schemas"]["DeletedCategory"];
                };
            };
        };
    };
    "products.list": {
        parameters: {
            query?: {
                /** @description How many objects a page holds, 1 to 100. */
                limit?: number;
                /** @description An object's id: the page after it (older objects). */
                starting_after?: string;
                /** @description An object's id: the page before it (newer objects); not with `starting_after`. */
                ending_before?: string;
                /** @description Only objects of this import status. */
                import_status?: "pending" | "imported" | "rejected";
                /** @description Only the objects an import batch (`imb_…`) claimed or imported. */
                batch?: string;
                /** @description Only objects created at or after this moment, in unix seconds. */
                "created[gte]"?: number;
                /** @description Only objects created after this moment, in unix seconds. */
                "created[gt]"?: number;
                /** @description Only objects created at or before this moment, in unix seconds. */
                "created[lte]"?: number;
                /** @description Only objects created before this moment, in unix seconds. */
                "created[lt]"?: number;
                /**
                 * @description References to show as objects in place of their ids: a field name (`customer`),
                 * `line_items`, or in a list `data.<field>`.
                 */
                "expand[]"?: ("category" | "data.category")[];
                /**
                 * @description `true`: only pending objects that carry findings of the merchant's books
                 * (`books_warnings`), to settle before they are imported.
                 */
                books_warnings?: "true";
                /** @description Only objects whose `sku` is this. */
                sku?: string;
                /** @description Only objects whose `name` is this. */
                name?: string;
                /** @description Only objects whose `category` is this. */
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
                    /**
                     * @example {
                     *       "object": "list",
                     *       "url": "/v1/products",
                     *       "has_more": false,
                     *       "data": [
                     *         {
                     *           "id": "prd_2jLvZshIIRBy1hDw0IBXrGLH",
                     *           "object": "product",
                     *           "name": "Widget",
                     *           "sku": "WID-001",
                     *           "description": "A blue widget, boxed.",
                     *           "unit": "piece",
                     *           "unit_amount": 1999,
                     *           "currency": "EUR",
                     *           "tax_rate": 19,
                     *           "category": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                     *           "metadata": {
                     *             "order_id": "1001"
                     *           },
                     *           "import": {
                     *             "status": "pending",
                     *             "batch": null,
                     *             "imported_at": null,
                     *             "local_ref": null
                     *           },
                     *           "books_check": "checked",
                     *           "books_warnings": [
                     *             {
                     *               "code": "name_in_use",
                     *               "field": "name",
                     *               "message": "The merchant's books already use this name for a customer.",
                     *               "books_read_at": 1795529600
                     *             }
                     *           ],
                     *           "created": 1795529600,
                     *           "updated": 1795529600
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description The type of the object: a page of a list.
                         * @constant
                         */
                        object: "list";
                        /**
                         * @description The path of the list.
                         * @example /v1/customers
                         */
                        url: string;
                        /**
                         * @description Whether the list goes on in the direction you are paging.
                         * @example false
                         */
                        has_more: boolean;
                        /** @description The page's objects, newest first. */
                        data: components["schemas"]["Product"][];
                    };
                };
            };
        };
    };
    "products.create": {
        parameters: {
            query?: {
                /**
                 * @description `true`: check the request as a create would (against the merchant's books too, whatever
                 * their `checks` say) and store nothing; answers 200, sends no event and needs no Idempotency-Key
                 * (docs/books.md).
                 */
                dry_run?: components["parameters"]["dry_run"];
            };
            header: {
                /**
                 * @description One per object you create; a retry with the same key and request answers the first
                 * response (24 hours). A dry run (`dry_run=true`) needs none.
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
                /**
                 * @example {
                 *       "name": "Widget",
                 *       "sku": "WID-001",
                 *       "description": "A blue widget, boxed.",
                 *       "unit": "piece",
                 *       "unit_amount": 1999,
                 *       "currency": "EUR",
                 *       "tax_rate": 19,
                 *       "category": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                 *       "metadata": {
                 *         "order_id": "1001"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The product's name.
                     * @example Widget
                     */
                    name: string;
                    /** @description The stock keeping unit: the product's code in the integrator's system. */
                    sku?: (string | null) | "";
                    /** @description What the product is. */
                    description?: (string | null) | "";
                    /** @description The unit it is sold in. */
                    unit?: (string | null) | "";
                    /** @description The price of one unit, tax included, in `currency`. */
                    unit_amount?: (number | null) | "";
                    /** @description The currency of `unit_amount`. ISO 4217, in upper or lower case. */
                    currency?: ("AED"
                        | "aed"
                        | "AFN"
                        | "afn"
                        | "ALL"
                        | "all"
                        | "AMD"
                        | "amd"
                        | "ANG"
                        | "ang"
                        | "AOA"
                        | "aoa"
                        | "ARS"
                        | "ars"
                        | "AUD"
                        | "aud"
                        | "AWG"
                        | "awg"
                        | "AZN"
                        | "azn"
                        | "BAM"
                        | "bam"
                        | "BBD"
                        | "bbd"
                        | "BDT"
                        | "bdt"
                        | "BGN"
                        | "bgn"
                        | "BHD"
                        | "bhd"
                        | "BIF"
                        | "bif"
                        | "BMD"
                        | "bmd"
                        | "BND"
                        | "bnd"
                        | "BOB"
                        | "bob"
                        | "BRL"
                        | "brl"
                        | "BSD"
                        | "bsd"
                        | "BTN"
                        | "btn"
                        | "BWP"
                        | "bwp"
                        | "BYN"
                        | "byn"
                        | "BZD"
                        | "bzd"
                        | "CAD"
                        | "cad"
                        | "CDF"
                        | "cdf"
                        | "CHF"
                        | "chf"
                        | "CLP"
                        | "clp"
                        | "CNY"
                        | "cny"
                        | "COP"
                        | "cop"
                        | "CRC"
                        | "crc"
                        | "CUC"
                        | "cuc"
                        | "CUP"
                        | "cup"
                        | "CVE"
                        | "cve"
                        | "CZK"
                        | "czk"
                        | "DJF"
                        | "djf"
                        | "DKK"
                        | "dkk"
                        | "DOP"
                        | "dop"
                        | "DZD"
                        | "dzd"
                        | "EGP"
                        | "egp"
                        | "ERN"
                        | "ern"
                        | "ETB"
                        | "etb"
                        | "EUR"
                        | "eur"
                        | "FJD"
                        | "fjd"
                        | "FKP"
                        | "fkp"
                        | "GBP"
                        | "gbp"
                        | "GEL"
                        | "gel"
                        | "GHS"
                        | "ghs"
                        | "GIP"
                        | "gip"
                        | "GMD"
                        | "gmd"
                        | "GNF"
                        | "gnf"
                        | "GTQ"
                        | "gtq"
                        | "GYD"
                        | "gyd"
                        | "HKD"
                        | "hkd"
                        | "HNL"
                        | "hnl"
                        | "HRK"
                        | "hrk"
                        | "HTG"
                        | "htg"
                        | "HUF"
                        | "huf"
                        | "IDR"
                        | "idr"
                        | "ILS"
                        | "ils"
                        | "INR"
                        | "inr"
                        | "IQD"
                        | "iqd"
                        | "IRR"
                        | "irr"
                        | "ISK"
                        | "isk"
                        | "JMD"
                        | "jmd"
                        | "JOD"
                        | "jod"
                        | "JPY"
                        | "jpy"
                        | "KES"
                        | "kes"
                        | "KGS"
                        | "kgs"
                        | "KHR"
                        | "khr"
                        | "KMF"
                        | "kmf"
                        | "KPW"
                        | "kpw"
                        | "KRW"
                        | "krw"
                        | "KWD"
                        | "kwd"
                        | "KYD"
                        | "kyd"
                        | "KZT"
                        | "kzt"
                        | "LAK"
                        | "lak"
                        | "LBP"
                        | "lbp"
                        | "LKR"
                        | "lkr"
                        | "LRD"
                        | "lrd"
                        | "LSL"
                        | "lsl"
                        | "LYD"
                        | "lyd"
                        | "MAD"
                        | "mad"
                        | "MDL"
                        | "mdl"
                        | "MGA"
                        | "mga"
                        | "MKD"
                        | "mkd"
                        | "MMK"
                        | "mmk"
                        | "MNT"
                        | "mnt"
                        | "MOP"
                        | "mop"
                        | "MRU"
                        | "mru"
                        | "MUR"
                        | "mur"
                        | "MVR"
                        | "mvr"
                        | "MWK"
                        | "mwk"
                        | "MXN"
                        | "mxn"
                        | "MYR"
                        | "myr"
                        | "MZN"
                        | "mzn"
                        | "NAD"
                        | "nad"
                        | "NGN"
                        | "ngn"
                        | "NIO"
                        | "nio"
                        | "NOK"
                        | "nok"
                        | "NPR"
                        | "npr"
                        | "NZD"
                        | "nzd"
                        | "OMR"
                        | "omr"
                        | "PAB"
                        | "pab"
                        | "PEN"
                        | "pen"
                        | "PGK"
                        | "pgk"
                        | "PHP"
                        | "php"
                        | "PKR"
                        | "pkr"
                        | "PLN"
                        | "pln"
                        | "PYG"
                        | "pyg"
                        | "QAR"
                        | "qar"
                        | "RON"
                        | "ron"
                        | "RSD"
                        | "rsd"
                        | "RUB"
                        | "rub"
                        | "RWF"
                        | "rwf"
                        | "SAR"
                        | "sar"
                        | "SBD"
                        | "sbd"
                        | "SCR"
                        | "scr"
                        | "SDG"
                        | "sdg"
                        | "SEK"
                        | "sek"
                        | "SGD"
                        | "sgd"
                        | "SHP"
                        | "shp"
                        | "SLE"
                        | "sle"
                        | "SLL"
                        | "sll"
                        | "SOS"
                        | "sos"
                        | "SRD"
                        | "srd"
                        | "SSP"
                        | "ssp"
                        | "STN"
                        | "stn"
                        | "SVC"
                        | "svc"
                        | "SYP"
                        | "syp"
                        | "SZL"
                        | "szl"
                        | "THB"
                        | "thb"
                        | "TJS"
                        | "tjs"
                        | "TMT"
                        | "tmt"
                        | "TND"
                        | "tnd"
                        | "TOP"
                        | "top"
                        | "TRY"
                        | "try"
                        | "TTD"
                        | "ttd"
                        | "TWD"
                        | "twd"
                        | "TZS"
                        | "tzs"
                        | "UAH"
                        | "uah"
                        | "UGX"
                        | "ugx"
                        | "USD"
                        | "usd"
                        | "UYU"
                        | "uyu"
                        | "UZS"
                        | "uzs"
                        | "VES"
                        | "ves"
                        | "VND"
                        | "vnd"
                        | "VUV"
                        | "vuv"
                        | "WST"
                        | "wst"
                        | "XAF"
                        | "xaf"
                        | "XCD"
                        | "xcd"
                        | "XCG"
                        | "xcg"
                        | "XDR"
                        | "xdr"
                        | "XOF"
                        | "xof"
                        | "XPF"
                        | "xpf"
                        | "XSU"
                        | "xsu"
                        | "YER"
                        | "yer"
                        | "ZAR"
                        | "zar"
                        | "ZMW"
                        | "zmw"
                        | "ZWG"
                        | "zwg"
                        | "ZWL"
                        | "zwl"
                        | null)
                        | "";
                    /** @description The tax rate in percent. */
                    tax_rate?: (number | null) | "";
                    /** @description The category it is filed under. */
                    category?: (string | null) | "";
                    /**
                     * @description Up to 50 keys of your own (1 to 40 characters) with string values (up to 500); a key
                     * set to null or "" is removed, and null removes them all.
                     * @example {
                     *       "order_id": "1001"
                     *     }
                     */
                    metadata?: {
                        [key: string]: string | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description A dry run (`?dry_run=true`): nothing was stored. */
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
                    /**
                     * @example {
                     *       "id": null,
                     *       "object": "product",
                     *       "name": "Widget",
                     *       "sku": "WID-001",
                     *       "description": "A blue widget, boxed.",
                     *       "unit": "piece",
                     *       "unit_amount": 1999,
                     *       "currency": "EUR",
                     *       "tax_rate": 19,
                     *       "category": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                     *       "metadata": {
                     *         "order_id": "1001"
                     *       },
                     *       "import": {
                     *         "status": "pending",
                     *         "batch": null,
                     *         "imported_at": null,
                     *         "local_ref": null
                     *       },
                     *       "books_check": "checked",
                     *       "books_warnings": [
                     *         {
                     *           "code": "name_in_use",
                     *           "field": "name",
                     *           "message": "The merchant's books already use this name for a customer.",
                     *           "books_read_at": 1795529600
                     *         }
                     *       ],
                     *       "created": 1795529600,
                     *       "updated": 1795529600
                     *     }
                     */
                    "application/json": components["schemas"]["ProductDryRun"];
                };
            };
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
                    /**
                     * @example {
                     *       "id": "prd_2jLvZshIIRBy1hDw0IBXrGLH",
                     *       "object": "product",
                     *       "name": "Widget",
                     *       "sku": "WID-001",
                     *       "description": "A blue widget, boxed.",
                     *       "unit": "piece",
                     *       "unit_amount": 1999,
                     *       "currency": "EUR",
                     *       "tax_rate": 19,
                     *       "category": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                     *       "metadata": {
                     *         "order_id": "1001"
                     *       },
                     *       "import": {
                     *         "status": "pending",
                     *         "batch": null,
                     *         "imported_at": null,
                     *         "local_ref": null
                     *       },
                     *       "books_check": "checked",
                     *       "books_warnings": [
                     *         {
                     *           "code": "name_in_use",
                     *           "field": "name",
                     *           "message": "The merchant's books already use this name for a customer.",
                     *           "books_read_at": 1795529600
                     *         }
                     *       ],
                     *       "created": 1795529600,
                     *       "updated": 1795529600
                     *     }
                     */
                    "application/json": components["schemas"]["Product"];
                };
            };
        };
    };
    "products.bulkCreate": {
        parameters: {
            query?: {
                /**
                 * @description `true`: check the request as a create would (against the merchant's books too, whatever
                 * their `checks` say) and store nothing; answers 200, sends no event and needs no Idempotency-Key
                 * (docs/books.md).
                 */
                dry_run?: components["parameters"]["dry_run"];
            };
            header: {
                /**
                 * @description One per object you create; a retry with the same key and request answers the first
                 * response (24 hours). A dry run (`dry_run=true`) needs none.
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
                /**
                 * @example {
                 *       "objects": [
                 *         {
                 *           "name": "Widget",
                 *           "sku": "WID-001",
                 *           "description": "A blue widget, boxed.",
                 *           "unit": "piece",
                 *           "unit_amount": 1999,
                 *           "currency": "EUR",
                 *           "tax_rate": 19,
                 *           "category": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                 *           "metadata": {
                 *             "order_id": "1001"
                 *           }
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description 1 to 100 products, each the body `POST /v1/products` takes. */
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
                    /**
                     * @example {
                     *       "object": "bulk_result",
                     *       "data": [
                     *         {
                     *           "status": 201,
                     *           "object": {
                     *             "id": "prd_2jLvZshIIRBy1hDw0IBXrGLH",
                     *             "object": "product",
                     *             "name": "Widget",
                     *             "sku": "WID-001",
                     *             "description": "A blue widget, boxed.",
                     *             "unit": "piece",
                     *             "unit_amount": 1999,
                     *             "currency": "EUR",
                     *             "tax_rate": 19,
                     *             "category": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                     *             "metadata": {
                     *               "order_id": "1001"
                     *             },
                     *             "import": {
                     *               "status": "pending",
                     *               "batch": null,
                     *               "imported_at": null,
                     *               "local_ref": null
                     *             },
                     *             "books_check": "checked",
                     *             "books_warnings": [
                     *               {
                     *                 "code": "name_in_use",
                     *                 "field": "name",
                     *                 "message": "The merchant's books already use this name for a customer.",
                     *                 "books_read_at": 1795529600
                     *               }
                     *             ],
                     *             "created": 1795529600,
                     *             "updated": 1795529600
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ProductBulkResult"];
                };
            };
        };
    };
    "products.retrieve": {
        parameters: {
            query?: {
                /**
                 * @description References to show as objects in place of their ids: a field name (`customer`),
                 * `line_items`, or in a list `data.<field>`.
                 */
                "expand[]"?: "category"[];
            };
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /**
                 * @description The product's id.
                 * @example prd_2jLvZshIIRBy1hDw0IBXrGLH
                 */
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
                    /**
                     * @example {
                     *       "id": "prd_2jLvZshIIRBy1hDw0IBXrGLH",
                     *       "object": "product",
                     *       "name": "Widget",
                     *       "sku": "WID-001",
                     *       "description": "A blue widget, boxed.",
                     *       "unit": "piece",
                     *       "unit_amount": 1999,
                     *       "currency": "EUR",
                     *       "tax_rate": 19,
                     *       "category": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                     *       "metadata": {
                     *         "order_id": "1001"
                     *       },
                     *       "import": {
                     *         "status": "pending",
                     *         "batch": null,
                     *         "imported_at": null,
                     *         "local_ref": null
                     *       },
                     *       "books_check": "checked",
                     *       "books_warnings": [
                     *         {
                     *           "code": "name_in_use",
                     *           "field": "name",
                     *           "message": "The merchant's books already use this name for a customer.",
                     *           "books_read_at": 1795529600
                     *         }
                     *       ],
                     *       "created": 1795529600,
                     *       "updated": 1795529600
                     *     }
                     */
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
                /**
                 * @description The product's id.
                 * @example prd_2jLvZshIIRBy1hDw0IBXrGLH
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "name": "Widget",
                 *       "sku": "WID-001",
                 *       "description": "A blue widget, boxed.",
                 *       "unit": "piece",
                 *       "unit_amount": 1999,
                 *       "currency": "EUR",
                 *       "tax_rate": 19,
                 *       "category": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                 *       "metadata": {
                 *         "order_id": "1001"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The product's name.
                     * @example Widget
                     */
                    name?: string;
                    /** @description The stock keeping unit: the product's code in the integrator's system. */
                    sku?: (string | null) | "";
                    /** @description What the product is. */
                    description?: (string | null) | "";
                    /** @description The unit it is sold in. */
                    unit?: (string | null) | "";
                    /** @description The price of one unit, tax included, in `currency`. */
                    unit_amount?: (number | null) | "";
                    /** @description The currency of `unit_amount`. ISO 4217, in upper or lower case. */
                    currency?: ("AED"
                        | "aed"
                        | "AFN"
                        | "afn"
                        | "ALL"
                        | "all"
                        | "AMD"
                        | "amd"
                        | "ANG"
                        | "ang"
                        | "AOA"
                        | "aoa"
                        | "ARS"
                        | "ars"
                        | "AUD"
                        | "aud"
                        | "AWG"
                        | "awg"
                        | "AZN"
                        | "azn"
                        | "BAM"
                        | "bam"
                        | "BBD"
                        | "bbd"
                        | "BDT"
                        | "bdt"
                        | "BGN"
                        | "bgn"
                        | "BHD"
                        | "bhd"
                        | "BIF"
                        | "bif"
                        | "BMD"
                        | "bmd"
                        | "BND"
                        | "bnd"
                        | "BOB"
                        | "bob"
                        | "BRL"
                        | "brl"
                        | "BSD"
                        | "bsd"
                        | "BTN"
                        | "btn"
                        | "BWP"
                        | "bwp"
                        | "BYN"
                        | "byn"
                        | "BZD"
                        | "bzd"
                        | "CAD"
                        | "cad"
                        | "CDF"
                        | "cdf"
                        | "CHF"
                        | "chf"
                        | "CLP"
                        | "clp"
                        | "CNY"
                        | "cny"
                        | "COP"
                        | "cop"
                        | "CRC"
                        | "crc"
                        | "CUC"
                        | "cuc"
                        | "CUP"
                        | "cup"
                        | "CVE"
                        | "cve"
                        | "CZK"
                        | "czk"
                        | "DJF"
                        | "djf"
                        | "DKK"
                        | "dkk"
                        | "DOP"
                        | "dop"
                        | "DZD"
                        | "dzd"
                        | "EGP"
                        | "egp"
                        | "ERN"
                        | "ern"
                        | "ETB"
                        | "etb"
                        | "EUR"
                        | "eur"
                        | "FJD"
                        | "fjd"
                        | "FKP"
                        | "fkp"
                        | "GBP"
                        | "gbp"
                        | "GEL"
                        | "gel"
                        | "GHS"
                        | "ghs"
                        | "GIP"
                        | "gip"
                        | "GMD"
                        | "gmd"
                        | "GNF"
                        | "gnf"
                        | "GTQ"
                        | "gtq"
                        | "GYD"
                        | "gyd"
                        | "HKD"
                        | "hkd"
                        | "HNL"
                        | "hnl"
                        | "HRK"
                        | "hrk"
                        | "HTG"
                        | "htg"
                        | "HUF"
                        | "huf"
                        | "IDR"
                        | "idr"
                        | "ILS"
                        | "ils"
                        | "INR"
                        | "inr"
                        | "IQD"
                        | "iqd"
                        | "IRR"
                        | "irr"
                        | "ISK"
                        | "isk"
                        | "JMD"
                        | "jmd"
                        | "JOD"
                        | "jod"
                        | "JPY"
                        | "jpy"
                        | "KES"
                        | "kes"
                        | "KGS"
                        | "kgs"
                        | "KHR"
                        | "khr"
                        | "KMF"
                        | "kmf"
                        | "KPW"
                        | "kpw"
                        | "KRW"
                        | "krw"
                        | "KWD"
                        | "kwd"
                        | "KYD"
                        | "kyd"
                        | "KZT"
                        | "kzt"
                        | "LAK"
                        | "lak"
                        | "LBP"
                        | "lbp"
                        | "LKR"
                        | "lkr"
                        | "LRD"
                        | "lrd"
                        | "LSL"
                        | "lsl"
                        | "LYD"
                        | "lyd"
                        | "MAD"
                        | "mad"
                        | "MDL"
                        | "mdl"
                        | "MGA"
                        | "mga"
                        | "MKD"
                        | "mkd"
                        | "MMK"
                        | "mmk"
                        | "MNT"
                        | "mnt"
                        | "MOP"
                        | "mop"
                        | "MRU"
                        | "mru"
                        | "MUR"
                        | "mur"
                        | "MVR"
                        | "mvr"
                        | "MWK"
                        | "mwk"
                        | "MXN"
                        | "mxn"
                        | "MYR"
                        | "myr"
                        | "MZN"
                        | "mzn"
                        | "NAD"
                        | "nad"
                        | "NGN"
                        | "ngn"
                        | "NIO"
                        | "nio"
                        | "NOK"
                        | "nok"
                        | "NPR"
                        | "npr"
                        | "NZD"
                        | "nzd"
                        | "OMR"
                        | "omr"
                        | "PAB"
                        | "pab"
                        | "PEN"
                        | "pen"
                        | "PGK"
                        | "pgk"
                        | "PHP"
                        | "php"
                        | "PKR"
                        | "pkr"
                        | "PLN"
                        | "pln"
                        | "PYG"
                        | "pyg"
                        | "QAR"
                        | "qar"
                        | "RON"
                        | "ron"
                        | "RSD"
                        | "rsd"
                        | "RUB"
                        | "rub"
                        | "RWF"
                        | "rwf"
                        | "SAR"
                        | "sar"
                        | "SBD"
                        | "sbd"
                        | "SCR"
                        | "scr"
                        | "SDG"
                        | "sdg"
                        | "SEK"
                        | "sek"
                        | "SGD"
                        | "sgd"
                        | "SHP"
                        | "shp"
                        | "SLE"
                        | "sle"
                        | "SLL"
                        | "sll"
                        | "SOS"
                        | "sos"
                        | "SRD"
                        | "srd"
                        | "SSP"
                        | "ssp"
                        | "STN"
                        | "stn"
                        | "SVC"
                        | "svc"
                        | "SYP"
                        | "syp"
                        | "SZL"
                        | "szl"
                        | "THB"
                        | "thb"
                        | "TJS"
                        | "tjs"
                        | "TMT"
                        | "tmt"
                        | "TND"
                        | "tnd"
                        | "TOP"
                        | "top"
                        | "TRY"
                        | "try"
                        | "TTD"
                        | "ttd"
                        | "TWD"
                        | "twd"
                        | "TZS"
                        | "tzs"
                        | "UAH"
                        | "uah"
                        | "UGX"
                        | "ugx"
                        | "USD"
                        | "usd"
                        | "UYU"
                        | "uyu"
                        | "UZS"
                        | "uzs"
                        | "VES"
                        | "ves"
                        | "VND"
                        | "vnd"
                        | "VUV"
                        | "vuv"
                        | "WST"
                        | "wst"
                        | "XAF"
                        | "xaf"
                        | "XCD"
                        | "xcd"
                        | "XCG"
                        | "xcg"
                        | "XDR"
                        | "xdr"
                        | "XOF"
                        | "xof"
                        | "XPF"
                        | "xpf"
                        | "XSU"
                        | "xsu"
                        | "YER"
                        | "yer"
                        | "ZAR"
                        | "zar"
                        | "ZMW"
                        | "zmw"
                        | "ZWG"
                        | "zwg"
                        | "ZWL"
                        | "zwl"
                        | null)
                        | "";
                    /** @description The tax rate in percent. */
                    tax_rate?: (number | null) | "";
                    /** @description The category it is filed under. */
                    category?: (string | null) | "";
                    /**
                     * @description Up to 50 keys of your own (1 to 40 characters) with string values (up to 500); a key
                     * set to null or "" is removed, and null removes them all.
                     * @example {
                     *       "order_id": "1001"
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "id": "prd_2jLvZshIIRBy1hDw0IBXrGLH",
                     *       "object": "product",
                     *       "name": "Widget",
                     *       "sku": "WID-001",
                     *       "description": "A blue widget, boxed.",
                     *       "unit": "piece",
                     *       "unit_amount": 1999,
                     *       "currency": "EUR",
                     *       "tax_rate": 19,
                     *       "category": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                     *       "metadata": {
                     *         "order_id": "1001"
                     *       },
                     *       "import": {
                     *         "status": "pending",
                     *         "batch": null,
                     *         "imported_at": null,
                     *         "local_ref": null
                     *       },
                     *       "books_check": "checked",
                     *       "books_warnings": [
                     *         {
                     *           "code": "name_in_use",
                     *           "field": "name",
                     *           "message": "The merchant's books already use this name for a customer.",
                     *           "books_read_at": 1795529600
                     *         }
                     *       ],
                     *       "created": 1795529600,
                     *       "updated": 1795529600
                     *     }
                     */
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
                /**
                 * @description The product's id.
                 * @example prd_2jLvZshIIRBy1hDw0IBXrGLH
                 */
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
                    /**
                     * @example {
                     *       "id": "prd_2jLvZshIIRBy1hDw0IBXrGLH",
                     *       "object": "product",
                     *       "deleted": true
                     *     }
                     */
                    "application/json": components["schemas"]["DeletedProduct"];
                };
            };
        };
    };
    "expenses.list": {
        parameters: {
            query?: {
                /** @description How many objects a page holds, 1 to 100. */
                limit?: number;
                /** @description An object's id: the page after it (older objects). */
                starting_after?: string;
                /** @description An object's id: the page before it (newer objects); not with `starting_after`. */
                ending_before?: string;
                /** @description Only objects of this import status. */
                import_status?: "pending" | "imported" | "rejected";
                /** @description Only the objects an import batch (`imb_…`) claimed or imported. */
                batch?: string;
                /** @description Only objects created at or after this moment, in unix seconds. */
                "created[gte]"?: number;
                /** @description Only objects created after this moment, in unix seconds. */
                "created[gt]"?: number;
                /** @description Only objects created at or before this moment, in unix seconds. */
                "created[lte]"?: number;
                /** @description Only objects created before this moment, in unix seconds. */
                "created[lt]"?: number;
                /**
                 * @description References to show as objects in place of their ids: a field name (`customer`),
                 * `line_items`, or in a list `data.<field>`.
                 */
                "expand[]"?: ("supplier"
                    | "category"
                    | "line_items"
                    | "data.supplier"
                    | "data.category"
                    | "data.line_items")[];
                /**
                 * @description `true`: only pending objects that carry findings of the merchant's books
                 * (`books_warnings`), to settle before they are imported.
                 */
                books_warnings?: "true";
                /** @description Only objects whose `supplier` is this. */
                supplier?: string;
                /** @description Only objects whose `category` is this. */
                category?: string;
                /** @description Only objects whose `currency` is this. */
                currency?: "AED"
                    | "aed"
                    | "AFN"
                    | "afn"
                    | "ALL"
                    | "all"
                    | "AMD"
                    | "amd"
                    | "ANG"
                    | "ang"
                    | "AOA"
                    | "aoa"
                    | "ARS"
                    | "ars"
                    | "AUD"
                    | "aud"
                    | "AWG"
                    | "awg"
                    | "AZN"
                    | "azn"
                    | "BAM"
                    | "bam"
                    | "BBD"
                    | "bbd"
                    | "BDT"
                    | "bdt"
                    | "BGN"
                    | "bgn"
                    | "BHD"
                    | "bhd"
                    | "BIF"
                    | "bif"
                    | "BMD"
                    | "bmd"
                    | "BND"
                    | "bnd"
                    | "BOB"
                    | "bob"
                    | "BRL"
                    | "brl"
                    | "BSD"
                    | "bsd"
                    | "BTN"
                    | "btn"
                    | "BWP"
                    | "bwp"
                    | "BYN"
                    | "byn"
                    | "BZD"
                    | "bzd"
                    | "CAD"
                    | "cad"
                    | "CDF"
                    | "cdf"
                    | "CHF"
                    | "chf"
                    | "CLP"
                    | "clp"
                    | "CNY"
                    | "cny"
                    | "COP"
                    | "cop"
                    | "CRC"
                    | "crc"
                    | "CUC"
                    | "cuc"
                    | "CUP"
                    | "cup"
                    | "CVE"
                    | "cve"
                    | "CZK"
                    | "czk"
                    | "DJF"
                    | "djf"
                    | "DKK"
                    | "dkk"
                    | "DOP"
                    | "dop"
                    | "DZD"
                    | "dzd"
                    | "EGP"
                    | "egp"
                    | "ERN"
                    | "ern"
                    | "ETB"
                    | "etb"
                    | "EUR"
                    | "eur"
                    | "FJD"
                    | "fjd"
                    | "FKP"
                    | "fkp"
                    | "GBP"
                    | "gbp"
                    | "GEL"
                    | "gel"
                    | "GHS"
                    | "ghs"
                    | "GIP"
                    | "gip"
                    | "GMD"
                    | "gmd"
                    | "GNF"
                    | "gnf"
                    | "GTQ"
                    | "gtq"
                    | "GYD"
                    | "gyd"
                    | "HKD"
                    | "hkd"
                    | "HNL"
                    | "hnl"
                    | "HRK"
                    | "hrk"
                    | "HTG"
                    | "htg"
                    | "HUF"
                    | "huf"
                    | "IDR"
                    | "idr"
                    | "ILS"
                    | "ils"
                    | "INR"
                    | "inr"
                    | "IQD"
                    | "iqd"
                    | "IRR"
                    | "irr"
                    | "ISK"
                    | "isk"
                    | "JMD"
                    | "jmd"
                    | "JOD"
                    | "jod"
                    | "JPY"
                    | "jpy"
                    | "KES"
                    | "kes"
                    | "KGS"
                    | "kgs"
                    | "KHR"
                    | "khr"
                    | "KMF"
                    | "kmf"
                    | "KPW"
                    | "kpw"
                    | "KRW"
                    | "krw"
                    | "KWD"
                    | "kwd"
                    | "KYD"
                    | "kyd"
                    | "KZT"
                    | "kzt"
                    | "LAK"
                    | "lak"
                    | "LBP"
                    | "lbp"
                    | "LKR"
                    | "lkr"
                    | "LRD"
                    | "lrd"
                    | "LSL"
                    | "lsl"
                    | "LYD"
                    | "lyd"
                    | "MAD"
                    | "mad"
                    | "MDL"
                    | "mdl"
                    | "MGA"
                    | "mga"
                    | "MKD"
                    | "mkd"
                    | "MMK"
                    | "mmk"
                    | "MNT"
                    | "mnt"
                    | "MOP"
                    | "mop"
                    | "MRU"
                    | "mru"
                    | "MUR"
                    | "mur"
                    | "MVR"
                    | "mvr"
                    | "MWK"
                    | "mwk"
                    | "MXN"
                    | "mxn"
                    | "MYR"
                    | "myr"
                    | "MZN"
                    | "mzn"
                    | "NAD"
                    | "nad"
                    | "NGN"
                    | "ngn"
                    | "NIO"
                    | "nio"
                    | "NOK"
                    | "nok"
                    | "NPR"
                    | "npr"
                    | "NZD"
                    | "nzd"
                    | "OMR"
                    | "omr"
                    | "PAB"
                    | "pab"
                    | "PEN"
                    | "pen"
                    | "PGK"
                    | "pgk"
                    | "PHP"
                    | "php"
                    | "PKR"
                    | "pkr"
                    | "PLN"
                    | "pln"
                    | "PYG"
                    | "pyg"
                    | "QAR"
                    | "qar"
                    | "RON"
                    | "ron"
                    | "RSD"
                    | "rsd"
                    | "RUB"
                    | "rub"
                    | "RWF"
                    | "rwf"
                    | "SAR"
                    | "sar"
                    | "SBD"
                    | "sbd"
                    | "SCR"
                    | "scr"
                    | "SDG"
                    | "sdg"
                    | "SEK"
                    | "sek"
                    | "SGD"
                    | "sgd"
                    | "SHP"
                    | "shp"
                    | "SLE"
                    | "sle"
                    | "SLL"
                    | "sll"
                    | "SOS"
                    | "sos"
                    | "SRD"
                    | "srd"
                    | "SSP"
                    | "ssp"
                    | "STN"
                    | "stn"
                    | "SVC"
                    | "svc"
                    | "SYP"
                    | "syp"
                    | "SZL"
                    | "szl"
                    | "THB"
                    | "thb"
                    | "TJS"
                    | "tjs"
                    | "TMT"
                    | "tmt"
                    | "TND"
                    | "tnd"
                    | "TOP"
                    | "top"
                    | "TRY"
                    | "try"
                    | "TTD"
                    | "ttd"
                    | "TWD"
                    | "twd"
                    | "TZS"
                    | "tzs"
                    | "UAH"
                    | "uah"
                    | "UGX"
                    | "ugx"
                    | "USD"
                    | "usd"
                    | "UYU"
                    | "uyu"
                    | "UZS"
                    | "uzs"
                    | "VES"
                    | "ves"
                    | "VND"
                    | "vnd"
                    | "VUV"
                    | "vuv"
                    | "WST"
                    | "wst"
                    | "XAF"
                    | "xaf"
                    | "XCD"
                    | "xcd"
                    | "XCG"
                    | "xcg"
                    | "XDR"
                    | "xdr"
                    | "XOF"
                    | "xof"
                    | "XPF"
                    | "xpf"
                    | "XSU"
                    | "xsu"
                    | "YER"
                    | "yer"
                    | "ZAR"
                    | "zar"
                    | "ZMW"
                    | "zmw"
                    | "ZWG"
                    | "zwg"
                    | "ZWL"
                    | "zwl";
                /** @description Only objects whose `reference` is this. */
                reference?: string;
                /** @description Only objects whose `occurred_on` is this day. */
                occurred_on?: string;
                /** @description Only objects whose `occurred_on` is at or after this day. */
                "occurred_on[gte]"?: string;
                /** @description Only objects whose `occurred_on` is after this day. */
                "occurred_on[gt]"?: string;
                /** @description Only objects whose `occurred_on` is at or before this day. */
                "occurred_on[lte]"?: string;
                /** @description Only objects whose `occurred_on` is before this day. */
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
                    /**
                     * @example {
                     *       "object": "list",
                     *       "url": "/v1/expenses",
                     *       "has_more": false,
                     *       "data": [
                     *         {
                     *           "id": "exp_7nQZbDwhnomVGeysE6fUuQTD",
                     *           "object": "expense",
                     *           "description": "Printer paper, 10 reams",
                     *           "amount": 4990,
                     *           "currency": "EUR",
                     *           "tax_amount": 797,
                     *           "occurred_on": "2026-11-20",
                     *           "supplier": "sup_OkceymdrvC1ISBKnF8zZREA9",
                     *           "category": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                     *           "payment_method": "card",
                     *           "reference": "INV-2026-0042",
                     *           "notes": "Ordered for the new office.",
                     *           "metadata": {
                     *             "order_id": "1001"
                     *           },
                     *           "import": {
                     *             "status": "pending",
                     *             "batch": null,
                     *             "imported_at": null,
                     *             "local_ref": null
                     *           },
                     *           "books_check": "checked",
                     *           "books_warnings": [
                     *             {
                     *               "code": "name_in_use",
                     *               "field": "name",
                     *               "message": "The merchant's books already use this name for a customer.",
                     *               "books_read_at": 1795529600
                     *             }
                     *           ],
                     *           "created": 1795529600,
                     *           "updated": 1795529600
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description The type of the object: a page of a list.
                         * @constant
                         */
                        object: "list";
                        /**
                         * @description The path of the list.
                         * @example /v1/customers
                         */
                        url: string;
                        /**
                         * @description Whether the list goes on in the direction you are paging.
                         * @example false
                         */
                        has_more: boolean;
                        /** @description The page's objects, newest first. */
                        data: components["schemas"]["Expense"][];
                    };
                };
            };
        };
    };
    "expenses.create": {
        parameters: {
            query?: {
                /**
                 * @description `true`: check the request as a create would (against the merchant's books too, whatever
                 * their `checks` say) and store nothing; answers 200, sends no event and needs no Idempotency-Key
                 * (docs/books.md).
                 */
                dry_run?: components["parameters"]["dry_run"];
            };
            header: {
                /**
                 * @description One per object you create; a retry with the same key and request answers the first
                 * response (24 hours). A dry run (`dry_run=true`) needs none.
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
                /**
                 * @example {
                 *       "description": "Printer paper, 10 reams",
                 *       "amount": 4990,
                 *       "currency": "EUR",
                 *       "tax_amount": 797,
                 *       "occurred_on": "2026-11-20",
                 *       "supplier": "sup_OkceymdrvC1ISBKnF8zZREA9",
                 *       "category": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                 *       "payment_method": "card",
                 *       "reference": "INV-2026-0042",
                 *       "notes": "Ordered for the new office.",
                 *       "metadata": {
                 *         "order_id": "1001"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description What was bought, as the books should show it.
                     * @example Printer paper, 10 reams
                     */
                    description: string;
                    /**
                     * @description The gross amount paid, tax included.
                     * @example 4990
                     */
                    amount: number;
                    /**
                     * @description The currency of the amounts. ISO 4217, in upper or lower case.
                     * @example EUR
                     * @enum {string}
                     */
                    currency: "AED"
                        | "aed"
                        | "AFN"
                        | "afn"
                        | "ALL"
                        | "all"
                        | "AMD"
                        | "amd"
                        | "ANG"
                        | "ang"
                        | "AOA"
                        | "aoa"
                        | "ARS"
                        | "ars"
                        | "AUD"
                        | "aud"
                        | "AWG"
                        | "awg"
                        | "AZN"
                        | "azn"
                        | "BAM"
                        | "bam"
                        | "BBD"
                        | "bbd"
                        | "BDT"
                        | "bdt"
                        | "BGN"
                        | "bgn"
                        | "BHD"
                        | "bhd"
                        | "BIF"
                        | "bif"
                        | "BMD"
                        | "bmd"
                        | "BND"
                        | "bnd"
                        | "BOB"
                        | "bob"
                        | "BRL"
                        | "brl"
                        | "BSD"
                        | "bsd"
                        | "BTN"
                        | "btn"
                        | "BWP"
                        | "bwp"
                        | "BYN"
                        | "byn"
                        | "BZD"
                        | "bzd"
                        | "CAD"
                        | "cad"
                        | "CDF"
                        | "cdf"
                        | "CHF"
                        | "chf"
                        | "CLP"
                        | "clp"
                        | "CNY"
                        | "cny"
                        | "COP"
                        | "cop"
                        | "CRC"
                        | "crc"
                        | "CUC"
                        | "cuc"
                        | "CUP"
                        | "cup"
                        | "CVE"
                        | "cve"
                        | "CZK"
                        | "czk"
                        | "DJF"
                        | "djf"
                        | "DKK"
                        | "dkk"
                        | "DOP"
                        | "dop"
                        | "DZD"
                        | "dzd"
                        | "EGP"
                        | "egp"
                        | "ERN"
                        | "ern"
                        | "ETB"
                        | "etb"
                        | "EUR"
                        | "eur"
                        | "FJD"
                        | "fjd"
                        | "FKP"
                        | "fkp"
                        | "GBP"
                        | "gbp"
                        | "GEL"
                        | "gel"
                        | "GHS"
                        | "ghs"
                        | "GIP"
                        | "gip"
                        | "GMD"
                        | "gmd"
                        | "GNF"
                        | "gnf"
                        | "GTQ"
                        | "gtq"
                        | "GYD"
                        | "gyd"
                        | "HKD"
                        | "hkd"
                        | "HNL"
                        | "hnl"
                        | "HRK"
                        | "hrk"
                        | "HTG"
                        | "htg"
                        | "HUF"
                        | "huf"
                        | "IDR"
                        | "idr"
                        | "ILS"
                        | "ils"
                        | "INR"
                        | "inr"
                        | "IQD"
                        | "iqd"
                        | "IRR"
                        | "irr"
                        | "ISK"
                        | "isk"
                        | "JMD"
                        | "jmd"
                        | "JOD"
                        | "jod"
                        | "JPY"
                        | "jpy"
                        | "KES"
                        | "kes"
                        | "KGS"
                        | "kgs"
                        | "KHR"
                        | "khr"
                        | "KMF"
                        | "kmf"
                        | "KPW"
                        | "kpw"
                        | "KRW"
                        | "krw"
                        | "KWD"
                        | "kwd"
                        | "KYD"
                        | "kyd"
                        | "KZT"
                        | "kzt"
                        | "LAK"
                        | "lak"
                        | "LBP"
                        | "lbp"
                        | "LKR"
                        | "lkr"
                        | "LRD"
                        | "lrd"
                        | "LSL"
                        | "lsl"
                        | "LYD"
                        | "lyd"
                        | "MAD"
                        | "mad"
                        | "MDL"
                        | "mdl"
                        | "MGA"
                        | "mga"
                        | "MKD"
                        | "mkd"
                        | "MMK"
                        | "mmk"
                        | "MNT"
                        | "mnt"
                        | "MOP"
                        | "mop"
                        | "MRU"
                        | "mru"
                        | "MUR"
                        | "mur"
                        | "MVR"
                        | "mvr"
                        | "MWK"
                        | "mwk"
                        | "MXN"
                        | "mxn"
                        | "MYR"
                        | "myr"
                        | "MZN"
                        | "mzn"
                        | "NAD"
                        | "nad"
                        | "NGN"
                        | "ngn"
                        | "NIO"
                        | "nio"
                        | "NOK"
                        | "nok"
                        | "NPR"
                        | "npr"
                        | "NZD"
                        | "nzd"
                        | "OMR"
                        | "omr"
                        | "PAB"
                        | "pab"
                        | "PEN"
                        | "pen"
                        | "PGK"
                        | "pgk"
                        | "PHP"
                        | "php"
                        | "PKR"
                        | "pkr"
                        | "PLN"
                        | "pln"
                        | "PYG"
                        | "pyg"
                        | "QAR"
                        | "qar"
                        | "RON"
                        | "ron"
                        | "RSD"
                        | "rsd"
                        | "RUB"
                        | "rub"
                        | "RWF"
                        | "rwf"
                        | "SAR"
                        | "sar"
                        | "SBD"
                        | "sbd"
                        | "SCR"
                        | "scr"
                        | "SDG"
                        | "sdg"
                        | "SEK"
                        | "sek"
                        | "SGD"
                        | "sgd"
                        | "SHP"
                        | "shp"
                        | "SLE"
                        | "sle"
                        | "SLL"
                        | "sll"
                        | "SOS"
                        | "sos"
                        | "SRD"
                        | "srd"
                        | "SSP"
                        | "ssp"
                        | "STN"
                        | "stn"
                        | "SVC"
                        | "svc"
                        | "SYP"
                        | "syp"
                        | "SZL"
                        | "szl"
                        | "THB"
                        | "thb"
                        | "TJS"
                        | "tjs"
                        | "TMT"
                        | "tmt"
                        | "TND"
                        | "tnd"
                        | "TOP"
                        | "top"
                        | "TRY"
                        | "try"
                        | "TTD"
                        | "ttd"
                        | "TWD"
                        | "twd"
                        | "TZS"
                        | "tzs"
                        | "UAH"
                        | "uah"
                        | "UGX"
                        | "ugx"
                        | "USD"
                        | "usd"
                        | "UYU"
                        | "uyu"
                        | "UZS"
                        | "uzs"
                        | "VES"
                        | "ves"
                        | "VND"
                        | "vnd"
                        | "VUV"
                        | "vuv"
                        | "WST"
                        | "wst"
                        | "XAF"
                        | "xaf"
                        | "XCD"
                        | "xcd"
                        | "XCG"
                        | "xcg"
                        | "XDR"
                        | "xdr"
                        | "XOF"
                        | "xof"
                        | "XPF"
                        | "xpf"
                        | "XSU"
                        | "xsu"
                        | "YER"
                        | "yer"
                        | "ZAR"
                        | "zar"
                        | "ZMW"
                        | "zmw"
                        | "ZWG"
                        | "zwg"
                        | "ZWL"
                        | "zwl";
                    /** @description The tax within `amount`; at most `amount`. */
                    tax_amount?: (number | null) | "";
                    /**
                     * Format: date
                     * @description The day the expense was incurred.
                     * @example 2026-11-20
                     */
                    occurred_on: string;
                    /** @description The supplier paid. */
                    supplier?: (string | null) | "";
                    /** @description An `expense` category it is filed under. */
                    category?: (string | null) | "";
                    /** @description How it was paid, as the integrator names it. */
                    payment_method?: (string | null) | "";
                    /** @description The integrator's reference: an invoice or receipt number. */
                    reference?: (string | null) | "";
                    /** @description Free text for the merchant. */
                    notes?: (string | null) | "";
                    /**
                     * @description Up to 50 keys of your own (1 to 40 characters) with string values (up to 500); a key
                     * set to null or "" is removed, and null removes them all.
                     * @example {
                     *       "order_id": "1001"
                     *     }
                     */
                    metadata?: {
                        [key: string]: string | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description A dry run (`?dry_run=true`): nothing was stored. */
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
                    /**
                     * @example {
                     *       "id": null,
                     *       "object": "expense",
                     *       "description": "Printer paper, 10 reams",
                     *       "amount": 4990,
                     *       "currency": "EUR",
                     *       "tax_amount": 797,
                     *       "occurred_on": "2026-11-20",
                     *       "supplier": "sup_OkceymdrvC1ISBKnF8zZREA9",
                     *       "category": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                     *       "payment_method": "card",
                     *       "reference": "INV-2026-0042",
                     *       "notes": "Ordered for the new office.",
                     *       "metadata": {
                     *         "order_id": "1001"
                     *       },
                     *       "import": {
                     *         "status": "pending",
                     *         "batch": null,
                     *         "imported_at": null,
                     *         "local_ref": null
                     *       },
                     *       "books_check": "checked",
                     *       "books_warnings": [
                     *         {
                     *           "code": "name_in_use",
                     *           "field": "name",
                     *           "message": "The merchant's books already use this name for a customer.",
                     *           "books_read_at": 1795529600
                     *         }
                     *       ],
                     *       "created": 1795529600,
                     *       "updated": 1795529600
                     *     }
                     */
                    "application/json": components["schemas"]["ExpenseDryRun"];
                };
            };
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
                    /**
                     * @example {
                     *       "id": "exp_7nQZbDwhnomVGeysE6fUuQTD",
                     *       "object": "expense",
                     *       "description": "Printer paper, 10 reams",
                     *       "amount": 4990,
                     *       "currency": "EUR",
                     *       "tax_amount": 797,
                     *       "occurred_on": "2026-11-20",
                     *       "supplier": "sup_OkceymdrvC1ISBKnF8zZREA9",
                     *       "category": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                     *       "payment_method": "card",
                     *       "reference": "INV-2026-0042",
                     *       "notes": "Ordered for the new office.",
                     *       "metadata": {
                     *         "order_id": "1001"
                     *       },
                     *       "import": {
                     *         "status": "pending",
                     *         "batch": null,
                     *         "imported_at": null,
                     *         "local_ref": null
                     *       },
                     *       "books_check": "checked",
                     *       "books_warnings": [
                     *         {
                     *           "code": "name_in_use",
                     *           "field": "name",
                     *           "message": "The merchant's books already use this name for a customer.",
                     *           "books_read_at": 1795529600
                     *         }
                     *       ],
                     *       "created": 1795529600,
                     *       "updated": 1795529600
                     *     }
                     */
                    "application/json": components["schemas"]["Expense"];
                };
            };
        };
    };
    "expenses.bulkCreate": {
        parameters: {
            query?: {
                /**
                 * @description `true`: check the request as a create would (against the merchant's books too, whatever
                 * their `checks` say) and store nothing; answers 200, sends no event and needs no Idempotency-Key
                 * (docs/books.md).
                 */
                dry_run?: components["parameters"]["dry_run"];
            };
            header: {
                /**
                 * @description One per object you create; a retry with the same key and request answers the first
                 * response (24 hours). A dry run (`dry_run=true`) needs none.
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
                /**
                 * @example {
                 *       "objects": [
                 *         {
                 *           "description": "Printer paper, 10 reams",
                 *           "amount": 4990,
                 *           "currency": "EUR",
                 *           "tax_amount": 797,
                 *           "occurred_on": "2026-11-20",
                 *           "supplier": "sup_OkceymdrvC1ISBKnF8zZREA9",
                 *           "category": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                 *           "payment_method": "card",
                 *           "reference": "INV-2026-0042",
                 *           "notes": "Ordered for the new office.",
                 *           "metadata": {
                 *             "order_id": "1001"
                 *           }
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description 1 to 100 expenses, each the body `POST /v1/expenses` takes. */
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
                    /**
                     * @example {
                     *       "object": "bulk_result",
                     *       "data": [
                     *         {
                     *           "status": 201,
                     *           "object": {
                     *             "id": "exp_7nQZbDwhnomVGeysE6fUuQTD",
                     *             "object": "expense",
                     *             "description": "Printer paper, 10 reams",
                     *             "amount": 4990,
                     *             "currency": "EUR",
                     *             "tax_amount": 797,
                     *             "occurred_on": "2026-11-20",
                     *             "supplier": "sup_OkceymdrvC1ISBKnF8zZREA9",
                     *             "category": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                     *             "payment_method": "card",
                     *             "reference": "INV-2026-0042",
                     *             "notes": "Ordered for the new office.",
                     *             "metadata": {
                     *               "order_id": "1001"
                     *             },
                     *             "import": {
                     *               "status": "pending",
                     *               "batch": null,
                     *               "imported_at": null,
                     *               "local_ref": null
                     *             },
                     *             "books_check": "checked",
                     *             "books_warnings": [
                     *               {
                     *                 "code": "name_in_use",
                     *                 "field": "name",
                     *                 "message": "The merchant's books already use this name for a customer.",
                     *                 "books_read_at": 1795529600
                     *               }
                     *             ],
                     *             "created": 1795529600,
                     *             "updated": 1795529600
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ExpenseBulkResult"];
                };
            };
        };
    };
    "expenses.retrieve": {
        parameters: {
            query?: {
                /**
                 * @description References to show as objects in place of their ids: a field name (`customer`),
                 * `line_items`, or in a list `data.<field>`.
                 */
                "expand[]"?: ("supplier" | "category" | "line_items")[];
            };
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /**
                 * @description The expense's id.
                 * @example exp_7nQZbDwhnomVGeysE6fUuQTD
                 */
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
                    /**
                     * @example {
                     *       "id": "exp_7nQZbDwhnomVGeysE6fUuQTD",
                     *       "object": "expense",
                     *       "description": "Printer paper, 10 reams",
                     *       "amount": 4990,
                     *       "currency": "EUR",
                     *       "tax_amount": 797,
                     *       "occurred_on": "2026-11-20",
                     *       "supplier": "sup_OkceymdrvC1ISBKnF8zZREA9",
                     *       "category": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                     *       "payment_method": "card",
                     *       "reference": "INV-2026-0042",
                     *       "notes": "Ordered for the new office.",
                     *       "metadata": {
                     *         "order_id": "1001"
                     *       },
                     *       "import": {
                     *         "status": "pending",
                     *         "batch": null,
                     *         "imported_at": null,
                     *         "local_ref": null
                     *       },
                     *       "books_check": "checked",
                     *       "books_warnings": [
                     *         {
                     *           "code": "name_in_use",
                     *           "field": "name",
                     *           "message": "The merchant's books already use this name for a customer.",
                     *           "books_read_at": 1795529600
                     *         }
                     *       ],
                     *       "created": 1795529600,
                     *       "updated": 1795529600
                     *     }
                     */
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
                /**
                 * @description The expense's id.
                 * @example exp_7nQZbDwhnomVGeysE6fUuQTD
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "description": "Printer paper, 10 reams",
                 *       "amount": 4990,
                 *       "currency": "EUR",
                 *       "tax_amount": 797,
                 *       "occurred_on": "2026-11-20",
                 *       "supplier": "sup_OkceymdrvC1ISBKnF8zZREA9",
                 *       "category": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                 *       "payment_method": "card",
                 *       "reference": "INV-2026-0042",
                 *       "notes": "Ordered for the new office.",
                 *       "metadata": {
                 *         "order_id": "1001"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description What was bought, as the books should show it.
                     * @example Printer paper, 10 reams
                     */
                    description?: string;
                    /**
                     * @description The gross amount paid, tax included.
                     * @example 4990
                     */
                    amount?: number;
                    /**
                     * @description The currency of the amounts. ISO 4217, in upper or lower case.
                     * @example EUR
                     * @enum {string}
                     */
                    currency?: "AED"
                        | "aed"
                        | "AFN"
                        | "afn"
                        | "ALL"
                        | "all"
                        | "AMD"
                        | "amd"
                        | "ANG"
                        | "ang"
                        | "AOA"
                        | "aoa"
                        | "ARS"
                        | "ars"
                        | "AUD"
                        | "aud"
                        | "AWG"
                        | "awg"
                        | "AZN"
                        | "azn"
                        | "BAM"
                        | "bam"
                        | "BBD"
                        | "bbd"
                        | "BDT"
                        | "bdt"
                        | "BGN"
                        | "bgn"
                        | "BHD"
                        | "bhd"
                        | "BIF"
                        | "bif"
                        | "BMD"
                        | "bmd"
                        | "BND"
                        | "bnd"
                        | "BOB"
                        | "bob"
                        | "BRL"
                        | "brl"
                        | "BSD"
                        | "bsd"
                        | "BTN"
                        | "btn"
                        | "BWP"
                        | "bwp"
                        | "BYN"
                        | "byn"
                        | "BZD"
                        | "bzd"
                        | "CAD"
                        | "cad"
                        | "CDF"
                        | "cdf"
                        | "CHF"
                        | "chf"
                        | "CLP"
                        | "clp"
                        | "CNY"
                        | "cny"
                        | "COP"
                        | "cop"
                        | "CRC"
                        | "crc"
                        | "CUC"
                        | "cuc"
                        | "CUP"
                        | "cup"
                        | "CVE"
                        | "cve"
                        | "CZK"
                        | "czk"
                        | "DJF"
                        | "djf"
                        | "DKK"
                        | "dkk"
                        | "DOP"
                        | "dop"
                        | "DZD"
                        | "dzd"
                        | "EGP"
                        | "egp"
                        | "ERN"
                        | "ern"
                        | "ETB"
                        | "etb"
                        | "EUR"
                        | "eur"
                        | "FJD"
                        | "fjd"
                        | "FKP"
                        | "fkp"
                        | "GBP"
                        | "gbp"
                        | "GEL"
                        | "gel"
                        | "GHS"
                        | "ghs"
                        | "GIP"
                        | "gip"
                        | "GMD"
                        | "gmd"
                        | "GNF"
                        | "gnf"
                        | "GTQ"
                        | "gtq"
                        | "GYD"
                        | "gyd"
                        | "HKD"
                        | "hkd"
                        | "HNL"
                        | "hnl"
                        | "HRK"
                        | "hrk"
                        | "HTG"
                        | "htg"
                        | "HUF"
                        | "huf"
                        | "IDR"
                        | "idr"
                        | "ILS"
                        | "ils"
                        | "INR"
                        | "inr"
                        | "IQD"
                        | "iqd"
                        | "IRR"
                        | "irr"
                        | "ISK"
                        | "isk"
                        | "JMD"
                        | "jmd"
                        | "JOD"
                        | "jod"
                        | "JPY"
                        | "jpy"
                        | "KES"
                        | "kes"
                        | "KGS"
                        | "kgs"
                        | "KHR"
                        | "khr"
                        | "KMF"
                        | "kmf"
                        | "KPW"
                        | "kpw"
                        | "KRW"
                        | "krw"
                        | "KWD"
                        | "kwd"
                        | "KYD"
                        | "kyd"
                        | "KZT"
                        | "kzt"
                        | "LAK"
                        | "lak"
                        | "LBP"
                        | "lbp"
                        | "LKR"
                        | "lkr"
                        | "LRD"
                        | "lrd"
                        | "LSL"
                        | "lsl"
                        | "LYD"
                        | "lyd"
                        | "MAD"
                        | "mad"
                        | "MDL"
                        | "mdl"
                        | "MGA"
                        | "mga"
                        | "MKD"
                        | "mkd"
                        | "MMK"
                        | "mmk"
                        | "MNT"
                        | "mnt"
                        | "MOP"
                        | "mop"
                        | "MRU"
                        | "mru"
                        | "MUR"
                        | "mur"
                        | "MVR"
                        | "mvr"
                        | "MWK"
                        | "mwk"
                        | "MXN"
                        | "mxn"
                        | "MYR"
                        | "myr"
                        | "MZN"
                        | "mzn"
                        | "NAD"
                        | "nad"
                        | "NGN"
                        | "ngn"
                        | "NIO"
                        | "nio"
                        | "NOK"
                        | "nok"
                        | "NPR"
                        | "npr"
                        | "NZD"
                        | "nzd"
                        | "OMR"
                        | "omr"
                        | "PAB"
                        | "pab"
                        | "PEN"
                        | "pen"
                        | "PGK"
                        | "pgk"
                        | "PHP"
                        | "php"
                        | "PKR"
                        | "pkr"
                        | "PLN"
                        | "pln"
                        | "PYG"
                        | "pyg"
                        | "QAR"
                        | "qar"
                        | "RON"
                        | "ron"
                        | "RSD"
                        | "rsd"
                        | "RUB"
                        | "rub"
                        | "RWF"
                        | "rwf"
                        | "SAR"
                        | "sar"
                        | "SBD"
                        | "sbd"
                        | "SCR"
                        | "scr"
                        | "SDG"
                        | "sdg"
                        | "SEK"
                        | "sek"
                        | "SGD"
                        | "sgd"
                        | "SHP"
                        | "shp"
                        | "SLE"
                        | "sle"
                        | "SLL"
                        | "sll"
                        | "SOS"
                        | "sos"
                        | "SRD"
                        | "srd"
                        | "SSP"
                        | "ssp"
                        | "STN"
                        | "stn"
                        | "SVC"
                        | "svc"
                        | "SYP"
                        | "syp"
                        | "SZL"
                        | "szl"
                        | "THB"
                        | "thb"
                        | "TJS"
                        | "tjs"
                        | "TMT"
                        | "tmt"
                        | "TND"
                        | "tnd"
                        | "TOP"
                        | "top"
                        | "TRY"
                        | "try"
                        | "TTD"
                        | "ttd"
                        | "TWD"
                        | "twd"
                        | "TZS"
                        | "tzs"
                        | "UAH"
                        | "uah"
                        | "UGX"
                        | "ugx"
                        | "USD"
                        | "usd"
                        | "UYU"
                        | "uyu"
                        | "UZS"
                        | "uzs"
                        | "VES"
                        | "ves"
                        | "VND"
                        | "vnd"
                        | "VUV"
                        | "vuv"
                        | "WST"
                        | "wst"
                        | "XAF"
                        | "xaf"
                        | "XCD"
                        | "xcd"
                        | "XCG"
                        | "xcg"
                        | "XDR"
                        | "xdr"
                        | "XOF"
                        | "xof"
                        | "XPF"
                        | "xpf"
                        | "XSU"
                        | "xsu"
                        | "YER"
                        | "yer"
                        | "ZAR"
                        | "zar"
                        | "ZMW"
                        | "zmw"
                        | "ZWG"
                        | "zwg"
                        | "ZWL"
                        | "zwl";
                    /** @description The tax within `amount`; at most `amount`. */
                    tax_amount?: (number | null) | "";
                    /**
                     * Format: date
                     * @description The day the expense was incurred.
                     * @example 2026-11-20
                     */
                    occurred_on?: string;
                    /** @description The supplier paid. */
                    supplier?: (string | null) | "";
                    /** @description An `expense` category it is filed under. */
                    category?: (string | null) | "";
                    /** @description How it was paid, as the integrator names it. */
                    payment_method?: (string | null) | "";
                    /** @description The integrator's reference: an invoice or receipt number. */
                    reference?: (string | null) | "";
                    /** @description Free text for the merchant. */
                    notes?: (string | null) | "";
                    /**
                     * @description Up to 50 keys of your own (1 to 40 characters) with string values (up to 500); a key
                     * set to null or "" is removed, and null removes them all.
                     * @example {
                     *       "order_id": "1001"
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "id": "exp_7nQZbDwhnomVGeysE6fUuQTD",
                     *       "object": "expense",
                     *       "description": "Printer paper, 10 reams",
                     *       "amount": 4990,
                     *       "currency": "EUR",
                     *       "tax_amount": 797,
                     *       "occurred_on": "2026-11-20",
                     *       "supplier": "sup_OkceymdrvC1ISBKnF8zZREA9",
                     *       "category": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                     *       "payment_method": "card",
                     *       "reference": "INV-2026-0042",
                     *       "notes": "Ordered for the new office.",
                     *       "metadata": {
                     *         "order_id": "1001"
                     *       },
                     *       "import": {
                     *         "status": "pending",
                     *         "batch": null,
                     *         "imported_at": null,
                     *         "local_ref": null
                     *       },
                     *       "books_check": "checked",
                     *       "books_warnings": [
                     *         {
                     *           "code": "name_in_use",
                     *           "field": "name",
                     *           "message": "The merchant's books already use this name for a customer.",
                     *           "books_read_at": 1795529600
                     *         }
                     *       ],
                     *       "created": 1795529600,
                     *       "updated": 1795529600
                     *     }
                     */
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
                /**
                 * @description The expense's id.
                 * @example exp_7nQZbDwhnomVGeysE6fUuQTD
                 */
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
                    /**
                     * @example {
                     *       "id": "exp_7nQZbDwhnomVGeysE6fUuQTD",
                     *       "object": "expense",
                     *       "deleted": true
                     *     }
                     */
                    "application/json": components["schemas"]["DeletedExpense"];
                };
            };
        };
    };
    "expenses.lineItems.list": {
        parameters: {
            query?: {
                /** @description How many objects a page holds, 1 to 100. */
                limit?: number;
                /** @description An object's id: the page after it (older objects). */
                starting_after?: string;
                /** @description An object's id: the page before it (newer objects); not with `starting_after`. */
                ending_before?: string;
                /**
                 * @description References to show as objects in place of their ids: a field name (`customer`),
                 * `line_items`, or in a list `data.<field>`.
                 */
                "expand[]"?: ("product" | "data.product")[];
            };
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /**
                 * @description The expense's id.
                 * @example exp_7nQZbDwhnomVGeysE6fUuQTD
                 */
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
                    /**
                     * @example {
                     *       "object": "list",
                     *       "url": "/v1/expenses/exp_7nQZbDwhnomVGeysE6fUuQTD/line_items",
                     *       "has_more": false,
                     *       "data": [
                     *         {
                     *           "id": "li_gZQHy2wlLMQ8sldnOQscUssi",
                     *           "object": "line_item",
                     *           "parent": "rev_qwjRswQ65HmI5C9kpB3krj42",
                     *           "product": "prd_2jLvZshIIRBy1hDw0IBXrGLH",
                     *           "description": "Widget",
                     *           "quantity": 3,
                     *           "unit_amount": 1999,
                     *           "tax_amount": 957,
                     *           "discount_amount": 0,
                     *           "created": 1795529600
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description The type of the object: a page of a list.
                         * @constant
                         */
                        object: "list";
                        /**
                         * @description The path of the list.
                         * @example /v1/customers
                         */
                        url: string;
                        /**
                         * @description Whether the list goes on in the direction you are paging.
                         * @example false
                         */
                        has_more: boolean;
                        /** @description The page's objects, newest first. */
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
                 * response (24 hours). A dry run (`dry_run=true`) needs none.
                 */
                "Idempotency-Key": components["parameters"]["Idempotency-Key"];
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /**
                 * @description The expense's id.
                 * @example exp_7nQZbDwhnomVGeysE6fUuQTD
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "product": "prd_2jLvZshIIRBy1hDw0IBXrGLH",
                 *       "description": "Widget",
                 *       "quantity": 3,
                 *       "unit_amount": 1999,
                 *       "tax_amount": 957,
                 *       "discount_amount": 0
                 *     }
                 */
                "application/json": {
                    /** @description The product sold or bought. */
                    product?: (string | null) | "";
                    /**
                     * @description What the line is for, as the books should show it.
                     * @example Widget
                     */
                    description: string;
                    /** @description How many units; 1 when null. */
                    quantity?: (number | null) | "";
                    /**
                     * @description The price of one unit, tax included.
                     * @example 1999
                     */
                    unit_amount: number;
                    /** @description The tax within the line's gross amount (`unit_amount` × `quantity`). */
                    tax_amount?: (number | null) | "";
                    /** @description The discount granted on the line. */
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
                    /**
                     * @example {
                     *       "id": "li_gZQHy2wlLMQ8sldnOQscUssi",
                     *       "object": "line_item",
                     *       "parent": "rev_qwjRswQ65HmI5C9kpB3krj42",
                     *       "product": "prd_2jLvZshIIRBy1hDw0IBXrGLH",
                     *       "description": "Widget",
                     *       "quantity": 3,
                     *       "unit_amount": 1999,
                     *       "tax_amount": 957,
                     *       "discount_amount": 0,
                     *       "created": 1795529600
                     *     }
                     */
                    "application/json": components["schemas"]["LineItem"];
                };
            };
        };
    };
    "revenue.list": {
        parameters: {
            query?: {
                /** @description How many objects a page holds, 1 to 100. */
                limit?: number;
                /** @description An object's id: the page after it (older objects). */
                starting_after?: string;
                /** @description An object's id: the page before it (newer objects); not with `starting_after`. */
                ending_before?: string;
                /** @description Only objects of this import status. */
                import_status?: "pending" | "imported" | "rejected";
                /** @description Only the objects an import batch (`imb_…`) claimed or imported. */
                batch?: string;
                /** @description Only objects created at or after this moment, in unix seconds. */
                "created[gte]"?: number;
                /** @description Only objects created after this moment, in unix seconds. */
                "created[gt]"?: number;
                /** @description Only objects created at or before this moment, in unix seconds. */
                "created[lte]"?: number;
                /** @description Only objects created before this moment, in unix seconds. */
                "created[lt]"?: number;
                /**
                 * @description References to show as objects in place of their ids: a field name (`customer`),
                 * `line_items`, or in a list `data.<field>`.
                 */
                "expand[]"?: ("customer"
                    | "category"
                    | "line_items"
                    | "data.customer"
                    | "data.category"
                    | "data.line_items")[];
                /**
                 * @description `true`: only pending objects that carry findings of the merchant's books
                 * (`books_warnings`), to settle before they are imported.
                 */
                books_warnings?: "true";
                /** @description Only objects whose `customer` is this. */
                customer?: string;
                /** @description Only objects whose `category` is this. */
                category?: string;
                /** @description Only objects whose `currency` is this. */
                currency?: "AED"
                    | "aed"
                    | "AFN"
                    | "afn"
                    | "ALL"
                    | "all"
                    | "AMD"
                    | "amd"
                    | "ANG"
                    | "ang"
                    | "AOA"
                    | "aoa"
                    | "ARS"
                    | "ars"
                    | "AUD"
                    | "aud"
                    | "AWG"
                    | "awg"
                    | "AZN"
                    | "azn"
                    | "BAM"
                    | "bam"
                    | "BBD"
                    | "bbd"
                    | "BDT"
                    | "bdt"
                    | "BGN"
                    | "bgn"
                    | "BHD"
                    | "bhd"
                    | "BIF"
                    | "bif"
                    | "BMD"
                    | "bmd"
                    | "BND"
                    | "bnd"
                    | "BOB"
                    | "bob"
                    | "BRL"
                    | "brl"
                    | "BSD"
                    | "bsd"
                    | "BTN"
                    | "btn"
                    | "BWP"
                    | "bwp"
                    | "BYN"
                    | "byn"
                    | "BZD"
                    | "bzd"
                    | "CAD"
                    | "cad"
                    | "CDF"
                    | "cdf"
                    | "CHF"
                    | "chf"
                    | "CLP"
                    | "clp"
                    | "CNY"
                    | "cny"
                    | "COP"
                    | "cop"
                    | "CRC"
                    | "crc"
                    | "CUC"
                    | "cuc"
                    | "CUP"
                    | "cup"
                    | "CVE"
                    | "cve"
                    | "CZK"
                    | "czk"
                    | "DJF"
                    | "djf"
                    | "DKK"
                    | "dkk"
                    | "DOP"
                    | "dop"
                    | "DZD"
                    | "dzd"
                    | "EGP"
                    | "egp"
                    | "ERN"
                    | "ern"
                    | "ETB"
                    | "etb"
                    | "EUR"
                    | "eur"
                    | "FJD"
                    | "fjd"
                    | "FKP"
                    | "fkp"
                    | "GBP"
                    | "gbp"
                    | "GEL"
                    | "gel"
                    | "GHS"
                    | "ghs"
                    | "GIP"
                    | "gip"
                    | "GMD"
                    | "gmd"
                    | "GNF"
                    | "gnf"
                    | "GTQ"
                    | "gtq"
                    | "GYD"
                    | "gyd"
                    | "HKD"
                    | "hkd"
                    | "HNL"
                    | "hnl"
                    | "HRK"
                    | "hrk"
                    | "HTG"
                    | "htg"
                    | "HUF"
                    | "huf"
                    | "IDR"
                    | "idr"
                    | "ILS"
                    | "ils"
                    | "INR"
                    | "inr"
                    | "IQD"
                    | "iqd"
                    | "IRR"
                    | "irr"
                    | "ISK"
                    | "isk"
                    | "JMD"
                    | "jmd"
                    | "JOD"
                    | "jod"
                    | "JPY"
                    | "jpy"
                    | "KES"
                    | "kes"
                    | "KGS"
                    | "kgs"
                    | "KHR"
                    | "khr"
                    | "KMF"
                    | "kmf"
                    | "KPW"
                    | "kpw"
                    | "KRW"
                    | "krw"
                    | "KWD"
                    | "kwd"
                    | "KYD"
                    | "kyd"
                    | "KZT"
                    | "kzt"
                    | "LAK"
                    | "lak"
                    | "LBP"
                    | "lbp"
                    | "LKR"
                    | "lkr"
                    | "LRD"
                    | "lrd"
                    | "LSL"
                    | "lsl"
                    | "LYD"
                    | "lyd"
                    | "MAD"
                    | "mad"
                    | "MDL"
                    | "mdl"
                    | "MGA"
                    | "mga"
                    | "MKD"
                    | "mkd"
                    | "MMK"
                    | "mmk"
                    | "MNT"
                    | "mnt"
                    | "MOP"
                    | "mop"
                    | "MRU"
                    | "mru"
                    | "MUR"
                    | "mur"
                    | "MVR"
                    | "mvr"
                    | "MWK"
                    | "mwk"
                    | "MXN"
                    | "mxn"
                    | "MYR"
                    | "myr"
                    | "MZN"
                    | "mzn"
                    | "NAD"
                    | "nad"
                    | "NGN"
                    | "ngn"
                    | "NIO"
                    | "nio"
                    | "NOK"
                    | "nok"
                    | "NPR"
                    | "npr"
                    | "NZD"
                    | "nzd"
                    | "OMR"
                    | "omr"
                    | "PAB"
                    | "pab"
                    | "PEN"
                    | "pen"
                    | "PGK"
                    | "pgk"
                    | "PHP"
                    | "php"
                    | "PKR"
                    | "pkr"
                    | "PLN"
                    | "pln"
                    | "PYG"
                    | "pyg"
                    | "QAR"
                    | "qar"
                    | "RON"
                    | "ron"
                    | "RSD"
                    | "rsd"
                    | "RUB"
                    | "rub"
                    | "RWF"
                    | "rwf"
                    | "SAR"
                    | "sar"
                    | "SBD"
                    | "sbd"
                    | "SCR"
                    | "scr"
                    | "SDG"
                    | "sdg"
                    | "SEK"
                    | "sek"
                    | "SGD"
                    | "sgd"
                    | "SHP"
                    | "shp"
                    | "SLE"
                    | "sle"
                    | "SLL"
                    | "sll"
                    | "SOS"
                    | "sos"
                    | "SRD"
                    | "srd"
                    | "SSP"
                    | "ssp"
                    | "STN"
                    | "stn"
                    | "SVC"
                    | "svc"
                    | "SYP"
                    | "syp"
                    | "SZL"
                    | "szl"
                    | "THB"
                    | "thb"
                    | "TJS"
                    | "tjs"
                    | "TMT"
                    | "tmt"
                    | "TND"
                    | "tnd"
                    | "TOP"
                    | "top"
                    | "TRY"
                    | "try"
                    | "TTD"
                    | "ttd"
                    | "TWD"
                    | "twd"
                    | "TZS"
                    | "tzs"
                    | "UAH"
                    | "uah"
                    | "UGX"
                    | "ugx"
                    | "USD"
                    | "usd"
                    | "UYU"
                    | "uyu"
                    | "UZS"
                    | "uzs"
                    | "VES"
                    | "ves"
                    | "VND"
                    | "vnd"
                    | "VUV"
                    | "vuv"
                    | "WST"
                    | "wst"
                    | "XAF"
                    | "xaf"
                    | "XCD"
                    | "xcd"
                    | "XCG"
                    | "xcg"
                    | "XDR"
                    | "xdr"
                    | "XOF"
                    | "xof"
                    | "XPF"
                    | "xpf"
                    | "XSU"
                    | "xsu"
                    | "YER"
                    | "yer"
                    | "ZAR"
                    | "zar"
                    | "ZMW"
                    | "zmw"
                    | "ZWG"
                    | "zwg"
                    | "ZWL"
                    | "zwl";
                /** @description Only objects whose `reference` is this. */
                reference?: string;
                /** @description Only objects whose `occurred_on` is this day. */
                occurred_on?: string;
                /** @description Only objects whose `occurred_on` is at or after this day. */
                "occurred_on[gte]"?: string;
                /** @description Only objects whose `occurred_on` is after this day. */
                "occurred_on[gt]"?: string;
                /** @description Only objects whose `occurred_on` is at or before this day. */
                "occurred_on[lte]"?: string;
                /** @description Only objects whose `occurred_on` is before this day. */
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
                    /**
                     * @example {
                     *       "object": "list",
                     *       "url": "/v1/revenue",
                     *       "has_more": false,
                     *       "data": [
                     *         {
                     *           "id": "rev_qwjRswQ65HmI5C9kpB3krj42",
                     *           "object": "revenue",
                     *           "description": "Order #1001",
                     *           "amount": 5997,
                     *           "currency": "EUR",
                     *           "tax_amount": 957,
                     *           "discount_amount": 500,
                     *           "fee_amount": 174,
                     *           "occurred_on": "2026-11-21",
                     *           "customer": "cus_nxs25id81Qy4zQzzatb50S5I",
                     *           "category": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                     *           "payment_method": "paypal",
                     *           "reference": "1001",
                     *           "notes": "Gift wrapped.",
                     *           "metadata": {
                     *             "order_id": "1001"
                     *           },
                     *           "import": {
                     *             "status": "pending",
                     *             "batch": null,
                     *             "imported_at": null,
                     *             "local_ref": null
                     *           },
                     *           "books_check": "checked",
                     *           "books_warnings": [
                     *             {
                     *               "code": "name_in_use",
                     *               "field": "name",
                     *               "message": "The merchant's books already use this name for a customer.",
                     *               "books_read_at": 1795529600
                     *             }
                     *           ],
                     *           "created": 1795529600,
                     *           "updated": 1795529600
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description The type of the object: a page of a list.
                         * @constant
                         */
                        object: "list";
                        /**
                         * @description The path of the list.
                         * @example /v1/customers
                         */
                        url: string;
                        /**
                         * @description Whether the list goes on in the direction you are paging.
                         * @example false
                         */
                        has_more: boolean;
                        /** @description The page's objects, newest first. */
                        data: components["schemas"]["Revenue"][];
                    };
                };
            };
        };
    };
    "revenue.create": {
        parameters: {
            query?: {
                /**
                 * @description `true`: check the request as a create would (against the merchant's books too, whatever
                 * their `checks` say) and store nothing; answers 200, sends no event and needs no Idempotency-Key
                 * (docs/books.md).
                 */
                dry_run?: components["parameters"]["dry_run"];
            };
            header: {
                /**
                 * @description One per object you create; a retry with the same key and request answers the first
                 * response (24 hours). A dry run (`dry_run=true`) needs none.
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
                /**
                 * @example {
                 *       "description": "Order #1001",
                 *       "amount": 5997,
                 *       "currency": "EUR",
                 *       "tax_amount": 957,
                 *       "discount_amount": 500,
                 *       "fee_amount": 174,
                 *       "occurred_on": "2026-11-21",
                 *       "customer": "cus_nxs25id81Qy4zQzzatb50S5I",
                 *       "category": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                 *       "payment_method": "paypal",
                 *       "reference": "1001",
                 *       "notes": "Gift wrapped.",
                 *       "metadata": {
                 *         "order_id": "1001"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description What was sold, as the books should show it.
                     * @example Order #1001
                     */
                    description: string;
                    /**
                     * @description The gross amount received, tax included.
                     * @example 5997
                     */
                    amount: number;
                    /**
                     * @description The currency of the amounts. ISO 4217, in upper or lower case.
                     * @example EUR
                     * @enum {string}
                     */
                    currency: "AED"
                        | "aed"
                        | "AFN"
                        | "afn"
                        | "ALL"
                        | "all"
                        | "AMD"
                        | "amd"
                        | "ANG"
                        | "ang"
                        | "AOA"
                        | "aoa"
                        | "ARS"
                        | "ars"
                        | "AUD"
                        | "aud"
                        | "AWG"
                        | "awg"
                        | "AZN"
                        | "azn"
                        | "BAM"
                        | "bam"
                        | "BBD"
                        | "bbd"
                        | "BDT"
                        | "bdt"
                        | "BGN"
                        | "bgn"
                        | "BHD"
                        | "bhd"
                        | "BIF"
                        | "bif"
                        | "BMD"
                        | "bmd"
                        | "BND"
                        | "bnd"
                        | "BOB"
                        | "bob"
                        | "BRL"
                        | "brl"
                        | "BSD"
                        | "bsd"
                        | "BTN"
                        | "btn"
                        | "BWP"
                        | "bwp"
                        | "BYN"
                        | "byn"
                        | "BZD"
                        | "bzd"
                        | "CAD"
                        | "cad"
                        | "CDF"
                        | "cdf"
                        | "CHF"
                        | "chf"
                        | "CLP"
                        | "clp"
                        | "CNY"
                        | "cny"
                        | "COP"
                        | "cop"
                        | "CRC"
                        | "crc"
                        | "CUC"
                        | "cuc"
                        | "CUP"
                        | "cup"
                        | "CVE"
                        | "cve"
                        | "CZK"
                        | "czk"
                        | "DJF"
                        | "djf"
                        | "DKK"
                        | "dkk"
                        | "DOP"
                        | "dop"
                        | "DZD"
                        | "dzd"
                        | "EGP"
                        | "egp"
                        | "ERN"
                        | "ern"
                        | "ETB"
                        | "etb"
                        | "EUR"
                        | "eur"
                        | "FJD"
                        | "fjd"
                        | "FKP"
                        | "fkp"
                        | "GBP"
                        | "gbp"
                        | "GEL"
                        | "gel"
                        | "GHS"
                        | "ghs"
                        | "GIP"
                        | "gip"
                        | "GMD"
                        | "gmd"
                        | "GNF"
                        | "gnf"
                        | "GTQ"
                        | "gtq"
                        | "GYD"
                        | "gyd"
                        | "HKD"
                        | "hkd"
                        | "HNL"
                        | "hnl"
                        | "HRK"
                        | "hrk"
                        | "HTG"
                        | "htg"
                        | "HUF"
                        | "huf"
                        | "IDR"
                        | "idr"
                        | "ILS"
                        | "ils"
                        | "INR"
                        | "inr"
                        | "IQD"
                        | "iqd"
                        | "IRR"
                        | "irr"
                        | "ISK"
                        | "isk"
                        | "JMD"
                        | "jmd"
                        | "JOD"
                        | "jod"
                        | "JPY"
                        | "jpy"
                        | "KES"
                        | "kes"
                        | "KGS"
                        | "kgs"
                        | "KHR"
                        | "khr"
                        | "KMF"
                        | "kmf"
                        | "KPW"
                        | "kpw"
                        | "KRW"
                        | "krw"
                        | "KWD"
                        | "kwd"
                        | "KYD"
                        | "kyd"
                        | "KZT"
                        | "kzt"
                        | "LAK"
                        | "lak"
                        | "LBP"
                        | "lbp"
                        | "LKR"
                        | "lkr"
                        | "LRD"
                        | "lrd"
                        | "LSL"
                        | "lsl"
                        | "LYD"
                        | "lyd"
                        | "MAD"
                        | "mad"
                        | "MDL"
                        | "mdl"
                        | "MGA"
                        | "mga"
                        | "MKD"
                        | "mkd"
                        | "MMK"
                        | "mmk"
                        | "MNT"
                        | "mnt"
                        | "MOP"
                        | "mop"
                        | "MRU"
                        | "mru"
                        | "MUR"
                        | "mur"
                        | "MVR"
                        | "mvr"
                        | "MWK"
                        | "mwk"
                        | "MXN"
                        | "mxn"
                        | "MYR"
                        | "myr"
                        | "MZN"
                        | "mzn"
                        | "NAD"
                        | "nad"
                        | "NGN"
                        | "ngn"
                        | "NIO"
                        | "nio"
                        | "NOK"
                        | "nok"
                        | "NPR"
                        | "npr"
                        | "NZD"
                        | "nzd"
                        | "OMR"
                        | "omr"
                        | "PAB"
                        | "pab"
                        | "PEN"
                        | "pen"
                        | "PGK"
                        | "pgk"
                        | "PHP"
                        | "php"
                        | "PKR"
                        | "pkr"
                        | "PLN"
                        | "pln"
                        | "PYG"
                        | "pyg"
                        | "QAR"
                        | "qar"
                        | "RON"
                        | "ron"
                        | "RSD"
                        | "rsd"
                        | "RUB"
                        | "rub"
                        | "RWF"
                        | "rwf"
                        | "SAR"
                        | "sar"
                        | "SBD"
                        | "sbd"
                        | "SCR"
                        | "scr"
                        | "SDG"
                        | "sdg"
                        | "SEK"
                        | "sek"
                        | "SGD"
                        | "sgd"
                        | "SHP"
                        | "shp"
                        | "SLE"
                        | "sle"
                        | "SLL"
                        | "sll"
                        | "SOS"
                        | "sos"
                        | "SRD"
                        | "srd"
                        | "SSP"
                        | "ssp"
                        | "STN"
                        | "stn"
                        | "SVC"
                        | "svc"
                        | "SYP"
                        | "syp"
                        | "SZL"
                        | "szl"
                        | "THB"
                        | "thb"
                        | "TJS"
                        | "tjs"
                        | "TMT"
                        | "tmt"
                        | "TND"
                        | "tnd"
                        | "TOP"
                        | "top"
                        | "TRY"
                        | "try"
                        | "TTD"
                        | "ttd"
                        | "TWD"
                        | "twd"
                        | "TZS"
                        | "tzs"
                        | "UAH"
                        | "uah"
                        | "UGX"
                        | "ugx"
                        | "USD"
                        | "usd"
                        | "UYU"
                        | "uyu"
                        | "UZS"
                        | "uzs"
                        | "VES"
                        | "ves"
                        | "VND"
                        | "vnd"
                        | "VUV"
                        | "vuv"
                        | "WST"
                        | "wst"
                        | "XAF"
                        | "xaf"
                        | "XCD"
                        | "xcd"
                        | "XCG"
                        | "xcg"
                        | "XDR"
                        | "xdr"
                        | "XOF"
                        | "xof"
                        | "XPF"
                        | "xpf"
                        | "XSU"
                        | "xsu"
                        | "YER"
                        | "yer"
                        | "ZAR"
                        | "zar"
                        | "ZMW"
                        | "zmw"
                        | "ZWG"
                        | "zwg"
                        | "ZWL"
                        | "zwl";
                    /** @description The tax within `amount`; at most `amount`. */
                    tax_amount?: (number | null) | "";
                    /** @description The discount granted, already taken off `amount`. */
                    discount_amount?: (number | null) | "";
                    /** @description What the payment provider kept as its fee. */
                    fee_amount?: (number | null) | "";
                    /**
                     * Format: date
                     * @description The day of the sale.
                     * @example 2026-11-21
                     */
                    occurred_on: string;
                    /** @description The customer who bought. */
                    customer?: (string | null) | "";
                    /** @description A `revenue` category it is filed under. */
                    category?: (string | null) | "";
                    /** @description How it was paid, as the integrator names it. */
                    payment_method?: (string | null) | "";
                    /** @description The integrator's reference: an order or invoice number. */
                    reference?: (string | null) | "";
                    /** @description Free text for the merchant. */
                    notes?: (string | null) | "";
                    /**
                     * @description Up to 50 keys of your own (1 to 40 characters) with string values (up to 500); a key
                     * set to null or "" is removed, and null removes them all.
                     * @example {
                     *       "order_id": "1001"
                     *     }
                     */
                    metadata?: {
                        [key: string]: string | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description A dry run (`?dry_run=true`): nothing was stored. */
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
                    /**
                     * @example {
                     *       "id": null,
                     *       "object": "revenue",
                     *       "description": "Order #1001",
                     *       "amount": 5997,
                     *       "currency": "EUR",
                     *       "tax_amount": 957,
                     *       "discount_amount": 500,
                     *       "fee_amount": 174,
                     *       "occurred_on": "2026-11-21",
                     *       "customer": "cus_nxs25id81Qy4zQzzatb50S5I",
                     *       "category": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                     *       "payment_method": "paypal",
                     *       "reference": "1001",
                     *       "notes": "Gift wrapped.",
                     *       "metadata": {
                     *         "order_id": "1001"
                     *       },
                     *       "import": {
                     *         "status": "pending",
                     *         "batch": null,
                     *         "imported_at": null,
                     *         "local_ref": null
                     *       },
                     *       "books_check": "checked",
                     *       "books_warnings": [
                     *         {
                     *           "code": "name_in_use",
                     *           "field": "name",
                     *           "message": "The merchant's books already use this name for a customer.",
                     *           "books_read_at": 1795529600
                     *         }
                     *       ],
                     *       "created": 1795529600,
                     *       "updated": 1795529600
                     *     }
                     */
                    "application/json": components["schemas"]["RevenueDryRun"];
                };
            };
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
                    /**
                     * @example {
                     *       "id": "rev_qwjRswQ65HmI5C9kpB3krj42",
                     *       "object": "revenue",
                     *       "description": "Order #1001",
                     *       "amount": 5997,
                     *       "currency": "EUR",
                     *       "tax_amount": 957,
                     *       "discount_amount": 500,
                     *       "fee_amount": 174,
                     *       "occurred_on": "2026-11-21",
                     *       "customer": "cus_nxs25id81Qy4zQzzatb50S5I",
                     *       "category": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                     *       "payment_method": "paypal",
                     *       "reference": "1001",
                     *       "notes": "Gift wrapped.",
                     *       "metadata": {
                     *         "order_id": "1001"
                     *       },
                     *       "import": {
                     *         "status": "pending",
                     *         "batch": null,
                     *         "imported_at": null,
                     *         "local_ref": null
                     *       },
                     *       "books_check": "checked",
                     *       "books_warnings": [
                     *         {
                     *           "code": "name_in_use",
                     *           "field": "name",
                     *           "message": "The merchant's books already use this name for a customer.",
                     *           "books_read_at": 1795529600
                     *         }
                     *       ],
                     *       "created": 1795529600,
                     *       "updated": 1795529600
                     *     }
                     */
                    "application/json": components["schemas"]["Revenue"];
                };
            };
        };
    };
    "revenue.bulkCreate": {
        parameters: {
            query?: {
                /**
                 * @description `true`: check the request as a create would (against the merchant's books too, whatever
                 * their `checks` say) and store nothing; answers 200, sends no event and needs no Idempotency-Key
                 * (docs/books.md).
                 */
                dry_run?: components["parameters"]["dry_run"];
            };
            header: {
                /**
                 * @description One per object you create; a retry with the same key and request answers the first
                 * response (24 hours). A dry run (`dry_run=true`) needs none.
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
                /**
                 * @example {
                 *       "objects": [
                 *         {
                 *           "description": "Order #1001",
                 *           "amount": 5997,
                 *           "currency": "EUR",
                 *           "tax_amount": 957,
                 *           "discount_amount": 500,
                 *           "fee_amount": 174,
                 *           "occurred_on": "2026-11-21",
                 *           "customer": "cus_nxs25id81Qy4zQzzatb50S5I",
                 *           "category": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                 *           "payment_method": "paypal",
                 *           "reference": "1001",
                 *           "notes": "Gift wrapped.",
                 *           "metadata": {
                 *             "order_id": "1001"
                 *           }
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description 1 to 100 revenue, each the body `POST /v1/revenue` takes. */
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
                    /**
                     * @example {
                     *       "object": "bulk_result",
                     *       "data": [
                     *         {
                     *           "status": 201,
                     *           "object": {
                     *             "id": "rev_qwjRswQ65HmI5C9kpB3krj42",
                     *             "object": "revenue",
                     *             "description": "Order #1001",
                     *             "amount": 5997,
                     *             "currency": "EUR",
                     *             "tax_amount": 957,
                     *             "discount_amount": 500,
                     *             "fee_amount": 174,
                     *             "occurred_on": "2026-11-21",
                     *             "customer": "cus_nxs25id81Qy4zQzzatb50S5I",
                     *             "category": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                     *             "payment_method": "paypal",
                     *             "reference": "1001",
                     *             "notes": "Gift wrapped.",
                     *             "metadata": {
                     *               "order_id": "1001"
                     *             },
                     *             "import": {
                     *               "status": "pending",
                     *               "batch": null,
                     *               "imported_at": null,
                     *               "local_ref": null
                     *             },
                     *             "books_check": "checked",
                     *             "books_warnings": [
                     *               {
                     *                 "code": "name_in_use",
                     *                 "field": "name",
                     *                 "message": "The merchant's books already use this name for a customer.",
                     *                 "books_read_at": 1795529600
                     *               }
                     *             ],
                     *             "created": 1795529600,
                     *             "updated": 1795529600
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["RevenueBulkResult"];
                };
            };
        };
    };
    "revenue.retrieve": {
        parameters: {
            query?: {
                /**
                 * @description References to show as objects in place of their ids: a field name (`customer`),
                 * `line_items`, or in a list `data.<field>`.
                 */
                "expand[]"?: ("customer" | "category" | "line_items")[];
            };
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /**
                 * @description The revenue's id.
                 * @example rev_qwjRswQ65HmI5C9kpB3krj42
                 */
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
                    /**
                     * @example {
                     *       "id": "rev_qwjRswQ65HmI5C9kpB3krj42",
                     *       "object": "revenue",
                     *       "description": "Order #1001",
                     *       "amount": 5997,
                     *       "currency": "EUR",
                     *       "tax_amount": 957,
                     *       "discount_amount": 500,
                     *       "fee_amount": 174,
                     *       "occurred_on": "2026-11-21",
                     *       "customer": "cus_nxs25id81Qy4zQzzatb50S5I",
                     *       "category": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                     *       "payment_method": "paypal",
                     *       "reference": "1001",
                     *       "notes": "Gift wrapped.",
                     *       "metadata": {
                     *         "order_id": "1001"
                     *       },
                     *       "import": {
                     *         "status": "pending",
                     *         "batch": null,
                     *         "imported_at": null,
                     *         "local_ref": null
                     *       },
                     *       "books_check": "checked",
                     *       "books_warnings": [
                     *         {
                     *           "code": "name_in_use",
                     *           "field": "name",
                     *           "message": "The merchant's books already use this name for a customer.",
                     *           "books_read_at": 1795529600
                     *         }
                     *       ],
                     *       "created": 1795529600,
                     *       "updated": 1795529600
                     *     }
                     */
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
                /**
                 * @description The revenue's id.
                 * @example rev_qwjRswQ65HmI5C9kpB3krj42
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "description": "Order #1001",
                 *       "amount": 5997,
                 *       "currency": "EUR",
                 *       "tax_amount": 957,
                 *       "discount_amount": 500,
                 *       "fee_amount": 174,
                 *       "occurred_on": "2026-11-21",
                 *       "customer": "cus_nxs25id81Qy4zQzzatb50S5I",
                 *       "category": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                 *       "payment_method": "paypal",
                 *       "reference": "1001",
                 *       "notes": "Gift wrapped.",
                 *       "metadata": {
                 *         "order_id": "1001"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description What was sold, as the books should show it.
                     * @example Order #1001
                     */
                    description?: string;
                    /**
                     * @description The gross amount received, tax included.
                     * @example 5997
                     */
                    amount?: number;
                    /**
                     * @description The currency of the amounts. ISO 4217, in upper or lower case.
                     * @example EUR
                     * @enum {string}
                     */
                    currency?: "AED"
                        | "aed"
                        | "AFN"
                        | "afn"
                        | "ALL"
                        | "all"
                        | "AMD"
                        | "amd"
                        | "ANG"
                        | "ang"
                        | "AOA"
                        | "aoa"
                        | "ARS"
                        | "ars"
                        | "AUD"
                        | "aud"
                        | "AWG"
                        | "awg"
                        | "AZN"
                        | "azn"
                        | "BAM"
                        | "bam"
                        | "BBD"
                        | "bbd"
                        | "BDT"
                        | "bdt"
                        | "BGN"
                        | "bgn"
                        | "BHD"
                        | "bhd"
                        | "BIF"
                        | "bif"
                        | "BMD"
                        | "bmd"
                        | "BND"
                        | "bnd"
                        | "BOB"
                        | "bob"
                        | "BRL"
                        | "brl"
                        | "BSD"
                        | "bsd"
                        | "BTN"
                        | "btn"
                        | "BWP"
                        | "bwp"
                        | "BYN"
                        | "byn"
                        | "BZD"
                        | "bzd"
                        | "CAD"
                        | "cad"
                        | "CDF"
                        | "cdf"
                        | "CHF"
                        | "chf"
                        | "CLP"
                        | "clp"
                        | "CNY"
                        | "cny"
                        | "COP"
                        | "cop"
                        | "CRC"
                        | "crc"
                        | "CUC"
                        | "cuc"
                        | "CUP"
                        | "cup"
                        | "CVE"
                        | "cve"
                        | "CZK"
                        | "czk"
                        | "DJF"
                        | "djf"
                        | "DKK"
                        | "dkk"
                        | "DOP"
                        | "dop"
                        | "DZD"
                        | "dzd"
                        | "EGP"
                        | "egp"
                        | "ERN"
                        | "ern"
                        | "ETB"
                        | "etb"
                        | "EUR"
                        | "eur"
                        | "FJD"
                        | "fjd"
                        | "FKP"
                        | "fkp"
                        | "GBP"
                        | "gbp"
                        | "GEL"
                        | "gel"
                        | "GHS"
                        | "ghs"
                        | "GIP"
                        | "gip"
                        | "GMD"
                        | "gmd"
                        | "GNF"
                        | "gnf"
                        | "GTQ"
                        | "gtq"
                        | "GYD"
                        | "gyd"
                        | "HKD"
                        | "hkd"
                        | "HNL"
                        | "hnl"
                        | "HRK"
                        | "hrk"
                        | "HTG"
                        | "htg"
                        | "HUF"
                        | "huf"
                        | "IDR"
                        | "idr"
                        | "ILS"
                        | "ils"
                        | "INR"
                        | "inr"
                        | "IQD"
                        | "iqd"
                        | "IRR"
                        | "irr"
                        | "ISK"
                        | "isk"
                        | "JMD"
                        | "jmd"
                        | "JOD"
                        | "jod"
                        | "JPY"
                        | "jpy"
                        | "KES"
                        | "kes"
                        | "KGS"
                        | "kgs"
                        | "KHR"
                        | "khr"
                        | "KMF"
                        | "kmf"
                        | "KPW"
                        | "kpw"
                        | "KRW"
                        | "krw"
                        | "KWD"
                        | "kwd"
                        | "KYD"
                        | "kyd"
                        | "KZT"
                        | "kzt"
                        | "LAK"
                        | "lak"
                        | "LBP"
                        | "lbp"
                        | "LKR"
                        | "lkr"
                        | "LRD"
                        | "lrd"
                        | "LSL"
                        | "lsl"
                        | "LYD"
                        | "lyd"
                        | "MAD"
                        | "mad"
                        | "MDL"
                        | "mdl"
                        | "MGA"
                        | "mga"
                        | "MKD"
                        | "mkd"
                        | "MMK"
                        | "mmk"
                        | "MNT"
                        | "mnt"
                        | "MOP"
                        | "mop"
                        | "MRU"
                        | "mru"
                        | "MUR"
                        | "mur"
                        | "MVR"
                        | "mvr"
                        | "MWK"
                        | "mwk"
                        | "MXN"
                        | "mxn"
                        | "MYR"
                        | "myr"
                        | "MZN"
                        | "mzn"
                        | "NAD"
                        | "nad"
                        | "NGN"
                        | "ngn"
                        | "NIO"
                        | "nio"
                        | "NOK"
                        | "nok"
                        | "NPR"
                        | "npr"
                        | "NZD"
                        | "nzd"
                        | "OMR"
                        | "omr"
                        | "PAB"
                        | "pab"
                        | "PEN"
                        | "pen"
                        | "PGK"
                        | "pgk"
                        | "PHP"
                        | "php"
                        | "PKR"
                        | "pkr"
                        | "PLN"
                        | "pln"
                        | "PYG"
                        | "pyg"
                        | "QAR"
                        | "qar"
                        | "RON"
                        | "ron"
                        | "RSD"
                        | "rsd"
                        | "RUB"
                        | "rub"
                        | "RWF"
                        | "rwf"
                        | "SAR"
                        | "sar"
                        | "SBD"
                        | "sbd"
                        | "SCR"
                        | "scr"
                        | "SDG"
                        | "sdg"
                        | "SEK"
                        | "sek"
                        | "SGD"
                        | "sgd"
                        | "SHP"
                        | "shp"
                        | "SLE"
                        | "sle"
                        | "SLL"
                        | "sll"
                        | "SOS"
                        | "sos"
                        | "SRD"
                        | "srd"
                        | "SSP"
                        | "ssp"
                        | "STN"
                        | "stn"
                        | "SVC"
                        | "svc"
                        | "SYP"
                        | "syp"
                        | "SZL"
                        | "szl"
                        | "THB"
                        | "thb"
                        | "TJS"
                        | "tjs"
                        | "TMT"
                        | "tmt"
                        | "TND"
                        | "tnd"
                        | "TOP"
                        | "top"
                        | "TRY"
                        | "try"
                        | "TTD"
                        | "ttd"
                        | "TWD"
                        | "twd"
                        | "TZS"
                        | "tzs"
                        | "UAH"
                        | "uah"
                        | "UGX"
                        | "ugx"
                        | "USD"
                        | "usd"
                        | "UYU"
                        | "uyu"
                        | "UZS"
                        | "uzs"
                        | "VES"
                        | "ves"
                        | "VND"
                        | "vnd"
                        | "VUV"
                        | "vuv"
                        | "WST"
                        | "wst"
                        | "XAF"
                        | "xaf"
                        | "XCD"
                        | "xcd"
                        | "XCG"
                        | "xcg"
                        | "XDR"
                        | "xdr"
                        | "XOF"
                        | "xof"
                        | "XPF"
                        | "xpf"
                        | "XSU"
                        | "xsu"
                        | "YER"
                        | "yer"
                        | "ZAR"
                        | "zar"
                        | "ZMW"
                        | "zmw"
                        | "ZWG"
                        | "zwg"
                        | "ZWL"
                        | "zwl";
                    /** @description The tax within `amount`; at most `amount`. */
                    tax_amount?: (number | null) | "";
                    /** @description The discount granted, already taken off `amount`. */
                    discount_amount?: (number | null) | "";
                    /** @description What the payment provider kept as its fee. */
                    fee_amount?: (number | null) | "";
                    /**
                     * Format: date
                     * @description The day of the sale.
                     * @example 2026-11-21
                     */
                    occurred_on?: string;
                    /** @description The customer who bought. */
                    customer?: (string | null) | "";
                    /** @description A `revenue` category it is filed under. */
                    category?: (string | null) | "";
                    /** @description How it was paid, as the integrator names it. */
                    payment_method?: (string | null) | "";
                    /** @description The integrator's reference: an order or invoice number. */
                    reference?: (string | null) | "";
                    /** @description Free text for the merchant. */
                    notes?: (string | null) | "";
                    /**
                     * @description Up to 50 keys of your own (1 to 40 characters) with string values (up to 500); a key
                     * set to null or "" is removed, and null removes them all.
                     * @example {
                     *       "order_id": "1001"
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "id": "rev_qwjRswQ65HmI5C9kpB3krj42",
                     *       "object": "revenue",
                     *       "description": "Order #1001",
                     *       "amount": 5997,
                     *       "currency": "EUR",
                     *       "tax_amount": 957,
                     *       "discount_amount": 500,
                     *       "fee_amount": 174,
                     *       "occurred_on": "2026-11-21",
                     *       "customer": "cus_nxs25id81Qy4zQzzatb50S5I",
                     *       "category": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                     *       "payment_method": "paypal",
                     *       "reference": "1001",
                     *       "notes": "Gift wrapped.",
                     *       "metadata": {
                     *         "order_id": "1001"
                     *       },
                     *       "import": {
                     *         "status": "pending",
                     *         "batch": null,
                     *         "imported_at": null,
                     *         "local_ref": null
                     *       },
                     *       "books_check": "checked",
                     *       "books_warnings": [
                     *         {
                     *           "code": "name_in_use",
                     *           "field": "name",
                     *           "message": "The merchant's books already use this name for a customer.",
                     *           "books_read_at": 1795529600
                     *         }
                     *       ],
                     *       "created": 1795529600,
                     *       "updated": 1795529600
                     *     }
                     */
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
                /**
                 * @description The revenue's id.
                 * @example rev_qwjRswQ65HmI5C9kpB3krj42
                 */
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
                    /**
                     * @example {
                     *       "id": "rev_qwjRswQ65HmI5C9kpB3krj42",
                     *       "object": "revenue",
                     *       "deleted": true
                     *     }
                     */
                    "application/json": components["schemas"]["DeletedRevenue"];
                };
            };
        };
    };
    "revenue.lineItems.list": {
        parameters: {
            query?: {
                /** @description How many objects a page holds, 1 to 100. */
                limit?: number;
                /** @description An object's id: the page after it (older objects). */
                starting_after?: string;
                /** @description An object's id: the page before it (newer objects); not with `starting_after`. */
                ending_before?: string;
                /**
                 * @description References to show as objects in place of their ids: a field name (`customer`),
                 * `line_items`, or in a list `data.<field>`.
                 */
                "expand[]"?: ("product" | "data.product")[];
            };
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /**
                 * @description The revenue's id.
                 * @example rev_qwjRswQ65HmI5C9kpB3krj42
                 */
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
                    /**
                     * @example {
                     *       "object": "list",
                     *       "url": "/v1/revenue/rev_qwjRswQ65HmI5C9kpB3krj42/line_items",
                     *       "has_more": false,
                     *       "data": [
                     *         {
                     *           "id": "li_gZQHy2wlLMQ8sldnOQscUssi",
                     *           "object": "line_item",
                     *           "parent": "rev_qwjRswQ65HmI5C9kpB3krj42",
                     *           "product": "prd_2jLvZshIIRBy1hDw0IBXrGLH",
                     *           "description": "Widget",
                     *           "quantity": 3,
                     *           "unit_amount": 1999,
                     *           "tax_amount": 957,
                     *           "discount_amount": 0,
                     *           "created": 1795529600
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description The type of the object: a page of a list.
                         * @constant
                         */
                        object: "list";
                        /**
                         * @description The path of the list.
                         * @example /v1/customers
                         */
                        url: string;
                        /**
                         * @description Whether the list goes on in the direction you are paging.
                         * @example false
                         */
                        has_more: boolean;
                        /** @description The page's objects, newest first. */
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
                 * response (24 hours). A dry run (`dry_run=true`) needs none.
                 */
                "Idempotency-Key": components["parameters"]["Idempotency-Key"];
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /**
                 * @description The revenue's id.
                 * @example rev_qwjRswQ65HmI5C9kpB3krj42
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "product": "prd_2jLvZshIIRBy1hDw0IBXrGLH",
                 *       "description": "Widget",
                 *       "quantity": 3,
                 *       "unit_amount": 1999,
                 *       "tax_amount": 957,
                 *       "discount_amount": 0
                 *     }
                 */
                "application/json": {
                    /** @description The product sold or bought. */
                    product?: (string | null) | "";
                    /**
                     * @description What the line is for, as the books should show it.
                     * @example Widget
                     */
                    description: string;
                    /** @description How many units; 1 when null. */
                    quantity?: (number | null) | "";
                    /**
                     * @description The price of one unit, tax included.
                     * @example 1999
                     */
                    unit_amount: number;
                    /** @description The tax within the line's gross amount (`unit_amount` × `quantity`). */
                    tax_amount?: (number | null) | "";
                    /** @description The discount granted on the line. */
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
                    /**
                     * @example {
                     *       "id": "li_gZQHy2wlLMQ8sldnOQscUssi",
                     *       "object": "line_item",
                     *       "parent": "rev_qwjRswQ65HmI5C9kpB3krj42",
                     *       "product": "prd_2jLvZshIIRBy1hDw0IBXrGLH",
                     *       "description": "Widget",
                     *       "quantity": 3,
                     *       "unit_amount": 1999,
                     *       "tax_amount": 957,
                     *       "discount_amount": 0,
                     *       "created": 1795529600
                     *     }
                     */
                    "application/json": components["schemas"]["LineItem"];
                };
            };
        };
    };
    "refunds.list": {
        parameters: {
            query?: {
                /** @description How many objects a page holds, 1 to 100. */
                limit?: number;
                /** @description An object's id: the page after it (older objects). */
                starting_after?: string;
                /** @description An object's id: the page before it (newer objects); not with `starting_after`. */
                ending_before?: string;
                /** @description Only objects of this import status. */
                import_status?: "pending" | "imported" | "rejected";
                /** @description Only the objects an import batch (`imb_…`) claimed or imported. */
                batch?: string;
                /** @description Only objects created at or after this moment, in unix seconds. */
                "created[gte]"?: number;
                /** @description Only objects created after this moment, in unix seconds. */
                "created[gt]"?: number;
                /** @description Only objects created at or before this moment, in unix seconds. */
                "created[lte]"?: number;
                /** @description Only objects created before this moment, in unix seconds. */
                "created[lt]"?: number;
                /**
                 * @description References to show as objects in place of their ids: a field name (`customer`),
                 * `line_items`, or in a list `data.<field>`.
                 */
                "expand[]"?: ("revenue" | "data.revenue")[];
                /**
                 * @description `true`: only pending objects that carry findings of the merchant's books
                 * (`books_warnings`), to settle before they are imported.
                 */
                books_warnings?: "true";
                /** @description Only objects whose `revenue` is this. */
                revenue?: string;
                /** @description Only objects whose `currency` is this. */
                currency?: "AED"
                    | "aed"
                    | "AFN"
                    | "afn"
                    | "ALL"
                    | "all"
                    | "AMD"
                    | "amd"
                    | "ANG"
                    | "ang"
                    | "AOA"
                    | "aoa"
                    | "ARS"
                    | "ars"
                    | "AUD"
                    | "aud"
                    | "AWG"
                    | "awg"
                    | "AZN"
                    | "azn"
                    | "BAM"
                    | "bam"
                    | "BBD"
                    | "bbd"
                    | "BDT"
                    | "bdt"
                    | "BGN"
                    | "bgn"
                    | "BHD"
                    | "bhd"
                    | "BIF"
                    | "bif"
                    | "BMD"
                    | "bmd"
                    | "BND"
                    | "bnd"
                    | "BOB"
                    | "bob"
                    | "BRL"
                    | "brl"
                    | "BSD"
                    | "bsd"
                    | "BTN"
                    | "btn"
                    | "BWP"
                    | "bwp"
                    | "BYN"
                    | "byn"
                    | "BZD"
                    | "bzd"
                    | "CAD"
                    | "cad"
                    | "CDF"
                    | "cdf"
                    | "CHF"
                    | "chf"
                    | "CLP"
                    | "clp"
                    | "CNY"
                    | "cny"
                    | "COP"
                    | "cop"
                    | "CRC"
                    | "crc"
                    | "CUC"
                    | "cuc"
                    | "CUP"
                    | "cup"
                    | "CVE"
                    | "cve"
                    | "CZK"
                    | "czk"
                    | "DJF"
                    | "djf"
                    | "DKK"
                    | "dkk"
                    | "DOP"
                    | "dop"
                    | "DZD"
                    | "dzd"
                    | "EGP"
                    | "egp"
                    | "ERN"
                    | "ern"
                    | "ETB"
                    | "etb"
                    | "EUR"
                    | "eur"
                    | "FJD"
                    | "fjd"
                    | "FKP"
                    | "fkp"
                    | "GBP"
                    | "gbp"
                    | "GEL"
                    | "gel"
                    | "GHS"
                    | "ghs"
                    | "GIP"
                    | "gip"
                    | "GMD"
                    | "gmd"
                    | "GNF"
                    | "gnf"
                    | "GTQ"
                    | "gtq"
                    | "GYD"
                    | "gyd"
                    | "HKD"
                    | "hkd"
                    | "HNL"
                    | "hnl"
                    | "HRK"
                    | "hrk"
                    | "HTG"
                    | "htg"
                    | "HUF"
                    | "huf"
                    | "IDR"
                    | "idr"
                    | "ILS"
                    | "ils"
                    | "INR"
                    | "inr"
                    | "IQD"
                    | "iqd"
                    | "IRR"
                    | "irr"
                    | "ISK"
                    | "isk"
                    | "JMD"
                    | "jmd"
                    | "JOD"
                    | "jod"
                    | "JPY"
                    | "jpy"
                    | "KES"
                    | "kes"
                    | "KGS"
                    | "kgs"
                    | "KHR"
                    | "khr"
                    | "KMF"
                    | "kmf"
                    | "KPW"
                    | "kpw"
                    | "KRW"
                    | "krw"
                    | "KWD"
                    | "kwd"
                    | "KYD"
                    | "kyd"
                    | "KZT"
                    | "kzt"
                    | "LAK"
                    | "lak"
                    | "LBP"
                    | "lbp"
                    | "LKR"
                    | "lkr"
                    | "LRD"
                    | "lrd"
                    | "LSL"
                    | "lsl"
                    | "LYD"
                    | "lyd"
                    | "MAD"
                    | "mad"
                    | "MDL"
                    | "mdl"
                    | "MGA"
                    | "mga"
                    | "MKD"
                    | "mkd"
                    | "MMK"
                    | "mmk"
                    | "MNT"
                    | "mnt"
                    | "MOP"
                    | "mop"
                    | "MRU"
                    | "mru"
                    | "MUR"
                    | "mur"
                    | "MVR"
                    | "mvr"
                    | "MWK"
                    | "mwk"
                    | "MXN"
                    | "mxn"
                    | "MYR"
                    | "myr"
                    | "MZN"
                    | "mzn"
                    | "NAD"
                    | "nad"
                    | "NGN"
                    | "ngn"
                    | "NIO"
                    | "nio"
                    | "NOK"
                    | "nok"
                    | "NPR"
                    | "npr"
                    | "NZD"
                    | "nzd"
                    | "OMR"
                    | "omr"
                    | "PAB"
                    | "pab"
                    | "PEN"
                    | "pen"
                    | "PGK"
                    | "pgk"
                    | "PHP"
                    | "php"
                    | "PKR"
                    | "pkr"
                    | "PLN"
                    | "pln"
                    | "PYG"
                    | "pyg"
                    | "QAR"
                    | "qar"
                    | "RON"
                    | "ron"
                    | "RSD"
                    | "rsd"
                    | "RUB"
                    | "rub"
                    | "RWF"
                    | "rwf"
                    | "SAR"
                    | "sar"
                    | "SBD"
                    | "sbd"
                    | "SCR"
                    | "scr"
                    | "SDG"
                    | "sdg"
                    | "SEK"
                    | "sek"
                    | "SGD"
                    | "sgd"
                    | "SHP"
                    | "shp"
                    | "SLE"
                    | "sle"
                    | "SLL"
                    | "sll"
                    | "SOS"
                    | "sos"
                    | "SRD"
                    | "srd"
                    | "SSP"
                    | "ssp"
                    | "STN"
                    | "stn"
                    | "SVC"
                    | "svc"
                    | "SYP"
                    | "syp"
                    | "SZL"
                    | "szl"
                    | "THB"
                    | "thb"
                    | "TJS"
                    | "tjs"
                    | "TMT"
                    | "tmt"
                    | "TND"
                    | "tnd"
                    | "TOP"
                    | "top"
                    | "TRY"
                    | "try"
                    | "TTD"
                    | "ttd"
                    | "TWD"
                    | "twd"
                    | "TZS"
                    | "tzs"
                    | "UAH"
                    | "uah"
                    | "UGX"
                    | "ugx"
                    | "USD"
                    | "usd"
                    | "UYU"
                    | "uyu"
                    | "UZS"
                    | "uzs"
                    | "VES"
                    | "ves"
                    | "VND"
                    | "vnd"
                    | "VUV"
                    | "vuv"
                    | "WST"
                    | "wst"
                    | "XAF"
                    | "xaf"
                    | "XCD"
                    | "xcd"
                    | "XCG"
                    | "xcg"
                    | "XDR"
                    | "xdr"
                    | "XOF"
                    | "xof"
                    | "XPF"
                    | "xpf"
                    | "XSU"
                    | "xsu"
                    | "YER"
                    | "yer"
                    | "ZAR"
                    | "zar"
                    | "ZMW"
                    | "zmw"
                    | "ZWG"
                    | "zwg"
                    | "ZWL"
                    | "zwl";
                /** @description Only objects whose `occurred_on` is this day. */
                occurred_on?: string;
                /** @description Only objects whose `occurred_on` is at or after this day. */
                "occurred_on[gte]"?: string;
                /** @description Only objects whose `occurred_on` is after this day. */
                "occurred_on[gt]"?: string;
                /** @description Only objects whose `occurred_on` is at or before this day. */
                "occurred_on[lte]"?: string;
                /** @description Only objects whose `occurred_on` is before this day. */
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
                    /**
                     * @example {
                     *       "object": "list",
                     *       "url": "/v1/refunds",
                     *       "has_more": false,
                     *       "data": [
                     *         {
                     *           "id": "re_WK2dfhHaQ5xP7sS2Kk0EyGcQ",
                     *           "object": "refund",
                     *           "revenue": "rev_qwjRswQ65HmI5C9kpB3krj42",
                     *           "amount": 1999,
                     *           "currency": "EUR",
                     *           "reason": "Returned within 14 days",
                     *           "occurred_on": "2026-11-23",
                     *           "reference": "CN-2026-0007",
                     *           "metadata": {
                     *             "order_id": "1001"
                     *           },
                     *           "import": {
                     *             "status": "pending",
                     *             "batch": null,
                     *             "imported_at": null,
                     *             "local_ref": null
                     *           },
                     *           "books_check": "checked",
                     *           "books_warnings": [
                     *             {
                     *               "code": "name_in_use",
                     *               "field": "name",
                     *               "message": "The merchant's books already use this name for a customer.",
                     *               "books_read_at": 1795529600
                     *             }
                     *           ],
                     *           "created": 1795529600,
                     *           "updated": 1795529600
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description The type of the object: a page of a list.
                         * @constant
                         */
                        object: "list";
                        /**
                         * @description The path of the list.
                         * @example /v1/customers
                         */
                        url: string;
                        /**
                         * @description Whether the list goes on in the direction you are paging.
                         * @example false
                         */
                        has_more: boolean;
                        /** @description The page's objects, newest first. */
                        data: components["schemas"]["Refund"][];
                    };
                };
            };
        };
    };
    "refunds.create": {
        parameters: {
            query?: {
                /**
                 * @description `true`: check the request as a create would (against the merchant's books too, whatever
                 * their `checks` say) and store nothing; answers 200, sends no event and needs no Idempotency-Key
                 * (docs/books.md).
                 */
                dry_run?: components["parameters"]["dry_run"];
            };
            header: {
                /**
                 * @description One per object you create; a retry with the same key and request answers the first
                 * response (24 hours). A dry run (`dry_run=true`) needs none.
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
                /**
                 * @example {
                 *       "revenue": "rev_qwjRswQ65HmI5C9kpB3krj42",
                 *       "amount": 1999,
                 *       "currency": "EUR",
                 *       "reason": "Returned within 14 days",
                 *       "occurred_on": "2026-11-23",
                 *       "reference": "CN-2026-0007",
                 *       "metadata": {
                 *         "order_id": "1001"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The revenue refunded.
                     * @example rev_qwjRswQ65HmI5C9kpB3krj42
                     */
                    revenue: string;
                    /**
                     * @description The amount paid back, tax included; with the revenue's other refunds at most its
                     * `amount`.
                     * @example 1999
                     */
                    amount: number;
                    /**
                     * @description The currency: the revenue's. ISO 4217, in upper or lower case.
                     * @example EUR
                     * @enum {string}
                     */
                    currency: "AED"
                        | "aed"
                        | "AFN"
                        | "afn"
                        | "ALL"
                        | "all"
                        | "AMD"
                        | "amd"
                        | "ANG"
                        | "ang"
                        | "AOA"
                        | "aoa"
                        | "ARS"
                        | "ars"
                        | "AUD"
                        | "aud"
                        | "AWG"
                        | "awg"
                        | "AZN"
                        | "azn"
                        | "BAM"
                        | "bam"
                        | "BBD"
                        | "bbd"
                        | "BDT"
                        | "bdt"
                        | "BGN"
                        | "bgn"
                        | "BHD"
                        | "bhd"
                        | "BIF"
                        | "bif"
                        | "BMD"
                        | "bmd"
                        | "BND"
                        | "bnd"
                        | "BOB"
                        | "bob"
                        | "BRL"
                        | "brl"
                        | "BSD"
                        | "bsd"
                        | "BTN"
                        | "btn"
                        | "BWP"
                        | "bwp"
                        | "BYN"
                        | "byn"
                        | "BZD"
                        | "bzd"
                        | "CAD"
                        | "cad"
                        | "CDF"
                        | "cdf"
                        | "CHF"
                        | "chf"
                        | "CLP"
                        | "clp"
                        | "CNY"
                        | "cny"
                        | "COP"
                        | "cop"
                        | "CRC"
                        | "crc"
                        | "CUC"
                        | "cuc"
                        | "CUP"
                        | "cup"
                        | "CVE"
                        | "cve"
                        | "CZK"
                        | "czk"
                        | "DJF"
                        | "djf"
                        | "DKK"
                        | "dkk"
                        | "DOP"
                        | "dop"
                        | "DZD"
                        | "dzd"
                        | "EGP"
                        | "egp"
                        | "ERN"
                        | "ern"
                        | "ETB"
                        | "etb"
                        | "EUR"
                        | "eur"
                        | "FJD"
                        | "fjd"
                        | "FKP"
                        | "fkp"
                        | "GBP"
                        | "gbp"
                        | "GEL"
                        | "gel"
                        | "GHS"
                        | "ghs"
                        | "GIP"
                        | "gip"
                        | "GMD"
                        | "gmd"
                        | "GNF"
                        | "gnf"
                        | "GTQ"
                        | "gtq"
                        | "GYD"
                        | "gyd"
                        | "HKD"
                        | "hkd"
                        | "HNL"
                        | "hnl"
                        | "HRK"
                        | "hrk"
                        | "HTG"
                        | "htg"
                        | "HUF"
                        | "huf"
                        | "IDR"
                        | "idr"
                        | "ILS"
                        | "ils"
                        | "INR"
                        | "inr"
                        | "IQD"
                        | "iqd"
                        | "IRR"
                        | "irr"
                        | "ISK"
                        | "isk"
                        | "JMD"
                        | "jmd"
                        | "JOD"
                        | "jod"
                        | "JPY"
                        | "jpy"
                        | "KES"
                        | "kes"
                        | "KGS"
                        | "kgs"
                        | "KHR"
                        | "khr"
                        | "KMF"
                        | "kmf"
                        | "KPW"
                        | "kpw"
                        | "KRW"
                        | "krw"
                        | "KWD"
                        | "kwd"
                        | "KYD"
                        | "kyd"
                        | "KZT"
                        | "kzt"
                        | "LAK"
                        | "lak"
                        | "LBP"
                        | "lbp"
                        | "LKR"
                        | "lkr"
                        | "LRD"
                        | "lrd"
                        | "LSL"
                        | "lsl"
                        | "LYD"
                        | "lyd"
                        | "MAD"
                        | "mad"
                        | "MDL"
                        | "mdl"
                        | "MGA"
                        | "mga"
                        | "MKD"
                        | "mkd"
                        | "MMK"
                        | "mmk"
                        | "MNT"
                        | "mnt"
                        | "MOP"
                        | "mop"
                        | "MRU"
                        | "mru"
                        | "MUR"
                        | "mur"
                        | "MVR"
                        | "mvr"
                        | "MWK"
                        | "mwk"
                        | "MXN"
                        | "mxn"
                        | "MYR"
                        | "myr"
                        | "MZN"
                        | "mzn"
                        | "NAD"
                        | "nad"
                        | "NGN"
                        | "ngn"
                        | "NIO"
                        | "nio"
                        | "NOK"
                        | "nok"
                        | "NPR"
                        | "npr"
                        | "NZD"
                        | "nzd"
                        | "OMR"
                        | "omr"
                        | "PAB"
                        | "pab"
                        | "PEN"
                        | "pen"
                        | "PGK"
                        | "pgk"
                        | "PHP"
                        | "php"
                        | "PKR"
                        | "pkr"
                        | "PLN"
                        | "pln"
                        | "PYG"
                        | "pyg"
                        | "QAR"
                        | "qar"
                        | "RON"
                        | "ron"
                        | "RSD"
                        | "rsd"
                        | "RUB"
                        | "rub"
                        | "RWF"
                        | "rwf"
                        | "SAR"
                        | "sar"
                        | "SBD"
                        | "sbd"
                        | "SCR"
                        | "scr"
                        | "SDG"
                        | "sdg"
                        | "SEK"
                        | "sek"
                        | "SGD"
                        | "sgd"
                        | "SHP"
                        | "shp"
                        | "SLE"
                        | "sle"
                        | "SLL"
                        | "sll"
                        | "SOS"
                        | "sos"
                        | "SRD"
                        | "srd"
                        | "SSP"
                        | "ssp"
                        | "STN"
                        | "stn"
                        | "SVC"
                        | "svc"
                        | "SYP"
                        | "syp"
                        | "SZL"
                        | "szl"
                        | "THB"
                        | "thb"
                        | "TJS"
                        | "tjs"
                        | "TMT"
                        | "tmt"
                        | "TND"
                        | "tnd"
                        | "TOP"
                        | "top"
                        | "TRY"
                        | "try"
                        | "TTD"
                        | "ttd"
                        | "TWD"
                        | "twd"
                        | "TZS"
                        | "tzs"
                        | "UAH"
                        | "uah"
                        | "UGX"
                        | "ugx"
                        | "USD"
                        | "usd"
                        | "UYU"
                        | "uyu"
                        | "UZS"
                        | "uzs"
                        | "VES"
                        | "ves"
                        | "VND"
                        | "vnd"
                        | "VUV"
                        | "vuv"
                        | "WST"
                        | "wst"
                        | "XAF"
                        | "xaf"
                        | "XCD"
                        | "xcd"
                        | "XCG"
                        | "xcg"
                        | "XDR"
                        | "xdr"
                        | "XOF"
                        | "xof"
                        | "XPF"
                        | "xpf"
                        | "XSU"
                        | "xsu"
                        | "YER"
                        | "yer"
                        | "ZAR"
                        | "zar"
                        | "ZMW"
                        | "zmw"
                        | "ZWG"
                        | "zwg"
                        | "ZWL"
                        | "zwl";
                    /** @description Why the money was paid back. */
                    reason?: (string | null) | "";
                    /**
                     * Format: date
                     * @description The day of the refund.
                     * @example 2026-11-23
                     */
                    occurred_on: string;
                    /** @description The integrator's reference: a credit note number. */
                    reference?: (string | null) | "";
                    /**
                     * @description Up to 50 keys of your own (1 to 40 characters) with string values (up to 500); a key
                     * set to null or "" is removed, and null removes them all.
                     * @example {
                     *       "order_id": "1001"
                     *     }
                     */
                    metadata?: {
                        [key: string]: string | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description A dry run (`?dry_run=true`): nothing was stored. */
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
                    /**
                     * @example {
                     *       "id": null,
                     *       "object": "refund",
                     *       "revenue": "rev_qwjRswQ65HmI5C9kpB3krj42",
                     *       "amount": 1999,
                     *       "currency": "EUR",
                     *       "reason": "Returned within 14 days",
                     *       "occurred_on": "2026-11-23",
                     *       "reference": "CN-2026-0007",
                     *       "metadata": {
                     *         "order_id": "1001"
                     *       },
                     *       "import": {
                     *         "status": "pending",
                     *         "batch": null,
                     *         "imported_at": null,
                     *         "local_ref": null
                     *       },
                     *       "books_check": "checked",
                     *       "books_warnings": [
                     *         {
                     *           "code": "name_in_use",
                     *           "field": "name",
                     *           "message": "The merchant's books already use this name for a customer.",
                     *           "books_read_at": 1795529600
                     *         }
                     *       ],
                     *       "created": 1795529600,
                     *       "updated": 1795529600
                     *     }
                     */
                    "application/json": components["schemas"]["RefundDryRun"];
                };
            };
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
                    /**
                     * @example {
                     *       "id": "re_WK2dfhHaQ5xP7sS2Kk0EyGcQ",
                     *       "object": "refund",
                     *       "revenue": "rev_qwjRswQ65HmI5C9kpB3krj42",
                     *       "amount": 1999,
                     *       "currency": "EUR",
                     *       "reason": "Returned within 14 days",
                     *       "occurred_on": "2026-11-23",
                     *       "reference": "CN-2026-0007",
                     *       "metadata": {
                     *         "order_id": "1001"
                     *       },
                     *       "import": {
                     *         "status": "pending",
                     *         "batch": null,
                     *         "imported_at": null,
                     *         "local_ref": null
                     *       },
                     *       "books_check": "checked",
                     *       "books_warnings": [
                     *         {
                     *           "code": "name_in_use",
                     *           "field": "name",
                     *           "message": "The merchant's books already use this name for a customer.",
                     *           "books_read_at": 1795529600
                     *         }
                     *       ],
                     *       "created": 1795529600,
                     *       "updated": 1795529600
                     *     }
                     */
                    "application/json": components["schemas"]["Refund"];
                };
            };
        };
    };
    "refunds.bulkCreate": {
        parameters: {
            query?: {
                /**
                 * @description `true`: check the request as a create would (against the merchant's books too, whatever
                 * their `checks` say) and store nothing; answers 200, sends no event and needs no Idempotency-Key
                 * (docs/books.md).
                 */
                dry_run?: components["parameters"]["dry_run"];
            };
            header: {
                /**
                 * @description One per object you create; a retry with the same key and request answers the first
                 * response (24 hours). A dry run (`dry_run=true`) needs none.
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
                /**
                 * @example {
                 *       "objects": [
                 *         {
                 *           "revenue": "rev_qwjRswQ65HmI5C9kpB3krj42",
                 *           "amount": 1999,
                 *           "currency": "EUR",
                 *           "reason": "Returned within 14 days",
                 *           "occurred_on": "2026-11-23",
                 *           "reference": "CN-2026-0007",
                 *           "metadata": {
                 *             "order_id": "1001"
                 *           }
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description 1 to 100 refunds, each the body `POST /v1/refunds` takes. */
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
                    /**
                     * @example {
                     *       "object": "bulk_result",
                     *       "data": [
                     *         {
                     *           "status": 201,
                     *           "object": {
                     *             "id": "re_WK2dfhHaQ5xP7sS2Kk0EyGcQ",
                     *             "object": "refund",
                     *             "revenue": "rev_qwjRswQ65HmI5C9kpB3krj42",
                     *             "amount": 1999,
                     *             "currency": "EUR",
                     *             "reason": "Returned within 14 days",
                     *             "occurred_on": "2026-11-23",
                     *             "reference": "CN-2026-0007",
                     *             "metadata": {
                     *               "order_id": "1001"
                     *             },
                     *             "import": {
                     *               "status": "pending",
                     *               "batch": null,
                     *               "imported_at": null,
                     *               "local_ref": null
                     *             },
                     *             "books_check": "checked",
                     *             "books_warnings": [
                     *               {
                     *                 "code": "name_in_use",
                     *                 "field": "name",
                     *                 "message": "The merchant's books already use this name for a customer.",
                     *                 "books_read_at": 1795529600
                     *               }
                     *             ],
                     *             "created": 1795529600,
                     *             "updated": 1795529600
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["RefundBulkResult"];
                };
            };
        };
    };
    "refunds.retrieve": {
        parameters: {
            query?: {
                /**
                 * @description References to show as objects in place of their ids: a field name (`customer`),
                 * `line_items`, or in a list `data.<field>`.
                 */
                "expand[]"?: "revenue"[];
            };
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /**
                 * @description The refund's id.
                 * @example re_WK2dfhHaQ5xP7sS2Kk0EyGcQ
                 */
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
                    /**
                     * @example {
                     *       "id": "re_WK2dfhHaQ5xP7sS2Kk0EyGcQ",
                     *       "object": "refund",
                     *       "revenue": "rev_qwjRswQ65HmI5C9kpB3krj42",
                     *       "amount": 1999,
                     *       "currency": "EUR",
                     *       "reason": "Returned within 14 days",
                     *       "occurred_on": "2026-11-23",
                     *       "reference": "CN-2026-0007",
                     *       "metadata": {
                     *         "order_id": "1001"
                     *       },
                     *       "import": {
                     *         "status": "pending",
                     *         "batch": null,
                     *         "imported_at": null,
                     *         "local_ref": null
                     *       },
                     *       "books_check": "checked",
                     *       "books_warnings": [
                     *         {
                     *           "code": "name_in_use",
                     *           "field": "name",
                     *           "message": "The merchant's books already use this name for a customer.",
                     *           "books_read_at": 1795529600
                     *         }
                     *       ],
                     *       "created": 1795529600,
                     *       "updated": 1795529600
                     *     }
                     */
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
                /**
                 * @description The refund's id.
                 * @example re_WK2dfhHaQ5xP7sS2Kk0EyGcQ
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "revenue": "rev_qwjRswQ65HmI5C9kpB3krj42",
                 *       "amount": 1999,
                 *       "currency": "EUR",
                 *       "reason": "Returned within 14 days",
                 *       "occurred_on": "2026-11-23",
                 *       "reference": "CN-2026-0007",
                 *       "metadata": {
                 *         "order_id": "1001"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The revenue refunded.
                     * @example rev_qwjRswQ65HmI5C9kpB3krj42
                     */
                    revenue?: string;
                    /**
                     * @description The amount paid back, tax included; with the revenue's other refunds at most its
                     * `amount`.
                     * @example 1999
                     */
                    amount?: number;
                    /**
                     * @description The currency: the revenue's. ISO 4217, in upper or lower case.
                     * @example EUR
                     * @enum {string}
                     */
                    currency?: "AED"
                        | "aed"
                        | "AFN"
                        | "afn"
                        | "ALL"
                        | "all"
                        | "AMD"
                        | "amd"
                        | "ANG"
                        | "ang"
                        | "AOA"
                        | "aoa"
                        | "ARS"
                        | "ars"
                        | "AUD"
                        | "aud"
                        | "AWG"
                        | "awg"
                        | "AZN"
                        | "azn"
                        | "BAM"
                        | "bam"
                        | "BBD"
                        | "bbd"
                        | "BDT"
                        | "bdt"
                        | "BGN"
                        | "bgn"
                        | "BHD"
                        | "bhd"
                        | "BIF"
                        | "bif"
                        | "BMD"
                        | "bmd"
                        | "BND"
                        | "bnd"
                        | "BOB"
                        | "bob"
                        | "BRL"
                        | "brl"
                        | "BSD"
                        | "bsd"
                        | "BTN"
                        | "btn"
                        | "BWP"
                        | "bwp"
                        | "BYN"
                        | "byn"
                        | "BZD"
                        | "bzd"
                        | "CAD"
                        | "cad"
                        | "CDF"
                        | "cdf"
                        | "CHF"
                        | "chf"
                        | "CLP"
                        | "clp"
                        | "CNY"
                        | "cny"
                        | "COP"
                        | "cop"
                        | "CRC"
                        | "crc"
                        | "CUC"
                        | "cuc"
                        | "CUP"
                        | "cup"
                        | "CVE"
                        | "cve"
                        | "CZK"
                        | "czk"
                        | "DJF"
                        | "djf"
                        | "DKK"
                        | "dkk"
                        | "DOP"
                        | "dop"
                        | "DZD"
                        | "dzd"
                        | "EGP"
                        | "egp"
                        | "ERN"
                        | "ern"
                        | "ETB"
                        | "etb"
                        | "EUR"
                        | "eur"
                        | "FJD"
                        | "fjd"
                        | "FKP"
                        | "fkp"
                        | "GBP"
                        | "gbp"
                        | "GEL"
                        | "gel"
                        | "GHS"
                        | "ghs"
                        | "GIP"
                        | "gip"
                        | "GMD"
                        | "gmd"
                        | "GNF"
                        | "gnf"
                        | "GTQ"
                        | "gtq"
                        | "GYD"
                        | "gyd"
                        | "HKD"
                        | "hkd"
                        | "HNL"
                        | "hnl"
                        | "HRK"
                        | "hrk"
                        | "HTG"
                        | "htg"
                        | "HUF"
                        | "huf"
                        | "IDR"
                        | "idr"
                        | "ILS"
                        | "ils"
                        | "INR"
                        | "inr"
                        | "IQD"
                        | "iqd"
                        | "IRR"
                        | "irr"
                        | "ISK"
                        | "isk"
                        | "JMD"
                        | "jmd"
                        | "JOD"
                        | "jod"
                        | "JPY"
                        | "jpy"
                        | "KES"
                        | "kes"
                        | "KGS"
                        | "kgs"
                        | "KHR"
                        | "khr"
                        | "KMF"
                        | "kmf"
                        | "KPW"
                        | "kpw"
                        | "KRW"
                        | "krw"
                        | "KWD"
                        | "kwd"
                        | "KYD"
                        | "kyd"
                        | "KZT"
                        | "kzt"
                        | "LAK"
                        | "lak"
                        | "LBP"
                        | "lbp"
                        | "LKR"
                        | "lkr"
                        | "LRD"
                        | "lrd"
                        | "LSL"
                        | "lsl"
                        | "LYD"
                        | "lyd"
                        | "MAD"
                        | "mad"
                        | "MDL"
                        | "mdl"
                        | "MGA"
                        | "mga"
                        | "MKD"
                        | "mkd"
                        | "MMK"
                        | "mmk"
                        | "MNT"
                        | "mnt"
                        | "MOP"
                        | "mop"
                        | "MRU"
                        | "mru"
                        | "MUR"
                        | "mur"
                        | "MVR"
                        | "mvr"
                        | "MWK"
                        | "mwk"
                        | "MXN"
                        | "mxn"
                        | "MYR"
                        | "myr"
                        | "MZN"
                        | "mzn"
                        | "NAD"
                        | "nad"
                        | "NGN"
                        | "ngn"
                        | "NIO"
                        | "nio"
                        | "NOK"
                        | "nok"
                        | "NPR"
                        | "npr"
                        | "NZD"
                        | "nzd"
                        | "OMR"
                        | "omr"
                        | "PAB"
                        | "pab"
                        | "PEN"
                        | "pen"
                        | "PGK"
                        | "pgk"
                        | "PHP"
                        | "php"
                        | "PKR"
                        | "pkr"
                        | "PLN"
                        | "pln"
                        | "PYG"
                        | "pyg"
                        | "QAR"
                        | "qar"
                        | "RON"
                        | "ron"
                        | "RSD"
                        | "rsd"
                        | "RUB"
                        | "rub"
                        | "RWF"
                        | "rwf"
                        | "SAR"
                        | "sar"
                        | "SBD"
                        | "sbd"
                        | "SCR"
                        | "scr"
                        | "SDG"
                        | "sdg"
                        | "SEK"
                        | "sek"
                        | "SGD"
                        | "sgd"
                        | "SHP"
                        | "shp"
                        | "SLE"
                        | "sle"
                        | "SLL"
                        | "sll"
                        | "SOS"
                        | "sos"
                        | "SRD"
                        | "srd"
                        | "SSP"
                        | "ssp"
                        | "STN"
                        | "stn"
                        | "SVC"
                        | "svc"
                        | "SYP"
                        | "syp"
                        | "SZL"
                        | "szl"
                        | "THB"
                        | "thb"
                        | "TJS"
                        | "tjs"
                        | "TMT"
                        | "tmt"
                        | "TND"
                        | "tnd"
                        | "TOP"
                        | "top"
                        | "TRY"
                        | "try"
                        | "TTD"
                        | "ttd"
                        | "TWD"
                        | "twd"
                        | "TZS"
                        | "tzs"
                        | "UAH"
                        | "uah"
                        | "UGX"
                        | "ugx"
                        | "USD"
                        | "usd"
                        | "UYU"
                        | "uyu"
                        | "UZS"
                        | "uzs"
                        | "VES"
                        | "ves"
                        | "VND"
                        | "vnd"
                        | "VUV"
                        | "vuv"
                        | "WST"
                        | "wst"
                        | "XAF"
                        | "xaf"
                        | "XCD"
                        | "xcd"
                        | "XCG"
                        | "xcg"
                        | "XDR"
                        | "xdr"
                        | "XOF"
                        | "xof"
                        | "XPF"
                        | "xpf"
                        | "XSU"
                        | "xsu"
                        | "YER"
                        | "yer"
                        | "ZAR"
                        | "zar"
                        | "ZMW"
                        | "zmw"
                        | "ZWG"
                        | "zwg"
                        | "ZWL"
                        | "zwl";
                    /** @description Why the money was paid back. */
                    reason?: (string | null) | "";
                    /**
                     * Format: date
                     * @description The day of the refund.
                     * @example 2026-11-23
                     */
                    occurred_on?: string;
                    /** @description The integrator's reference: a credit note number. */
                    reference?: (string | null) | "";
                    /**
                     * @description Up to 50 keys of your own (1 to 40 characters) with string values (up to 500); a key
                     * set to null or "" is removed, and null removes them all.
                     * @example {
                     *       "order_id": "1001"
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "id": "re_WK2dfhHaQ5xP7sS2Kk0EyGcQ",
                     *       "object": "refund",
                     *       "revenue": "rev_qwjRswQ65HmI5C9kpB3krj42",
                     *       "amount": 1999,
                     *       "currency": "EUR",
                     *       "reason": "Returned within 14 days",
                     *       "occurred_on": "2026-11-23",
                     *       "reference": "CN-2026-0007",
                     *       "metadata": {
                     *         "order_id": "1001"
                     *       },
                     *       "import": {
                     *         "status": "pending",
                     *         "batch": null,
                     *         "imported_at": null,
                     *         "local_ref": null
                     *       },
                     *       "books_check": "checked",
                     *       "books_warnings": [
                     *         {
                     *           "code": "name_in_use",
                     *           "field": "name",
                     *           "message": "The merchant's books already use this name for a customer.",
                     *           "books_read_at": 1795529600
                     *         }
                     *       ],
                     *       "created": 1795529600,
                     *       "updated": 1795529600
                     *     }
                     */
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
                /**
                 * @description The refund's id.
                 * @example re_WK2dfhHaQ5xP7sS2Kk0EyGcQ
                 */
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
                    /**
                     * @example {
                     *       "id": "re_WK2dfhHaQ5xP7sS2Kk0EyGcQ",
                     *       "object": "refund",
                     *       "deleted": true
                     *     }
                     */
                    "application/json": components["schemas"]["DeletedRefund"];
                };
            };
        };
    };
    "importBatches.list": {
        parameters: {
            query?: {
                /** @description How many objects a page holds, 1 to 100. */
                limit?: number;
                /** @description An object's id: the page after it (older objects). */
                starting_after?: string;
                /** @description An object's id: the page before it (newer objects); not with `starting_after`. */
                ending_before?: string;
                /** @description Only batches of this status. */
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
                    /**
                     * @example {
                     *       "object": "list",
                     *       "url": "/v1/import_batches",
                     *       "has_more": false,
                     *       "data": [
                     *         {
                     *           "id": "imb_uDOXHmFPkOUPhcO029Gg5sny",
                     *           "object": "import_batch",
                     *           "status": "completed",
                     *           "counts": {
                     *             "customer": 2,
                     *             "supplier": 0,
                     *             "category": 0,
                     *             "product": 0,
                     *             "expense": 0,
                     *             "revenue": 0,
                     *             "refund": 0
                     *           },
                     *           "created": 1795529600,
                     *           "updated": 1795529600,
                     *           "completed_at": 1795529600,
                     *           "reverted_at": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description The type of the object: a page of a list.
                         * @constant
                         */
                        object: "list";
                        /**
                         * @description The path of the list.
                         * @example /v1/customers
                         */
                        url: string;
                        /**
                         * @description Whether the list goes on in the direction you are paging.
                         * @example false
                         */
                        has_more: boolean;
                        /** @description The page's objects, newest first. */
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
                 * response (24 hours). A dry run (`dry_run=true`) needs none.
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
                /**
                 * @example {
                 *       "objects": [
                 *         {
                 *           "id": "cus_nxs25id81Qy4zQzzatb50S5I",
                 *           "local_ref": "C-1001"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The objects to claim, each once; an object is claimable once what it references is
                     * imported or in the batch.
                     */
                    objects: {
                        /**
                         * @description A pending object's id.
                         * @example cus_nxs25id81Qy4zQzzatb50S5I
                         */
                        id: string;
                        /**
                         * @description The merchant's own id for it: given for every object, the batch imports at once.
                         * @example C-1001
                         */
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
                    /**
                     * @example {
                     *       "id": "imb_uDOXHmFPkOUPhcO029Gg5sny",
                     *       "object": "import_batch",
                     *       "status": "completed",
                     *       "counts": {
                     *         "customer": 2,
                     *         "supplier": 0,
                     *         "category": 0,
                     *         "product": 0,
                     *         "expense": 0,
                     *         "revenue": 0,
                     *         "refund": 0
                     *       },
                     *       "created": 1795529600,
                     *       "updated": 1795529600,
                     *       "completed_at": 1795529600,
                     *       "reverted_at": null
                     *     }
                     */
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
                /**
                 * @description The import_batch's id.
                 * @example imb_uDOXHmFPkOUPhcO029Gg5sny
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "local_refs": {
                 *         "cus_nxs25id81Qy4zQzzatb50S5I": "C-1001"
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The merchant's own id for each object of the batch, by object id: every object, and
                     * no other.
                     * @example {
                     *       "cus_nxs25id81Qy4zQzzatb50S5I": "C-1001"
                     *     }
                     */
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
                    /**
                     * @example {
                     *       "id": "imb_uDOXHmFPkOUPhcO029Gg5sny",
                     *       "object": "import_batch",
                     *       "status": "completed",
                     *       "counts": {
                     *         "customer": 2,
                     *         "supplier": 0,
                     *         "category": 0,
                     *         "product": 0,
                     *         "expense": 0,
                     *         "revenue": 0,
                     *         "refund": 0
                     *       },
                     *       "created": 1795529600,
                     *       "updated": 1795529600,
                     *       "completed_at": 1795529600,
                     *       "reverted_at": null
                     *     }
                     */
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
                /**
                 * @description The import_batch's id.
                 * @example imb_uDOXHmFPkOUPhcO029Gg5sny
                 */
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
                    /**
                     * @example {
                     *       "id": "imb_uDOXHmFPkOUPhcO029Gg5sny",
                     *       "object": "import_batch",
                     *       "status": "reverted",
                     *       "counts": {
                     *         "customer": 2,
                     *         "supplier": 0,
                     *         "category": 0,
                     *         "product": 0,
                     *         "expense": 0,
                     *         "revenue": 0,
                     *         "refund": 0
                     *       },
                     *       "created": 1795529600,
                     *       "updated": 1795529600,
                     *       "completed_at": 1795529600,
                     *       "reverted_at": 1795529600
                     *     }
                     */
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
                /**
                 * @description The import_batch's id.
                 * @example imb_uDOXHmFPkOUPhcO029Gg5sny
                 */
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
                    /**
                     * @example {
                     *       "id": "imb_uDOXHmFPkOUPhcO029Gg5sny",
                     *       "object": "import_batch",
                     *       "status": "completed",
                     *       "counts": {
                     *         "customer": 2,
                     *         "supplier": 0,
                     *         "category": 0,
                     *         "product": 0,
                     *         "expense": 0,
                     *         "revenue": 0,
                     *         "refund": 0
                     *       },
                     *       "created": 1795529600,
                     *       "updated": 1795529600,
                     *       "completed_at": 1795529600,
                     *       "reverted_at": null
                     *     }
                     */
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
                /**
                 * @description The customer's id.
                 * @example cus_nxs25id81Qy4zQzzatb50S5I
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "Already in the books as SUP-0042.",
                 *       "reason_code": "duplicate",
                 *       "field": "reference",
                 *       "detail": "Invoice RE-2041 is booked as 2026-0311."
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Why, in words, for the integrator.
                     * @example Already in the books as SUP-0042.
                     */
                    reason?: string | null;
                    /**
                     * @description Why, for code to act on (docs/declines.md, "The catalogue"); other by default.
                     * @example duplicate
                     * @enum {string}
                     */
                    reason_code?: "duplicate"
                        | "invalid_data"
                        | "missing_reference"
                        | "name_in_use"
                        | "period_locked"
                        | "not_wanted"
                        | "other";
                    /**
                     * @description The field at fault, in the API's names (dots between levels:
                     * `line_items.2.tax_amount`).
                     */
                    field?: (string | null) | "";
                    /** @description What the importer says of it, for people; shown as sent and never interpreted. */
                    detail?: (string | null) | "";
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
                    /**
                     * @example {
                     *       "id": "cus_nxs25id81Qy4zQzzatb50S5I",
                     *       "object": "customer",
                     *       "name": "Ada Lovelace",
                     *       "email": "ada@example.com",
                     *       "phone": "+49 30 1234567",
                     *       "company": "Analytical Engines Ltd",
                     *       "tax_number": "DE123456789",
                     *       "address_line1": "Friedrichstraße 68",
                     *       "address_line2": "3rd floor",
                     *       "city": "Berlin",
                     *       "state": "Berlin",
                     *       "postal_code": "10117",
                     *       "country": "DE",
                     *       "notes": "Prefers invoices by email.",
                     *       "metadata": {
                     *         "order_id": "1001"
                     *       },
                     *       "import": {
                     *         "status": "rejected",
                     *         "batch": null,
                     *         "imported_at": null,
                     *         "local_ref": null,
                     *         "rejection": {
                     *           "code": "duplicate",
                     *           "reason": "Already in the books.",
                     *           "by": "merchant",
                     *           "field": "reference",
                     *           "detail": "Invoice RE-2041 is booked as 2026-0311.",
                     *           "actor": "integration",
                     *           "retryable": {
                     *             "possible": false,
                     *             "after": null
                     *           },
                     *           "messages": {
                     *             "en": "The books already hold this record, so it was not imported a second time.",
                     * "de": "Dieser Datensatz ist bereits in der Buchhaltung erfasst und wurde daher nicht ein zweites
                     * Mal importiert."
                     *           },
                     *           "doc_url": "/docs/guides/declines#duplicate"
                     *         }
                     *       },
                     *       "books_check": "checked",
                     *       "books_warnings": [
                     *         {
                     *           "code": "name_in_use",
                     *           "field": "name",
                     *           "message": "The merchant's books already use this name for a customer.",
                     *           "books_read_at": 1795529600
                     *         }
                     *       ],
                     *       "created": 1795529600,
                     *       "updated": 1795529600
                     *     }
                     */
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
                /**
                 * @description The supplier's id.
                 * @example sup_OkceymdrvC1ISBKnF8zZREA9
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "Already in the books as SUP-0042.",
                 *       "reason_code": "duplicate",
                 *       "field": "reference",
                 *       "detail": "Invoice RE-2041 is booked as 2026-0311."
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Why, in words, for the integrator.
                     * @example Already in the books as SUP-0042.
                     */
                    reason?: string | null;
                    /**
                     * @description Why, for code to act on (docs/declines.md, "The catalogue"); other by default.
                     * @example duplicate
                     * @enum {string}
                     */
                    reason_code?: "duplicate"
                        | "invalid_data"
                        | "missing_reference"
                        | "name_in_use"
                        | "period_locked"
                        | "not_wanted"
                        | "other";
                    /**
                     * @description The field at fault, in the API's names (dots between levels:
                     * `line_items.2.tax_amount`).
                     */
                    field?: (string | null) | "";
                    /** @description What the importer says of it, for people; shown as sent and never interpreted. */
                    detail?: (string | null) | "";
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
                    /**
                     * @example {
                     *       "id": "sup_OkceymdrvC1ISBKnF8zZREA9",
                     *       "object": "supplier",
                     *       "name": "Paper Co GmbH",
                     *       "email": "billing@paper.example.com",
                     *       "phone": "+49 30 1234567",
                     *       "tax_number": "DE123456789",
                     *       "address_line1": "Friedrichstraße 68",
                     *       "address_line2": "3rd floor",
                     *       "city": "Berlin",
                     *       "state": "Berlin",
                     *       "postal_code": "10117",
                     *       "country": "DE",
                     *       "notes": "Prefers invoices by email.",
                     *       "website": "https://paper.example.com",
                     *       "metadata": {
                     *         "order_id": "1001"
                     *       },
                     *       "import": {
                     *         "status": "rejected",
                     *         "batch": null,
                     *         "imported_at": null,
                     *         "local_ref": null,
                     *         "rejection": {
                     *           "code": "duplicate",
                     *           "reason": "Already in the books.",
                     *           "by": "merchant",
                     *           "field": "reference",
                     *           "detail": "Invoice RE-2041 is booked as 2026-0311.",
                     *           "actor": "integration",
                     *           "retryable": {
                     *             "possible": false,
                     *             "after": null
                     *           },
                     *           "messages": {
                     *             "en": "The books already hold this record, so it was not imported a second time.",
                     * "de": "Dieser Datensatz ist bereits in der Buchhaltung erfasst und wurde daher nicht ein zweites
                     * Mal importiert."
                     *           },
                     *           "doc_url": "/docs/guides/declines#duplicate"
                     *         }
                     *       },
                     *       "books_check": "checked",
                     *       "books_warnings": [
                     *         {
                     *           "code": "name_in_use",
                     *           "field": "name",
                     *           "message": "The merchant's books already use this name for a customer.",
                     *           "books_read_at": 1795529600
                     *         }
                     *       ],
                     *       "created": 1795529600,
                     *       "updated": 1795529600
                     *     }
                     */
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
                /**
                 * @description The category's id.
                 * @example cat_vz56sWZ0tWSqqXIo0UEpH70W
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "Already in the books as SUP-0042.",
                 *       "reason_code": "duplicate",
                 *       "field": "reference",
                 *       "detail": "Invoice RE-2041 is booked as 2026-0311."
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Why, in words, for the integrator.
                     * @example Already in the books as SUP-0042.
                     */
                    reason?: string | null;
                    /**
                     * @description Why, for code to act on (docs/declines.md, "The catalogue"); other by default.
                     * @example duplicate
                     * @enum {string}
                     */
                    reason_code?: "duplicate"
                        | "invalid_data"
                        | "missing_reference"
                        | "name_in_use"
                        | "period_locked"
                        | "not_wanted"
                        | "other";
                    /**
                     * @description The field at fault, in the API's names (dots between levels:
                     * `line_items.2.tax_amount`).
                     */
                    field?: (string | null) | "";
                    /** @description What the importer says of it, for people; shown as sent and never interpreted. */
                    detail?: (string | null) | "";
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
                    /**
                     * @example {
                     *       "id": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                     *       "object": "category",
                     *       "name": "Office supplies",
                     *       "kind": "expense",
                     *       "parent": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                     *       "description": "Paper, toner and small items for the office.",
                     *       "metadata": {
                     *         "order_id": "1001"
                     *       },
                     *       "import": {
                     *         "status": "rejected",
                     *         "batch": null,
                     *         "imported_at": null,
                     *         "local_ref": null,
                     *         "rejection": {
                     *           "code": "duplicate",
                     *           "reason": "Already in the books.",
                     *           "by": "merchant",
                     *           "field": "reference",
                     *           "detail": "Invoice RE-2041 is booked as 2026-0311.",
                     *           "actor": "integration",
                     *           "retryable": {
                     *             "possible": false,
                     *             "after": null
                     *           },
                     *           "messages": {
                     *             "en": "The books already hold this record, so it was not imported a second time.",
                     * "de": "Dieser Datensatz ist bereits in der Buchhaltung erfasst und wurde daher nicht ein zweites
                     * Mal importiert."
                     *           },
                     *           "doc_url": "/docs/guides/declines#duplicate"
                     *         }
                     *       },
                     *       "books_check": "checked",
                     *       "books_warnings": [
                     *         {
                     *           "code": "name_in_use",
                     *           "field": "name",
                     *           "message": "The merchant's books already use this name for a customer.",
                     *           "books_read_at": 1795529600
                     *         }
                     *       ],
                     *       "created": 1795529600,
                     *       "updated": 1795529600
                     *     }
                     */
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
                /**
                 * @description The product's id.
                 * @example prd_2jLvZshIIRBy1hDw0IBXrGLH
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "Already in the books as SUP-0042.",
                 *       "reason_code": "duplicate",
                 *       "field": "reference",
                 *       "detail": "Invoice RE-2041 is booked as 2026-0311."
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Why, in words, for the integrator.
                     * @example Already in the books as SUP-0042.
                     */
                    reason?: string | null;
                    /**
                     * @description Why, for code to act on (docs/declines.md, "The catalogue"); other by default.
                     * @example duplicate
                     * @enum {string}
                     */
                    reason_code?: "duplicate"
                        | "invalid_data"
                        | "missing_reference"
                        | "name_in_use"
                        | "period_locked"
                        | "not_wanted"
                        | "other";
                    /**
                     * @description The field at fault, in the API's names (dots between levels:
                     * `line_items.2.tax_amount`).
                     */
                    field?: (string | null) | "";
                    /** @description What the importer says of it, for people; shown as sent and never interpreted. */
                    detail?: (string | null) | "";
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
                    /**
                     * @example {
                     *       "id": "prd_2jLvZshIIRBy1hDw0IBXrGLH",
                     *       "object": "product",
                     *       "name": "Widget",
                     *       "sku": "WID-001",
                     *       "description": "A blue widget, boxed.",
                     *       "unit": "piece",
                     *       "unit_amount": 1999,
                     *       "currency": "EUR",
                     *       "tax_rate": 19,
                     *       "category": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                     *       "metadata": {
                     *         "order_id": "1001"
                     *       },
                     *       "import": {
                     *         "status": "rejected",
                     *         "batch": null,
                     *         "imported_at": null,
                     *         "local_ref": null,
                     *         "rejection": {
                     *           "code": "duplicate",
                     *           "reason": "Already in the books.",
                     *           "by": "merchant",
                     *           "field": "reference",
                     *           "detail": "Invoice RE-2041 is booked as 2026-0311.",
                     *           "actor": "integration",
                     *           "retryable": {
                     *             "possible": false,
                     *             "after": null
                     *           },
                     *           "messages": {
                     *             "en": "The books already hold this record, so it was not imported a second time.",
                     * "de": "Dieser Datensatz ist bereits in der Buchhaltung erfasst und wurde daher nicht ein zweites
                     * Mal importiert."
                     *           },
                     *           "doc_url": "/docs/guides/declines#duplicate"
                     *         }
                     *       },
                     *       "books_check": "checked",
                     *       "books_warnings": [
                     *         {
                     *           "code": "name_in_use",
                     *           "field": "name",
                     *           "message": "The merchant's books already use this name for a customer.",
                     *           "books_read_at": 1795529600
                     *         }
                     *       ],
                     *       "created": 1795529600,
                     *       "updated": 1795529600
                     *     }
                     */
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
                /**
                 * @description The expense's id.
                 * @example exp_7nQZbDwhnomVGeysE6fUuQTD
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "Already in the books as SUP-0042.",
                 *       "reason_code": "duplicate",
                 *       "field": "reference",
                 *       "detail": "Invoice RE-2041 is booked as 2026-0311."
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Why, in words, for the integrator.
                     * @example Already in the books as SUP-0042.
                     */
                    reason?: string | null;
                    /**
                     * @description Why, for code to act on (docs/declines.md, "The catalogue"); other by default.
                     * @example duplicate
                     * @enum {string}
                     */
                    reason_code?: "duplicate"
                        | "invalid_data"
                        | "missing_reference"
                        | "name_in_use"
                        | "period_locked"
                        | "not_wanted"
                        | "other";
                    /**
                     * @description The field at fault, in the API's names (dots between levels:
                     * `line_items.2.tax_amount`).
                     */
                    field?: (string | null) | "";
                    /** @description What the importer says of it, for people; shown as sent and never interpreted. */
                    detail?: (string | null) | "";
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
                    /**
                     * @example {
                     *       "id": "exp_7nQZbDwhnomVGeysE6fUuQTD",
                     *       "object": "expense",
                     *       "description": "Printer paper, 10 reams",
                     *       "amount": 4990,
                     *       "currency": "EUR",
                     *       "tax_amount": 797,
                     *       "occurred_on": "2026-11-20",
                     *       "supplier": "sup_OkceymdrvC1ISBKnF8zZREA9",
                     *       "category": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                     *       "payment_method": "card",
                     *       "reference": "INV-2026-0042",
                     *       "notes": "Ordered for the new office.",
                     *       "metadata": {
                     *         "order_id": "1001"
                     *       },
                     *       "import": {
                     *         "status": "rejected",
                     *         "batch": null,
                     *         "imported_at": null,
                     *         "local_ref": null,
                     *         "rejection": {
                     *           "code": "duplicate",
                     *           "reason": "Already in the books.",
                     *           "by": "merchant",
                     *           "field": "reference",
                     *           "detail": "Invoice RE-2041 is booked as 2026-0311.",
                     *           "actor": "integration",
                     *           "retryable": {
                     *             "possible": false,
                     *             "after": null
                     *           },
                     *           "messages": {
                     *             "en": "The books already hold this record, so it was not imported a second time.",
                     * "de": "Dieser Datensatz ist bereits in der Buchhaltung erfasst und wurde daher nicht ein zweites
                     * Mal importiert."
                     *           },
                     *           "doc_url": "/docs/guides/declines#duplicate"
                     *         }
                     *       },
                     *       "books_check": "checked",
                     *       "books_warnings": [
                     *         {
                     *           "code": "name_in_use",
                     *           "field": "name",
                     *           "message": "The merchant's books already use this name for a customer.",
                     *           "books_read_at": 1795529600
                     *         }
                     *       ],
                     *       "created": 1795529600,
                     *       "updated": 1795529600
                     *     }
                     */
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
                /**
                 * @description The revenue's id.
                 * @example rev_qwjRswQ65HmI5C9kpB3krj42
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "Already in the books as SUP-0042.",
                 *       "reason_code": "duplicate",
                 *       "field": "reference",
                 *       "detail": "Invoice RE-2041 is booked as 2026-0311."
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Why, in words, for the integrator.
                     * @example Already in the books as SUP-0042.
                     */
                    reason?: string | null;
                    /**
                     * @description Why, for code to act on (docs/declines.md, "The catalogue"); other by default.
                     * @example duplicate
                     * @enum {string}
                     */
                    reason_code?: "duplicate"
                        | "invalid_data"
                        | "missing_reference"
                        | "name_in_use"
                        | "period_locked"
                        | "not_wanted"
                        | "other";
                    /**
                     * @description The field at fault, in the API's names (dots between levels:
                     * `line_items.2.tax_amount`).
                     */
                    field?: (string | null) | "";
                    /** @description What the importer says of it, for people; shown as sent and never interpreted. */
                    detail?: (string | null) | "";
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
                    /**
                     * @example {
                     *       "id": "rev_qwjRswQ65HmI5C9kpB3krj42",
                     *       "object": "revenue",
                     *       "description": "Order #1001",
                     *       "amount": 5997,
                     *       "currency": "EUR",
                     *       "tax_amount": 957,
                     *       "discount_amount": 500,
                     *       "fee_amount": 174,
                     *       "occurred_on": "2026-11-21",
                     *       "customer": "cus_nxs25id81Qy4zQzzatb50S5I",
                     *       "category": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                     *       "payment_method": "paypal",
                     *       "reference": "1001",
                     *       "notes": "Gift wrapped.",
                     *       "metadata": {
                     *         "order_id": "1001"
                     *       },
                     *       "import": {
                     *         "status": "rejected",
                     *         "batch": null,
                     *         "imported_at": null,
                     *         "local_ref": null,
                     *         "rejection": {
                     *           "code": "duplicate",
                     *           "reason": "Already in the books.",
                     *           "by": "merchant",
                     *           "field": "reference",
                     *           "detail": "Invoice RE-2041 is booked as 2026-0311.",
                     *           "actor": "integration",
                     *           "retryable": {
                     *             "possible": false,
                     *             "after": null
                     *           },
                     *           "messages": {
                     *             "en": "The books already hold this record, so it was not imported a second time.",
                     * "de": "Dieser Datensatz ist bereits in der Buchhaltung erfasst und wurde daher nicht ein zweites
                     * Mal importiert."
                     *           },
                     *           "doc_url": "/docs/guides/declines#duplicate"
                     *         }
                     *       },
                     *       "books_check": "checked",
                     *       "books_warnings": [
                     *         {
                     *           "code": "name_in_use",
                     *           "field": "name",
                     *           "message": "The merchant's books already use this name for a customer.",
                     *           "books_read_at": 1795529600
                     *         }
                     *       ],
                     *       "created": 1795529600,
                     *       "updated": 1795529600
                     *     }
                     */
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
                /**
                 * @description The refund's id.
                 * @example re_WK2dfhHaQ5xP7sS2Kk0EyGcQ
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "Already in the books as SUP-0042.",
                 *       "reason_code": "duplicate",
                 *       "field": "reference",
                 *       "detail": "Invoice RE-2041 is booked as 2026-0311."
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Why, in words, for the integrator.
                     * @example Already in the books as SUP-0042.
                     */
                    reason?: string | null;
                    /**
                     * @description Why, for code to act on (docs/declines.md, "The catalogue"); other by default.
                     * @example duplicate
                     * @enum {string}
                     */
                    reason_code?: "duplicate"
                        | "invalid_data"
                        | "missing_reference"
                        | "name_in_use"
                        | "period_locked"
                        | "not_wanted"
                        | "other";
                    /**
                     * @description The field at fault, in the API's names (dots between levels:
                     * `line_items.2.tax_amount`).
                     */
                    field?: (string | null) | "";
                    /** @description What the importer says of it, for people; shown as sent and never interpreted. */
                    detail?: (string | null) | "";
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
                    /**
                     * @example {
                     *       "id": "re_WK2dfhHaQ5xP7sS2Kk0EyGcQ",
                     *       "object": "refund",
                     *       "revenue": "rev_qwjRswQ65HmI5C9kpB3krj42",
                     *       "amount": 1999,
                     *       "currency": "EUR",
                     *       "reason": "Returned within 14 days",
                     *       "occurred_on": "2026-11-23",
                     *       "reference": "CN-2026-0007",
                     *       "metadata": {
                     *         "order_id": "1001"
                     *       },
                     *       "import": {
                     *         "status": "rejected",
                     *         "batch": null,
                     *         "imported_at": null,
                     *         "local_ref": null,
                     *         "rejection": {
                     *           "code": "duplicate",
                     *           "reason": "Already in the books.",
                     *           "by": "merchant",
                     *           "field": "reference",
                     *           "detail": "Invoice RE-2041 is booked as 2026-0311.",
                     *           "actor": "integration",
                     *           "retryable": {
                     *             "possible": false,
                     *             "after": null
                     *           },
                     *           "messages": {
                     *             "en": "The books already hold this record, so it was not imported a second time.",
                     * "de": "Dieser Datensatz ist bereits in der Buchhaltung erfasst und wurde daher nicht ein zweites
                     * Mal importiert."
                     *           },
                     *           "doc_url": "/docs/guides/declines#duplicate"
                     *         }
                     *       },
                     *       "books_check": "checked",
                     *       "books_warnings": [
                     *         {
                     *           "code": "name_in_use",
                     *           "field": "name",
                     *           "message": "The merchant's books already use this name for a customer.",
                     *           "books_read_at": 1795529600
                     *         }
                     *       ],
                     *       "created": 1795529600,
                     *       "updated": 1795529600
                     *     }
                     */
                    "application/json": components["schemas"]["Refund"];
                };
            };
        };
    };
    "reasonCodes.list": {
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
                    /**
                     * @example {
                     *       "object": "list",
                     *       "url": "/v1/reason_codes",
                     *       "has_more": false,
                     *       "data": [
                     *         {
                     *           "id": "duplicate",
                     *           "object": "reason_code",
                     *           "actor": "integration",
                     *           "retryable": {
                     *             "possible": false,
                     *             "after": null
                     *           },
                     *           "messages": {
                     *             "en": "The books already hold this record, so it was not imported a second time.",
                     * "de": "Dieser Datensatz ist bereits in der Buchhaltung erfasst und wurde daher nicht ein zweites
                     * Mal importiert."
                     *           },
                     *           "doc_url": "/docs/guides/declines#duplicate"
                     *         },
                     *         {
                     *           "id": "invalid_data",
                     *           "object": "reason_code",
                     *           "actor": "integration",
                     *           "retryable": {
                     *             "possible": true,
                     *             "after": "data_fixed"
                     *           },
                     *           "messages": {
                     * "en": "A value is wrong or cannot be used in the books. Correct it in the original record, then
                     * send it again.",
                     * "de": "Ein Wert ist falsch oder in der Buchhaltung nicht verwendbar. Korrigieren Sie ihn im
                     * ursprünglichen Datensatz und senden Sie ihn dann erneut."
                     *           },
                     *           "doc_url": "/docs/guides/declines#invalid_data"
                     *         },
                     *         {
                     *           "id": "missing_reference",
                     *           "object": "reason_code",
                     *           "actor": "integration",
                     *           "retryable": {
                     *             "possible": true,
                     *             "after": "reference_imported"
                     *           },
                     *           "messages": {
                     * "en": "Something this record refers to (a customer, supplier, category or product) is not in the
                     * books. Send that first, then send this again.",
                     * "de": "Etwas, worauf dieser Datensatz verweist (ein Kunde, Lieferant, eine Kategorie oder ein
                     * Artikel), fehlt in der Buchhaltung. Senden Sie das zuerst und danach diesen Datensatz erneut."
                     *           },
                     *           "doc_url": "/docs/guides/declines#missing_reference"
                     *         },
                     *         {
                     *           "id": "name_in_use",
                     *           "object": "reason_code",
                     *           "actor": "integration",
                     *           "retryable": {
                     *             "possible": true,
                     *             "after": "data_fixed"
                     *           },
                     *           "messages": {
                     * "en": "The books already hold another record with this name. Give it a name that tells them
                     * apart, or link it to the existing record.",
                     * "de": "In der Buchhaltung gibt es bereits einen anderen Datensatz mit diesem Namen. Geben Sie ihm
                     * einen unterscheidbaren Namen oder verknüpfen Sie ihn mit dem vorhandenen Datensatz."
                     *           },
                     *           "doc_url": "/docs/guides/declines#name_in_use"
                     *         },
                     *         {
                     *           "id": "period_locked",
                     *           "object": "reason_code",
                     *           "actor": "accountant",
                     *           "retryable": {
                     *             "possible": true,
                     *             "after": "period_reopened"
                     *           },
                     *           "messages": {
                     * "en": "The record's date falls in a closed accounting period. Only the accountant can reopen the
                     * period; otherwise book a correction in an open period.",
                     * "de": "Das Datum dieses Datensatzes liegt in einem abgeschlossenen Buchungszeitraum. Nur die
                     * Steuerberatung kann den Zeitraum wieder öffnen; andernfalls buchen Sie eine Korrektur in einem
                     * offenen Zeitraum."
                     *           },
                     *           "doc_url": "/docs/guides/declines#period_locked"
                     *         },
                     *         {
                     *           "id": "not_wanted",
                     *           "object": "reason_code",
                     *           "actor": "merchant",
                     *           "retryable": {
                     *             "possible": false,
                     *             "after": null
                     *           },
                     *           "messages": {
                     * "en": "The business does not keep records like this in its books. It will not be imported; stop
                     * sending records like it.",
                     * "de": "Das Unternehmen führt solche Datensätze nicht in seiner Buchhaltung. Dieser Datensatz wird
                     * nicht importiert; senden Sie solche Datensätze nicht mehr."
                     *           },
                     *           "doc_url": "/docs/guides/declines#not_wanted"
                     *         },
                     *         {
                     *           "id": "other",
                     *           "object": "reason_code",
                     *           "actor": "merchant",
                     *           "retryable": {
                     *             "possible": true,
                     *             "after": "merchant_agreed"
                     *           },
                     *           "messages": {
                     * "en": "Declined for another reason: see the reason given. Clear it with the business before
                     * sending it again.",
                     * "de": "Aus einem anderen Grund abgelehnt: siehe die angegebene Begründung. Klären Sie dies mit
                     * dem Unternehmen, bevor Sie den Datensatz erneut senden."
                     *           },
                     *           "doc_url": "/docs/guides/declines#other"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description The type of the object: a page of a list.
                         * @constant
                         */
                        object: "list";
                        /**
                         * @description The path of the list.
                         * @example /v1/customers
                         */
                        url: string;
                        /**
                         * @description Whether the list goes on in the direction you are paging.
                         * @example false
                         */
                        has_more: boolean;
                        /** @description The page's objects, newest first. */
                        data: components["schemas"]["ReasonCode"][];
                    };
                };
            };
        };
    };
    "books.retrieve": {
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
                    /**
                     * @example {
                     *       "object": "books",
                     *       "version": 3,
                     *       "read_at": 1795529600,
                     *       "checks": "warn",
                     *       "name_rules": {
                     *         "case_insensitive": true,
                     *         "trim": true,
                     *         "shared": [
                     *           [
                     *             "customers",
                     *             "suppliers"
                     *           ]
                     *         ]
                     *       },
                     *       "closed_through": "2026-06-30",
                     *       "currencies": [
                     *         "EUR",
                     *         "USD"
                     *       ],
                     *       "tax_rates": [
                     *         0,
                     *         7,
                     *         19
                     *       ],
                     *       "counts": {
                     *         "names": {
                     *           "customers": 120,
                     *           "suppliers": 120,
                     *           "products": 120,
                     *           "categories": 120
                     *         },
                     *         "references": {
                     *           "expenses": 120,
                     *           "revenue": 120,
                     *           "refunds": 120
                     *         }
                     *       },
                     *       "updated": 1795529600
                     *     }
                     */
                    "application/json": components["schemas"]["Books"];
                };
            };
        };
    };
    "books.replace": {
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
                /**
                 * @example {
                 *       "names": {
                 *         "customers": [
                 *           "Acme GmbH"
                 *         ],
                 *         "suppliers": [
                 *           "Acme GmbH"
                 *         ],
                 *         "products": [
                 *           "Acme GmbH"
                 *         ],
                 *         "categories": [
                 *           "Acme GmbH"
                 *         ]
                 *       },
                 *       "references": {
                 *         "expenses": [
                 *           "INV-2026-0042"
                 *         ],
                 *         "revenue": [
                 *           "INV-2026-0042"
                 *         ],
                 *         "refunds": [
                 *           "INV-2026-0042"
                 *         ]
                 *       },
                 *       "currencies": [
                 *         "EUR"
                 *       ],
                 *       "tax_rates": [
                 *         19
                 *       ],
                 *       "name_rules": {
                 *         "case_insensitive": true,
                 *         "trim": true,
                 *         "shared": [
                 *           [
                 *             "customers",
                 *             "suppliers"
                 *           ]
                 *         ]
                 *       },
                 *       "closed_through": "2026-06-30",
                 *       "read_at": 1795529600,
                 *       "checks": "warn"
                 *     }
                 */
                "application/json": {
                    /** @description The names in use per type. */
                    names?: {
                        /**
                         * @description The customers names in use in the books, inactive ones included.
                         * @example [
                         *       "Acme GmbH"
                         *     ]
                         */
                        customers?: string[];
                        /**
                         * @description The suppliers names in use in the books, inactive ones included.
                         * @example [
                         *       "Acme GmbH"
                         *     ]
                         */
                        suppliers?: string[];
                        /**
                         * @description The products names in use in the books, inactive ones included.
                         * @example [
                         *       "Acme GmbH"
                         *     ]
                         */
                        products?: string[];
                        /**
                         * @description The categories names in use in the books, inactive ones included.
                         * @example [
                         *       "Acme GmbH"
                         *     ]
                         */
                        categories?: string[];
                    };
                    /** @description The document numbers (`reference`) already booked per type. */
                    references?: {
                        /**
                         * @description The document numbers of expenses already booked.
                         * @example [
                         *       "INV-2026-0042"
                         *     ]
                         */
                        expenses?: string[];
                        /**
                         * @description The document numbers of revenue already booked.
                         * @example [
                         *       "INV-2026-0042"
                         *     ]
                         */
                        revenue?: string[];
                        /**
                         * @description The document numbers of refunds already booked.
                         * @example [
                         *       "INV-2026-0042"
                         *     ]
                         */
                        refunds?: string[];
                    };
                    /**
                     * @description The currencies the books hold (ISO 4217).
                     * @example [
                     *       "EUR"
                     *     ]
                     */
                    currencies?: ("AED"
                        | "aed"
                        | "AFN"
                        | "afn"
                        | "ALL"
                        | "all"
                        | "AMD"
                        | "amd"
                        | "ANG"
                        | "ang"
                        | "AOA"
                        | "aoa"
                        | "ARS"
                        | "ars"
                        | "AUD"
                        | "aud"
                        | "AWG"
                        | "awg"
                        | "AZN"
                        | "azn"
                        | "BAM"
                        | "bam"
                        | "BBD"
                        | "bbd"
                        | "BDT"
                        | "bdt"
                        | "BGN"
                        | "bgn"
                        | "BHD"
                        | "bhd"
                        | "BIF"
                        | "bif"
                        | "BMD"
                        | "bmd"
                        | "BND"
                        | "bnd"
                        | "BOB"
                        | "bob"
                        | "BRL"
                        | "brl"
                        | "BSD"
                        | "bsd"
                        | "BTN"
                        | "btn"
                        | "BWP"
                        | "bwp"
                        | "BYN"
                        | "byn"
                        | "BZD"
                        | "bzd"
                        | "CAD"
                        | "cad"
                        | "CDF"
                        | "cdf"
                        | "CHF"
                        | "chf"
                        | "CLP"
                        | "clp"
                        | "CNY"
                        | "cny"
                        | "COP"
                        | "cop"
                        | "CRC"
                        | "crc"
                        | "CUC"
                        | "cuc"
                        | "CUP"
                        | "cup"
                        | "CVE"
                        | "cve"
                        | "CZK"
                        | "czk"
                        | "DJF"
                        | "djf"
                        | "DKK"
                        | "dkk"
                        | "DOP"
                        | "dop"
                        | "DZD"
                        | "dzd"
                        | "EGP"
                        | "egp"
                        | "ERN"
                        | "ern"
                        | "ETB"
                        | "etb"
                        | "EUR"
                        | "eur"
                        | "FJD"
                        | "fjd"
                        | "FKP"
                        | "fkp"
                        | "GBP"
                        | "gbp"
                        | "GEL"
                        | "gel"
                        | "GHS"
                        | "ghs"
                        | "GIP"
                        | "gip"
                        | "GMD"
                        | "gmd"
                        | "GNF"
                        | "gnf"
                        | "GTQ"
                        | "gtq"
                        | "GYD"
                        | "gyd"
                        | "HKD"
                        | "hkd"
                        | "HNL"
                        | "hnl"
                        | "HRK"
                        | "hrk"
                        | "HTG"
                        | "htg"
                        | "HUF"
                        | "huf"
                        | "IDR"
                        | "idr"
                        | "ILS"
                        | "ils"
                        | "INR"
                        | "inr"
                        | "IQD"
                        | "iqd"
                        | "IRR"
                        | "irr"
                        | "ISK"
                        | "isk"
                        | "JMD"
                        | "jmd"
                        | "JOD"
                        | "jod"
                        | "JPY"
                        | "jpy"
                        | "KES"
                        | "kes"
                        | "KGS"
                        | "kgs"
                        | "KHR"
                        | "khr"
                        | "KMF"
                        | "kmf"
                        | "KPW"
                        | "kpw"
                        | "KRW"
                        | "krw"
                        | "KWD"
                        | "kwd"
                        | "KYD"
                        | "kyd"
                        | "KZT"
                        | "kzt"
                        | "LAK"
                        | "lak"
                        | "LBP"
                        | "lbp"
                        | "LKR"
                        | "lkr"
                        | "LRD"
                        | "lrd"
                        | "LSL"
                        | "lsl"
                        | "LYD"
                        | "lyd"
                        | "MAD"
                        | "mad"
                        | "MDL"
                        | "mdl"
                        | "MGA"
                        | "mga"
                        | "MKD"
                        | "mkd"
                        | "MMK"
                        | "mmk"
                        | "MNT"
                        | "mnt"
                        | "MOP"
                        | "mop"
                        | "MRU"
                        | "mru"
                        | "MUR"
                        | "mur"
                        | "MVR"
                        | "mvr"
                        | "MWK"
                        | "mwk"
                        | "MXN"
                        | "mxn"
                        | "MYR"
                        | "myr"
                        | "MZN"
                        | "mzn"
                        | "NAD"
                        | "nad"
                        | "NGN"
                        | "ngn"
                        | "NIO"
                        | "nio"
                        | "NOK"
                        | "nok"
                        | "NPR"
                        | "npr"
                        | "NZD"
                        | "nzd"
                        | "OMR"
                        | "omr"
                        | "PAB"
                        | "pab"
                        | "PEN"
                        | "pen"
                        | "PGK"
                        | "pgk"
                        | "PHP"
                        | "php"
                        | "PKR"
                        | "pkr"
                        | "PLN"
                        | "pln"
                        | "PYG"
                        | "pyg"
                        | "QAR"
                        | "qar"
                        | "RON"
                        | "ron"
                        | "RSD"
                        | "rsd"
                        | "RUB"
                        | "rub"
                        | "RWF"
                        | "rwf"
                        | "SAR"
                        | "sar"
                        | "SBD"
                        | "sbd"
                        | "SCR"
                        | "scr"
                        | "SDG"
                        | "sdg"
                        | "SEK"
                        | "sek"
                        | "SGD"
                        | "sgd"
                        | "SHP"
                        | "shp"
                        | "SLE"
                        | "sle"
                        | "SLL"
                        | "sll"
                        | "SOS"
                        | "sos"
                        | "SRD"
                        | "srd"
                        | "SSP"
                        | "ssp"
                        | "STN"
                        | "stn"
                        | "SVC"
                        | "svc"
                        | "SYP"
                        | "syp"
                        | "SZL"
                        | "szl"
                        | "THB"
                        | "thb"
                        | "TJS"
                        | "tjs"
                        | "TMT"
                        | "tmt"
                        | "TND"
                        | "tnd"
                        | "TOP"
                        | "top"
                        | "TRY"
                        | "try"
                        | "TTD"
                        | "ttd"
                        | "TWD"
                        | "twd"
                        | "TZS"
                        | "tzs"
                        | "UAH"
                        | "uah"
                        | "UGX"
                        | "ugx"
                        | "USD"
                        | "usd"
                        | "UYU"
                        | "uyu"
                        | "UZS"
                        | "uzs"
                        | "VES"
                        | "ves"
                        | "VND"
                        | "vnd"
                        | "VUV"
                        | "vuv"
                        | "WST"
                        | "wst"
                        | "XAF"
                        | "xaf"
                        | "XCD"
                        | "xcd"
                        | "XCG"
                        | "xcg"
                        | "XDR"
                        | "xdr"
                        | "XOF"
                        | "xof"
                        | "XPF"
                        | "xpf"
                        | "XSU"
                        | "xsu"
                        | "YER"
                        | "yer"
                        | "ZAR"
                        | "zar"
                        | "ZMW"
                        | "zmw"
                        | "ZWG"
                        | "zwg"
                        | "ZWL"
                        | "zwl")[];
                    /**
                     * @description The tax rates, in percent, products may use.
                     * @example [
                     *       19
                     *     ]
                     */
                    tax_rates?: number[];
                    /**
                     * @description How the books compare names; by default case-insensitive and trimmed, no shared
                     * namespace.
                     */
                    name_rules?: {
                        /**
                         * @description Whether the books take `Acme` and `ACME` for one name.
                         * @example true
                         */
                        case_insensitive: boolean;
                        /**
                         * @description Whether the books ignore spaces before and after a name.
                         * @example true
                         */
                        trim: boolean;
                        /**
                         * @description Types whose names share one namespace.
                         * @example [
                         *       [
                         *         "customers",
                         *         "suppliers"
                         *       ]
                         *     ]
                         */
                        shared: ("customers" | "suppliers" | "products" | "categories")[][];
                    };
                    /**
                     * Format: date
                     * @description The closing date: nothing on or before it may be booked; null for none.
                     * @example 2026-06-30
                     */
                    closed_through?: string | null;
                    /**
                     * @description When the importer read the books, in unix seconds.
                     * @example 1795529600
                     */
                    read_at: number;
                    /**
                     * @description What a create does with findings: warn (the default), refuse or off.
                     * @example warn
                     * @enum {string}
                     */
                    checks?: "warn" | "refuse" | "off";
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
                    /**
                     * @example {
                     *       "object": "books",
                     *       "version": 3,
                     *       "read_at": 1795529600,
                     *       "checks": "warn",
                     *       "name_rules": {
                     *         "case_insensitive": true,
                     *         "trim": true,
                     *         "shared": [
                     *           [
                     *             "customers",
                     *             "suppliers"
                     *           ]
                     *         ]
                     *       },
                     *       "closed_through": "2026-06-30",
                     *       "currencies": [
                     *         "EUR",
                     *         "USD"
                     *       ],
                     *       "tax_rates": [
                     *         0,
                     *         7,
                     *         19
                     *       ],
                     *       "counts": {
                     *         "names": {
                     *           "customers": 120,
                     *           "suppliers": 120,
                     *           "products": 120,
                     *           "categories": 120
                     *         },
                     *         "references": {
                     *           "expenses": 120,
                     *           "revenue": 120,
                     *           "refunds": 120
                     *         }
                     *       },
                     *       "updated": 1795529600
                     *     }
                     */
                    "application/json": components["schemas"]["Books"];
                };
            };
        };
    };
    "books.update": {
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
                /**
                 * @example {
                 *       "add": {
                 *         "names": {
                 *           "customers": [
                 *             "Acme GmbH"
                 *           ],
                 *           "suppliers": [
                 *             "Acme GmbH"
                 *           ],
                 *           "products": [
                 *             "Acme GmbH"
                 *           ],
                 *           "categories": [
                 *             "Acme GmbH"
                 *           ]
                 *         },
                 *         "references": {
                 *           "expenses": [
                 *             "INV-2026-0042"
                 *           ],
                 *           "revenue": [
                 *             "INV-2026-0042"
                 *           ],
                 *           "refunds": [
                 *             "INV-2026-0042"
                 *           ]
                 *         },
                 *         "currencies": [
                 *           "EUR"
                 *         ],
                 *         "tax_rates": [
                 *           19
                 *         ]
                 *       },
                 *       "remove": {
                 *         "names": {
                 *           "customers": [
                 *             "Acme GmbH"
                 *           ],
                 *           "suppliers": [
                 *             "Acme GmbH"
                 *           ],
                 *           "products": [
                 *             "Acme GmbH"
                 *           ],
                 *           "categories": [
                 *             "Acme GmbH"
                 *           ]
                 *         },
                 *         "references": {
                 *           "expenses": [
                 *             "INV-2026-0042"
                 *           ],
                 *           "revenue": [
                 *             "INV-2026-0042"
                 *           ],
                 *           "refunds": [
                 *             "INV-2026-0042"
                 *           ]
                 *         },
                 *         "currencies": [
                 *           "EUR"
                 *         ],
                 *         "tax_rates": [
                 *           19
                 *         ]
                 *       },
                 *       "closed_through": "2026-06-30",
                 *       "read_at": 1795529600,
                 *       "checks": "warn"
                 *     }
                 */
                "application/json": {
                    /** @description Names, references, currencies and tax rates to add. */
                    add?: {
                        /** @description The names in use per type. */
                        names?: {
                            /**
                             * @description The customers names in use in the books, inactive ones included.
                             * @example [
                             *       "Acme GmbH"
                             *     ]
                             */
                            customers?: string[];
                            /**
                             * @description The suppliers names in use in the books, inactive ones included.
                             * @example [
                             *       "Acme GmbH"
                             *     ]
                             */
                            suppliers?: string[];
                            /**
                             * @description The products names in use in the books, inactive ones included.
                             * @example [
                             *       "Acme GmbH"
                             *     ]
                             */
                            products?: string[];
                            /**
                             * @description The categories names in use in the books, inactive ones included.
                             * @example [
                             *       "Acme GmbH"
                             *     ]
                             */
                            categories?: string[];
                        };
                        /** @description The document numbers (`reference`) already booked per type. */
                        references?: {
                            /**
                             * @description The document numbers of expenses already booked.
                             * @example [
                             *       "INV-2026-0042"
                             *     ]
                             */
                            expenses?: string[];
                            /**
                             * @description The document numbers of revenue already booked.
                             * @example [
                             *       "INV-2026-0042"
                             *     ]
                             */
                            revenue?: string[];
                            /**
                             * @description The document numbers of refunds already booked.
                             * @example [
                             *       "INV-2026-0042"
                             *     ]
                             */
                            refunds?: string[];
                        };
                        /**
                         * @description The currencies the books hold (ISO 4217).
                         * @example [
                         *       "EUR"
                         *     ]
                         */
                        currencies?: ("AED"
                            | "aed"
                            | "AFN"
                            | "afn"
                            | "ALL"
                            | "all"
                            | "AMD"
                            | "amd"
                            | "ANG"
                            | "ang"
                            | "AOA"
                            | "aoa"
                            | "ARS"
                            | "ars"
                            | "AUD"
                            | "aud"
                            | "AWG"
                            | "awg"
                            | "AZN"
                            | "azn"
                            | "BAM"
                            | "bam"
                            | "BBD"
                            | "bbd"
                            | "BDT"
                            | "bdt"
                            | "BGN"
                            | "bgn"
                            | "BHD"
                            | "bhd"
                            | "BIF"
                            | "bif"
                            | "BMD"
                            | "bmd"
                            | "BND"
                            | "bnd"
                            | "BOB"
                            | "bob"
                            | "BRL"
                            | "brl"
                            | "BSD"
                            | "bsd"
                            | "BTN"
                            | "btn"
                            | "BWP"
                            | "bwp"
                            | "BYN"
                            | "byn"
                            | "BZD"
                            | "bzd"
                            | "CAD"
                            | "cad"
                            | "CDF"
                            | "cdf"
                            | "CHF"
                            | "chf"
                            | "CLP"
                            | "clp"
                            | "CNY"
                            | "cny"
                            | "COP"
                            | "cop"
                            | "CRC"
                            | "crc"
                            | "CUC"
                            | "cuc"
                            | "CUP"
                            | "cup"
                            | "CVE"
                            | "cve"
                            | "CZK"
                            | "czk"
                            | "DJF"
                            | "djf"
                            | "DKK"
                            | "dkk"
                            | "DOP"
                            | "dop"
                            | "DZD"
                            | "dzd"
                            | "EGP"
                            | "egp"
                            | "ERN"
                            | "ern"
                            | "ETB"
                            | "etb"
                            | "EUR"
                            | "eur"
                            | "FJD"
                            | "fjd"
                            | "FKP"
                            | "fkp"
                            | "GBP"
                            | "gbp"
                            | "GEL"
                            | "gel"
                            | "GHS"
                            | "ghs"
                            | "GIP"
                            | "gip"
                            | "GMD"
                            | "gmd"
                            | "GNF"
                            | "gnf"
                            | "GTQ"
                            | "gtq"
                            | "GYD"
                            | "gyd"
                            | "HKD"
                            | "hkd"
                            | "HNL"
                            | "hnl"
                            | "HRK"
                            | "hrk"
                            | "HTG"
                            | "htg"
                            | "HUF"
                            | "huf"
                            | "IDR"
                            | "idr"
                            | "ILS"
                            | "ils"
                            | "INR"
                            | "inr"
                            | "IQD"
                            | "iqd"
                            | "IRR"
                            | "irr"
                            | "ISK"
                            | "isk"
                            | "JMD"
                            | "jmd"
                            | "JOD"
                            | "jod"
                            | "JPY"
                            | "jpy"
                            | "KES"
                            | "kes"
                            | "KGS"
                            | "kgs"
                            | "KHR"
                            | "khr"
                            | "KMF"
                            | "kmf"
                            | "KPW"
                            | "kpw"
                            | "KRW"
                            | "krw"
                            | "KWD"
                            | "kwd"
                            | "KYD"
                            | "kyd"
                            | "KZT"
                            | "kzt"
                            | "LAK"
                            | "lak"
                            | "LBP"
                            | "lbp"
                            | "LKR"
                            | "lkr"
                            | "LRD"
                            | "lrd"
                            | "LSL"
                            | "lsl"
                            | "LYD"
                            | "lyd"
                            | "MAD"
                            | "mad"
                            | "MDL"
                            | "mdl"
                            | "MGA"
                            | "mga"
                            | "MKD"
                            | "mkd"
                            | "MMK"
                            | "mmk"
                            | "MNT"
                            | "mnt"
                            | "MOP"
                            | "mop"
                            | "MRU"
                            | "mru"
                            | "MUR"
                            | "mur"
                            | "MVR"
                            | "mvr"
                            | "MWK"
                            | "mwk"
                            | "MXN"
                            | "mxn"
                            | "MYR"
                            | "myr"
                            | "MZN"
                            | "mzn"
                            | "NAD"
                            | "nad"
                            | "NGN"
                            | "ngn"
                            | "NIO"
                            | "nio"
                            | "NOK"
                            | "nok"
                            | "NPR"
                            | "npr"
                            | "NZD"
                            | "nzd"
                            | "OMR"
                            | "omr"
                            | "PAB"
                            | "pab"
                            | "PEN"
                            | "pen"
                            | "PGK"
                            | "pgk"
                            | "PHP"
                            | "php"
                            | "PKR"
                            | "pkr"
                            | "PLN"
                            | "pln"
                            | "PYG"
                            | "pyg"
                            | "QAR"
                            | "qar"
                            | "RON"
                            | "ron"
                            | "RSD"
                            | "rsd"
                            | "RUB"
                            | "rub"
                            | "RWF"
                            | "rwf"
                            | "SAR"
                            | "sar"
                            | "SBD"
                            | "sbd"
                            | "SCR"
                            | "scr"
                            | "SDG"
                            | "sdg"
                            | "SEK"
                            | "sek"
                            | "SGD"
                            | "sgd"
                            | "SHP"
                            | "shp"
                            | "SLE"
                            | "sle"
                            | "SLL"
                            | "sll"
                            | "SOS"
                            | "sos"
                            | "SRD"
                            | "srd"
                            | "SSP"
                            | "ssp"
                            | "STN"
                            | "stn"
                            | "SVC"
                            | "svc"
                            | "SYP"
                            | "syp"
                            | "SZL"
                            | "szl"
                            | "THB"
                            | "thb"
                            | "TJS"
                            | "tjs"
                            | "TMT"
                            | "tmt"
                            | "TND"
                            | "tnd"
                            | "TOP"
                            | "top"
                            | "TRY"
                            | "try"
                            | "TTD"
                            | "ttd"
                            | "TWD"
                            | "twd"
                            | "TZS"
                            | "tzs"
                            | "UAH"
                            | "uah"
                            | "UGX"
                            | "ugx"
                            | "USD"
                            | "usd"
                            | "UYU"
                            | "uyu"
                            | "UZS"
                            | "uzs"
                            | "VES"
                            | "ves"
                            | "VND"
                            | "vnd"
                            | "VUV"
                            | "vuv"
                            | "WST"
                            | "wst"
                            | "XAF"
                            | "xaf"
                            | "XCD"
                            | "xcd"
                            | "XCG"
                            | "xcg"
                            | "XDR"
                            | "xdr"
                            | "XOF"
                            | "xof"
                            | "XPF"
                            | "xpf"
                            | "XSU"
                            | "xsu"
                            | "YER"
                            | "yer"
                            | "ZAR"
                            | "zar"
                            | "ZMW"
                            | "zmw"
                            | "ZWG"
                            | "zwg"
                            | "ZWL"
                            | "zwl")[];
                        /**
                         * @description The tax rates, in percent, products may use.
                         * @example [
                         *       19
                         *     ]
                         */
                        tax_rates?: number[];
                    };
                    /** @description Names, references, currencies and tax rates to remove (applied before `add`). */
                    remove?: {
                        /** @description The names in use per type. */
                        names?: {
                            /**
                             * @description The customers names in use in the books, inactive ones included.
                             * @example [
                             *       "Acme GmbH"
                             *     ]
                             */
                            customers?: string[];
                            /**
                             * @description The suppliers names in use in the books, inactive ones included.
                             * @example [
                             *       "Acme GmbH"
                             *     ]
                             */
                            suppliers?: string[];
                            /**
                             * @description The products names in use in the books, inactive ones included.
                             * @example [
                             *       "Acme GmbH"
                             *     ]
                             */
                            products?: string[];
                            /**
                             * @description The categories names in use in the books, inactive ones included.
                             * @example [
                             *       "Acme GmbH"
                             *     ]
                             */
                            categories?: string[];
                        };
                        /** @description The document numbers (`reference`) already booked per type. */
                        references?: {
                            /**
                             * @description The document numbers of expenses already booked.
                             * @example [
                             *       "INV-2026-0042"
                             *     ]
                             */
                            expenses?: string[];
                            /**
                             * @description The document numbers of revenue already booked.
                             * @example [
                             *       "INV-2026-0042"
                             *     ]
                             */
                            revenue?: string[];
                            /**
                             * @description The document numbers of refunds already booked.
                             * @example [
                             *       "INV-2026-0042"
                             *     ]
                             */
                            refunds?: string[];
                        };
                        /**
                         * @description The currencies the books hold (ISO 4217).
                         * @example [
                         *       "EUR"
                         *     ]
                         */
                        currencies?: ("AED"
                            | "aed"
                            | "AFN"
                            | "afn"
                            | "ALL"
                            | "all"
                            | "AMD"
                            | "amd"
                            | "ANG"
                            | "ang"
                            | "AOA"
                            | "aoa"
                            | "ARS"
                            | "ars"
                            | "AUD"
                            | "aud"
                            | "AWG"
                            | "awg"
                            | "AZN"
                            | "azn"
                            | "BAM"
                            | "bam"
                            | "BBD"
                            | "bbd"
                            | "BDT"
                            | "bdt"
                            | "BGN"
                            | "bgn"
                            | "BHD"
                            | "bhd"
                            | "BIF"
                            | "bif"
                            | "BMD"
                            | "bmd"
                            | "BND"
                            | "bnd"
                            | "BOB"
                            | "bob"
                            | "BRL"
                            | "brl"
                            | "BSD"
                            | "bsd"
                            | "BTN"
                            | "btn"
                            | "BWP"
                            | "bwp"
                            | "BYN"
                            | "byn"
                            | "BZD"
                            | "bzd"
                            | "CAD"
                            | "cad"
                            | "CDF"
                            | "cdf"
                            | "CHF"
                            | "chf"
                            | "CLP"
                            | "clp"
                            | "CNY"
                            | "cny"
                            | "COP"
                            | "cop"
                            | "CRC"
                            | "crc"
                            | "CUC"
                            | "cuc"
                            | "CUP"
                            | "cup"
                            | "CVE"
                            | "cve"
                            | "CZK"
                            | "czk"
                            | "DJF"
                            | "djf"
                            | "DKK"
                            | "dkk"
                            | "DOP"
                            | "dop"
                            | "DZD"
                            | "dzd"
                            | "EGP"
                            | "egp"
                            | "ERN"
                            | "ern"
                            | "ETB"
                            | "etb"
                            | "EUR"
                            | "eur"
                            | "FJD"
                            | "fjd"
                            | "FKP"
                            | "fkp"
                            | "GBP"
                            | "gbp"
                            | "GEL"
                            | "gel"
                            | "GHS"
                            | "ghs"
                            | "GIP"
                            | "gip"
                            | "GMD"
                            | "gmd"
                            | "GNF"
                            | "gnf"
                            | "GTQ"
                            | "gtq"
                            | "GYD"
                            | "gyd"
                            | "HKD"
                            | "hkd"
                            | "HNL"
                            | "hnl"
                            | "HRK"
                            | "hrk"
                            | "HTG"
                            | "htg"
                            | "HUF"
                            | "huf"
                            | "IDR"
                            | "idr"
                            | "ILS"
                            | "ils"
                            | "INR"
                            | "inr"
                            | "IQD"
                            | "iqd"
                            | "IRR"
                            | "irr"
                            | "ISK"
                            | "isk"
                            | "JMD"
                            | "jmd"
                            | "JOD"
                            | "jod"
                            | "JPY"
                            | "jpy"
                            | "KES"
                            | "kes"
                            | "KGS"
                            | "kgs"
                            | "KHR"
                            | "khr"
                            | "KMF"
                            | "kmf"
                            | "KPW"
                            | "kpw"
                            | "KRW"
                            | "krw"
                            | "KWD"
                            | "kwd"
                            | "KYD"
                            | "kyd"
                            | "KZT"
                            | "kzt"
                            | "LAK"
                            | "lak"
                            | "LBP"
                            | "lbp"
                            | "LKR"
                            | "lkr"
                            | "LRD"
                            | "lrd"
                            | "LSL"
                            | "lsl"
                            | "LYD"
                            | "lyd"
                            | "MAD"
                            | "mad"
                            | "MDL"
                            | "mdl"
                            | "MGA"
                            | "mga"
                            | "MKD"
                            | "mkd"
                            | "MMK"
                            | "mmk"
                            | "MNT"
                            | "mnt"
                            | "MOP"
                            | "mop"
                            | "MRU"
                            | "mru"
                            | "MUR"
                            | "mur"
                            | "MVR"
                            | "mvr"
                            | "MWK"
                            | "mwk"
                            | "MXN"
                            | "mxn"
                            | "MYR"
                            | "myr"
                            | "MZN"
                            | "mzn"
                            | "NAD"
                            | "nad"
                            | "NGN"
                            | "ngn"
                            | "NIO"
                            | "nio"
                            | "NOK"
                            | "nok"
                            | "NPR"
                            | "npr"
                            | "NZD"
                            | "nzd"
                            | "OMR"
                            | "omr"
                            | "PAB"
                            | "pab"
                            | "PEN"
                            | "pen"
                            | "PGK"
                            | "pgk"
                            | "PHP"
                            | "php"
                            | "PKR"
                            | "pkr"
                            | "PLN"
                            | "pln"
                            | "PYG"
                            | "pyg"
                            | "QAR"
                            | "qar"
                            | "RON"
                            | "ron"
                            | "RSD"
                            | "rsd"
                            | "RUB"
                            | "rub"
                            | "RWF"
                            | "rwf"
                            | "SAR"
                            | "sar"
                            | "SBD"
                            | "sbd"
                            | "SCR"
                            | "scr"
                            | "SDG"
                            | "sdg"
                            | "SEK"
                            | "sek"
                            | "SGD"
                            | "sgd"
                            | "SHP"
                            | "shp"
                            | "SLE"
                            | "sle"
                            | "SLL"
                            | "sll"
                            | "SOS"
                            | "sos"
                            | "SRD"
                            | "srd"
                            | "SSP"
                            | "ssp"
                            | "STN"
                            | "stn"
                            | "SVC"
                            | "svc"
                            | "SYP"
                            | "syp"
                            | "SZL"
                            | "szl"
                            | "THB"
                            | "thb"
                            | "TJS"
                            | "tjs"
                            | "TMT"
                            | "tmt"
                            | "TND"
                            | "tnd"
                            | "TOP"
                            | "top"
                            | "TRY"
                            | "try"
                            | "TTD"
                            | "ttd"
                            | "TWD"
                            | "twd"
                            | "TZS"
                            | "tzs"
                            | "UAH"
                            | "uah"
                            | "UGX"
                            | "ugx"
                            | "USD"
                            | "usd"
                            | "UYU"
                            | "uyu"
                            | "UZS"
                            | "uzs"
                            | "VES"
                            | "ves"
                            | "VND"
                            | "vnd"
                            | "VUV"
                            | "vuv"
                            | "WST"
                            | "wst"
                            | "XAF"
                            | "xaf"
                            | "XCD"
                            | "xcd"
                            | "XCG"
                            | "xcg"
                            | "XDR"
                            | "xdr"
                            | "XOF"
                            | "xof"
                            | "XPF"
                            | "xpf"
                            | "XSU"
                            | "xsu"
                            | "YER"
                            | "yer"
                            | "ZAR"
                            | "zar"
                            | "ZMW"
                            | "zmw"
                            | "ZWG"
                            | "zwg"
                            | "ZWL"
                            | "zwl")[];
                        /**
                         * @description The tax rates, in percent, products may use.
                         * @example [
                         *       19
                         *     ]
                         */
                        tax_rates?: number[];
                    };
                    /**
                     * Format: date
                     * @description The closing date: nothing on or before it may be booked; null for none.
                     * @example 2026-06-30
                     */
                    closed_through?: string | null;
                    /**
                     * @description When the importer read the books, in unix seconds.
                     * @example 1795529600
                     */
                    read_at: number;
                    /**
                     * @description What a create does with findings: warn (the default), refuse or off.
                     * @example warn
                     * @enum {string}
                     */
                    checks?: "warn" | "refuse" | "off";
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
                    /**
                     * @example {
                     *       "object": "books",
                     *       "version": 3,
                     *       "read_at": 1795529600,
                     *       "checks": "warn",
                     *       "name_rules": {
                     *         "case_insensitive": true,
                     *         "trim": true,
                     *         "shared": [
                     *           [
                     *             "customers",
                     *             "suppliers"
                     *           ]
                     *         ]
                     *       },
                     *       "closed_through": "2026-06-30",
                     *       "currencies": [
                     *         "EUR",
                     *         "USD"
                     *       ],
                     *       "tax_rates": [
                     *         0,
                     *         7,
                     *         19
                     *       ],
                     *       "counts": {
                     *         "names": {
                     *           "customers": 120,
                     *           "suppliers": 120,
                     *           "products": 120,
                     *           "categories": 120
                     *         },
                     *         "references": {
                     *           "expenses": 120,
                     *           "revenue": 120,
                     *           "refunds": 120
                     *         }
                     *       },
                     *       "updated": 1795529600
                     *     }
                     */
                    "application/json": components["schemas"]["Books"];
                };
            };
        };
    };
    "sandbox.run": {
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
                    /**
                     * @example {
                     *       "object": "sandbox_run",
                     *       "batches": [
                     *         "imb_uDOXHmFPkOUPhcO029Gg5sny"
                     *       ],
                     *       "rejected": [
                     *         "cus_nxs25id81Qy4zQzzatb50S5I"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["SandboxRun"];
                };
            };
        };
    };
    "events.list": {
        parameters: {
            query?: {
                /** @description How many objects a page holds, 1 to 100. */
                limit?: number;
                /** @description An object's id: the page after it (older objects). */
                starting_after?: string;
                /** @description An object's id: the page before it (newer objects); not with `starting_after`. */
                ending_before?: string;
                /** @description Only events of this type. */
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
                    /**
                     * @example {
                     *       "object": "list",
                     *       "url": "/v1/events",
                     *       "has_more": false,
                     *       "data": [
                     *         {
                     *           "id": "evt_0tjQC861bgR0wQl65IwJ9dAQ",
                     *           "object": "event",
                     *           "type": "customer.imported",
                     *           "created": 1795529600,
                     *           "data": {
                     *             "object": {
                     *               "id": "cus_nxs25id81Qy4zQzzatb50S5I",
                     *               "object": "customer",
                     *               "name": "Ada Lovelace",
                     *               "email": "ada@example.com",
                     *               "phone": "+49 30 1234567",
                     *               "company": "Analytical Engines Ltd",
                     *               "tax_number": "DE123456789",
                     *               "address_line1": "Friedrichstraße 68",
                     *               "address_line2": "3rd floor",
                     *               "city": "Berlin",
                     *               "state": "Berlin",
                     *               "postal_code": "10117",
                     *               "country": "DE",
                     *               "notes": "Prefers invoices by email.",
                     *               "metadata": {
                     *                 "order_id": "1001"
                     *               },
                     *               "import": {
                     *                 "status": "pending",
                     *                 "batch": null,
                     *                 "imported_at": null,
                     *                 "local_ref": null
                     *               },
                     *               "books_check": "checked",
                     *               "books_warnings": [
                     *                 {
                     *                   "code": "name_in_use",
                     *                   "field": "name",
                     *                   "message": "The merchant's books already use this name for a customer.",
                     *                   "books_read_at": 1795529600
                     *                 }
                     *               ],
                     *               "created": 1795529600,
                     *               "updated": 1795529600
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description The type of the object: a page of a list.
                         * @constant
                         */
                        object: "list";
                        /**
                         * @description The path of the list.
                         * @example /v1/customers
                         */
                        url: string;
                        /**
                         * @description Whether the list goes on in the direction you are paging.
                         * @example false
                         */
                        has_more: boolean;
                        /** @description The page's objects, newest first. */
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
                /**
                 * @description The event's id.
                 * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
                 */
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
                    /**
                     * @example {
                     *       "id": "evt_0tjQC861bgR0wQl65IwJ9dAQ",
                     *       "object": "event",
                     *       "type": "customer.imported",
                     *       "created": 1795529600,
                     *       "data": {
                     *         "object": {
                     *           "id": "cus_nxs25id81Qy4zQzzatb50S5I",
                     *           "object": "customer",
                     *           "name": "Ada Lovelace",
                     *           "email": "ada@example.com",
                     *           "phone": "+49 30 1234567",
                     *           "company": "Analytical Engines Ltd",
                     *           "tax_number": "DE123456789",
                     *           "address_line1": "Friedrichstraße 68",
                     *           "address_line2": "3rd floor",
                     *           "city": "Berlin",
                     *           "state": "Berlin",
                     *           "postal_code": "10117",
                     *           "country": "DE",
                     *           "notes": "Prefers invoices by email.",
                     *           "metadata": {
                     *             "order_id": "1001"
                     *           },
                     *           "import": {
                     *             "status": "pending",
                     *             "batch": null,
                     *             "imported_at": null,
                     *             "local_ref": null
                     *           },
                     *           "books_check": "checked",
                     *           "books_warnings": [
                     *             {
                     *               "code": "name_in_use",
                     *               "field": "name",
                     *               "message": "The merchant's books already use this name for a customer.",
                     *               "books_read_at": 1795529600
                     *             }
                     *           ],
                     *           "created": 1795529600,
                     *           "updated": 1795529600
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Event"];
                };
            };
        };
    };
    "webhookEndpoints.list": {
        parameters: {
            query?: {
                /** @description How many objects a page holds, 1 to 100. */
                limit?: number;
                /** @description An object's id: the page after it (older objects). */
                starting_after?: string;
                /** @description An object's id: the page before it (newer objects); not with `starting_after`. */
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
                    /**
                     * @example {
                     *       "object": "list",
                     *       "url": "/v1/webhook_endpoints",
                     *       "has_more": false,
                     *       "data": [
                     *         {
                     *           "id": "we_M6L6uLCDb4e5PYeU3WOKDxKC",
                     *           "object": "webhook_endpoint",
                     *           "url": "https://shop.example.com/bookdrop/webhooks",
                     *           "enabled_events": [
                     *             "customer.imported",
                     *             "customer.rejected",
                     *             "import_batch.reverted"
                     *           ],
                     *           "description": "Shop order sync",
                     *           "status": "enabled",
                     *           "disabled_reason": null,
                     *           "disabled_at": null,
                     *           "previous_secret_expires_at": null,
                     *           "created": 1795529600,
                     *           "updated": 1795529600
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description The type of the object: a page of a list.
                         * @constant
                         */
                        object: "list";
                        /**
                         * @description The path of the list.
                         * @example /v1/customers
                         */
                        url: string;
                        /**
                         * @description Whether the list goes on in the direction you are paging.
                         * @example false
                         */
                        has_more: boolean;
                        /** @description The page's objects, newest first. */
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
                 * response (24 hours). A dry run (`dry_run=true`) needs none.
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
                /**
                 * @example {
                 *       "url": "https://shop.example.com/bookdrop/webhooks",
                 *       "enabled_events": [
                 *         "customer.imported",
                 *         "customer.rejected",
                 *         "import_batch.reverted"
                 *       ],
                 *       "description": "Shop order sync"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: uri
                     * @description Where deliveries are POSTed: a public HTTPS URL.
                     * @example https://shop.example.com/bookdrop/webhooks
                     */
                    url: string;
                    /**
                     * @description The event types it receives; `["*"]` (the default) for every type.
                     * @example [
                     *       "customer.imported",
                     *       "customer.rejected",
                     *       "import_batch.reverted"
                     *     ]
                     */
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
                    /**
                     * @description A note for people.
                     * @example Shop order sync
                     */
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
                    /**
                     * @example {
                     *       "id": "we_M6L6uLCDb4e5PYeU3WOKDxKC",
                     *       "object": "webhook_endpoint",
                     *       "url": "https://shop.example.com/bookdrop/webhooks",
                     *       "enabled_events": [
                     *         "customer.imported",
                     *         "customer.rejected",
                     *         "import_batch.reverted"
                     *       ],
                     *       "description": "Shop order sync",
                     *       "status": "enabled",
                     *       "disabled_reason": null,
                     *       "disabled_at": null,
                     *       "previous_secret_expires_at": null,
                     *       "created": 1795529600,
                     *       "updated": 1795529600,
                     *       "signing_secret": "whsec_Su2sL1OzMdyrC515C3ufDol8yzEXSkvD"
                     *     }
                     */
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
                /**
                 * @description The webhook_endpoint's id.
                 * @example we_M6L6uLCDb4e5PYeU3WOKDxKC
                 */
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
                    /**
                     * @example {
                     *       "id": "we_M6L6uLCDb4e5PYeU3WOKDxKC",
                     *       "object": "webhook_endpoint",
                     *       "url": "https://shop.example.com/bookdrop/webhooks",
                     *       "enabled_events": [
                     *         "customer.imported",
                     *         "customer.rejected",
                     *         "import_batch.reverted"
                     *       ],
                     *       "description": "Shop order sync",
                     *       "status": "enabled",
                     *       "disabled_reason": null,
                     *       "disabled_at": null,
                     *       "previous_secret_expires_at": null,
                     *       "created": 1795529600,
                     *       "updated": 1795529600
                     *     }
                     */
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
                /**
                 * @description The webhook_endpoint's id.
                 * @example we_M6L6uLCDb4e5PYeU3WOKDxKC
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "url": "https://shop.example.com/bookdrop/webhooks",
                 *       "enabled_events": [
                 *         "customer.imported",
                 *         "customer.rejected",
                 *         "import_batch.reverted"
                 *       ],
                 *       "description": "Shop order sync",
                 *       "status": "enabled"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: uri
                     * @description Where deliveries are POSTed: a public HTTPS URL.
                     * @example https://shop.example.com/bookdrop/webhooks
                     */
                    url?: string;
                    /**
                     * @description The event types it receives; `["*"]` (the default) for every type.
                     * @example [
                     *       "customer.imported",
                     *       "customer.rejected",
                     *       "import_batch.reverted"
                     *     ]
                     */
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
                    /**
                     * @description A note for people.
                     * @example Shop order sync
                     */
                    description?: string | null;
                    /**
                     * @description `disabled` stops deliveries; `enabled` resumes them.
                     * @example enabled
                     * @enum {string}
                     */
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
                    /**
                     * @example {
                     *       "id": "we_M6L6uLCDb4e5PYeU3WOKDxKC",
                     *       "object": "webhook_endpoint",
                     *       "url": "https://shop.example.com/bookdrop/webhooks",
                     *       "enabled_events": [
                     *         "customer.imported",
                     *         "customer.rejected",
                     *         "import_batch.reverted"
                     *       ],
                     *       "description": "Shop order sync",
                     *       "status": "enabled",
                     *       "disabled_reason": null,
                     *       "disabled_at": null,
                     *       "previous_secret_expires_at": null,
                     *       "created": 1795529600,
                     *       "updated": 1795529600
                     *     }
                     */
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
                /**
                 * @description The webhook_endpoint's id.
                 * @example we_M6L6uLCDb4e5PYeU3WOKDxKC
                 */
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
                    /**
                     * @example {
                     *       "id": "we_M6L6uLCDb4e5PYeU3WOKDxKC",
                     *       "object": "webhook_endpoint",
                     *       "deleted": true
                     *     }
                     */
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
                 * response (24 hours). A dry run (`dry_run=true`) needs none.
                 */
                "Idempotency-Key": components["parameters"]["Idempotency-Key"];
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /**
                 * @description The webhook_endpoint's id.
                 * @example we_M6L6uLCDb4e5PYeU3WOKDxKC
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "overlap_seconds": 86400
                 *     }
                 */
                "application/json": {
                    /**
                     * @description How long the previous secret keeps signing too, in seconds.
                     * @example 86400
                     */
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
                    /**
                     * @example {
                     *       "id": "we_M6L6uLCDb4e5PYeU3WOKDxKC",
                     *       "object": "webhook_endpoint",
                     *       "url": "https://shop.example.com/bookdrop/webhooks",
                     *       "enabled_events": [
                     *         "customer.imported",
                     *         "customer.rejected",
                     *         "import_batch.reverted"
                     *       ],
                     *       "description": "Shop order sync",
                     *       "status": "enabled",
                     *       "disabled_reason": null,
                     *       "disabled_at": null,
                     *       "previous_secret_expires_at": 1795529600,
                     *       "created": 1795529600,
                     *       "updated": 1795529600,
                     *       "signing_secret": "whsec_Su2sL1OzMdyrC515C3ufDol8yzEXSkvD"
                     *     }
                     */
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
                /**
                 * @description The webhook_endpoint's id.
                 * @example we_M6L6uLCDb4e5PYeU3WOKDxKC
                 */
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
                    /**
                     * @example {
                     *       "id": "wd_55uNb33W8GcFUnZXslMvZnOP",
                     *       "object": "webhook_delivery",
                     *       "endpoint": "we_M6L6uLCDb4e5PYeU3WOKDxKC",
                     *       "event": "evt_0tjQC861bgR0wQl65IwJ9dAQ",
                     *       "event_type": "webhook_endpoint.test",
                     *       "status": "succeeded",
                     *       "next_attempt_at": null,
                     *       "attempts": [
                     *         {
                     *           "created": 1795529600,
                     *           "http_status": 200,
                     *           "error": null,
                     *           "error_message": null,
                     *           "duration_ms": 184,
                     *           "response_body": "ok"
                     *         }
                     *       ],
                     *       "created": 1795529600,
                     *       "updated": 1795529600
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
        };
    };
    "webhookEndpoints.deliveries.list": {
        parameters: {
            query?: {
                /** @description How many objects a page holds, 1 to 100. */
                limit?: number;
                /** @description An object's id: the page after it (older objects). */
                starting_after?: string;
                /** @description An object's id: the page before it (newer objects); not with `starting_after`. */
                ending_before?: string;
                /** @description Only deliveries of this status. */
                status?: "pending" | "succeeded" | "failed" | "dropped";
                /** @description Only the deliveries of this event (`evt_…`). */
                event?: string;
            };
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /**
                 * @description The webhook_endpoint's id.
                 * @example we_M6L6uLCDb4e5PYeU3WOKDxKC
                 */
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
                    /**
                     * @example {
                     *       "object": "list",
                     *       "url": "/v1/webhook_endpoints/we_M6L6uLCDb4e5PYeU3WOKDxKC/deliveries",
                     *       "has_more": false,
                     *       "data": [
                     *         {
                     *           "id": "wd_55uNb33W8GcFUnZXslMvZnOP",
                     *           "object": "webhook_delivery",
                     *           "endpoint": "we_M6L6uLCDb4e5PYeU3WOKDxKC",
                     *           "event": "evt_0tjQC861bgR0wQl65IwJ9dAQ",
                     *           "event_type": "customer.imported",
                     *           "status": "succeeded",
                     *           "next_attempt_at": null,
                     *           "attempts": [
                     *             {
                     *               "created": 1795529600,
                     *               "http_status": 200,
                     *               "error": null,
                     *               "error_message": null,
                     *               "duration_ms": 184,
                     *               "response_body": "ok"
                     *             }
                     *           ],
                     *           "created": 1795529600,
                     *           "updated": 1795529600
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description The type of the object: a page of a list.
                         * @constant
                         */
                        object: "list";
                        /**
                         * @description The path of the list.
                         * @example /v1/customers
                         */
                        url: string;
                        /**
                         * @description Whether the list goes on in the direction you are paging.
                         * @example false
                         */
                        has_more: boolean;
                        /** @description The page's objects, newest first. */
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
                /**
                 * @description The webhook_endpoint's id.
                 * @example we_M6L6uLCDb4e5PYeU3WOKDxKC
                 */
                id: string;
                /**
                 * @description The webhook_delivery's id.
                 * @example wd_55uNb33W8GcFUnZXslMvZnOP
                 */
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
                    /**
                     * @example {
                     *       "id": "wd_55uNb33W8GcFUnZXslMvZnOP",
                     *       "object": "webhook_delivery",
                     *       "endpoint": "we_M6L6uLCDb4e5PYeU3WOKDxKC",
                     *       "event": "evt_0tjQC861bgR0wQl65IwJ9dAQ",
                     *       "event_type": "customer.imported",
                     *       "status": "succeeded",
                     *       "next_attempt_at": null,
                     *       "attempts": [
                     *         {
                     *           "created": 1795529600,
                     *           "http_status": 200,
                     *           "error": null,
                     *           "error_message": null,
                     *           "duration_ms": 184,
                     *           "response_body": "ok"
                     *         }
                     *       ],
                     *       "created": 1795529600,
                     *       "updated": 1795529600
                     *     }
                     */
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
                /**
                 * @description The webhook_endpoint's id.
                 * @example we_M6L6uLCDb4e5PYeU3WOKDxKC
                 */
                id: string;
                /**
                 * @description The webhook_delivery's id.
                 * @example wd_55uNb33W8GcFUnZXslMvZnOP
                 */
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
                    /**
                     * @example {
                     *       "id": "wd_55uNb33W8GcFUnZXslMvZnOP",
                     *       "object": "webhook_delivery",
                     *       "endpoint": "we_M6L6uLCDb4e5PYeU3WOKDxKC",
                     *       "event": "evt_0tjQC861bgR0wQl65IwJ9dAQ",
                     *       "event_type": "customer.imported",
                     *       "status": "succeeded",
                     *       "next_attempt_at": null,
                     *       "attempts": [
                     *         {
                     *           "created": 1795529600,
                     *           "http_status": 200,
                     *           "error": null,
                     *           "error_message": null,
                     *           "duration_ms": 184,
                     *           "response_body": "ok"
                     *         }
                     *       ],
                     *       "created": 1795529600,
                     *       "updated": 1795529600
                     *     }
                     */
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
                 * response (24 hours). A dry run (`dry_run=true`) needs none.
                 */
                "Idempotency-Key": components["parameters"]["Idempotency-Key"];
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /**
                 * @description The webhook_endpoint's id.
                 * @example we_M6L6uLCDb4e5PYeU3WOKDxKC
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "since": 1795443200
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Deliveries created at or after this moment, in unix seconds.
                     * @example 1795443200
                     */
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
                    /**
                     * @example {
                     *       "object": "webhook_recovery",
                     *       "endpoint": "we_M6L6uLCDb4e5PYeU3WOKDxKC",
                     *       "since": 1795529600,
                     *       "queued": 12,
                     *       "created": 1795529600
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookRecovery"];
                };
            };
        };
    };
    "events.deliveries.list": {
        parameters: {
            query?: {
                /** @description How many objects a page holds, 1 to 100. */
                limit?: number;
                /** @description An object's id: the page after it (older objects). */
                starting_after?: string;
                /** @description An object's id: the page before it (newer objects); not with `starting_after`. */
                ending_before?: string;
            };
            header?: {
                /** @description Pins the API version. */
                "Service-Version"?: components["parameters"]["Service-Version"];
            };
            path: {
                /**
                 * @description The event's id.
                 * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
                 */
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
                    /**
                     * @example {
                     *       "object": "list",
                     *       "url": "/v1/events/evt_0tjQC861bgR0wQl65IwJ9dAQ/deliveries",
                     *       "has_more": false,
                     *       "data": [
                     *         {
                     *           "id": "wd_55uNb33W8GcFUnZXslMvZnOP",
                     *           "object": "webhook_delivery",
                     *           "endpoint": "we_M6L6uLCDb4e5PYeU3WOKDxKC",
                     *           "event": "evt_0tjQC861bgR0wQl65IwJ9dAQ",
                     *           "event_type": "customer.imported",
                     *           "status": "succeeded",
                     *           "next_attempt_at": null,
                     *           "attempts": [
                     *             {
                     *               "created": 1795529600,
                     *               "http_status": 200,
                     *               "error": null,
                     *               "error_message": null,
                     *               "duration_ms": 184,
                     *               "response_body": "ok"
                     *             }
                     *           ],
                     *           "created": 1795529600,
                     *           "updated": 1795529600
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description The type of the object: a page of a list.
                         * @constant
                         */
                        object: "list";
                        /**
                         * @description The path of the list.
                         * @example /v1/customers
                         */
                        url: string;
                        /**
                         * @description Whether the list goes on in the direction you are paging.
                         * @example false
                         */
                        has_more: boolean;
                        /** @description The page's objects, newest first. */
                        data: components["schemas"]["WebhookDelivery"][];
                    };
                };
            };
        };
    };
    "webhooks.customerImported": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description `t=<unix seconds>,v1=<hex>`: `v1` is the lowercase hex HMAC-SHA256, keyed with the
                 * endpoint's `signing_secret`, of `<t>.<raw body>`; during a rotation's overlap one `v1` per valid
                 * secret, the new one first.
                 * @example t=1795529600,v1=5f2b9c0d7e4a3b1c6d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e
                 */
                "Service-Signature": string;
                /**
                 * @description Standard Webhooks: the event's id, the same on every attempt; deduplicate on it.
                 * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: when this attempt was signed, in unix seconds; refuse one far from
                 * your clock.
                 * @example 1795529600
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of
                 * "<webhook-id>.<webhook-timestamp>.<raw body>">`, keyed with the base64 decoding of the secret after
                 * `whsec_`; one per valid secret.
                 * @example v1,Xb1m4vKq7d2N0aUj3E9rTz5yW8cH6gLpS1fB4oQeRkI=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_0tjQC861bgR0wQl65IwJ9dAQ",
                 *       "object": "event",
                 *       "type": "customer.imported",
                 *       "created": 1795529600,
                 *       "data": {
                 *         "object": {
                 *           "id": "cus_nxs25id81Qy4zQzzatb50S5I",
                 *           "object": "customer",
                 *           "name": "Ada Lovelace",
                 *           "email": "ada@example.com",
                 *           "phone": "+49 30 1234567",
                 *           "company": "Analytical Engines Ltd",
                 *           "tax_number": "DE123456789",
                 *           "address_line1": "Friedrichstraße 68",
                 *           "address_line2": "3rd floor",
                 *           "city": "Berlin",
                 *           "state": "Berlin",
                 *           "postal_code": "10117",
                 *           "country": "DE",
                 *           "notes": "Prefers invoices by email.",
                 *           "metadata": {
                 *             "order_id": "1001"
                 *           },
                 *           "import": {
                 *             "status": "imported",
                 *             "batch": "imb_uDOXHmFPkOUPhcO029Gg5sny",
                 *             "imported_at": 1795529600,
                 *             "local_ref": "C-1001"
                 *           },
                 *           "books_check": "checked",
                 *           "books_warnings": [
                 *             {
                 *               "code": "name_in_use",
                 *               "field": "name",
                 *               "message": "The merchant's books already use this name for a customer.",
                 *               "books_read_at": 1795529600
                 *             }
                 *           ],
                 *           "created": 1795529600,
                 *           "updated": 1795529600
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CustomerImportedEvent"];
            };
        };
        responses: {
            /**
             * @description Any 2xx answer acknowledges the delivery; anything else, or none within 10 seconds, is
             * retried.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.customerRejected": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description `t=<unix seconds>,v1=<hex>`: `v1` is the lowercase hex HMAC-SHA256, keyed with the
                 * endpoint's `signing_secret`, of `<t>.<raw body>`; during a rotation's overlap one `v1` per valid
                 * secret, the new one first.
                 * @example t=1795529600,v1=5f2b9c0d7e4a3b1c6d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e
                 */
                "Service-Signature": string;
                /**
                 * @description Standard Webhooks: the event's id, the same on every attempt; deduplicate on it.
                 * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: when this attempt was signed, in unix seconds; refuse one far from
                 * your clock.
                 * @example 1795529600
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of
                 * "<webhook-id>.<webhook-timestamp>.<raw body>">`, keyed with the base64 decoding of the secret after
                 * `whsec_`; one per valid secret.
                 * @example v1,Xb1m4vKq7d2N0aUj3E9rTz5yW8cH6gLpS1fB4oQeRkI=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_0tjQC861bgR0wQl65IwJ9dAQ",
                 *       "object": "event",
                 *       "type": "customer.rejected",
                 *       "created": 1795529600,
                 *       "data": {
                 *         "object": {
                 *           "id": "cus_nxs25id81Qy4zQzzatb50S5I",
                 *           "object": "customer",
                 *           "name": "Ada Lovelace",
                 *           "email": "ada@example.com",
                 *           "phone": "+49 30 1234567",
                 *           "company": "Analytical Engines Ltd",
                 *           "tax_number": "DE123456789",
                 *           "address_line1": "Friedrichstraße 68",
                 *           "address_line2": "3rd floor",
                 *           "city": "Berlin",
                 *           "state": "Berlin",
                 *           "postal_code": "10117",
                 *           "country": "DE",
                 *           "notes": "Prefers invoices by email.",
                 *           "metadata": {
                 *             "order_id": "1001"
                 *           },
                 *           "import": {
                 *             "status": "rejected",
                 *             "batch": null,
                 *             "imported_at": null,
                 *             "local_ref": null,
                 *             "rejection": {
                 *               "code": "duplicate",
                 *               "reason": "Already in the books.",
                 *               "by": "merchant",
                 *               "field": "reference",
                 *               "detail": "Invoice RE-2041 is booked as 2026-0311.",
                 *               "actor": "integration",
                 *               "retryable": {
                 *                 "possible": false,
                 *                 "after": null
                 *               },
                 *               "messages": {
                 *                 "en": "The books already hold this record, so it was not imported a second time.",
                 * "de": "Dieser Datensatz ist bereits in der Buchhaltung erfasst und wurde daher nicht ein zweites Mal
                 * importiert."
                 *               },
                 *               "doc_url": "/docs/guides/declines#duplicate"
                 *             }
                 *           },
                 *           "books_check": "checked",
                 *           "books_warnings": [
                 *             {
                 *               "code": "name_in_use",
                 *               "field": "name",
                 *               "message": "The merchant's books already use this name for a customer.",
                 *               "books_read_at": 1795529600
                 *             }
                 *           ],
                 *           "created": 1795529600,
                 *           "updated": 1795529600
                 *         },
                 *         "reason": "Already in the books."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CustomerRejectedEvent"];
            };
        };
        responses: {
            /**
             * @description Any 2xx answer acknowledges the delivery; anything else, or none within 10 seconds, is
             * retried.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.supplierImported": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description `t=<unix seconds>,v1=<hex>`: `v1` is the lowercase hex HMAC-SHA256, keyed with the
                 * endpoint's `signing_secret`, of `<t>.<raw body>`; during a rotation's overlap one `v1` per valid
                 * secret, the new one first.
                 * @example t=1795529600,v1=5f2b9c0d7e4a3b1c6d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e
                 */
                "Service-Signature": string;
                /**
                 * @description Standard Webhooks: the event's id, the same on every attempt; deduplicate on it.
                 * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: when this attempt was signed, in unix seconds; refuse one far from
                 * your clock.
                 * @example 1795529600
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of
                 * "<webhook-id>.<webhook-timestamp>.<raw body>">`, keyed with the base64 decoding of the secret after
                 * `whsec_`; one per valid secret.
                 * @example v1,Xb1m4vKq7d2N0aUj3E9rTz5yW8cH6gLpS1fB4oQeRkI=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_0tjQC861bgR0wQl65IwJ9dAQ",
                 *       "object": "event",
                 *       "type": "supplier.imported",
                 *       "created": 1795529600,
                 *       "data": {
                 *         "object": {
                 *           "id": "sup_OkceymdrvC1ISBKnF8zZREA9",
                 *           "object": "supplier",
                 *           "name": "Paper Co GmbH",
                 *           "email": "billing@paper.example.com",
                 *           "phone": "+49 30 1234567",
                 *           "tax_number": "DE123456789",
                 *           "address_line1": "Friedrichstraße 68",
                 *           "address_line2": "3rd floor",
                 *           "city": "Berlin",
                 *           "state": "Berlin",
                 *           "postal_code": "10117",
                 *           "country": "DE",
                 *           "notes": "Prefers invoices by email.",
                 *           "website": "https://paper.example.com",
                 *           "metadata": {
                 *             "order_id": "1001"
                 *           },
                 *           "import": {
                 *             "status": "imported",
                 *             "batch": "imb_uDOXHmFPkOUPhcO029Gg5sny",
                 *             "imported_at": 1795529600,
                 *             "local_ref": "C-1001"
                 *           },
                 *           "books_check": "checked",
                 *           "books_warnings": [
                 *             {
                 *               "code": "name_in_use",
                 *               "field": "name",
                 *               "message": "The merchant's books already use this name for a customer.",
                 *               "books_read_at": 1795529600
                 *             }
                 *           ],
                 *           "created": 1795529600,
                 *           "updated": 1795529600
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["SupplierImportedEvent"];
            };
        };
        responses: {
            /**
             * @description Any 2xx answer acknowledges the delivery; anything else, or none within 10 seconds, is
             * retried.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.supplierRejected": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description `t=<unix seconds>,v1=<hex>`: `v1` is the lowercase hex HMAC-SHA256, keyed with the
                 * endpoint's `signing_secret`, of `<t>.<raw body>`; during a rotation's overlap one `v1` per valid
                 * secret, the new one first.
                 * @example t=1795529600,v1=5f2b9c0d7e4a3b1c6d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e
                 */
                "Service-Signature": string;
                /**
                 * @description Standard Webhooks: the event's id, the same on every attempt; deduplicate on it.
                 * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: when this attempt was signed, in unix seconds; refuse one far from
                 * your clock.
                 * @example 1795529600
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of
                 * "<webhook-id>.<webhook-timestamp>.<raw body>">`, keyed with the base64 decoding of the secret after
                 * `whsec_`; one per valid secret.
                 * @example v1,Xb1m4vKq7d2N0aUj3E9rTz5yW8cH6gLpS1fB4oQeRkI=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_0tjQC861bgR0wQl65IwJ9dAQ",
                 *       "object": "event",
                 *       "type": "supplier.rejected",
                 *       "created": 1795529600,
                 *       "data": {
                 *         "object": {
                 *           "id": "sup_OkceymdrvC1ISBKnF8zZREA9",
                 *           "object": "supplier",
                 *           "name": "Paper Co GmbH",
                 *           "email": "billing@paper.example.com",
                 *           "phone": "+49 30 1234567",
                 *           "tax_number": "DE123456789",
                 *           "address_line1": "Friedrichstraße 68",
                 *           "address_line2": "3rd floor",
                 *           "city": "Berlin",
                 *           "state": "Berlin",
                 *           "postal_code": "10117",
                 *           "country": "DE",
                 *           "notes": "Prefers invoices by email.",
                 *           "website": "https://paper.example.com",
                 *           "metadata": {
                 *             "order_id": "1001"
                 *           },
                 *           "import": {
                 *             "status": "rejected",
                 *             "batch": null,
                 *             "imported_at": null,
                 *             "local_ref": null,
                 *             "rejection": {
                 *               "code": "duplicate",
                 *               "reason": "Already in the books.",
                 *               "by": "merchant",
                 *               "field": "reference",
                 *               "detail": "Invoice RE-2041 is booked as 2026-0311.",
                 *               "actor": "integration",
                 *               "retryable": {
                 *                 "possible": false,
                 *                 "after": null
                 *               },
                 *               "messages": {
                 *                 "en": "The books already hold this record, so it was not imported a second time.",
                 * "de": "Dieser Datensatz ist bereits in der Buchhaltung erfasst und wurde daher nicht ein zweites Mal
                 * importiert."
                 *               },
                 *               "doc_url": "/docs/guides/declines#duplicate"
                 *             }
                 *           },
                 *           "books_check": "checked",
                 *           "books_warnings": [
                 *             {
                 *               "code": "name_in_use",
                 *               "field": "name",
                 *               "message": "The merchant's books already use this name for a customer.",
                 *               "books_read_at": 1795529600
                 *             }
                 *           ],
                 *           "created": 1795529600,
                 *           "updated": 1795529600
                 *         },
                 *         "reason": "Already in the books."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["SupplierRejectedEvent"];
            };
        };
        responses: {
            /**
             * @description Any 2xx answer acknowledges the delivery; anything else, or none within 10 seconds, is
             * retried.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.categoryImported": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description `t=<unix seconds>,v1=<hex>`: `v1` is the lowercase hex HMAC-SHA256, keyed with the
                 * endpoint's `signing_secret`, of `<t>.<raw body>`; during a rotation's overlap one `v1` per valid
                 * secret, the new one first.
                 * @example t=1795529600,v1=5f2b9c0d7e4a3b1c6d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e
                 */
                "Service-Signature": string;
                /**
                 * @description Standard Webhooks: the event's id, the same on every attempt; deduplicate on it.
                 * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: when this attempt was signed, in unix seconds; refuse one far from
                 * your clock.
                 * @example 1795529600
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of
                 * "<webhook-id>.<webhook-timestamp>.<raw body>">`, keyed with the base64 decoding of the secret after
                 * `whsec_`; one per valid secret.
                 * @example v1,Xb1m4vKq7d2N0aUj3E9rTz5yW8cH6gLpS1fB4oQeRkI=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_0tjQC861bgR0wQl65IwJ9dAQ",
                 *       "object": "event",
                 *       "type": "category.imported",
                 *       "created": 1795529600,
                 *       "data": {
                 *         "object": {
                 *           "id": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                 *           "object": "category",
                 *           "name": "Office supplies",
                 *           "kind": "expense",
                 *           "parent": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                 *           "description": "Paper, toner and small items for the office.",
                 *           "metadata": {
                 *             "order_id": "1001"
                 *           },
                 *           "import": {
                 *             "status": "imported",
                 *             "batch": "imb_uDOXHmFPkOUPhcO029Gg5sny",
                 *             "imported_at": 1795529600,
                 *             "local_ref": "C-1001"
                 *           },
                 *           "books_check": "checked",
                 *           "books_warnings": [
                 *             {
                 *               "code": "name_in_use",
                 *               "field": "name",
                 *               "message": "The merchant's books already use this name for a customer.",
                 *               "books_read_at": 1795529600
                 *             }
                 *           ],
                 *           "created": 1795529600,
                 *           "updated": 1795529600
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CategoryImportedEvent"];
            };
        };
        responses: {
            /**
             * @description Any 2xx answer acknowledges the delivery; anything else, or none within 10 seconds, is
             * retried.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.categoryRejected": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description `t=<unix seconds>,v1=<hex>`: `v1` is the lowercase hex HMAC-SHA256, keyed with the
                 * endpoint's `signing_secret`, of `<t>.<raw body>`; during a rotation's overlap one `v1` per valid
                 * secret, the new one first.
                 * @example t=1795529600,v1=5f2b9c0d7e4a3b1c6d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e
                 */
                "Service-Signature": string;
                /**
                 * @description Standard Webhooks: the event's id, the same on every attempt; deduplicate on it.
                 * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: when this attempt was signed, in unix seconds; refuse one far from
                 * your clock.
                 * @example 1795529600
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of
                 * "<webhook-id>.<webhook-timestamp>.<raw body>">`, keyed with the base64 decoding of the secret after
                 * `whsec_`; one per valid secret.
                 * @example v1,Xb1m4vKq7d2N0aUj3E9rTz5yW8cH6gLpS1fB4oQeRkI=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_0tjQC861bgR0wQl65IwJ9dAQ",
                 *       "object": "event",
                 *       "type": "category.rejected",
                 *       "created": 1795529600,
                 *       "data": {
                 *         "object": {
                 *           "id": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                 *           "object": "category",
                 *           "name": "Office supplies",
                 *           "kind": "expense",
                 *           "parent": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                 *           "description": "Paper, toner and small items for the office.",
                 *           "metadata": {
                 *             "order_id": "1001"
                 *           },
                 *           "import": {
                 *             "status": "rejected",
                 *             "batch": null,
                 *             "imported_at": null,
                 *             "local_ref": null,
                 *             "rejection": {
                 *               "code": "duplicate",
                 *               "reason": "Already in the books.",
                 *               "by": "merchant",
                 *               "field": "reference",
                 *               "detail": "Invoice RE-2041 is booked as 2026-0311.",
                 *               "actor": "integration",
                 *               "retryable": {
                 *                 "possible": false,
                 *                 "after": null
                 *               },
                 *               "messages": {
                 *                 "en": "The books already hold this record, so it was not imported a second time.",
                 * "de": "Dieser Datensatz ist bereits in der Buchhaltung erfasst und wurde daher nicht ein zweites Mal
                 * importiert."
                 *               },
                 *               "doc_url": "/docs/guides/declines#duplicate"
                 *             }
                 *           },
                 *           "books_check": "checked",
                 *           "books_warnings": [
                 *             {
                 *               "code": "name_in_use",
                 *               "field": "name",
                 *               "message": "The merchant's books already use this name for a customer.",
                 *               "books_read_at": 1795529600
                 *             }
                 *           ],
                 *           "created": 1795529600,
                 *           "updated": 1795529600
                 *         },
                 *         "reason": "Already in the books."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CategoryRejectedEvent"];
            };
        };
        responses: {
            /**
             * @description Any 2xx answer acknowledges the delivery; anything else, or none within 10 seconds, is
             * retried.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.productImported": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description `t=<unix seconds>,v1=<hex>`: `v1` is the lowercase hex HMAC-SHA256, keyed with the
                 * endpoint's `signing_secret`, of `<t>.<raw body>`; during a rotation's overlap one `v1` per valid
                 * secret, the new one first.
                 * @example t=1795529600,v1=5f2b9c0d7e4a3b1c6d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e
                 */
                "Service-Signature": string;
                /**
                 * @description Standard Webhooks: the event's id, the same on every attempt; deduplicate on it.
                 * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: when this attempt was signed, in unix seconds; refuse one far from
                 * your clock.
                 * @example 1795529600
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of
                 * "<webhook-id>.<webhook-timestamp>.<raw body>">`, keyed with the base64 decoding of the secret after
                 * `whsec_`; one per valid secret.
                 * @example v1,Xb1m4vKq7d2N0aUj3E9rTz5yW8cH6gLpS1fB4oQeRkI=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_0tjQC861bgR0wQl65IwJ9dAQ",
                 *       "object": "event",
                 *       "type": "product.imported",
                 *       "created": 1795529600,
                 *       "data": {
                 *         "object": {
                 *           "id": "prd_2jLvZshIIRBy1hDw0IBXrGLH",
                 *           "object": "product",
                 *           "name": "Widget",
                 *           "sku": "WID-001",
                 *           "description": "A blue widget, boxed.",
                 *           "unit": "piece",
                 *           "unit_amount": 1999,
                 *           "currency": "EUR",
                 *           "tax_rate": 19,
                 *           "category": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                 *           "metadata": {
                 *             "order_id": "1001"
                 *           },
                 *           "import": {
                 *             "status": "imported",
                 *             "batch": "imb_uDOXHmFPkOUPhcO029Gg5sny",
                 *             "imported_at": 1795529600,
                 *             "local_ref": "C-1001"
                 *           },
                 *           "books_check": "checked",
                 *           "books_warnings": [
                 *             {
                 *               "code": "name_in_use",
                 *               "field": "name",
                 *               "message": "The merchant's books already use this name for a customer.",
                 *               "books_read_at": 1795529600
                 *             }
                 *           ],
                 *           "created": 1795529600,
                 *           "updated": 1795529600
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ProductImportedEvent"];
            };
        };
        responses: {
            /**
             * @description Any 2xx answer acknowledges the delivery; anything else, or none within 10 seconds, is
             * retried.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.productRejected": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description `t=<unix seconds>,v1=<hex>`: `v1` is the lowercase hex HMAC-SHA256, keyed with the
                 * endpoint's `signing_secret`, of `<t>.<raw body>`; during a rotation's overlap one `v1` per valid
                 * secret, the new one first.
                 * @example t=1795529600,v1=5f2b9c0d7e4a3b1c6d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e
                 */
                "Service-Signature": string;
                /**
                 * @description Standard Webhooks: the event's id, the same on every attempt; deduplicate on it.
                 * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: when this attempt was signed, in unix seconds; refuse one far from
                 * your clock.
                 * @example 1795529600
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of
                 * "<webhook-id>.<webhook-timestamp>.<raw body>">`, keyed with the base64 decoding of the secret after
                 * `whsec_`; one per valid secret.
                 * @example v1,Xb1m4vKq7d2N0aUj3E9rTz5yW8cH6gLpS1fB4oQeRkI=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_0tjQC861bgR0wQl65IwJ9dAQ",
                 *       "object": "event",
                 *       "type": "product.rejected",
                 *       "created": 1795529600,
                 *       "data": {
                 *         "object": {
                 *           "id": "prd_2jLvZshIIRBy1hDw0IBXrGLH",
                 *           "object": "product",
                 *           "name": "Widget",
                 *           "sku": "WID-001",
                 *           "description": "A blue widget, boxed.",
                 *           "unit": "piece",
                 *           "unit_amount": 1999,
                 *           "currency": "EUR",
                 *           "tax_rate": 19,
                 *           "category": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                 *           "metadata": {
                 *             "order_id": "1001"
                 *           },
                 *           "import": {
                 *             "status": "rejected",
                 *             "batch": null,
                 *             "imported_at": null,
                 *             "local_ref": null,
                 *             "rejection": {
                 *               "code": "duplicate",
                 *               "reason": "Already in the books.",
                 *               "by": "merchant",
                 *               "field": "reference",
                 *               "detail": "Invoice RE-2041 is booked as 2026-0311.",
                 *               "actor": "integration",
                 *               "retryable": {
                 *                 "possible": false,
                 *                 "after": null
                 *               },
                 *               "messages": {
                 *                 "en": "The books already hold this record, so it was not imported a second time.",
                 * "de": "Dieser Datensatz ist bereits in der Buchhaltung erfasst und wurde daher nicht ein zweites Mal
                 * importiert."
                 *               },
                 *               "doc_url": "/docs/guides/declines#duplicate"
                 *             }
                 *           },
                 *           "books_check": "checked",
                 *           "books_warnings": [
                 *             {
                 *               "code": "name_in_use",
                 *               "field": "name",
                 *               "message": "The merchant's books already use this name for a customer.",
                 *               "books_read_at": 1795529600
                 *             }
                 *           ],
                 *           "created": 1795529600,
                 *           "updated": 1795529600
                 *         },
                 *         "reason": "Already in the books."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ProductRejectedEvent"];
            };
        };
        responses: {
            /**
             * @description Any 2xx answer acknowledges the delivery; anything else, or none within 10 seconds, is
             * retried.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.expenseImported": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description `t=<unix seconds>,v1=<hex>`: `v1` is the lowercase hex HMAC-SHA256, keyed with the
                 * endpoint's `signing_secret`, of `<t>.<raw body>`; during a rotation's overlap one `v1` per valid
                 * secret, the new one first.
                 * @example t=1795529600,v1=5f2b9c0d7e4a3b1c6d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e
                 */
                "Service-Signature": string;
                /**
                 * @description Standard Webhooks: the event's id, the same on every attempt; deduplicate on it.
                 * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: when this attempt was signed, in unix seconds; refuse one far from
                 * your clock.
                 * @example 1795529600
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of
                 * "<webhook-id>.<webhook-timestamp>.<raw body>">`, keyed with the base64 decoding of the secret after
                 * `whsec_`; one per valid secret.
                 * @example v1,Xb1m4vKq7d2N0aUj3E9rTz5yW8cH6gLpS1fB4oQeRkI=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_0tjQC861bgR0wQl65IwJ9dAQ",
                 *       "object": "event",
                 *       "type": "expense.imported",
                 *       "created": 1795529600,
                 *       "data": {
                 *         "object": {
                 *           "id": "exp_7nQZbDwhnomVGeysE6fUuQTD",
                 *           "object": "expense",
                 *           "description": "Printer paper, 10 reams",
                 *           "amount": 4990,
                 *           "currency": "EUR",
                 *           "tax_amount": 797,
                 *           "occurred_on": "2026-11-20",
                 *           "supplier": "sup_OkceymdrvC1ISBKnF8zZREA9",
                 *           "category": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                 *           "payment_method": "card",
                 *           "reference": "INV-2026-0042",
                 *           "notes": "Ordered for the new office.",
                 *           "metadata": {
                 *             "order_id": "1001"
                 *           },
                 *           "import": {
                 *             "status": "imported",
                 *             "batch": "imb_uDOXHmFPkOUPhcO029Gg5sny",
                 *             "imported_at": 1795529600,
                 *             "local_ref": "C-1001"
                 *           },
                 *           "books_check": "checked",
                 *           "books_warnings": [
                 *             {
                 *               "code": "name_in_use",
                 *               "field": "name",
                 *               "message": "The merchant's books already use this name for a customer.",
                 *               "books_read_at": 1795529600
                 *             }
                 *           ],
                 *           "created": 1795529600,
                 *           "updated": 1795529600
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ExpenseImportedEvent"];
            };
        };
        responses: {
            /**
             * @description Any 2xx answer acknowledges the delivery; anything else, or none within 10 seconds, is
             * retried.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.expenseRejected": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description `t=<unix seconds>,v1=<hex>`: `v1` is the lowercase hex HMAC-SHA256, keyed with the
                 * endpoint's `signing_secret`, of `<t>.<raw body>`; during a rotation's overlap one `v1` per valid
                 * secret, the new one first.
                 * @example t=1795529600,v1=5f2b9c0d7e4a3b1c6d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e
                 */
                "Service-Signature": string;
                /**
                 * @description Standard Webhooks: the event's id, the same on every attempt; deduplicate on it.
                 * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: when this attempt was signed, in unix seconds; refuse one far from
                 * your clock.
                 * @example 1795529600
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of
                 * "<webhook-id>.<webhook-timestamp>.<raw body>">`, keyed with the base64 decoding of the secret after
                 * `whsec_`; one per valid secret.
                 * @example v1,Xb1m4vKq7d2N0aUj3E9rTz5yW8cH6gLpS1fB4oQeRkI=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_0tjQC861bgR0wQl65IwJ9dAQ",
                 *       "object": "event",
                 *       "type": "expense.rejected",
                 *       "created": 1795529600,
                 *       "data": {
                 *         "object": {
                 *           "id": "exp_7nQZbDwhnomVGeysE6fUuQTD",
                 *           "object": "expense",
                 *           "description": "Printer paper, 10 reams",
                 *           "amount": 4990,
                 *           "currency": "EUR",
                 *           "tax_amount": 797,
                 *           "occurred_on": "2026-11-20",
                 *           "supplier": "sup_OkceymdrvC1ISBKnF8zZREA9",
                 *           "category": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                 *           "payment_method": "card",
                 *           "reference": "INV-2026-0042",
                 *           "notes": "Ordered for the new office.",
                 *           "metadata": {
                 *             "order_id": "1001"
                 *           },
                 *           "import": {
                 *             "status": "rejected",
                 *             "batch": null,
                 *             "imported_at": null,
                 *             "local_ref": null,
                 *             "rejection": {
                 *               "code": "duplicate",
                 *               "reason": "Already in the books.",
                 *               "by": "merchant",
                 *               "field": "reference",
                 *               "detail": "Invoice RE-2041 is booked as 2026-0311.",
                 *               "actor": "integration",
                 *               "retryable": {
                 *                 "possible": false,
                 *                 "after": null
                 *               },
                 *               "messages": {
                 *                 "en": "The books already hold this record, so it was not imported a second time.",
                 * "de": "Dieser Datensatz ist bereits in der Buchhaltung erfasst und wurde daher nicht ein zweites Mal
                 * importiert."
                 *               },
                 *               "doc_url": "/docs/guides/declines#duplicate"
                 *             }
                 *           },
                 *           "books_check": "checked",
                 *           "books_warnings": [
                 *             {
                 *               "code": "name_in_use",
                 *               "field": "name",
                 *               "message": "The merchant's books already use this name for a customer.",
                 *               "books_read_at": 1795529600
                 *             }
                 *           ],
                 *           "created": 1795529600,
                 *           "updated": 1795529600
                 *         },
                 *         "reason": "Already in the books."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ExpenseRejectedEvent"];
            };
        };
        responses: {
            /**
             * @description Any 2xx answer acknowledges the delivery; anything else, or none within 10 seconds, is
             * retried.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.revenueImported": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description `t=<unix seconds>,v1=<hex>`: `v1` is the lowercase hex HMAC-SHA256, keyed with the
                 * endpoint's `signing_secret`, of `<t>.<raw body>`; during a rotation's overlap one `v1` per valid
                 * secret, the new one first.
                 * @example t=1795529600,v1=5f2b9c0d7e4a3b1c6d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e
                 */
                "Service-Signature": string;
                /**
                 * @description Standard Webhooks: the event's id, the same on every attempt; deduplicate on it.
                 * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: when this attempt was signed, in unix seconds; refuse one far from
                 * your clock.
                 * @example 1795529600
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of
                 * "<webhook-id>.<webhook-timestamp>.<raw body>">`, keyed with the base64 decoding of the secret after
                 * `whsec_`; one per valid secret.
                 * @example v1,Xb1m4vKq7d2N0aUj3E9rTz5yW8cH6gLpS1fB4oQeRkI=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_0tjQC861bgR0wQl65IwJ9dAQ",
                 *       "object": "event",
                 *       "type": "revenue.imported",
                 *       "created": 1795529600,
                 *       "data": {
                 *         "object": {
                 *           "id": "rev_qwjRswQ65HmI5C9kpB3krj42",
                 *           "object": "revenue",
                 *           "description": "Order #1001",
                 *           "amount": 5997,
                 *           "currency": "EUR",
                 *           "tax_amount": 957,
                 *           "discount_amount": 500,
                 *           "fee_amount": 174,
                 *           "occurred_on": "2026-11-21",
                 *           "customer": "cus_nxs25id81Qy4zQzzatb50S5I",
                 *           "category": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                 *           "payment_method": "paypal",
                 *           "reference": "1001",
                 *           "notes": "Gift wrapped.",
                 *           "metadata": {
                 *             "order_id": "1001"
                 *           },
                 *           "import": {
                 *             "status": "imported",
                 *             "batch": "imb_uDOXHmFPkOUPhcO029Gg5sny",
                 *             "imported_at": 1795529600,
                 *             "local_ref": "C-1001"
                 *           },
                 *           "books_check": "checked",
                 *           "books_warnings": [
                 *             {
                 *               "code": "name_in_use",
                 *               "field": "name",
                 *               "message": "The merchant's books already use this name for a customer.",
                 *               "books_read_at": 1795529600
                 *             }
                 *           ],
                 *           "created": 1795529600,
                 *           "updated": 1795529600
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["RevenueImportedEvent"];
            };
        };
        responses: {
            /**
             * @description Any 2xx answer acknowledges the delivery; anything else, or none within 10 seconds, is
             * retried.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.revenueRejected": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description `t=<unix seconds>,v1=<hex>`: `v1` is the lowercase hex HMAC-SHA256, keyed with the
                 * endpoint's `signing_secret`, of `<t>.<raw body>`; during a rotation's overlap one `v1` per valid
                 * secret, the new one first.
                 * @example t=1795529600,v1=5f2b9c0d7e4a3b1c6d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e
                 */
                "Service-Signature": string;
                /**
                 * @description Standard Webhooks: the event's id, the same on every attempt; deduplicate on it.
                 * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: when this attempt was signed, in unix seconds; refuse one far from
                 * your clock.
                 * @example 1795529600
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of
                 * "<webhook-id>.<webhook-timestamp>.<raw body>">`, keyed with the base64 decoding of the secret after
                 * `whsec_`; one per valid secret.
                 * @example v1,Xb1m4vKq7d2N0aUj3E9rTz5yW8cH6gLpS1fB4oQeRkI=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_0tjQC861bgR0wQl65IwJ9dAQ",
                 *       "object": "event",
                 *       "type": "revenue.rejected",
                 *       "created": 1795529600,
                 *       "data": {
                 *         "object": {
                 *           "id": "rev_qwjRswQ65HmI5C9kpB3krj42",
                 *           "object": "revenue",
                 *           "description": "Order #1001",
                 *           "amount": 5997,
                 *           "currency": "EUR",
                 *           "tax_amount": 957,
                 *           "discount_amount": 500,
                 *           "fee_amount": 174,
                 *           "occurred_on": "2026-11-21",
                 *           "customer": "cus_nxs25id81Qy4zQzzatb50S5I",
                 *           "category": "cat_vz56sWZ0tWSqqXIo0UEpH70W",
                 *           "payment_method": "paypal",
                 *           "reference": "1001",
                 *           "notes": "Gift wrapped.",
                 *           "metadata": {
                 *             "order_id": "1001"
                 *           },
                 *           "import": {
                 *             "status": "rejected",
                 *             "batch": null,
                 *             "imported_at": null,
                 *             "local_ref": null,
                 *             "rejection": {
                 *               "code": "duplicate",
                 *               "reason": "Already in the books.",
                 *               "by": "merchant",
                 *               "field": "reference",
                 *               "detail": "Invoice RE-2041 is booked as 2026-0311.",
                 *               "actor": "integration",
                 *               "retryable": {
                 *                 "possible": false,
                 *                 "after": null
                 *               },
                 *               "messages": {
                 *                 "en": "The books already hold this record, so it was not imported a second time.",
                 * "de": "Dieser Datensatz ist bereits in der Buchhaltung erfasst und wurde daher nicht ein zweites Mal
                 * importiert."
                 *               },
                 *               "doc_url": "/docs/guides/declines#duplicate"
                 *             }
                 *           },
                 *           "books_check": "checked",
                 *           "books_warnings": [
                 *             {
                 *               "code": "name_in_use",
                 *               "field": "name",
                 *               "message": "The merchant's books already use this name for a customer.",
                 *               "books_read_at": 1795529600
                 *             }
                 *           ],
                 *           "created": 1795529600,
                 *           "updated": 1795529600
                 *         },
                 *         "reason": "Already in the books."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["RevenueRejectedEvent"];
            };
        };
        responses: {
            /**
             * @description Any 2xx answer acknowledges the delivery; anything else, or none within 10 seconds, is
             * retried.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.refundImported": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description `t=<unix seconds>,v1=<hex>`: `v1` is the lowercase hex HMAC-SHA256, keyed with the
                 * endpoint's `signing_secret`, of `<t>.<raw body>`; during a rotation's overlap one `v1` per valid
                 * secret, the new one first.
                 * @example t=1795529600,v1=5f2b9c0d7e4a3b1c6d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e
                 */
                "Service-Signature": string;
                /**
                 * @description Standard Webhooks: the event's id, the same on every attempt; deduplicate on it.
                 * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: when this attempt was signed, in unix seconds; refuse one far from
                 * your clock.
                 * @example 1795529600
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of
                 * "<webhook-id>.<webhook-timestamp>.<raw body>">`, keyed with the base64 decoding of the secret after
                 * `whsec_`; one per valid secret.
                 * @example v1,Xb1m4vKq7d2N0aUj3E9rTz5yW8cH6gLpS1fB4oQeRkI=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_0tjQC861bgR0wQl65IwJ9dAQ",
                 *       "object": "event",
                 *       "type": "refund.imported",
                 *       "created": 1795529600,
                 *       "data": {
                 *         "object": {
                 *           "id": "re_WK2dfhHaQ5xP7sS2Kk0EyGcQ",
                 *           "object": "refund",
                 *           "revenue": "rev_qwjRswQ65HmI5C9kpB3krj42",
                 *           "amount": 1999,
                 *           "currency": "EUR",
                 *           "reason": "Returned within 14 days",
                 *           "occurred_on": "2026-11-23",
                 *           "reference": "CN-2026-0007",
                 *           "metadata": {
                 *             "order_id": "1001"
                 *           },
                 *           "import": {
                 *             "status": "imported",
                 *             "batch": "imb_uDOXHmFPkOUPhcO029Gg5sny",
                 *             "imported_at": 1795529600,
                 *             "local_ref": "C-1001"
                 *           },
                 *           "books_check": "checked",
                 *           "books_warnings": [
                 *             {
                 *               "code": "name_in_use",
                 *               "field": "name",
                 *               "message": "The merchant's books already use this name for a customer.",
                 *               "books_read_at": 1795529600
                 *             }
                 *           ],
                 *           "created": 1795529600,
                 *           "updated": 1795529600
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["RefundImportedEvent"];
            };
        };
        responses: {
            /**
             * @description Any 2xx answer acknowledges the delivery; anything else, or none within 10 seconds, is
             * retried.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.refundRejected": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description `t=<unix seconds>,v1=<hex>`: `v1` is the lowercase hex HMAC-SHA256, keyed with the
                 * endpoint's `signing_secret`, of `<t>.<raw body>`; during a rotation's overlap one `v1` per valid
                 * secret, the new one first.
                 * @example t=1795529600,v1=5f2b9c0d7e4a3b1c6d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e
                 */
                "Service-Signature": string;
                /**
                 * @description Standard Webhooks: the event's id, the same on every attempt; deduplicate on it.
                 * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: when this attempt was signed, in unix seconds; refuse one far from
                 * your clock.
                 * @example 1795529600
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of
                 * "<webhook-id>.<webhook-timestamp>.<raw body>">`, keyed with the base64 decoding of the secret after
                 * `whsec_`; one per valid secret.
                 * @example v1,Xb1m4vKq7d2N0aUj3E9rTz5yW8cH6gLpS1fB4oQeRkI=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_0tjQC861bgR0wQl65IwJ9dAQ",
                 *       "object": "event",
                 *       "type": "refund.rejected",
                 *       "created": 1795529600,
                 *       "data": {
                 *         "object": {
                 *           "id": "re_WK2dfhHaQ5xP7sS2Kk0EyGcQ",
                 *           "object": "refund",
                 *           "revenue": "rev_qwjRswQ65HmI5C9kpB3krj42",
                 *           "amount": 1999,
                 *           "currency": "EUR",
                 *           "reason": "Returned within 14 days",
                 *           "occurred_on": "2026-11-23",
                 *           "reference": "CN-2026-0007",
                 *           "metadata": {
                 *             "order_id": "1001"
                 *           },
                 *           "import": {
                 *             "status": "rejected",
                 *             "batch": null,
                 *             "imported_at": null,
                 *             "local_ref": null,
                 *             "rejection": {
                 *               "code": "duplicate",
                 *               "reason": "Already in the books.",
                 *               "by": "merchant",
                 *               "field": "reference",
                 *               "detail": "Invoice RE-2041 is booked as 2026-0311.",
                 *               "actor": "integration",
                 *               "retryable": {
                 *                 "possible": false,
                 *                 "after": null
                 *               },
                 *               "messages": {
                 *                 "en": "The books already hold this record, so it was not imported a second time.",
                 * "de": "Dieser Datensatz ist bereits in der Buchhaltung erfasst und wurde daher nicht ein zweites Mal
                 * importiert."
                 *               },
                 *               "doc_url": "/docs/guides/declines#duplicate"
                 *             }
                 *           },
                 *           "books_check": "checked",
                 *           "books_warnings": [
                 *             {
                 *               "code": "name_in_use",
                 *               "field": "name",
                 *               "message": "The merchant's books already use this name for a customer.",
                 *               "books_read_at": 1795529600
                 *             }
                 *           ],
                 *           "created": 1795529600,
                 *           "updated": 1795529600
                 *         },
                 *         "reason": "Already in the books."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["RefundRejectedEvent"];
            };
        };
        responses: {
            /**
             * @description Any 2xx answer acknowledges the delivery; anything else, or none within 10 seconds, is
             * retried.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.importBatchCompleted": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description `t=<unix seconds>,v1=<hex>`: `v1` is the lowercase hex HMAC-SHA256, keyed with the
                 * endpoint's `signing_secret`, of `<t>.<raw body>`; during a rotation's overlap one `v1` per valid
                 * secret, the new one first.
                 * @example t=1795529600,v1=5f2b9c0d7e4a3b1c6d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e
                 */
                "Service-Signature": string;
                /**
                 * @description Standard Webhooks: the event's id, the same on every attempt; deduplicate on it.
                 * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: when this attempt was signed, in unix seconds; refuse one far from
                 * your clock.
                 * @example 1795529600
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of
                 * "<webhook-id>.<webhook-timestamp>.<raw body>">`, keyed with the base64 decoding of the secret after
                 * `whsec_`; one per valid secret.
                 * @example v1,Xb1m4vKq7d2N0aUj3E9rTz5yW8cH6gLpS1fB4oQeRkI=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_0tjQC861bgR0wQl65IwJ9dAQ",
                 *       "object": "event",
                 *       "type": "import_batch.completed",
                 *       "created": 1795529600,
                 *       "data": {
                 *         "object": {
                 *           "id": "imb_uDOXHmFPkOUPhcO029Gg5sny",
                 *           "object": "import_batch",
                 *           "status": "completed",
                 *           "counts": {
                 *             "customer": 2,
                 *             "supplier": 0,
                 *             "category": 0,
                 *             "product": 0,
                 *             "expense": 0,
                 *             "revenue": 0,
                 *             "refund": 0
                 *           },
                 *           "created": 1795529600,
                 *           "updated": 1795529600,
                 *           "completed_at": 1795529600,
                 *           "reverted_at": null
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ImportBatchCompletedEvent"];
            };
        };
        responses: {
            /**
             * @description Any 2xx answer acknowledges the delivery; anything else, or none within 10 seconds, is
             * retried.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.importBatchReverted": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description `t=<unix seconds>,v1=<hex>`: `v1` is the lowercase hex HMAC-SHA256, keyed with the
                 * endpoint's `signing_secret`, of `<t>.<raw body>`; during a rotation's overlap one `v1` per valid
                 * secret, the new one first.
                 * @example t=1795529600,v1=5f2b9c0d7e4a3b1c6d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e
                 */
                "Service-Signature": string;
                /**
                 * @description Standard Webhooks: the event's id, the same on every attempt; deduplicate on it.
                 * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: when this attempt was signed, in unix seconds; refuse one far from
                 * your clock.
                 * @example 1795529600
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of
                 * "<webhook-id>.<webhook-timestamp>.<raw body>">`, keyed with the base64 decoding of the secret after
                 * `whsec_`; one per valid secret.
                 * @example v1,Xb1m4vKq7d2N0aUj3E9rTz5yW8cH6gLpS1fB4oQeRkI=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_0tjQC861bgR0wQl65IwJ9dAQ",
                 *       "object": "event",
                 *       "type": "import_batch.reverted",
                 *       "created": 1795529600,
                 *       "data": {
                 *         "object": {
                 *           "id": "imb_uDOXHmFPkOUPhcO029Gg5sny",
                 *           "object": "import_batch",
                 *           "status": "reverted",
                 *           "counts": {
                 *             "customer": 2,
                 *             "supplier": 0,
                 *             "category": 0,
                 *             "product": 0,
                 *             "expense": 0,
                 *             "revenue": 0,
                 *             "refund": 0
                 *           },
                 *           "created": 1795529600,
                 *           "updated": 1795529600,
                 *           "completed_at": 1795529600,
                 *           "reverted_at": 1795529600
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ImportBatchRevertedEvent"];
            };
        };
        responses: {
            /**
             * @description Any 2xx answer acknowledges the delivery; anything else, or none within 10 seconds, is
             * retried.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.accountImporterStale": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description `t=<unix seconds>,v1=<hex>`: `v1` is the lowercase hex HMAC-SHA256, keyed with the
                 * endpoint's `signing_secret`, of `<t>.<raw body>`; during a rotation's overlap one `v1` per valid
                 * secret, the new one first.
                 * @example t=1795529600,v1=5f2b9c0d7e4a3b1c6d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e
                 */
                "Service-Signature": string;
                /**
                 * @description Standard Webhooks: the event's id, the same on every attempt; deduplicate on it.
                 * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: when this attempt was signed, in unix seconds; refuse one far from
                 * your clock.
                 * @example 1795529600
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of
                 * "<webhook-id>.<webhook-timestamp>.<raw body>">`, keyed with the base64 decoding of the secret after
                 * `whsec_`; one per valid secret.
                 * @example v1,Xb1m4vKq7d2N0aUj3E9rTz5yW8cH6gLpS1fB4oQeRkI=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_0tjQC861bgR0wQl65IwJ9dAQ",
                 *       "object": "event",
                 *       "type": "account.importer_stale",
                 *       "created": 1795529600,
                 *       "data": {
                 *         "object": {
                 *           "id": "acct_a2lz4MSFecbhvettEnl0pcLe",
                 *           "object": "account",
                 *           "pending": {
                 *             "customer": 3,
                 *             "supplier": 0,
                 *             "category": 0,
                 *             "product": 0,
                 *             "expense": 0,
                 *             "revenue": 0,
                 *             "refund": 0
                 *           },
                 *           "last_import_at": 1795529600,
                 *           "importer": {
                 *             "last_seen_at": 1795443200,
                 *             "status": "stale"
                 *           },
                 *           "books": {
                 *             "version": 3,
                 *             "read_at": 1795529600,
                 *             "checks": "warn"
                 *           }
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["AccountImporterStaleEvent"];
            };
        };
        responses: {
            /**
             * @description Any 2xx answer acknowledges the delivery; anything else, or none within 10 seconds, is
             * retried.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.accountImporterActive": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description `t=<unix seconds>,v1=<hex>`: `v1` is the lowercase hex HMAC-SHA256, keyed with the
                 * endpoint's `signing_secret`, of `<t>.<raw body>`; during a rotation's overlap one `v1` per valid
                 * secret, the new one first.
                 * @example t=1795529600,v1=5f2b9c0d7e4a3b1c6d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e
                 */
                "Service-Signature": string;
                /**
                 * @description Standard Webhooks: the event's id, the same on every attempt; deduplicate on it.
                 * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: when this attempt was signed, in unix seconds; refuse one far from
                 * your clock.
                 * @example 1795529600
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of
                 * "<webhook-id>.<webhook-timestamp>.<raw body>">`, keyed with the base64 decoding of the secret after
                 * `whsec_`; one per valid secret.
                 * @example v1,Xb1m4vKq7d2N0aUj3E9rTz5yW8cH6gLpS1fB4oQeRkI=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_0tjQC861bgR0wQl65IwJ9dAQ",
                 *       "object": "event",
                 *       "type": "account.importer_active",
                 *       "created": 1795529600,
                 *       "data": {
                 *         "object": {
                 *           "id": "acct_a2lz4MSFecbhvettEnl0pcLe",
                 *           "object": "account",
                 *           "pending": {
                 *             "customer": 3,
                 *             "supplier": 0,
                 *             "category": 0,
                 *             "product": 0,
                 *             "expense": 0,
                 *             "revenue": 0,
                 *             "refund": 0
                 *           },
                 *           "last_import_at": 1795529600,
                 *           "importer": {
                 *             "last_seen_at": 1795529600,
                 *             "status": "active"
                 *           },
                 *           "books": {
                 *             "version": 3,
                 *             "read_at": 1795529600,
                 *             "checks": "warn"
                 *           }
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["AccountImporterActiveEvent"];
            };
        };
        responses: {
            /**
             * @description Any 2xx answer acknowledges the delivery; anything else, or none within 10 seconds, is
             * retried.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.webhookEndpointDisabled": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description `t=<unix seconds>,v1=<hex>`: `v1` is the lowercase hex HMAC-SHA256, keyed with the
                 * endpoint's `signing_secret`, of `<t>.<raw body>`; during a rotation's overlap one `v1` per valid
                 * secret, the new one first.
                 * @example t=1795529600,v1=5f2b9c0d7e4a3b1c6d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e
                 */
                "Service-Signature": string;
                /**
                 * @description Standard Webhooks: the event's id, the same on every attempt; deduplicate on it.
                 * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: when this attempt was signed, in unix seconds; refuse one far from
                 * your clock.
                 * @example 1795529600
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of
                 * "<webhook-id>.<webhook-timestamp>.<raw body>">`, keyed with the base64 decoding of the secret after
                 * `whsec_`; one per valid secret.
                 * @example v1,Xb1m4vKq7d2N0aUj3E9rTz5yW8cH6gLpS1fB4oQeRkI=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_0tjQC861bgR0wQl65IwJ9dAQ",
                 *       "object": "event",
                 *       "type": "webhook_endpoint.disabled",
                 *       "created": 1795529600,
                 *       "data": {
                 *         "object": {
                 *           "id": "we_M6L6uLCDb4e5PYeU3WOKDxKC",
                 *           "object": "webhook_endpoint",
                 *           "url": "https://shop.example.com/bookdrop/webhooks",
                 *           "enabled_events": [
                 *             "customer.imported",
                 *             "customer.rejected",
                 *             "import_batch.reverted"
                 *           ],
                 *           "description": "Shop order sync",
                 *           "status": "disabled",
                 *           "disabled_reason": "deliveries_failing",
                 *           "disabled_at": 1795529600,
                 *           "previous_secret_expires_at": null,
                 *           "created": 1795529600,
                 *           "updated": 1795529600
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WebhookEndpointDisabledEvent"];
            };
        };
        responses: {
            /**
             * @description Any 2xx answer acknowledges the delivery; anything else, or none within 10 seconds, is
             * retried.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    "webhooks.webhookEndpointTest": {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description `t=<unix seconds>,v1=<hex>`: `v1` is the lowercase hex HMAC-SHA256, keyed with the
                 * endpoint's `signing_secret`, of `<t>.<raw body>`; during a rotation's overlap one `v1` per valid
                 * secret, the new one first.
                 * @example t=1795529600,v1=5f2b9c0d7e4a3b1c6d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e
                 */
                "Service-Signature": string;
                /**
                 * @description Standard Webhooks: the event's id, the same on every attempt; deduplicate on it.
                 * @example evt_0tjQC861bgR0wQl65IwJ9dAQ
                 */
                "webhook-id": string;
                /**
                 * @description Standard Webhooks: when this attempt was signed, in unix seconds; refuse one far from
                 * your clock.
                 * @example 1795529600
                 */
                "webhook-timestamp": string;
                /**
                 * @description Standard Webhooks: space-separated `v1,<base64 HMAC-SHA256 of
                 * "<webhook-id>.<webhook-timestamp>.<raw body>">`, keyed with the base64 decoding of the secret after
                 * `whsec_`; one per valid secret.
                 * @example v1,Xb1m4vKq7d2N0aUj3E9rTz5yW8cH6gLpS1fB4oQeRkI=
                 */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_0tjQC861bgR0wQl65IwJ9dAQ",
                 *       "object": "event",
                 *       "type": "webhook_endpoint.test",
                 *       "created": 1795529600,
                 *       "data": {
                 *         "object": {
                 *           "id": "we_M6L6uLCDb4e5PYeU3WOKDxKC",
                 *           "object": "webhook_endpoint",
                 *           "url": "https://shop.example.com/bookdrop/webhooks",
                 *           "enabled_events": [
                 *             "customer.imported",
                 *             "customer.rejected",
                 *             "import_batch.reverted"
                 *           ],
                 *           "description": "Shop order sync",
                 *           "status": "enabled",
                 *           "disabled_reason": null,
                 *           "disabled_at": null,
                 *           "previous_secret_expires_at": null,
                 *           "created": 1795529600,
                 *           "updated": 1795529600
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WebhookEndpointTestEvent"];
            };
        };
        responses: {
            /**
             * @description Any 2xx answer acknowledges the delivery; anything else, or none within 10 seconds, is
             * retried.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}

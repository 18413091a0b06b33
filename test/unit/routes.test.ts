import { apiRoutes } from "../../services/gateway/api-routes";
import { RESOURCES } from "../../shared/resources";

// The routes are read from the actions that serve them: a resource type's declaration brings its
// routes with it, and no route can point at an action that does not exist.
const { v1, admin } = apiRoutes();

test.each(RESOURCES.map((decl) => [decl.name, decl]))("%s has its routes, served by its declaration's service", (_name, decl) => {
	const action = (verb: string) => `${decl.service}.${decl.name}.${verb}`;
	expect(v1).toMatchObject({
		[`POST /${decl.name}`]: action("create"),
		[`GET /${decl.name}`]: action("list"),
		[`GET /${decl.name}/:id`]: action("retrieve"),
		[`POST /${decl.name}/:id`]: action("update"),
		[`DELETE /${decl.name}/:id`]: action("delete"),
		[`POST /${decl.name}/:id/reject`]: `batches.${decl.name}.reject`,
	});
	const lineItems = Object.keys(v1).filter((route) => route.includes(`/${decl.name}/:id/line_items`));
	expect(lineItems.sort()).toEqual(decl.lineItems ? [`GET /${decl.name}/:id/line_items`, `POST /${decl.name}/:id/line_items`] : []);
});

test("the operator's routes are only the admin actions", () => {
	expect(admin).toEqual({
		"POST /accounts": "accounts.admin.createAccount",
		"GET /accounts": "accounts.admin.listAccounts",
		"GET /accounts/:id": "accounts.admin.retrieveAccount",
		"POST /accounts/:account/api_keys": "accounts.admin.createKey",
		"GET /accounts/:account/api_keys": "accounts.admin.listKeys",
		"DELETE /api_keys/:id": "accounts.admin.revokeKey",
		"POST /accounts/:account/desktop_key": "accounts.admin.replaceDesktopKey",
	});
	expect(Object.values(v1).filter((action) => action.includes(".admin."))).toEqual([]);
});

test("two actions claiming one route are refused", () => {
	const twin = { name: "twin", actions: { a: { rest: "GET /same", scope: "read" as const }, b: { rest: "GET /same", scope: "read" as const } } };
	expect(() => apiRoutes([twin])).toThrow("Two actions serve GET /same: twin.a and twin.b");
});

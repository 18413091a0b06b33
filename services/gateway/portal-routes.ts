import type { ServerResponse } from "node:http";
import type { Gateway, GatewayRequest } from "./gateway-types";
import { changeEndpoint, endpointPage } from "./portal-endpoint";
import { createEndpoint, endpointsPage, ENDPOINTS_PATH } from "./portal-endpoints";
import { eventsPage } from "./portal-events";
import { PORTAL_PATH } from "./portal-layout";
import { objectPage, objectsPage } from "./portal-objects";
import { overviewPage } from "./portal-overview";
import { ENTER_PATH, SessionPage } from "./portal-pages";
import { requestLogPage, requestLogsPage, REQUEST_LOGS_PATH } from "./portal-request-logs";

// The portal's routes, as aliases of the gateway's "/" route: a page is one row here, its file, and
// an entry of PORTAL_NAV (portal-layout.ts) when every page links to it. Errors are the gateway's to render.

const ENDPOINT = `${ENDPOINTS_PATH}/:id`;

/** A session's page (GET), or a form that changes something (POST: Origin and form token checked first). */
function sessionRoute(render: SessionPage, changes: boolean) {
	return function portalPage(this: Gateway, req: GatewayRequest, res: ServerResponse) {
		this.portal.serve(req, res, render, changes).catch((err) => this.renderError(req, res, err));
	};
}

export const PORTAL_ALIASES = {
	[`GET ${ENTER_PATH}`](this: Gateway, req: GatewayRequest, res: ServerResponse) {
		this.portal.enterForm(req, res);
	},
	[`POST ${ENTER_PATH}`](this: Gateway, req: GatewayRequest, res: ServerResponse) {
		this.portal.enter(req, res).catch((err) => this.renderError(req, res, err));
	},
	[`GET ${PORTAL_PATH}`]: sessionRoute(overviewPage, false),
	[`GET ${PORTAL_PATH}/objects`]: sessionRoute(objectsPage, false),
	[`GET ${PORTAL_PATH}/objects/:type/:id`]: sessionRoute(objectPage, false),
	[`GET ${PORTAL_PATH}/events`]: sessionRoute(eventsPage, false),
	[`GET ${REQUEST_LOGS_PATH}`]: sessionRoute(requestLogsPage, false),
	[`GET ${REQUEST_LOGS_PATH}/:id`]: sessionRoute(requestLogPage, false),
	[`GET ${ENDPOINTS_PATH}`]: sessionRoute(endpointsPage, false),
	[`POST ${ENDPOINTS_PATH}`]: sessionRoute(createEndpoint, true),
	[`GET ${ENDPOINT}`]: sessionRoute(endpointPage, false),
	[`POST ${ENDPOINT}`]: sessionRoute(changeEndpoint, true),
	[`POST ${ENDPOINT}/disable`]: sessionRoute(changeEndpoint, true),
	[`POST ${ENDPOINT}/enable`]: sessionRoute(changeEndpoint, true),
	[`POST ${ENDPOINT}/test`]: sessionRoute(changeEndpoint, true),
	[`POST ${ENDPOINT}/rotate_secret`]: sessionRoute(changeEndpoint, true),
	[`POST ${ENDPOINT}/recover`]: sessionRoute(changeEndpoint, true),
	[`POST ${ENDPOINT}/deliveries/:delivery/retry`]: sessionRoute(changeEndpoint, true),
};

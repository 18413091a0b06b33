import { isIPv6 } from "node:net";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import { LOCAL_SERVER } from "../../shared/document/openapi-document";

/** A DNS name or IPv4 address, or an IPv6 address in brackets, then an optional port. */
const HOST = /^(?:(?<name>[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*)|\[(?<ipv6>[0-9a-f:.]+)\])(?::(?<port>\d{1,5}))?$/i;

/** The Host header when it is a plain host[:port] (nothing else is ever echoed into a page or the document); else undefined. */
export function validHost(header: string | undefined): string | undefined {
	const match = header === undefined || header.length > 261 ? null : HOST.exec(header);
	if (match === null) return undefined;
	const { ipv6, port } = match.groups!;
	if (ipv6 !== undefined && !isIPv6(ipv6)) return undefined;
	if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return undefined;
	return header!.toLowerCase();
}

/**
 * The origin a client reached this gateway at, as the reference names it: the connection's scheme
 * (the gateway trusts no proxy's X-Forwarded-Proto) and the Host header, or LOCAL_SERVER without a
 * usable Host.
 */
export function requestOrigin(req: IncomingMessage): string {
	const host = validHost(req.headers.host);
	if (host === undefined) return LOCAL_SERVER;
	return `${(req.socket as TLSSocket).encrypted === true ? "https" : "http"}://${host}`;
}

/**
 * The origin the document and the reference page name: PUBLIC_URL when the operator set it, else
 * the request's (`requestOrigin`). An answer made from the request's Host says so (`Vary: Host`)
 * and is for its client alone (`Cache-Control: private`): a shared cache that keys on the path
 * only must never hand one client's Host to another.
 */
export function servedOrigin(publicUrl: string | null, req: IncomingMessage, res: ServerResponse): string {
	if (publicUrl !== null) return publicUrl;
	res.setHeader("Vary", "Host");
	res.setHeader("Cache-Control", "private, no-cache");
	return requestOrigin(req);
}

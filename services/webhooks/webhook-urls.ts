import dns from "node:dns";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";
import { ApiError } from "../../shared/actions/api-errors";

/**
 * Whether a webhook may reach this address: only public unicast ones, unless WEBHOOK_ALLOW_PRIVATE
 * (local development and tests). An IPv4-mapped IPv6 address (`::ffff:0:0/96`) is judged as the
 * IPv4 it maps; IPv4-compatible ones (`::/96`, deprecated) are refused, like NAT64, 6to4 and Teredo.
 */
export function addressAllowed(address: string, allowPrivate: boolean): boolean {
	if (allowPrivate) return true;
	const canonical = canonicalAddress(address);
	if (canonical === null) return false;
	let parsed = ipaddr.parse(canonical);
	if (parsed.kind() === "ipv6") {
		const v6 = parsed as ipaddr.IPv6;
		if (v6.parts.slice(0, 6).every((part) => part === 0)) return false;
		if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
	}
	return parsed.range() === "unicast";
}

/**
 * The address in a form ipaddr.js reads right: it takes `::127.0.0.1` (IPv4-compatible, which
 * Node's resolver prints that way) for `::ffff:127.0.0.1`, so IPv6 goes through the URL parser first.
 */
function canonicalAddress(address: string): string | null {
	if (!address.includes(":")) return ipaddr.IPv4.isValidFourPartDecimal(address) ? address : null;
	try {
		const host = new URL(`http://[${address}]/`).hostname.slice(1, -1);
		return ipaddr.IPv6.isValid(host) ? host : null;
	} catch {
		return null;
	}
}

const invalid = (why: string) => new ApiError("webhook_url_invalid", `This webhook URL is refused: ${why}`, { param: "url" });

/** What to do instead when the receiver is on the developer's machine or network. */
const LOCAL_RECEIVER =
	"To receive events on your machine, run `bookdrop listen --forward-to <url>`, or start the server with WEBHOOK_ALLOW_PRIVATE=true (development only).";

/** Whether `host` is this machine or a private network by its name or address, as far as that shows without a lookup. */
const localHost = (host: string) => host === "localhost" || host.endsWith(".localhost") || (ipaddr.isValid(host) && !addressAllowed(host, false));

const bareHost = (hostname: string) => hostname.replace(/^\[|\]$/g, "");

/**
 * The checks at creation (docs/design.md, "Events and webhooks"): public HTTPS, no credentials, a public address.
 * With WEBHOOK_ALLOW_PRIVATE, plain `http` is allowed too, but only to private and loopback
 * addresses: local development must not turn into plaintext deliveries over the internet.
 */
export async function checkWebhookUrl(raw: string, allowPrivate: boolean): Promise<string> {
	let url: URL;
	try {
		url = new URL(raw);
	} catch {
		throw invalid("it is not a URL.");
	}
	const plain = url.protocol === "http:";
	const host = bareHost(url.hostname).toLowerCase();
	// an http://localhost receiver is refused for where it is, not for its scheme: the fix is another way to reach it
	if (url.protocol !== "https:" && !(plain && (allowPrivate || localHost(host)))) throw invalid("it must use https.");
	if (url.username || url.password) throw invalid("it must not carry credentials.");
	if (!allowPrivate && (host === "localhost" || host.endsWith(".localhost"))) throw invalid(`localhost is not reachable from bookdrop. ${LOCAL_RECEIVER}`);
	const addresses = ipaddr.isValid(host) ? [host] : await resolve(host);
	const refused = addresses.find((address) => !addressAllowed(address, allowPrivate));
	if (refused) throw invalid(`${host} is a private, loopback, link-local or reserved address (${refused}). ${LOCAL_RECEIVER}`);
	const exposed = plain && addresses.find((address) => addressAllowed(address, false));
	if (exposed) throw invalid(`plain http is only for private and loopback addresses; ${host} is public (${exposed}).`);
	return url.toString();
}

/** Whether a delivery may connect to `address`: the creation rules, with plain http kept off public addresses. */
export const deliveryAllowed = (address: string, allowPrivate: boolean, plain: boolean): boolean =>
	addressAllowed(address, allowPrivate) && !(plain && addressAllowed(address, false));

async function resolve(host: string): Promise<string[]> {
	try {
		return (await dns.promises.lookup(host, { all: true })).map((entry) => entry.address);
	} catch {
		throw invalid(`${host} does not resolve.`);
	}
}

/**
 * A socket lookup that refuses disallowed addresses: the check runs again on the address actually
 * connected to, so a name that resolved to a public address at creation cannot be rebound to a
 * private one later.
 */
export function guardedLookup(allowPrivate: boolean, plain: boolean): LookupFunction {
	return (hostname, options, callback) => {
		dns.lookup(hostname, { ...options, all: true }, (err, entries) => {
			if (err) return callback(err, "", 4);
			const refused = entries.find((entry) => !deliveryAllowed(entry.address, allowPrivate, plain));
			if (refused) return callback(Object.assign(new Error(`refused address ${refused.address}`), { code: "EADDRNOTALLOWED" }), "", 4);
			if (options.all) return (callback as unknown as (e: null, all: dns.LookupAddress[]) => void)(null, entries);
			callback(null, entries[0].address, entries[0].family);
		});
	};
}

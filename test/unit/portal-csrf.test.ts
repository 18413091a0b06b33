import { CSRF_FIELD, formToken, formTokenMatches, postForm } from "../../services/gateway/portal-csrf";

// The portal's form token (docs/portal.md, "Forms and cross-site requests"): one per session, from
// its secret alone, and accepted only whole.

const SECRET = "bps_0123456789abcdefghijABCDEFGHIJ01";

test("a session's token is the same on every page of it, and another session's is another", () => {
	expect(formToken(SECRET)).toBe(formToken(SECRET));
	expect(formToken(SECRET)).toMatch(/^[\w-]{43}$/);
	expect(formToken(`${SECRET.slice(0, -1)}2`)).not.toBe(formToken(SECRET));
	// the token tells nothing of the secret it comes from
	expect(formToken(SECRET)).not.toContain(SECRET.slice(4, 12));
});

test("only the session's own token, whole, is accepted", () => {
	const token = formToken(SECRET);
	expect(formTokenMatches(SECRET, token)).toBe(true);
	for (const wrong of [null, "", token.slice(0, -1), `${token}A`, token.toUpperCase(), formToken(`${SECRET}x`), SECRET]) {
		expect({ wrong, accepted: formTokenMatches(SECRET, wrong) }).toEqual({ wrong, accepted: false });
	}
});

test("every form posts the token in its field, escaped", () => {
	const form = postForm("/portal/webhook_endpoints/we_1/test", 'a"b', "", "Send a test event", true);
	expect(form).toBe(
		`<form method="post" action="/portal/webhook_endpoints/we_1/test" class="inline"><input type="hidden" name="${CSRF_FIELD}" value="a&#34;b"><button type="submit">Send a test event</button></form>`,
	);
});

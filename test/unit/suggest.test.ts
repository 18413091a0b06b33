import { closestName, editDistance } from "../../shared/actions/name-suggestions";

// The "Did you mean" of a 400 parameter_unknown (shared/actions/validation.ts).

test("editDistance counts insertions, deletions, substitutions and a swap of neighbours as one edit each", () => {
	expect(editDistance("email", "email")).toBe(0);
	expect(editDistance("emial", "email")).toBe(1);
	expect(editDistance("limt", "limit")).toBe(1);
	expect(editDistance("limitt", "limit")).toBe(1);
	expect(editDistance("nane", "name")).toBe(1);
	expect(editDistance("", "id")).toBe(2);
	expect(editDistance("colour", "currency")).toBeGreaterThan(2);
});

test("closestName offers the nearest known name within one edit up to four letters, two beyond", () => {
	const known = ["name", "email", "phone", "limit", "starting_after", "ending_before", "id"];
	expect(closestName("emial", known)).toBe("email");
	expect(closestName("emaill", known)).toBe("email");
	expect(closestName("e_mal", known)).toBe("email");
	expect(closestName("limt", known)).toBe("limit");
	expect(closestName("startng_afer", known)).toBe("starting_after");
	expect(closestName("nmae", known)).toBe("name");
	expect(closestName("ide", known)).toBe("id");
	expect(closestName("xy", known)).toBeUndefined();
	expect(closestName("nm", known)).toBeUndefined();
	expect(closestName("colour", known)).toBeUndefined();
	expect(closestName("email", [])).toBeUndefined();
});

test("closestName prefers the nearer name, then the first known", () => {
	expect(closestName("phon", ["phones", "phone"])).toBe("phone");
	expect(closestName("abcd", ["abce", "abcf"])).toBe("abce");
});

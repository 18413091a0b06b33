import { compile } from "../../shared/actions/validation";

// null is a value the client sent: accepted only where a rule says `nullable: true`, at any depth.
const check = compile({
	required: { type: "string" },
	optional: { type: "string", optional: true },
	clearable: { type: "string", optional: true, nullable: true },
	list: { type: "array", optional: true, items: { type: "object", props: { id: { type: "string" } } } },
	labels: { type: "record", optional: true, key: { type: "string" }, value: { type: "string", nullable: true } },
});

const outcome = (input: Record<string, unknown>) => {
	try {
		check(input);
		return "ok";
	} catch (err: any) {
		return `${err.type} ${err.data.param}`;
	}
};

test.each([
	[{ required: null }, "parameter_invalid required"],
	[{ required: "x", optional: null }, "parameter_invalid optional"],
	[{ required: "x", list: null }, "parameter_invalid list"],
	[{ required: "x", list: [{ id: null }] }, "parameter_invalid list[0].id"],
	[{ required: "x", clearable: null }, "ok"],
	[{ required: "x", labels: { a: null } }, "ok"],
	[{}, "parameter_missing required"],
	[{ required: "x", list: [{}] }, "parameter_missing list[0].id"],
])("%j → %s", (input, expected) => {
	expect(outcome(input)).toBe(expected);
});

// Lengths count characters, as JSON Schema's maxLength does: 😀 is one (two UTF-16 units), at every depth.
const lengths = compile({
	name: { type: "string", min: 2, max: 3, empty: false },
	email: { type: "email", max: 8, optional: true },
	code: { type: "string", length: 2, optional: true },
	tags: { type: "array", optional: true, items: { type: "string", max: 2 } },
	labels: { type: "record", optional: true, key: { type: "string", min: 1, max: 2 }, value: { type: "string", max: 2 } },
});

const measured = (input: Record<string, unknown>) => {
	try {
		lengths(input);
		return "ok";
	} catch (err: any) {
		return `${err.type} ${err.data.param}: ${err.message}`;
	}
};

test.each([
	[{ name: "😀😀😀" }, "ok"],
	[{ name: "😀😀😀😀" }, "parameter_invalid name: name must be at most 3 characters."],
	[{ name: "😀" }, "parameter_invalid name: name must be at least 2 characters."],
	[{ name: "" }, "parameter_invalid name: name must not be empty."],
	[{ name: 7 }, "parameter_invalid name: name must be a string."],
	// a lone high surrogate before an astral pair is a character of its own
	[{ name: "\ud800😀" }, "ok"],
	[{ name: "ab", email: "😀@ab.de" }, "ok"],
	[{ name: "ab", email: "😀@abcd.de" }, "parameter_invalid email: email must be at most 8 characters."],
	[{ name: "ab", email: "nope" }, "parameter_invalid email: email must be an email address."],
	[{ name: "ab", code: "😀😀" }, "ok"],
	[{ name: "ab", code: "😀" }, "parameter_invalid code: code must be exactly 2 characters."],
	[{ name: "ab", tags: ["😀😀", "😀😀😀"] }, "parameter_invalid tags[1]: tags[1] must be at most 2 characters."],
	[{ name: "ab", labels: { "😀😀": "😀😀" } }, "ok"],
	[{ name: "ab", labels: { "😀😀😀": "x" } }, "parameter_invalid labels.😀😀😀: labels.😀😀😀 must be at most 2 characters."],
	[{ name: "ab", labels: { k: "😀😀😀" } }, "parameter_invalid labels.k: labels.k must be at most 2 characters."],
])("%j → %s", (input, expected) => {
	expect(measured(input)).toBe(expected);
});

test("a bounded string rule with an option the character count does not implement is refused when compiled", () => {
	expect(() => compile({ name: { type: "string", max: 3, trim: true } })).toThrow(/cannot take trim/);
});

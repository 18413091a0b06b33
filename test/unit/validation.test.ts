import { compile } from "../../shared/api/validation";

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

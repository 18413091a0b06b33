import { ApiError } from "../../shared/actions/api-errors";
import { MAX_ARRAY_ITEMS, MAX_BODY_VALUES, MAX_OBJECT_KEYS, parseJsonBody } from "../../services/gateway/input-checks";

// The gateway's JSON reader (services/gateway/input-checks.ts): its structural limits stop a hostile body
// as it is read, and the paths it names are those of the value at fault.

const parse = (text: string) => parseJsonBody(Buffer.from(text));

function refusal(text: string): { code: string; param?: string; message: string } {
	try {
		parse(text);
	} catch (err) {
		if (!(err instanceof ApiError)) throw err;
		return { code: err.type, param: (err.data as { param?: string } | undefined)?.param, message: err.message };
	}
	throw new Error("the body was accepted");
}

const list = (n: number, item = "0") => `[${Array(n).fill(item).join(",")}]`;
const object = (n: number) => `{${Array.from({ length: n }, (_, i) => `"k${i}":"v"`).join(",")}}`;

test(`an array of ${MAX_ARRAY_ITEMS} items is read; one more is parameter_invalid naming the array`, () => {
	expect((parse(`{"objects":${list(MAX_ARRAY_ITEMS)}}`).body.objects as unknown[]).length).toBe(MAX_ARRAY_ITEMS);
	const refused = refusal(`{"a":{"objects":${list(MAX_ARRAY_ITEMS + 1)}}}`);
	expect(refused).toMatchObject({ code: "parameter_invalid", param: "a.objects" });
	expect(refused.message).toContain(`more than ${MAX_ARRAY_ITEMS} items`);
});

test(`an object of ${MAX_OBJECT_KEYS} keys is read; one more is parameter_invalid naming the object`, () => {
	expect(Object.keys(parse(`{"local_refs":${object(MAX_OBJECT_KEYS)}}`).body.local_refs as object)).toHaveLength(MAX_OBJECT_KEYS);
	const refused = refusal(`{"metadata":${object(MAX_OBJECT_KEYS + 1)}}`);
	expect(refused).toMatchObject({ code: "parameter_invalid", param: "metadata" });
	expect(refused.message).toContain(`more than ${MAX_OBJECT_KEYS} keys`);
});

test(`a body of ${MAX_BODY_VALUES} values is read; one more is parameter_invalid naming the top-level field`, () => {
	// fields f0, f1…, each an array of up to 1000 items: with the body and the arrays, n + arrays + 1 values
	const lists = (n: number) => Array.from({ length: Math.ceil(n / 1000) }, (_, i) => `"f${i}":${list(Math.min(1000, n - i * 1000))}`).join(",");
	const arrays = Math.ceil((MAX_BODY_VALUES - 1) / 1001);
	const items = MAX_BODY_VALUES - 1 - arrays;
	expect(() => parse(`{${lists(items)}}`)).not.toThrow();
	const refused = refusal(`{${lists(items + 1)}}`);
	expect(refused).toMatchObject({ code: "parameter_invalid", param: `f${arrays - 1}` });
	expect(refused.message).toContain(`more than ${MAX_BODY_VALUES} values`);
});

test("a 1 MiB body of nested arrays is refused for its values, within a few thousand of them", () => {
	const element = `${"[".repeat(30)}0${"]".repeat(30)}`;
	const body = `{"name":[${Array(17000).fill(element).join(",")}]}`;
	expect(body.length).toBeGreaterThan(1_000_000);
	expect(refusal(body)).toMatchObject({ code: "parameter_invalid", param: "name" });
});

test("paths still name the value at fault, and number literals their field", () => {
	expect(refusal('{"objects":[{"id":"a"},{"id":"b\\u0000"}]}')).toMatchObject({ code: "parameter_invalid", param: "objects[1].id" });
	expect(refusal('{"metadata":{"k\\u0000":"v"}}')).toMatchObject({ code: "parameter_invalid", param: "metadata.k\u0000" });
	expect(refusal('{"a":{"b":1,"b":2}}')).toMatchObject({ code: "invalid_json" });
	expect(refusal('{"a":{"__proto__":1}}')).toMatchObject({ code: "parameter_invalid", param: "a.__proto__" });
	expect(refusal('{"__proto__":1}')).toMatchObject({ code: "parameter_unknown", param: "__proto__" });
	expect(parse('{"amount":1.0,"line":{"items":[2,3e1]}}').numbers).toEqual([
		{ path: "amount", field: "amount", value: 1 },
		{ path: "line.items[1]", field: "line", value: 30 },
	]);
});

import { fitPage, MAX_PAGE_BYTES } from "../../shared/actions/pages";

// A page of a list is cut to its byte budget from the cursor's side, never emptied, and says
// has_more when cut (docs/api.md, "Lists and pagination").

// each object is 100 bytes of JSON, plus one for the comma between them
const object = (id: number) => ({ id, pad: "x".repeat(100 - JSON.stringify({ id, pad: "" }).length) });
const page = (n: number) => Array.from({ length: n }, (_, i) => object(i));

test("objects are 100 bytes each, as the cases below count", () => {
	expect(JSON.stringify(object(7)).length).toBe(100);
});

test("a first or starting_after page keeps its newest objects that fit, and says has_more", async () => {
	expect(await fitPage({ objects: page(10), hasMore: false }, false, 350)).toEqual({ data: page(3), hasMore: true });
});

test("an ending_before page keeps the objects nearest its cursor (the oldest, at its end), newest first", async () => {
	const { data, hasMore } = await fitPage({ objects: page(10), hasMore: false }, true, 350);
	expect(data.map((o) => o.id)).toEqual([7, 8, 9]);
	expect(hasMore).toBe(true);
});

test("a page that fits is answered whole, with its own has_more", async () => {
	expect(await fitPage({ objects: page(3), hasMore: false }, false, 303)).toEqual({ data: page(3), hasMore: false });
	expect(await fitPage({ objects: page(3), hasMore: true }, false, 303)).toEqual({ data: page(3), hasMore: true });
});

test("one object is always answered, even past the budget", async () => {
	expect(await fitPage({ objects: page(2), hasMore: false }, false, 10)).toEqual({ data: page(1), hasMore: true });
});

test("what complete() adds counts, and objects past the cut are never completed", async () => {
	const completed: number[] = [];
	const grow = async (o: { id: number; extra?: string }) => {
		completed.push(o.id);
		o.extra = "y".repeat(200);
	};
	const { data } = await fitPage({ objects: page(10) as Array<{ id: number; extra?: string }>, hasMore: false }, false, 700, grow);
	expect(data.map((o) => o.id)).toEqual([0, 1]);
	expect(completed).toEqual([0, 1, 2]);
});

test("the budget is 4 MiB", () => {
	expect(MAX_PAGE_BYTES).toBe(4 * 1024 * 1024);
});

import { AsyncLocalStorage } from "node:async_hooks";
import { WriteGroups } from "../../shared/platform/write-groups";

// With tracing on, a group's statement runs in the trace of one of its own members: the first whose
// trace is recorded, else the first. Left to the promise chain, each group's write ran in the
// context of the request that started the write before it, back to a busy node's first request; with
// 10% of traces sampled, one sampled request's trace took in every statement written after it.
// The request's context here is an AsyncLocalStorage of its own, as OpenTelemetry's context manager keeps it.

type Request = { name: string; recorded: boolean };
const request = new AsyncLocalStorage<Request>();
const contexts = {
	active: () => request.getStore(),
	recorded: (context: Request | undefined) => context?.recorded ?? false,
	within: <R>(context: Request | undefined, fn: () => R) => (context ? request.run(context, fn) : fn()),
};

/** A write that notes the request whose context it runs in, and ends when the test says so. */
function heldWrites() {
	const ranIn: Array<string | undefined> = [];
	const finish: Array<() => void> = [];
	const write = async (items: string[]) => {
		ranIn.push(request.getStore()?.name);
		await new Promise<void>((resolve) => finish.push(resolve));
		return items;
	};
	return { ranIn, finish, writer: () => write };
}

const addAs = (groups: WriteGroups, held: ReturnType<typeof heldWrites>, name: string, recorded: boolean) =>
	request.run({ name, recorded }, () => groups.add("customers", name, name, held.writer));

test("each group's write runs in its first recorded member's context, never in the request before it's", async () => {
	const groups = new WriteGroups({ contexts });
	const held = heldWrites();
	const a = addAs(groups, held, "a", true);
	const waiting = [addAs(groups, held, "b", false), addAs(groups, held, "c", true), addAs(groups, held, "d", false)];
	held.finish[0]();
	await expect(a).resolves.toBe("a");
	const e = addAs(groups, held, "e", false);
	held.finish[1]();
	await expect(Promise.all(waiting)).resolves.toEqual(["b", "c", "d"]);
	held.finish[2]();
	await expect(e).resolves.toBe("e");
	// b, c and d went together in c's trace; e alone in its own (dropped) one, not in c's or a's
	expect(held.ranIn).toEqual(["a", "c", "e"]);
});

test("a group none of whose members is recorded runs in its first member's context", async () => {
	const groups = new WriteGroups({ contexts });
	const held = heldWrites();
	const a = addAs(groups, held, "a", true);
	const waiting = [addAs(groups, held, "b", false), addAs(groups, held, "c", false)];
	held.finish[0]();
	await a;
	held.finish[1]();
	await Promise.all(waiting);
	expect(held.ranIn).toEqual(["a", "b"]);
});

test("gathered for a turn (PGlite), the group runs in its recorded member's context, not the first adder's", async () => {
	const groups = new WriteGroups({ gatherOneTurn: true, contexts });
	const held = heldWrites();
	const added = [addAs(groups, held, "a", false), addAs(groups, held, "b", true)];
	await new Promise((resolve) => setImmediate(resolve));
	held.finish[0]();
	await expect(Promise.all(added)).resolves.toEqual(["a", "b"]);
	expect(held.ranIn).toEqual(["b"]);
});

/**
 * Group commit: writes that arrive at one node while a write of their kind is under way wait for it
 * and then go together, as one statement and one commit; a write that arrives while none is under
 * way goes at once, alone. So a group never waits longer than the write before it takes, a lone
 * write never waits at all, and the busier the node, the larger its groups. A read that every create
 * makes before its write (the books' verdict) is grouped the same way.
 *
 * With a database that runs its statements on this thread (PGlite), no write is ever under way when
 * the next create arrives, so no group would ever form: there a lone write waits for the end of the
 * event loop's turn (`gatherOneTurn`), and goes with the writes of the requests read in that turn.
 *
 * With tracing on, a group's write runs in the trace of its first member whose trace is recorded
 * (else its first member's): left to itself, each write would run in the context of the request
 * whose write came before, and so on back to the request that started a busy node's first group;
 * sampling 10%, that one request's trace took in every statement written after it.
 */

/** Tracing's request contexts (tracing.ts), for a group to run in a member's trace. */
export interface RequestContexts<C = any> {
	/** The calling request's context. */
	active(): C;
	/** Whether the context's trace is recorded (sampled). */
	recorded(context: C): boolean;
	/** Runs `fn` in the context. */
	within<R>(context: C, fn: () => R): R;
}

/** How a group is written: one outcome per member, in order, either its result or its own error. */
export type GroupWrite<Item, Result> = (items: Item[]) => Promise<Array<Result | Error>>;

interface Member<Item, Result> {
	item: Item;
	/** Members with the same `distinct` never share a group (two creates with one Idempotency-Key); null shares with any. */
	distinct: string | null;
	resolve(result: Result): void;
	reject(err: unknown): void;
	/** The context the member was added in (tracing on). */
	context?: unknown;
}

interface Queue<Item, Result> {
	waiting: Member<Item, Result>[];
	writing: boolean;
	/** A write waits for the end of this turn (gatherOneTurn). */
	gathering: boolean;
	write: GroupWrite<Item, Result>;
}

/** The most members one group takes: a statement's parameters stay far below PostgreSQL's 65,535. */
export const MAX_GROUP = 100;

export class WriteGroups {
	private readonly queues = new Map<string, Queue<any, any>>();
	private readonly gatherOneTurn: boolean;
	private readonly contexts: RequestContexts | undefined;
	/** Groups written so far, and the members they held (GET /metrics; tests). */
	groups = 0;
	members = 0;

	/** `contexts` are tracing's, given when it is on. */
	constructor(options: { gatherOneTurn?: boolean; contexts?: RequestContexts } = {}) {
		this.gatherOneTurn = options.gatherOneTurn === true;
		this.contexts = options.contexts;
	}

	/**
	 * Adds `item` to the next group of kind `kind` (one kind is one statement shape: a table);
	 * `writer` makes, on the kind's first item, what writes its groups.
	 */
	add<Item, Result>(kind: string, item: Item, distinct: string | null, writer: () => GroupWrite<Item, Result>): Promise<Result> {
		let queue = this.queues.get(kind) as Queue<Item, Result> | undefined;
		if (!queue) this.queues.set(kind, (queue = { waiting: [], writing: false, gathering: false, write: writer() }));
		const context = this.contexts?.active();
		const added = new Promise<Result>((resolve, reject) => queue.waiting.push({ item, distinct, resolve, reject, context }));
		if (!this.gatherOneTurn) this.flush(queue);
		else if (!queue.writing && !queue.gathering) {
			queue.gathering = true;
			setImmediate(() => {
				queue.gathering = false;
				this.flush(queue);
			});
		}
		return added;
	}

	private flush<Item, Result>(queue: Queue<Item, Result>): void {
		if (queue.writing || !queue.waiting.length) return;
		const group = takeGroup(queue.waiting);
		queue.writing = true;
		this.groups += 1;
		this.members += group.length;
		// What waited meanwhile starts as soon as this write ends, before its members hear back.
		const next = () => {
			queue.writing = false;
			this.flush(queue);
		};
		const write = () => queue.write(group.map((member) => member.item));
		const contexts = this.contexts;
		const owner = contexts && (group.find((member) => contexts.recorded(member.context)) ?? group[0]);
		(owner ? contexts.within(owner.context, write) : write()).then(
			(outcomes) => {
				next();
				group.forEach((member, i) => {
					const outcome = outcomes[i];
					if (outcome instanceof Error) member.reject(outcome);
					else member.resolve(outcome);
				});
			},
			(err: unknown) => {
				next();
				for (const member of group) member.reject(err);
			},
		);
	}
}

/** The first MAX_GROUP waiting members with distinct keys; the others stay for the next group. */
function takeGroup<M extends { distinct: string | null }>(waiting: M[]): M[] {
	const seen = new Set<string>();
	const group: M[] = [];
	const rest: M[] = [];
	for (const member of waiting) {
		if (group.length < MAX_GROUP && (member.distinct === null || !seen.has(member.distinct))) {
			if (member.distinct !== null) seen.add(member.distinct);
			group.push(member);
		} else rest.push(member);
	}
	waiting.splice(0, waiting.length, ...rest);
	return group;
}

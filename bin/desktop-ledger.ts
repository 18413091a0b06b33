import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** One line of the simulated books: an object the merchant's books took, under its local ref, from a batch. */
export interface BookEntry {
	object: string;
	local_ref: string;
	batch: string;
}

/** What the simulator keeps between runs (`desktop import --state <file>`). */
interface State {
	/** The books: one entry per object they took. An object entered twice would be a duplicate in the merchant's accounts. */
	books: BookEntry[];
	/** Batches the books took whose `complete` was not acknowledged yet, with the Idempotency-Key of that complete. */
	unacknowledged: Record<string, string>;
}

/**
 * The simulator's books and keys in one small JSON file, written whole each time (a temporary file
 * renamed over the old one): a crash leaves the state before a write or after it, never half of it.
 * So the books take a batch and the key of its `complete` in one write, before the complete is
 * sent (docs/lifecycle.md, "Recovering after a crash").
 */
export class Books {
	constructor(private readonly file: string) {}

	read(): State {
		if (!fs.existsSync(this.file)) return { books: [], unacknowledged: {} };
		return JSON.parse(fs.readFileSync(this.file, "utf8")) as State;
	}

	/** The books' entries of a batch, as the `local_refs` of its complete. */
	localRefs(batch: string): Record<string, string> {
		return Object.fromEntries(
			this.read()
				.books.filter((entry) => entry.batch === batch)
				.map((entry) => [entry.object, entry.local_ref]),
		);
	}

	knows(batch: string): boolean {
		return this.read().books.some((entry) => entry.batch === batch);
	}

	/** Enters a claimed batch's objects and the key its complete will carry; answers the key. */
	take(batch: string, localRefs: Record<string, string>): string {
		const state = this.read();
		const key = `complete-${batch}-${randomUUID()}`;
		state.books.push(...Object.entries(localRefs).map(([object, local_ref]) => ({ object, local_ref, batch })));
		state.unacknowledged[batch] = key;
		this.write(state);
		return key;
	}

	/** The complete's answer arrived: its key is no longer needed. */
	acknowledge(batch: string): void {
		const state = this.read();
		delete state.unacknowledged[batch];
		this.write(state);
	}

	/** The batch was reverted (by the merchant, elsewhere): the books give its objects back. */
	remove(batch: string): void {
		const state = this.read();
		state.books = state.books.filter((entry) => entry.batch !== batch);
		delete state.unacknowledged[batch];
		this.write(state);
	}

	private write(state: State): void {
		const temporary = path.join(path.dirname(this.file), `.${path.basename(this.file)}.${process.pid}`);
		const fd = fs.openSync(temporary, "w");
		fs.writeSync(fd, `${JSON.stringify(state, null, 2)}\n`);
		fs.fsyncSync(fd);
		fs.closeSync(fd);
		fs.renameSync(temporary, this.file);
	}
}

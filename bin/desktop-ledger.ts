import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { RESOURCES } from "../shared/resources";
import { Booked, BooksSettings, DEFAULT_BOOKS_SETTINGS } from "./desktop-books";

/** One line of the simulated books: an object the merchant's books took, under its local ref, from a batch. */
export interface BookEntry {
	object: string;
	local_ref: string;
	batch: string;
	/** The name or document number the books took with it (docs/books.md); none for other types, and in entries of older state files. */
	name?: string;
	reference?: string;
}

/** What the server's snapshot was last set to by this ledger: its version, the settings and how many entries it holds. */
export interface Published {
	version: number;
	settings: BooksSettings;
	entries: number;
}

/** What the simulator keeps between runs (`desktop import --state <file>`). */
interface State {
	/** The books: one entry per object they took. An object entered twice would be a duplicate in the merchant's accounts. */
	books: BookEntry[];
	/** Batches the books took whose `complete` was not acknowledged yet, with the Idempotency-Key of that complete. */
	unacknowledged: Record<string, string>;
	/** How the books compare names, their closing date, currencies, tax rates and check mode (`desktop import` options). */
	settings?: BooksSettings;
	published?: Published;
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

	/** Enters a claimed batch's objects, with what each books, and the key its complete will carry; answers the key. */
	take(batch: string, localRefs: Record<string, string>, booked: Record<string, Booked> = {}): string {
		const state = this.read();
		const key = `complete-${batch}-${randomUUID()}`;
		const what = (object: string) => ({ name: booked[object]?.name, reference: booked[object]?.reference });
		state.books.push(...Object.entries(localRefs).map(([object, local_ref]) => ({ object, local_ref, batch, ...what(object) })));
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
		// the server's snapshot holds names the books gave back: the next run publishes them whole
		delete state.published;
		this.write(state);
	}

	settings(): BooksSettings {
		return this.read().settings ?? DEFAULT_BOOKS_SETTINGS;
	}

	configure(settings: BooksSettings): void {
		const state = this.read();
		if (JSON.stringify(state.settings) === JSON.stringify(settings)) return;
		this.write({ ...state, settings });
	}

	/** What the entries from `from` on booked, each with its type. */
	booked(from = 0): Booked[] {
		return this.read()
			.books.slice(from)
			.map((entry) => ({ type: typeOf(entry.object), name: entry.name, reference: entry.reference }));
	}

	published(): Published | undefined {
		return this.read().published;
	}

	markPublished(published: Published): void {
		this.write({ ...this.read(), published });
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

const typeOf = (id: string) => RESOURCES.find((d) => id.startsWith(`${d.prefix}_`))?.name ?? "";

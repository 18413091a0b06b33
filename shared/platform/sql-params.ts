/** Collects the values of one parameterised statement and hands out their `$n` placeholders. */
export class Params {
	readonly values: unknown[] = [];

	add(value: unknown): string {
		this.values.push(value);
		return `$${this.values.length}`;
	}
}

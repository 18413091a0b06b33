/**
 * The edit distance between two names, counting a swap of two neighbouring letters as one edit
 * (`emial` → `email`), the usual slip of a typist.
 */
export function editDistance(a: string, b: string): number {
	const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
	for (let j = 1; j <= b.length; j++) rows[0][j] = j;
	for (let i = 1; i <= a.length; i++) {
		for (let j = 1; j <= b.length; j++) {
			const cost = a[i - 1] === b[j - 1] ? 0 : 1;
			rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
			if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
		}
	}
	return rows[a.length][b.length];
}

/**
 * The known name closest to a misspelt one, or undefined when none is close: at most one edit for
 * names of up to four letters (`ide` is `id`, `xy` is nothing), two for longer ones. The first
 * known name wins a tie.
 */
export function closestName(name: string, known: readonly string[]): string | undefined {
	const limit = name.length <= 4 ? 1 : 2;
	let best: { name: string; distance: number } | undefined;
	for (const candidate of known) {
		const distance = editDistance(name, candidate);
		if (distance <= limit && (!best || distance < best.distance)) best = { name: candidate, distance };
	}
	return best?.name;
}

/** Three rows of the distance table, kept between calls: a search compares one word with ~100 000 and should not allocate for each. */
let rows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)] as const;

/**
 * The optimal-string-alignment distance between two words (insertions, deletions, substitutions
 * and a swap of two neighbouring letters each count one, so "Jonh" is one from "John"), or
 * `limit + 1` as soon as it is known to exceed `limit`. Bounded so that comparing a typed word
 * with every customer's name stays cheap: most pairs are given up on their length alone or
 * within a row or two.
 */
export function editDistanceWithin(a: string, b: string, limit: number): number {
	if (Math.abs(a.length - b.length) > limit) return limit + 1;
	if (a === b) return 0;
	if (rows[0].length <= b.length)
		rows = [new Int32Array(b.length * 2), new Int32Array(b.length * 2), new Int32Array(b.length * 2)];
	let [before, previous, current] = rows;
	for (let j = 0; j <= b.length; j++) previous[j] = j;
	for (let i = 1; i <= a.length; i++) {
		current[0] = i;
		let rowLeast = i;
		for (let j = 1; j <= b.length; j++) {
			let cell = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
			if (previous[j]! + 1 < cell) cell = previous[j]! + 1;
			if (current[j - 1]! + 1 < cell) cell = current[j - 1]! + 1;
			if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1] && before[j - 2]! + 1 < cell)
				cell = before[j - 2]! + 1;
			current[j] = cell;
			if (cell < rowLeast) rowLeast = cell;
		}
		if (rowLeast > limit) return limit + 1;
		[before, previous, current] = [previous, current, before];
	}
	return Math.min(previous[b.length]!, limit + 1);
}

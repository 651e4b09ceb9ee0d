import { createHash } from 'node:crypto';
import type { ReadRow } from '@deckhand/contract/imports/import-row.ts';
import { IMPORT_ROW_FIELDS } from './staged-row.ts';

/** The fields every row is digested by; a cost's other currency is added only where a row has one, so digests kept before it was read stay the same. */
const DIGESTED = IMPORT_ROW_FIELDS.filter((field) => field !== 'costCurrency');

/**
 * One digest (SHA-256, hex) of an import's rows as its format read them, in file order: each row's
 * fields in one fixed order (a row that cannot be read: its errors). What a spreadsheet changes
 * when it saves a file again without changing its data (line endings, quoting, a byte order mark,
 * the separator, a `sep=` line, blank lines, a column Deckhand does not read, the columns' order,
 * a header's case, a neutralised cell's apostrophe) reads as the same rows, so gives the same
 * digest. Line numbers are left out (a blank line moves them); the order of the rows is not (a
 * SKU in several rows takes its last row's price).
 */
export function rowsDigest() {
	const hash = createHash('sha256');
	return {
		add(read: ReadRow): void {
			const { row } = read;
			const cells =
				row === undefined
					? { errors: read.errors }
					: [
							...DIGESTED.map((field) => row[field]),
							...(row.costCurrency === null ? [] : [row.costCurrency]),
						];
			hash.update(`${JSON.stringify(cells)}\n`);
		},
		digest: (): string => hash.digest('hex'),
	};
}

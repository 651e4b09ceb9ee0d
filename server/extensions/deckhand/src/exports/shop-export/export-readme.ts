import type { ExportTable } from './export-tables.ts';

/** A cell of a Markdown table: a pipe or a line break would end it. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/** The README that goes with an export: what the files hold, how values are written, how to load them. */
export function exportReadme(
	tables: ExportTable[],
	files: Array<{ file: string; table: string; rows: number }>,
	at: Date,
): string {
	const rowsOf = new Map(files.map((file) => [file.table, file]));
	const sections = tables.map((table) => {
		const file = rowsOf.get(table.name);
		const columns = table.columns.map(
			(column) => `| ${cell(column.name)} | ${cell(column.type)} | ${cell(column.meaning)} |`,
		);
		return [
			`## ${file?.file ?? `${table.name}.csv`}`,
			'',
			`Table \`${table.name}\`: ${table.about || '(no description)'}. ${file?.rows ?? 0} rows, in the order of ${table.key.join(', ')}.`,
			'',
			'| Column | Type | Meaning |',
			'| --- | --- | --- |',
			...columns,
		].join('\n');
	});
	return [
		'# The shop’s data',
		'',
		`Everything Deckhand keeps of the shop, exported ${at.toISOString()}: one CSV file per table, read in`,
		'one transaction, so the files agree with one another as of one moment.',
		'',
		'- Files are UTF-8 (with a byte order mark, so spreadsheets read accents and Japanese), comma-separated,',
		'  with a header row of the column names (RFC 4180).',
		'- Money is as stored: whole numbers in the shop’s minor unit (cents: 1250 is 12.50; a yen shop has none,',
		'  so 1250 is ¥1250). The shop’s currency is in `shop_settings.csv`.',
		'- Times are UTC, ISO 8601 (`2026-12-06T01:00:00.000Z`); days are `YYYY-MM-DD`; yes/no columns are `true`/`false`;',
		'  an empty cell is no value.',
		'- A column naming another table (`order`, `sku`, `customer`, `user_created`…) holds that row’s `id`.',
		'- Staff accounts are exported without passwords, tokens or two-factor secrets; sign-in sessions not at all.',
		'',
		'To load them elsewhere: open any file in a spreadsheet, or load each into a database table of the same',
		'name (PostgreSQL: `\\copy orders FROM orders.csv WITH (FORMAT csv, HEADER)`; SQLite: `.import --csv --skip 1',
		'orders.csv orders`), creating the columns with the types below.',
		'',
		...sections.flatMap((section) => [section, '']),
	].join('\n');
}

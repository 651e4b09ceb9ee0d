import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { Knex } from 'knex';
import { dbDay, isSqlite, isoTime } from '../../db.ts';
import { exportReadme } from './export-readme.ts';
import { exportTables, type ColumnKind, type ExportTable } from './export-tables.ts';

/** Rows read at a time: a shop's hundred thousand orders never sit in memory at once. */
const PAGE = 1000;

export interface ExportedFile {
	file: string;
	table: string;
	rows: number;
}

/**
 * Where the export's files go, one after the other: a folder (`npm run export:all`) or a zip
 * streamed to the owner's browser. `write` settles once the file is written whole; a CSV's
 * content is read as it is taken, so a slow writer slows the reading and memory stays one page.
 */
export interface ExportSink {
	write: (file: string, content: Readable) => Promise<void>;
}

function written(value: unknown, kind: ColumnKind): unknown {
	if (value === null || value === undefined) return null;
	if (kind === 'time') return isoTime(value);
	if (kind === 'date') return dbDay(value);
	if (kind === 'boolean') return String(value === true || value === 1 || value === '1');
	return value;
}

/** The table's rows, a page at a time, each page after the last row of the one before (keyset: no OFFSET to skip). */
async function* rowsOf(trx: Knex.Transaction, table: ExportTable): AsyncGenerator<unknown[]> {
	const names = table.columns.map((column) => column.name);
	const keyList = table.key.map(() => '??').join(', ');
	const valueList = table.key.map(() => '?').join(', ');
	let last: unknown[] | null = null;
	for (;;) {
		const query = trx(table.name)
			.select([...new Set([...names, ...table.key])])
			.orderBy([...table.key])
			.limit(PAGE);
		if (last) query.where(trx.raw(`(${keyList}) > (${valueList})`, [...table.key, ...last]));
		const page = (await query) as Array<Record<string, unknown>>;
		for (const row of page) yield table.columns.map((column) => written(row[column.name], column.kind));
		if (page.length < PAGE) return;
		const end = page.at(-1)!;
		last = table.key.map((column) => end[column]);
	}
}

/** Writes one table's CSV (UTF-8 with a byte order mark, RFC 4180) and answers its row count. */
async function writeCsv(trx: Knex.Transaction, table: ExportTable, file: string, sink: ExportSink): Promise<number> {
	let rows = 0;
	async function* counted() {
		for await (const record of rowsOf(trx, table)) {
			rows += 1;
			yield record;
		}
	}
	const csv = stringify({
		header: true,
		columns: table.columns.map((column) => column.name),
		bom: true,
		record_delimiter: '\r\n',
		quoted_match: /[\r\n]/,
		cast: { object: (value) => JSON.stringify(value) },
	});
	// A failure reading the rows ends the content with the error, so the sink fails too.
	const content = new PassThrough();
	const written = sink.write(file, content).catch((error: unknown) => {
		// A sink that fails (a download cut off) stops the reading too.
		content.destroy(error as Error);
		throw error;
	});
	await Promise.all([pipeline(Readable.from(counted()), csv, content), written]);
	return rows;
}

/**
 * Writes every table of the shop (`exportTables`, named by the schema snapshot `snapshotFile`)
 * as `<table>.csv` to the sink, then a README of the files and columns. Only reads: all tables are
 * read in one transaction, so the files agree with one another as of one moment while the shop
 * goes on selling (SQLite's write-ahead log and PostgreSQL's snapshot let writers through).
 */
export async function exportAll(db: Knex, sink: ExportSink, snapshotFile: string): Promise<ExportedFile[]> {
	const config: Knex.TransactionConfig = isSqlite(db) ? {} : { isolationLevel: 'repeatable read', readOnly: true };
	return db.transaction(async (trx) => {
		const tables = await exportTables(trx, snapshotFile);
		const files: ExportedFile[] = [];
		for (const table of tables) {
			const file = `${table.name}.csv`;
			files.push({ file, table: table.name, rows: await writeCsv(trx, table, file, sink) });
		}
		await sink.write('README.md', Readable.from([exportReadme(tables, files, new Date())]));
		return files;
	}, config);
}

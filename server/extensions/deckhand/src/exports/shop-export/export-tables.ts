import { readFile } from 'node:fs/promises';
import { load } from 'js-yaml';
import type { Knex } from 'knex';
import { DECKHAND_TABLES, MIGRATIONS_TABLE } from '../../ledger/ledger-tables.ts';
import { commonColumnMeaning, LEDGER_ABOUT, LEDGER_KEYS, ledgerColumnMeaning } from './ledger-columns.ts';

/** How a column's values are written: times as UTC ISO 8601, true/false from either database's booleans, the rest as stored. */
export type ColumnKind = 'time' | 'date' | 'boolean' | 'plain';

export interface ExportColumn {
	name: string;
	/** Directus's type for a collection's field, the database's for a ledger's column. */
	type: string;
	kind: ColumnKind;
	meaning: string;
}

export interface ExportTable {
	name: string;
	about: string;
	/** The primary key: pages are read in its order. */
	key: readonly string[];
	columns: ExportColumn[];
}

interface SnapshotField {
	collection: string;
	field: string;
	type: string;
	meta: { note?: string | null } | null;
	schema?: { is_primary_key: boolean } | null;
}

interface Snapshot {
	collections: Array<{ collection: string; meta: { note?: string | null } | null; schema: object | null }>;
	fields: SnapshotField[];
}

/**
 * Directus's own tables, only the columns that say who works in the shop: never a password hash,
 * a token, a two-factor secret or a provider's sign-in data (and never `directus_sessions`).
 */
const SYSTEM_TABLES: ExportTable[] = [
	{
		name: 'directus_users',
		about: 'The shop’s staff accounts (no password, token or two-factor secret)',
		key: ['id'],
		columns: [
			{ name: 'id', type: 'uuid', kind: 'plain', meaning: 'User id, as other tables’ user_created name it' },
			{ name: 'first_name', type: 'string', kind: 'plain', meaning: 'First name' },
			{ name: 'last_name', type: 'string', kind: 'plain', meaning: 'Last name' },
			{ name: 'email', type: 'string', kind: 'plain', meaning: 'Sign-in email address' },
			{ name: 'role', type: 'uuid', kind: 'plain', meaning: 'The user’s role (directus_roles.id)' },
			{ name: 'status', type: 'string', kind: 'plain', meaning: 'active, suspended, invited…' },
			{ name: 'language', type: 'string', kind: 'plain', meaning: 'The language of the user’s screens' },
			{ name: 'last_access', type: 'timestamp', kind: 'time', meaning: 'When the user was last seen' },
		],
	},
	{
		name: 'directus_roles',
		about: 'The roles staff accounts have',
		key: ['id'],
		columns: [
			{ name: 'id', type: 'uuid', kind: 'plain', meaning: 'Role id' },
			{ name: 'name', type: 'string', kind: 'plain', meaning: 'Role name' },
		],
	},
];

function kindOf(type: string): ColumnKind {
	if (/^(timestamp|datetime)/i.test(type)) return 'time';
	if (/^date$/i.test(type)) return 'date';
	return /^bool/i.test(type) ? 'boolean' : 'plain';
}

/** A table's columns as the database has them, in the table's order. */
async function columnsOf(db: Knex, table: string): Promise<Array<[string, string]>> {
	const info = await db(table).columnInfo();
	return Object.entries(info).map(([name, column]) => [name, column.type]);
}

async function collectionTables(db: Knex, snapshot: Snapshot): Promise<ExportTable[]> {
	const tables: ExportTable[] = [];
	for (const collection of snapshot.collections.filter((entry) => entry.schema !== null)) {
		const fields = new Map(
			snapshot.fields.filter((field) => field.collection === collection.collection).map((f) => [f.field, f]),
		);
		const key = [...fields.values()].filter((field) => field.schema?.is_primary_key).map((field) => field.field);
		// The table's own columns: a copy the server keeps beside Directus's fields is exported too.
		const columns = (await columnsOf(db, collection.collection)).map(([name, databaseType]) => {
			const field = fields.get(name);
			const type = field?.type ?? databaseType;
			const meaning = field
				? (field.meta?.note ?? commonColumnMeaning(name) ?? '(field of the collection)')
				: '(a copy Deckhand’s server keeps)';
			return { name, type, kind: kindOf(type), meaning };
		});
		tables.push({ name: collection.collection, about: collection.meta?.note ?? '', key, columns });
	}
	return tables;
}

async function ledgerTables(db: Knex): Promise<ExportTable[]> {
	const ledgers = DECKHAND_TABLES.filter((table) => !table.startsWith(MIGRATIONS_TABLE));
	const tables: ExportTable[] = [];
	for (const name of ledgers) {
		const columns = (await columnsOf(db, name)).map(([column, type]) => ({
			name: column,
			type,
			kind: kindOf(type),
			meaning: ledgerColumnMeaning(name, column),
		}));
		tables.push({ name, about: LEDGER_ABOUT[name] ?? '(ledger)', key: LEDGER_KEYS[name] ?? ['id'], columns });
	}
	return tables;
}

/**
 * Every table a shop leaves with: each collection of Deckhand's schema (the snapshot's), each of
 * Deckhand's ledgers (not the migrator's bookkeeping), and who works there without their secrets.
 * The snapshot (`server/schema/snapshot.yaml`) names the collections and says what they and their fields mean.
 */
export async function exportTables(db: Knex, snapshotFile: string): Promise<ExportTable[]> {
	const snapshot = load(await readFile(snapshotFile, 'utf8')) as Snapshot;
	return [...(await collectionTables(db, snapshot)), ...(await ledgerTables(db)), ...SYSTEM_TABLES];
}

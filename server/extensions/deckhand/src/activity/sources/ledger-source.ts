import type { Knex } from 'knex';
import { ownValue } from '../../domain/own-key.ts';
import type { ActivityEntry, ActivityKind, ActivitySku } from '@deckhand/contract/activity/activity-entry.ts';
import { isoTime } from '../../db.ts';
import { whoOf, withinFilters, WHO_COLUMNS, type ActivitySource, type RecordMatch } from '../activity-source.ts';

type Row = Record<string, unknown>;

/** One of Deckhand's ledgers as a source: a table with `id`, `date_created` and `user_created`, joined to what its lines name. */
export interface LedgerSpec {
	kind: ActivityKind;
	table: string;
	/** The table's alias in `join` and `columns`. */
	alias: string;
	join: (query: Knex.QueryBuilder) => void;
	columns: string[];
	/** The collections whose records this ledger's rows can be about, and how. */
	records: Record<string, RecordMatch>;
	entry: (row: Row) => Pick<ActivityEntry, 'link' | 'detail'>;
}

export function ledgerSource(spec: LedgerSpec): ActivitySource {
	const { alias } = spec;
	return {
		kind: spec.kind,
		async read(database, filters) {
			const query = database(`${spec.table} as ${alias}`).leftJoin(
				'directus_users as users',
				'users.id',
				`${alias}.user_created`,
			);
			if (filters.record) {
				const match = ownValue(spec.records, filters.record.collection);
				if (!match || !match(query, filters.record.item)) return [];
			}
			spec.join(query);
			query.select(`${alias}.id`, `${alias}.date_created`, ...WHO_COLUMNS, ...spec.columns);
			const rows = (await withinFilters(
				query,
				database,
				spec.kind,
				{ time: `${alias}.date_created`, id: `${alias}.id`, user: `${alias}.user_created` },
				filters,
			)) as Row[];
			return rows.map((row) => ({
				kind: spec.kind,
				id: Number(row['id']),
				at: isoTime(row['date_created']),
				who: whoOf(row),
				...spec.entry(row),
			}));
		},
	};
}

/** The SKU columns (`skus` and `cards` joined) a line names its SKU with. */
export const SKU_COLUMNS = [
	'skus.id as sku_id',
	'skus.condition as sku_condition',
	'skus.finish as sku_finish',
	'skus.language as sku_language',
	'cards.id as card_id',
	'cards.name as card_name',
];

export function joinSku(query: Knex.QueryBuilder, column: string): void {
	query.join('skus', 'skus.id', column).join('cards', 'cards.id', 'skus.card');
}

export function skuOf(row: Row): ActivitySku {
	return {
		id: Number(row['sku_id']),
		card: { id: Number(row['card_id']), name: String(row['card_name']) },
		condition: String(row['sku_condition']),
		finish: String(row['sku_finish']),
		language: String(row['sku_language']),
	};
}

export const ORDER_COLUMNS = ['orders.id as order_id', 'orders.number as order_number'];

export const orderOf = (row: Row) => ({ id: Number(row['order_id']), number: String(row['order_number']) });

export const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

import type { SchemaOverview } from '@directus/types';
import type { Knex } from 'knex';
import { directusModule } from '../../server-modules.ts';
import type { ActivityEntry, ActivityLink, RevisionChange } from '@deckhand/contract/activity/activity-entry.ts';
import { dbTime, isoTime } from '../../db.ts';
import { whoOf, withinFilters, WHO_COLUMNS, type ActivitySource, type SourceQuery } from '../activity-source.ts';

type Row = Record<string, unknown>;

interface Entitlements {
	getEntitlementManager(): { getEntitlementLimit(key: string): number | null };
}

/**
 * How many days of its own activity Directus lets anyone read (30 on Core; null when all): the
 * screen shows no more than Directus's own activity page would, and says so.
 */
export async function directusActivityDays(): Promise<number | null> {
	const { getEntitlementManager } = await directusModule<Entitlements>('license/entitlements/manager');
	const seconds = getEntitlementManager().getEntitlementLimit('activity_historical_timeframe');
	return seconds === null || seconds < 0 || !Number.isFinite(seconds) ? null : Math.floor(seconds / 86_400);
}

/** The dashboard page of a record Directus logged, when the dashboard has one. */
function linkOf(collection: string, item: string | null, cardOfSku: Map<string, number>): ActivityLink | null {
	const id = item !== null && /^\d{1,15}$/.test(item) ? Number(item) : null;
	if (collection === 'games' || collection === 'sets') return { page: 'games' };
	if (collection === 'directus_files') return { page: 'pictures' };
	if (id === null) return null;
	if (collection === 'cards') return { page: 'card', id };
	if (collection === 'orders') return { page: 'order', id };
	if (collection === 'customers') return { page: 'customer', id };
	const card = collection === 'skus' ? cardOfSku.get(item!) : undefined;
	return card === undefined ? null : { page: 'card', id: card };
}

const json = (value: unknown): Record<string, unknown> | null => {
	const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
	return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
		? (parsed as Record<string, unknown>)
		: null;
};

/** Fields whose values are secrets (a password's hash, a token): shown as changed, never as written. */
function concealed(schema: SchemaOverview, collection: string, field: string): boolean {
	const special = schema.collections[collection]?.fields[field]?.special ?? [];
	return special.includes('conceal') || special.includes('hash');
}

const pick = (values: Record<string, unknown>, fields: string[], hide: (field: string) => boolean) =>
	Object.fromEntries(fields.map((field) => [field, hide(field) ? '••••••' : (values[field] ?? null)]));

/**
 * A revision's change: the fields it changed (its `delta`), as they were in the item's previous
 * revision (when Directus still keeps one) and as they became.
 */
async function revisionChange(
	database: Knex,
	schema: SchemaOverview,
	revisionId: number,
): Promise<RevisionChange | null> {
	const revision = await database('directus_revisions')
		.where('id', revisionId)
		.first('id', 'collection', 'item', 'data', 'delta');
	const after = json(revision?.delta) ?? json(revision?.data);
	if (!revision || !after) return null;
	const previous = await database('directus_revisions')
		.where({ collection: revision.collection, item: revision.item })
		.andWhere('id', '<', revisionId)
		.orderBy('id', 'desc')
		.first('data');
	const before = json(previous?.data);
	const fields = Object.keys(after);
	const hide = (field: string) => concealed(schema, String(revision.collection), field);
	return { fields, before: before ? pick(before, fields, hide) : null, after: pick(after, fields, hide) };
}

/**
 * Directus's own activity (`directus_activity`): who created, changed or deleted what through the
 * items API, GraphQL or the Data Studio, and sign-ins; with the revision's before and after where
 * one exists. Only as far back as Directus keeps it readable.
 */
export function directusActivity(schema: SchemaOverview, days: number | null): ActivitySource {
	return {
		kind: 'directus',
		async read(database, filters: SourceQuery) {
			const query = database('directus_activity as a').leftJoin('directus_users as users', 'users.id', 'a.user');
			if (filters.record) {
				query.where('a.collection', filters.record.collection);
				if (filters.record.item !== null) query.where('a.item', filters.record.item);
			}
			if (days !== null) query.where('a.timestamp', '>=', dbTime(database, Date.now() - days * 86_400_000));
			query.select(
				'a.id',
				'a.timestamp',
				'a.action',
				'a.collection',
				'a.item',
				...WHO_COLUMNS,
				database('directus_revisions').min('id').where('activity', database.ref('a.id')).as('revision'),
			);
			const rows = (await withinFilters(
				query,
				database,
				'directus',
				{ time: 'a.timestamp', id: 'a.id', user: 'a.user' },
				filters,
			)) as Row[];
			const skuItems = rows
				.filter((row) => row['collection'] === 'skus' && row['item'] !== null)
				.map((row) => String(row['item']));
			const skuCards =
				skuItems.length === 0
					? []
					: await database('skus')
							.whereIn('id', skuItems.filter((item) => /^\d{1,15}$/.test(item)).map(Number))
							.select('id', 'card');
			const cardOfSku = new Map(skuCards.map((sku: Row) => [String(sku['id']), Number(sku['card'])]));
			return Promise.all(
				rows.map(async (row): Promise<ActivityEntry> => {
					const collection = String(row['collection']);
					const item = row['item'] === null ? null : String(row['item']);
					const revision =
						row['revision'] === null || row['revision'] === undefined
							? null
							: await revisionChange(database, schema, Number(row['revision']));
					return {
						kind: 'directus',
						id: Number(row['id']),
						at: isoTime(row['timestamp']),
						who: whoOf(row),
						link: linkOf(collection, item, cardOfSku),
						detail: { kind: 'directus', action: String(row['action']), collection, item, revision },
					};
				}),
			);
		},
	};
}

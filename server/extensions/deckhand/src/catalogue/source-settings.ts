import type { Knex } from 'knex';
import type { CatalogueSourceId } from '@deckhand/contract/catalogue/catalogue-run.ts';
import {
	DEFAULT_HOUR,
	DEFAULT_SCHEDULE,
	PUBLISHED_ADDRESSES,
	type SourceSchedule,
	type SourceSettings,
} from '@deckhand/contract/catalogue/source-settings.ts';
import { dbTime, isoTime, nowForDb } from '../db.ts';

/** A source's settings, and when they were last saved (none: never, the defaults). */
export interface SavedSettings extends SourceSettings {
	savedAt: number | null;
}

/**
 * What a source the owner has not set does: downloads from its published address daily, or (a
 * test server, `DECKHAND_CATALOGUE_DEFAULTS=folder`) reads its folder only and never runs on a
 * schedule, so that no test reaches out to the sources nor sees a run it did not start.
 */
export type UnsavedAddress = 'published' | 'folder';

const defaults = (source: CatalogueSourceId, unsaved: UnsavedAddress): SavedSettings => ({
	address: unsaved === 'published' ? PUBLISHED_ADDRESSES[source] : null,
	schedule: unsaved === 'published' ? DEFAULT_SCHEDULE : 'off',
	hour: DEFAULT_HOUR,
	savedAt: null,
});

const settingsOf = (row: Record<string, unknown>): SavedSettings => ({
	address: (row['address'] as string | null) ?? null,
	schedule: row['schedule'] as SourceSchedule,
	hour: Number(row['hour']),
	savedAt: Date.parse(isoTime(row['date_updated'])),
});

/** Every source's settings: as the owner saved them, or the defaults (its published address, daily at 4). */
export async function allSourceSettings(
	database: Knex,
	unsaved: UnsavedAddress,
): Promise<Map<CatalogueSourceId, SavedSettings>> {
	const rows: Array<Record<string, unknown>> = await database('catalogue_sources').select('*');
	const saved = new Map(rows.map((row) => [row['source'] as CatalogueSourceId, settingsOf(row)]));
	return new Map(
		(Object.keys(PUBLISHED_ADDRESSES) as CatalogueSourceId[]).map((id) => [
			id,
			saved.get(id) ?? defaults(id, unsaved),
		]),
	);
}

/** One source's settings. */
export async function sourceSettings(
	database: Knex,
	source: CatalogueSourceId,
	unsaved: UnsavedAddress,
): Promise<SavedSettings> {
	const row = await database('catalogue_sources').where('source', source).first();
	return row ? settingsOf(row) : defaults(source, unsaved);
}

/**
 * One source's settings with its row held until the transaction ends, so that of two instances
 * starting its scheduled run, the second waits and then sees the first one's run. A source never
 * saved gets its row of defaults, counted from `since` (when this server started).
 */
export async function lockedSourceSettings(
	trx: Knex,
	source: CatalogueSourceId,
	unsaved: UnsavedAddress,
	since: number,
): Promise<SavedSettings> {
	const { savedAt: _never, ...initial } = defaults(source, unsaved);
	await trx('catalogue_sources')
		.insert({ source, ...initial, date_updated: dbTime(trx, since) })
		.onConflict('source')
		.ignore();
	return settingsOf(await trx('catalogue_sources').where('source', source).forUpdate().first());
}

/** The owner's settings of a source saved whole; its schedule counts from now. */
export async function saveSourceSettings(
	database: Knex,
	source: CatalogueSourceId,
	settings: SourceSettings,
): Promise<void> {
	const row = { source, ...settings, date_updated: nowForDb(database) };
	await database('catalogue_sources').insert(row).onConflict('source').merge();
}

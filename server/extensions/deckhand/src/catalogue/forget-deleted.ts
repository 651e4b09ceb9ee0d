import type { Knex } from 'knex';

/** The kind of catalogue entry that names a row of each catalog collection. */
const ENTRY_KINDS: Readonly<Record<string, 'set' | 'card'>> = { sets: 'set', cards: 'card' };

/**
 * The catalogue entries of sets or cards the shop deleted, forgotten: an entry naming a row that
 * is gone would have the next run "update" nothing and never make the card again. Once forgotten,
 * the source's set or card is new to the catalogue, and the source's next run, its files read
 * again even when unchanged, makes it (or finds another of the shop's) again. Market prices of a
 * deleted card go with it (their key is the card's).
 */
export async function forgetDeletedTargets(
	database: Knex,
	collection: string,
	keys: readonly unknown[],
): Promise<void> {
	const kind = ENTRY_KINDS[collection];
	if (!kind || keys.length === 0) return;
	const forgotten = database('catalogue_entries')
		.where('kind', kind)
		.whereIn('target', keys as Array<string | number>);
	await database.transaction(async (trx) => {
		const sources = await forgotten.clone().transacting(trx).distinct('source').pluck('source');
		await forgotten.clone().transacting(trx).delete();
		// The source's files are then no longer all applied: its next run reads them, unchanged or not.
		if (sources.length > 0) await trx('catalogue_runs').whereIn('source', sources).update({ files_read: null });
	});
}

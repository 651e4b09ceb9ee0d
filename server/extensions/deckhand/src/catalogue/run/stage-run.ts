import type { CatalogueRunCounts } from '@deckhand/contract/catalogue/catalogue-run.ts';
import type { Knex } from 'knex';
import { searchText } from '@deckhand/contract/domain/search-text.ts';
import { checkedRecords } from '../checked-records.ts';
import type { CatalogueSource, SourceCard, SourceFiles, SourceGroup, SourcePrice } from '../source-records.ts';
import { nameWithoutGroupCode } from '../tcgplayer-groups.ts';
import { recordDigest } from './record-digest.ts';
import { stagingWriter, type StagingRow } from './staging-rows.ts';

/**
 * Reads a source's records into a run's staging rows: each set and card that is new or changed
 * since the digest last applied (the others counted unchanged), and every price as a quote, in
 * batches of short transactions (`stagingWriter`), so the till keeps selling while a source is
 * read; the records are applied together afterwards (`carryOutRun`). `onBatch` hears the records
 * read so far and may stop the reading (a cancel) by throwing.
 */
export async function stageRun(
	database: Knex,
	run: number,
	source: CatalogueSource,
	files: SourceFiles,
	onBatch: (records: number) => Promise<void>,
): Promise<CatalogueRunCounts['read']> {
	// What each set and card of the source last said (its digest), and the shop's set or card it is.
	const applied = new Map<string, { digest: string; target: number }>();
	const entries: Array<{ kind: string; source_id: string; digest: string; target: number }> = await database(
		'catalogue_entries',
	)
		.select('kind', 'source_id', 'digest', 'target')
		.where('source', source.id);
	for (const { kind, source_id, digest, target } of entries)
		applied.set(`${kind}|${source_id}`, { digest, target: Number(target) });

	const counts: CatalogueRunCounts['read'] = { records: 0, sets: 0, cards: 0, unchanged: 0, quotes: 0, skipped: 0 };
	const rows = stagingWriter(database, () => onBatch(counts.records));
	let seq = 0;
	const add = (row: StagingRow) => rows.add({ run, seq: seq++, ...row });

	try {
		for await (const record of checkedRecords(source.read(files))) {
			counts.records += 1;
			if (record.type === 'skip') counts.skipped += 1;
			else if (record.type === 'group') await add(groupRow(record));
			else if (record.type === 'quote') {
				const { system, productId } = record.match;
				await add(quoteRow(record.price, system, productId));
				counts.quotes += 1;
			} else {
				const digest = recordDigest(record);
				const entry = applied.get(`${record.type}|${record.sourceId}`);
				const unchanged = entry?.digest === digest;
				if (unchanged) counts.unchanged += 1;
				else if (record.type === 'set') {
					counts.sets += 1;
					await add({
						kind: 'set',
						source_id: record.sourceId,
						digest,
						parent: record.game,
						code: record.code,
						name: record.name,
						release_date: record.releaseDate,
						tcgplayer_id: record.tcgplayerGroupId,
					});
				} else {
					counts.cards += 1;
					await add(cardRow(record, digest));
				}
				if (record.type === 'card')
					for (const price of record.prices) {
						await add({ ...quoteRow(price, 'source', record.sourceId), target: entry?.target ?? null });
						counts.quotes += 1;
					}
			}
		}
		await rows.end();
	} finally {
		await rows.settled();
	}
	return counts;
}

function cardRow(card: SourceCard, digest: string): StagingRow {
	return {
		kind: 'card',
		source_id: card.sourceId,
		digest,
		parent: card.setSourceId,
		name: card.name,
		search_text: searchText(card.name),
		number: card.collectorNumber,
		rarity: card.rarity,
		card_kind: card.kind,
		language: card.language,
		image_url: card.image,
		scryfall_id: card.ids.scryfall,
		tcgplayer_id: card.ids.tcgplayer,
		cardmarket_id: card.ids.cardmarket,
		finishes: card.finishes.join(','),
	};
}

/**
 * A group of TCGplayer's, staged whole every run (a few thousand, no digest): `search_text` holds
 * its name without TCGplayer's code, where it has one, to find the shop's set by.
 */
function groupRow(group: SourceGroup): StagingRow {
	return {
		kind: 'group',
		source_id: group.groupId,
		parent: group.game,
		code: group.abbreviation,
		name: group.name,
		search_text: nameWithoutGroupCode(group.name),
	};
}

/** A price, with the way to its card: a card of this source (`source`) or another system's product id. */
function quoteRow(price: SourcePrice, system: string, id: string): StagingRow {
	return {
		kind: 'quote',
		parent: system,
		source_id: id,
		finish: price.finish,
		edition: price.edition ?? '',
		currency: price.currency,
		market: price.market,
		low: price.low,
	};
}

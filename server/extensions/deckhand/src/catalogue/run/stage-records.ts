import type { CatalogueRunCounts } from '@deckhand/contract/catalogue/catalogue-run.ts';
import { searchText } from '@deckhand/contract/domain/search-text.ts';
import { checkedRecords } from '../checked-records.ts';
import type { CatalogueSource, SourceCard, SourceFiles, SourceGroup, SourcePrice } from '../source-records.ts';
import { nameWithoutGroupCode } from '../tcgplayer-groups.ts';
import { recordDigest } from './record-digest.ts';
import { stagedValues, type StagedKind, type StagingRow } from './staged-columns.ts';

type Row<K extends StagedKind> = Extract<StagingRow, { kind: K }>;

/** What each set and card of the source last said (its digest), and the shop's set or card it is, by `kind|source id`. */
export type AppliedEntries = Map<string, { digest: string; target: number }>;

/**
 * How a run's reader stages, by database: rows a batch, and the reader thread's nice value.
 *
 * Each batch is one short transaction. On SQLite a sale may wait for it (one writer at a time): a
 * day's prices with a clerk selling throughout (`bench:catalogue`) took 17.6 s at 800 rows a batch
 * and the sale's p95 2.6× idle; 400, 20.0 s and 2.1×; 300, 23.5 s and 1.5×; 200, 42.8 s. There the
 * reader keeps the server's priority: lowered (nice 10) the prices took 32.3 s and the sale 1.6×.
 *
 * PostgreSQL writes beside the sales, and what a batch costs it is mostly the statement and its
 * commit: a day of Scryfall's prices alone took 21–24 s, 22 s of them the database's, at 300 rows
 * a batch; 17.6 s (15 s) at 1 500; 14–18 s (14–15 s) at 5 000. At 2 000 the sales during the
 * prices waited behind the reader's parsing on two cores (2.7× idle, 35.8 s); with the reader at
 * nice 10, 1.7–1.9× (30.7–38.5 s).
 */
export const STAGING = {
	sqlite: { batch: 300, nice: 0 },
	postgres: { batch: 2_000, nice: 10 },
} as const;

/**
 * A source's records as a run's staging rows: each set and card that is new or changed since the
 * digest last applied (`applied`; the others counted unchanged), and every price as a quote, in
 * batches of one kind each, every row its values in the kind's column order (`stagedValues`),
 * handed to `emit` with the records read so far; the next batch is gathered once `emit` has taken
 * the one before. Refuses (`SourceRefusal`) what `checkedRecords` refuses.
 */
export async function stageRecords(
	source: CatalogueSource,
	files: SourceFiles,
	applied: AppliedEntries,
	batchSize: number,
	emit: (kind: StagedKind, rows: Array<Array<string | number | null>>, records: number) => Promise<void>,
): Promise<CatalogueRunCounts['read']> {
	const counts: CatalogueRunCounts['read'] = { records: 0, sets: 0, cards: 0, unchanged: 0, quotes: 0, skipped: 0 };
	const batches = new Map<StagedKind, Array<Array<string | number | null>>>();
	let seq = 0;
	const add = async (row: StagingRow) => {
		const batch = batches.get(row.kind) ?? [];
		batches.set(row.kind, batch);
		batch.push(stagedValues({ ...row, seq: seq++ }));
		if (batch.length < batchSize) return;
		batches.delete(row.kind);
		await emit(row.kind, batch, counts.records);
	};

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
	for (const [kind, batch] of batches) await emit(kind, batch, counts.records);
	return counts;
}

function cardRow(card: SourceCard, digest: string): Row<'card'> {
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
function groupRow(group: SourceGroup): Row<'group'> {
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
function quoteRow(price: SourcePrice, system: string, id: string): Row<'quote'> {
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

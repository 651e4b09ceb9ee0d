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
 * How a run's reader stages, by database: rows a batch of sets, cards and groups (quotes are
 * batched alike on both, `QUOTES_A_BATCH`), and the reader thread's nice value.
 *
 * Each batch is one short transaction. On SQLite a sale may wait for it (one writer at a time): a
 * load with a clerk selling took 17.6 s at 800 rows a batch and the sale's p95 2.6× idle; 400,
 * 20.0 s and 2.1×; 300, 23.5 s and 1.5×; 200, 42.8 s. There the reader keeps the server's
 * priority: lowered (nice 10) the prices took 32.3 s and the sale 1.6×, where SQLite's writing is
 * the server's own. PostgreSQL writes beside the sales, and what a batch costs it is mostly the
 * statement and its commit: 2 000 rows. There the sales wait behind the reader's parsing on two
 * cores: at the server's priority a day's prices took 25.1 s and the sale 2.3× idle; lowered,
 * 26.4 s and 1.2× (`docs/decisions/catalogue-sources.md`).
 */
export const STAGING = {
	sqlite: { batch: 300, nice: 0 },
	postgres: { batch: 2_000, nice: 10 },
} as const;

/**
 * Quotes a batch, on either database: a batch of quotes is written as one row (`writeStagingRows`),
 * so its size costs a waiting sale next to nothing, and a few large ones make fewer turns between
 * the sales and the run. A row a quote, a day's prices with a clerk selling took SQLite 29.5–31 s
 * (the sale's p95 2.1–2.2× idle) and PostgreSQL 29.6 s (1.9×); a row a batch, 16.2 s (1.7×) and
 * 26.4 s (1.2×).
 */
const QUOTES_A_BATCH = 2_000;

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
		if (batch.length < (row.kind === 'quote' ? QUOTES_A_BATCH : batchSize)) return;
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

import type { AppliedCounts } from '@deckhand/contract/catalogue/catalogue-run.ts';
import type { Knex } from 'knex';
import { actionCounts, afterInsert, allocateIds } from './run-rows.ts';

const CARDS = "catalogue_rows.run = ? AND catalogue_rows.kind = 'card'";
const ENTRY_OF_ROW = `catalogue_entries.source = ? AND catalogue_entries.kind = 'card' AND catalogue_entries.source_id = catalogue_rows.source_id`;
/** The shop's set the row's card is in: its set's entry, written just before (`applySets`). */
const SET_OF_ROW = `(SELECT set_entry.target FROM catalogue_entries set_entry WHERE set_entry.source = ? AND set_entry.kind = 'set' AND set_entry.source_id = catalogue_rows.parent)`;
/** A shop's card no card of the source is yet, nor found by an earlier way in this run. */
const NOT_TAKEN = `NOT EXISTS (SELECT 1 FROM catalogue_entries taken WHERE taken.source = ? AND taken.kind = 'card' AND taken.target = cards.id)
	AND NOT EXISTS (SELECT 1 FROM catalogue_rows found WHERE found.run = catalogue_rows.run AND found.kind = 'card' AND found.action = 'link' AND found.target = cards.id)`;

/**
 * The ways a card of the source is found among the shop's own, tried in this order: the same
 * Scryfall, TCGplayer or Cardmarket id; the same set, collector number and name (as search
 * compares names); the same set and name for a shop's card without a number. Each is a subquery
 * answering the shop's card, with its bindings after the source's.
 */
const SHOP_CARD: readonly string[] = [
	`SELECT MIN(cards.id) FROM cards WHERE cards.scryfall_id = catalogue_rows.scryfall_id AND ${NOT_TAKEN}`,
	`SELECT MIN(cards.id) FROM cards WHERE cards.tcgplayer_id = catalogue_rows.tcgplayer_id AND ${NOT_TAKEN}`,
	`SELECT MIN(cards.id) FROM cards WHERE cards.cardmarket_id = catalogue_rows.cardmarket_id AND ${NOT_TAKEN}`,
	`SELECT MIN(cards.id) FROM cards WHERE cards."set" = ${SET_OF_ROW} AND cards.collector_number = catalogue_rows.number AND cards.search_text = catalogue_rows.search_text AND ${NOT_TAKEN}`,
	`SELECT MIN(cards.id) FROM cards WHERE cards."set" = ${SET_OF_ROW} AND cards.collector_number IS NULL AND cards.search_text = catalogue_rows.search_text AND ${NOT_TAKEN}`,
];

/**
 * The run's new and changed cards applied. A card the source gave before is updated: each of its
 * name, number and rarity that is still the source's last value (the shop has not changed it) takes
 * the new one, and an id the card lacks is filled. A card the shop already has (`SHOP_CARD`) is
 * that card: only its empty fields are filled, its own kept. Any other is created in its set.
 * Each is then the source's entry, with what it now says, its picture's address, language and finishes.
 */
export async function applyCards(trx: Knex.Transaction, run: number, source: string): Promise<AppliedCounts> {
	await trx.raw(
		`UPDATE catalogue_rows SET action = 'update', target = (SELECT catalogue_entries.target FROM catalogue_entries WHERE ${ENTRY_OF_ROW})
		WHERE ${CARDS} AND EXISTS (SELECT 1 FROM catalogue_entries WHERE ${ENTRY_OF_ROW})`,
		[source, run, source],
	);
	for (const shopCard of SHOP_CARD) {
		const bindings = Array<string>(shopCard.split('?').length - 1).fill(source);
		await trx.raw(
			`UPDATE catalogue_rows SET action = 'link', target = (${shopCard}) WHERE ${CARDS} AND action IS NULL AND (${shopCard}) IS NOT NULL`,
			[...bindings, run, ...bindings],
		);
		// Two cards of the source found the same shop's card the same way: the first read is it, the other is looked for again.
		await trx.raw(
			`UPDATE catalogue_rows SET action = NULL, target = NULL WHERE ${CARDS} AND action = 'link' AND EXISTS (
				SELECT 1 FROM catalogue_rows earlier WHERE earlier.run = catalogue_rows.run AND earlier.kind = 'card'
				AND earlier.action = 'link' AND earlier.target = catalogue_rows.target AND earlier.seq < catalogue_rows.seq)`,
			[run],
		);
	}
	await allocateIds(trx, 'cards', run, 'card');
	await trx.raw(
		`INSERT INTO cards (id, "set", name, search_text, collector_number, rarity, kind, tcgplayer_id, scryfall_id, cardmarket_id)
		SELECT target, ${SET_OF_ROW}, name, search_text, number, rarity, card_kind, tcgplayer_id, scryfall_id, cardmarket_id
		FROM catalogue_rows WHERE ${CARDS} AND action = 'create'`,
		[source, run],
	);
	await afterInsert(trx, 'cards');
	await trx.raw(
		`UPDATE cards SET
			name = CASE WHEN cards.name = catalogue_entries.applied_name THEN catalogue_rows.name ELSE cards.name END,
			search_text = CASE WHEN cards.name = catalogue_entries.applied_name THEN catalogue_rows.search_text ELSE cards.search_text END,
			collector_number = CASE WHEN cards.collector_number IS NOT DISTINCT FROM catalogue_entries.applied_number THEN catalogue_rows.number ELSE cards.collector_number END,
			rarity = CASE WHEN cards.rarity IS NOT DISTINCT FROM catalogue_entries.applied_rarity THEN catalogue_rows.rarity ELSE cards.rarity END,
			scryfall_id = COALESCE(cards.scryfall_id, catalogue_rows.scryfall_id),
			tcgplayer_id = COALESCE(cards.tcgplayer_id, catalogue_rows.tcgplayer_id),
			cardmarket_id = COALESCE(cards.cardmarket_id, catalogue_rows.cardmarket_id)
		FROM catalogue_rows JOIN catalogue_entries ON ${ENTRY_OF_ROW}
		WHERE cards.id = catalogue_rows.target AND ${CARDS} AND catalogue_rows.action = 'update'`,
		[source, run],
	);
	await trx.raw(
		`UPDATE cards SET
			collector_number = COALESCE(cards.collector_number, catalogue_rows.number),
			rarity = COALESCE(cards.rarity, catalogue_rows.rarity),
			scryfall_id = COALESCE(cards.scryfall_id, catalogue_rows.scryfall_id),
			tcgplayer_id = COALESCE(cards.tcgplayer_id, catalogue_rows.tcgplayer_id),
			cardmarket_id = COALESCE(cards.cardmarket_id, catalogue_rows.cardmarket_id)
		FROM catalogue_rows WHERE cards.id = catalogue_rows.target AND ${CARDS} AND catalogue_rows.action = 'link'`,
		[run],
	);
	await trx.raw(
		`INSERT INTO catalogue_entries (source, kind, source_id, target, digest, language, finishes, image_url, applied_name, applied_number, applied_rarity)
		SELECT ?, 'card', source_id, target, digest, language, finishes, image_url, name, number, rarity FROM catalogue_rows WHERE ${CARDS}
		ON CONFLICT (source, kind, source_id) DO UPDATE SET target = excluded.target, digest = excluded.digest,
			language = excluded.language, finishes = excluded.finishes, image_url = excluded.image_url,
			applied_name = excluded.applied_name, applied_number = excluded.applied_number, applied_rarity = excluded.applied_rarity`,
		[source, run],
	);
	return actionCounts(trx, run, 'card');
}

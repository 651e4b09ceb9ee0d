import type { Knex } from 'knex';
import type { CardDetail } from '@deckhand/contract/catalogue/catalogue-cards.ts';
import { dbDay } from '../db.ts';
import { pathId } from '../domain/input.ts';
import { invalid, NotFoundError } from '../errors.ts';
import { picturedCards } from './pictures/card-pictures.ts';

/** A card's own columns every read of the catalogue's cards answers with. */
export const CARD_COLUMNS = [
	'cards.id',
	'cards.name',
	'cards.collector_number',
	'cards.rarity',
	'cards.kind',
	'cards.image',
] as const;

const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/**
 * `GET /deckhand/catalogue/cards/:card`: one card as its page shows it. Read here rather than
 * through the items API because the page must know whether the catalogue has the card's picture
 * before it asks for it: a picture that is not there answers 404, an error in the browser.
 */
export async function catalogueCard(database: Knex, cardParam: unknown): Promise<CardDetail> {
	const card = pathId(cardParam);
	if (card === null) throw invalid('card', 'Name the card to show (a card id).', { min: 1 });
	const [row, pictured] = await Promise.all([
		database('cards')
			.join('sets', 'sets.id', 'cards.set')
			.join('games', 'games.id', 'sets.game')
			.where('cards.id', card)
			.first(
				...CARD_COLUMNS,
				'cards.tcgplayer_id',
				'cards.scryfall_id',
				'cards.cardmarket_id',
				'sets.id as set_id',
				'sets.code as set_code',
				'sets.name as set_name',
				'sets.release_date as set_release_date',
				'games.name as game_name',
			) as Promise<Record<string, unknown> | undefined>,
		picturedCards(database, [card]),
	]);
	if (!row) throw new NotFoundError(`There is no card ${card}.`, { field: 'card' });
	const released = row['set_release_date'];
	return {
		id: card,
		name: String(row['name']),
		collector_number: text(row['collector_number']),
		rarity: text(row['rarity']),
		kind: String(row['kind']),
		image: text(row['image']),
		catalogue_picture: pictured.has(card),
		tcgplayer_id: text(row['tcgplayer_id']),
		scryfall_id: text(row['scryfall_id']),
		cardmarket_id: text(row['cardmarket_id']),
		set: {
			id: Number(row['set_id']),
			code: String(row['set_code']),
			name: String(row['set_name']),
			release_date: released === null || released === undefined ? null : dbDay(released),
			game: { name: String(row['game_name']) },
		},
	};
}

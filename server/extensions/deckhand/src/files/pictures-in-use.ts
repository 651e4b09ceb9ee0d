import type { Knex } from 'knex';
import { InUseError } from '../errors.ts';

/** How many cards a refusal names; past that it says how many more. */
const NAMED = 5;

const listed = (parts: string[]) =>
	parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`;

/**
 * Refuses deleting pictures that cards still show (`cards.image`), naming the cards; a batch is
 * refused whole. The database would quietly clear those cards' pictures instead (the relation
 * sets null), and a card would lose its picture without anyone choosing that.
 */
export async function refusePicturesInUse(database: Knex, keys: unknown[]): Promise<void> {
	const ids = keys.filter((key): key is string => typeof key === 'string');
	if (ids.length === 0) return;
	const cards = (await database('cards')
		.whereIn('image', ids)
		.orderBy('name')
		.orderBy('id')
		.select('id', 'name', 'image')) as Array<{ id: number; name: string; image: string }>;
	if (cards.length === 0) return;
	const named = cards.slice(0, NAMED).map((card) => card.name);
	const more = cards.length - named.length;
	const whom = more > 0 ? `${named.join(', ')} and ${more} more` : listed(named);
	const pictures = new Set(cards.map((card) => card.image)).size;
	const subject =
		ids.length === 1
			? 'This picture is'
			: pictures === 1
				? 'One of these pictures is'
				: `${pictures} of these pictures are`;
	const message = `${subject} still shown on ${cards.length === 1 ? 'the card' : `${cards.length} cards`} ${whom}: give ${cards.length === 1 ? 'it' : 'them'} another picture first. Nothing was deleted.`;
	throw new InUseError(message, {
		collection: 'directus_files',
		dependents: 'cards',
		count: cards.length,
		cards: cards.map((card) => ({ id: Number(card.id), name: card.name, picture: card.image })),
	});
}

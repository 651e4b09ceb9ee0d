import type { Response } from 'express';
import type { Knex } from 'knex';
import {
	PICTURE_SIZES,
	PICTURES_KEPT_PER_CALL,
	type KeptPictures,
	type PictureSize,
} from '@deckhand/contract/catalogue/catalogue-pictures.ts';
import { pathId } from '../../domain/input.ts';
import { invalid, NotFoundError, PictureUnreachableError } from '../../errors.ts';
import type { PictureCache } from './picture-cache.ts';

/**
 * The address of a card's picture in the catalogue: its entry's, the first source's by name when
 * several sources print it. As a subquery of a card (`card`, an SQL expression).
 */
export const pictureAddressSql = (card: string) =>
	`(SELECT e.image_url FROM catalogue_entries e WHERE e.kind = 'card' AND e.target = ${card} AND e.image_url IS NOT NULL ORDER BY e.source LIMIT 1)`;

/** Which of these cards have a picture in the catalogue (the dashboard shows it where the shop has none of its own). */
export async function picturedCards(database: Knex, cards: readonly number[]): Promise<Set<number>> {
	if (cards.length === 0) return new Set();
	const rows: Array<{ target: unknown }> = await database('catalogue_entries')
		.distinct('target')
		.where('kind', 'card')
		.whereIn('target', [...new Set(cards)])
		.whereNotNull('image_url');
	return new Set(rows.map((row) => Number(row.target)));
}

/** How many pictures are fetched at once while keeping them: a source's server is not to be flooded. */
const AT_ONCE = 4;

/** The size a picture is asked at (`?size=`): none is the source's own. */
function pictureSize(size: unknown): PictureSize | null {
	if (size === undefined || size === '') return null;
	if (PICTURE_SIZES.includes(size as PictureSize)) return size as PictureSize;
	throw invalid(
		'size',
		`A picture is sent as its source made it, or at a list's size (size=${PICTURE_SIZES.join(', ')}).`,
	);
}

/**
 * `GET /deckhand/catalogue/pictures/:card`: the card's picture from the catalogue, fetched from
 * its source once and kept (`picture-cache.ts`), sent as the image it is, or made small for a
 * list's row (`?size=list`). Cached by the browser for a week: a card's picture does not change.
 */
export async function sendCardPicture(
	database: Knex,
	cache: PictureCache,
	{ card: cardParam, size: sizeParam }: { card: unknown; size: unknown },
	res: Response,
) {
	const card = pathId(cardParam);
	if (card === null) throw invalid('card', 'Name the card whose picture is shown (a card id).', { min: 1 });
	const size = pictureSize(sizeParam);
	const row = await database.first(database.raw(`${pictureAddressSql('?')} AS address`, [card]));
	const address = (row?.['address'] as string | null | undefined) ?? null;
	if (address === null) throw new NotFoundError(`Card ${card} has no picture in the catalogue.`, { field: 'card' });
	const picture = size === 'list' ? await cache.listPicture(address, card) : await cache.picture(address, card);
	res.setHeader('Content-Type', picture.type);
	res.setHeader('Cache-Control', 'private, max-age=604800');
	res.setHeader('X-Content-Type-Options', 'nosniff');
	res.sendFile(picture.path);
}

/**
 * `POST /deckhand/catalogue/pictures/keep`: the pictures of the cards in stock without one of the
 * shop's own, fetched and kept for a counter without internet, a bounded number per call (the
 * answer says how many are left for the next). A picture that cannot be fetched is counted, not
 * refused: the others are kept all the same. Those kept already are known from one listing of the
 * pictures' folder, whatever the size of the stock.
 */
export async function keepStockedPictures(database: Knex, cache: PictureCache): Promise<KeptPictures> {
	const rows: Array<{ id: number; address: string | null }> = await database('cards')
		.select('cards.id', database.raw(`${pictureAddressSql('cards.id')} AS address`))
		.whereNull('cards.image')
		.whereExists((stocked) => stocked.select(1).from('skus').whereRaw('skus.card = cards.id AND skus.quantity > 0'))
		.orderBy('cards.id');
	const isKept = await cache.keptNow();
	const missing = rows.flatMap(({ id, address }) =>
		address !== null && !isKept(address) ? [{ id: Number(id), address }] : [],
	);
	const batch = missing.slice(0, PICTURES_KEPT_PER_CALL);
	let kept = 0;
	let failed = 0;
	for (let i = 0; i < batch.length; i += AT_ONCE)
		await Promise.all(
			batch.slice(i, i + AT_ONCE).map(async ({ id, address }) => {
				try {
					await cache.picture(address, id);
					kept += 1;
				} catch (error) {
					if (!(error instanceof PictureUnreachableError)) throw error;
					failed += 1;
				}
			}),
		);
	return { kept, failed, left: missing.length - batch.length };
}

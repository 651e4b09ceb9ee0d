import { createItem, deleteItem, readItems, updateItem, uploadFiles } from '@directus/sdk';
import { queryOptions } from '@tanstack/react-query';
import type { CardKind, Condition, Edition, Finish } from '@deckhand/contract/schema/choices.ts';
import { catalogKeys } from '../../../lib/api/keys.ts';
import { directus } from '../../../lib/directus/client.ts';

/** What the card form edits; the server keeps `search_text` from the name. */
export interface CardValues {
	set: number;
	name: string;
	collector_number: string | null;
	rarity: string | null;
	kind: CardKind;
	tcgplayer_id: string | null;
	scryfall_id: string | null;
	cardmarket_id: string | null;
}

export interface NewSku {
	card: number;
	condition: Condition;
	finish: Finish;
	language: string;
	edition: Edition | null;
	bin: string | null;
	barcode: string | null;
}

export interface SetChoice {
	id: number;
	code: string;
	name: string;
	game: { name: string };
}

/** Every set with its game, for the card form's set picker. */
export const setChoicesQuery = () =>
	queryOptions({
		queryKey: catalogKeys.setChoices(),
		queryFn: (): Promise<SetChoice[]> =>
			directus.request(
				readItems('sets', { fields: ['id', 'code', 'name', { game: ['name'] }], sort: ['code'], limit: -1 }),
			),
		staleTime: 10 * 60_000,
	});

export const createCard = (values: CardValues) => directus.request(createItem('cards', values, { fields: ['id'] }));
export const updateCard = (card: number, values: Partial<CardValues> & { image?: string | null }) =>
	directus.request(updateItem('cards', card, values, { fields: ['id'] }));
export const deleteCard = (card: number) => directus.request(deleteItem('cards', card));

export const createSku = (sku: NewSku) => directus.request(createItem('skus', sku, { fields: ['id'] }));
export const deleteSku = (sku: number) => directus.request(deleteItem('skus', sku));

/**
 * Uploads a picture and makes it the card's image. No folder is named: the server files uploads
 * into the card images folder (its default upload folder), which staff cannot look up themselves.
 */
export async function uploadCardImage(card: number, cardName: string, file: File): Promise<void> {
	const form = new FormData();
	form.append('title', cardName);
	form.append('file', file);
	const uploaded = (await directus.request(uploadFiles(form, { fields: ['id'] }))) as { id: string };
	await updateCard(card, { image: uploaded.id });
}

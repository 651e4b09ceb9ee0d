import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import type { PictureSize } from '@deckhand/contract/catalogue/catalogue-pictures.ts';
import { fileAddress } from './api/deckhand-address.ts';
import { API_URL } from './directus/api.ts';

/**
 * Where a card's picture is: the shop's own first (a Directus file, scaled by the asset transform
 * `transform`), else the catalogue's, served and kept by the server at `size` (never the source's
 * own address: the browser loads nothing from a source's server); none without either.
 */
export function cardPictureSrc(
	card: { id: number; image: string | null; catalogue_picture: boolean },
	transform: string,
	size?: PictureSize,
): string | null {
	if (card.image) return `${API_URL}/assets/${card.image}?${transform}`;
	if (card.catalogue_picture)
		return fileAddress(ENDPOINTS.cataloguePicture, { params: { card: card.id }, query: { size } });
	return null;
}

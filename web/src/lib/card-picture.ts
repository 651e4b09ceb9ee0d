import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import { fileAddress } from './api/deckhand-address.ts';
import { API_URL } from './directus/api.ts';

/**
 * Where a card's picture is: the shop's own first (a Directus file, scaled by the asset transform
 * `transform`), else the catalogue's, served and kept by the server (never the source's own
 * address: the browser loads nothing from a source's server); none without either.
 */
export function cardPictureSrc(
	card: { id: number; image: string | null; catalogue_picture: boolean },
	transform: string,
): string | null {
	if (card.image) return `${API_URL}/assets/${card.image}?${transform}`;
	if (card.catalogue_picture) return fileAddress(ENDPOINTS.cataloguePicture, { params: { card: card.id } });
	return null;
}

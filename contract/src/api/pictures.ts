import type { KeptPictures } from '../catalogue/catalogue-pictures.ts';
import { file, of, write, type Query } from './endpoint.ts';

/** The catalogue's card pictures, served and kept by the server (docs/decisions/catalogue-sources.md). */
export const PICTURES = {
	/**
	 * A card's picture from the catalogue, as an image: as its source made it, or `size=list` for a
	 * list's row (the shop's own picture is the card's `image`, an asset).
	 */
	cataloguePicture: file('/deckhand/catalogue/pictures/:card', of<{ query: Query<'size'> }>()),
	/** Administrators: fetch and keep the pictures of the cards in stock, for a counter without internet. */
	cataloguePicturesKeep: write('POST', '/deckhand/catalogue/pictures/keep', of<{ answer: KeptPictures }>()),
};

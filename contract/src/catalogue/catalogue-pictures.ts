/** How many pictures of stocked cards `POST /deckhand/catalogue/pictures/keep` fetches at most in one call. */
export const PICTURES_KEPT_PER_CALL = 400;

/** What `POST /deckhand/catalogue/pictures/keep` did: pictures fetched and kept, those that could not be, and those left for another call. */
export interface KeptPictures {
	kept: number;
	failed: number;
	left: number;
}

/**
 * A card's picture as a list shows it (32 × 45, a card's 63 × 88): made twice that size, for a
 * sharp screen. The catalogue's is asked `?size=list`; the shop's own, as an asset of this size.
 */
export const LIST_PICTURE = { width: 64, height: 90 } as const;

/** The sizes a catalogue picture is sent at besides the source's own (`?size=`). */
export const PICTURE_SIZES = ['list'] as const;
export type PictureSize = (typeof PICTURE_SIZES)[number];

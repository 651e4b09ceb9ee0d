/** How many pictures of stocked cards `POST /deckhand/catalogue/pictures/keep` fetches at most in one call. */
export const PICTURES_KEPT_PER_CALL = 400;

/** What `POST /deckhand/catalogue/pictures/keep` did: pictures fetched and kept, those that could not be, and those left for another call. */
export interface KeptPictures {
	kept: number;
	failed: number;
	left: number;
}

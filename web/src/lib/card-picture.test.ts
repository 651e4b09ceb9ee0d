import { describe, expect, it } from 'vitest';
import { cardPictureSrc } from './card-picture.ts';

const card = { id: 7, image: null, catalogue_picture: false };

describe("a card's picture", () => {
	it("is the shop's own, scaled by the asset transform, even where the catalogue has one", () => {
		expect(cardPictureSrc({ ...card, image: 'f1', catalogue_picture: true }, 'width=48')).toBe(
			'/assets/f1?width=48',
		);
	});

	it("is the catalogue's, kept by the server, where the shop has none of its own", () => {
		expect(cardPictureSrc({ ...card, catalogue_picture: true }, 'width=48')).toBe('/deckhand/catalogue/pictures/7');
		expect(cardPictureSrc({ ...card, catalogue_picture: true }, 'width=48', 'list')).toBe(
			'/deckhand/catalogue/pictures/7?size=list',
		);
	});

	it('is none where neither has one: nothing is asked for', () => {
		expect(cardPictureSrc(card, 'width=48')).toBeNull();
	});
});

import { describe, expect, it } from 'vitest';
import { pathOf, type PathParams } from './endpoint.ts';

describe('pathOf', () => {
	it('puts each parameter in by its name', () => {
		expect(pathOf('/deckhand/tills/:till/sessions/:session/close', { till: 3, session: 41 })).toBe(
			'/deckhand/tills/3/sessions/41/close',
		);
		expect(pathOf('/deckhand/checkout', {})).toBe('/deckhand/checkout');
	});

	it('refuses a path whose parameter is not given', () => {
		const missing = {} as PathParams<'/deckhand/orders/:id/transition'>;
		expect(() => pathOf('/deckhand/orders/:id/transition', missing)).toThrow(
			'/deckhand/orders/:id/transition needs its id.',
		);
	});
});

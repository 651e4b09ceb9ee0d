import type { BuylistCustomer, BuylistTransitionBody, LineChange, NewLine } from '../buylists/buylist-input.ts';
import type { BuylistView } from '../buylists/buylist-view.ts';
import { command, of, read, write } from './endpoint.ts';

/** Trade-ins: every answer is the buylist as the dashboard shows it; its transitions (a completion pays out) are keyed. */
export const BUYLISTS = {
	buylistCreate: write('POST', '/deckhand/buylists', of<{ body: Partial<BuylistCustomer>; answer: BuylistView }>()),
	buylist: read('/deckhand/buylists/:id', of<{ answer: BuylistView }>()),
	buylistCustomer: write('PATCH', '/deckhand/buylists/:id', of<{ body: BuylistCustomer; answer: BuylistView }>()),
	buylistLineAdd: write('POST', '/deckhand/buylists/:id/lines', of<{ body: NewLine; answer: BuylistView }>()),
	buylistLineChange: write(
		'PATCH',
		'/deckhand/buylists/:id/lines/:line',
		of<{ body: LineChange; answer: BuylistView }>(),
	),
	buylistLineRemove: write('DELETE', '/deckhand/buylists/:id/lines/:line', of<{ answer: BuylistView }>()),
	buylistTransition: command(
		'/deckhand/buylists/:id/transition',
		of<{ body: BuylistTransitionBody; answer: BuylistView }>(),
	),
};

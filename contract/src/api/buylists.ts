import { BUYLIST_TRANSITION, CREATE_BUYLIST, LINE_CHANGE, NEW_LINE, SET_CUSTOMER } from '../buylists/buylist-input.ts';
import type { BuylistArrivals } from '../buylists/buylist-arrivals.ts';
import type { BuylistView } from '../buylists/buylist-view.ts';
import { command, of, read, write } from './endpoint.ts';

/** Trade-ins: every answer is the buylist as the dashboard shows it; its transitions (a completion pays out) are keyed. */
export const BUYLISTS = {
	buylistCreate: write('POST', '/deckhand/buylists', of<{ answer: BuylistView }>().taking(CREATE_BUYLIST)),
	buylist: read('/deckhand/buylists/:id', of<{ answer: BuylistView }>()),
	/** The SKUs a completed buylist brought copies to that still wait for a price or a bin. */
	buylistArrivals: read('/deckhand/buylists/:id/arrivals', of<{ answer: BuylistArrivals }>()),
	buylistCustomer: write('PATCH', '/deckhand/buylists/:id', of<{ answer: BuylistView }>().taking(SET_CUSTOMER)),
	buylistLineAdd: write('POST', '/deckhand/buylists/:id/lines', of<{ answer: BuylistView }>().taking(NEW_LINE)),
	buylistLineChange: write(
		'PATCH',
		'/deckhand/buylists/:id/lines/:line',
		of<{ answer: BuylistView }>().taking(LINE_CHANGE),
	),
	buylistLineRemove: write('DELETE', '/deckhand/buylists/:id/lines/:line', of<{ answer: BuylistView }>()),
	buylistTransition: command(
		'/deckhand/buylists/:id/transition',
		of<{ answer: BuylistView }>().taking(BUYLIST_TRANSITION),
	),
};

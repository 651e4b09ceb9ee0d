import { PARK_SALE, type ParkedSales, type SaleParked, type SaleResumed } from '../parked-sales/parked-sale.ts';
import { of, read, write } from './endpoint.ts';

/**
 * The shop's parked sales, seen and resumed at every till. Nothing here moves stock or money, so
 * nothing is keyed: a park sent twice parks twice (the clerk sees both and discards one), and a
 * resume or discard sent twice is refused the second time.
 */
export const PARKED_SALES = {
	parkedSales: read('/deckhand/parked-sales', of<{ answer: ParkedSales }>()),
	parkSale: write('POST', '/deckhand/parked-sales', of<{ answer: SaleParked }>().taking(PARK_SALE)),
	resumeParkedSale: write('POST', '/deckhand/parked-sales/:id/resume', of<{ answer: SaleResumed }>()),
	discardParkedSale: write('DELETE', '/deckhand/parked-sales/:id', of()),
};

import { describe, expect, it } from 'vitest';
import type { BuylistLineView, BuylistView } from '@deckhand/contract/buylists/buylist-view.ts';
import { offersShown, withoutOffer } from './offer-visibility.ts';

const CLERK = { admin: false };
const OWNER = { admin: true };
// 2026-03-10 09:00 in Berlin (UTC+1): the shop's day there began at 2026-03-09T23:00Z.
const NOW = Date.parse('2026-03-10T08:00:00.000Z');

const buylist = (
	status: BuylistView['status'],
	closedAt: string | null,
): Pick<BuylistView, 'status' | 'date_created' | 'events'> => ({
	status,
	date_created: '2026-03-01T10:00:00.000Z',
	events: [
		{
			id: 1,
			from_status: null,
			to_status: 'draft',
			note: null,
			user_created: null,
			date_created: '2026-03-01T10:00:00.000Z',
		},
		...(closedAt === null
			? []
			: [
					{
						id: 2,
						from_status: 'draft' as const,
						to_status: status,
						note: null,
						user_created: null,
						date_created: closedAt,
					},
				]),
	],
});

describe('who sees a buylist’s offers line by line', () => {
	it('shows a clerk the offers of every open buylist, however old', () => {
		for (const status of ['draft', 'offered', 'accepted', 'awaiting_approval'] as const)
			expect(offersShown(buylist(status, null), CLERK, NOW, 'UTC'), status).toBe(true);
	});

	it('shows a clerk a buylist closed today in the shop’s time zone, and withholds one closed before', () => {
		for (const status of ['completed', 'rejected', 'cancelled'] as const) {
			expect(offersShown(buylist(status, '2026-03-10T07:59:00.000Z'), CLERK, NOW, 'UTC'), status).toBe(true);
			expect(offersShown(buylist(status, '2026-03-09T23:59:59.999Z'), CLERK, NOW, 'UTC'), status).toBe(false);
		}
		// 23:30 UTC on the 9th is 00:30 on the 10th in Berlin: today there, yesterday in UTC.
		expect(offersShown(buylist('completed', '2026-03-09T23:30:00.000Z'), CLERK, NOW, 'Europe/Berlin')).toBe(true);
		expect(offersShown(buylist('completed', '2026-03-09T22:59:00.000Z'), CLERK, NOW, 'Europe/Berlin')).toBe(false);
	});

	it('dates a closed buylist without its closing event by the day it was started', () => {
		expect(offersShown(buylist('completed', null), CLERK, NOW, 'UTC')).toBe(false);
		expect(offersShown(buylist('completed', null), CLERK, Date.parse('2026-03-01T18:00:00.000Z'), 'UTC')).toBe(
			true,
		);
	});

	it('shows an administrator every offer', () => {
		expect(offersShown(buylist('completed', '2025-01-01T00:00:00.000Z'), OWNER, NOW, 'UTC')).toBe(true);
	});

	it('takes every offer figure off a line, keeping the card, its copies and why fewer', () => {
		const line: BuylistLineView = {
			id: 4,
			card: { id: 9, name: 'Pikachu', set_code: 'SV1', set_name: 'Scarlet', collector_number: '25', image: null },
			condition: 'LP',
			finish: 'foil',
			language: 'EN',
			quantity: 5,
			buy_quantity: 3,
			sku: 12,
			held: 10,
			price_basis: 1_999,
			hot_percent: 15,
			cash_unit: 999,
			credit_unit: 1_299,
			line_cash: 2_997,
			line_credit: 3_897,
			overridden: false,
			rule: 'limit',
			price_from: 'market',
			market: { source: 'tcgcsv', quoted_at: '2026-03-09T20:00:00.000Z', stale: false },
			offer_unit: 1_299,
			line_total: 3_897,
		};
		const kept = withoutOffer(line);
		expect(kept).toEqual({
			id: 4,
			card: { id: 9, name: 'Pikachu', set_code: 'SV1', set_name: 'Scarlet', collector_number: '25', image: null },
			condition: 'LP',
			finish: 'foil',
			language: 'EN',
			quantity: 5,
			buy_quantity: 3,
			sku: 12,
			held: 10,
			price_basis: null,
			price_from: null,
			market: null,
			hot_percent: null,
			cash_unit: null,
			credit_unit: null,
			line_cash: null,
			line_credit: null,
			overridden: false,
			rule: 'limit',
			offer_unit: null,
			line_total: null,
		});
		// No figure of the offer is left anywhere in the line.
		for (const figure of [1_999, 999, 1_299, 2_997, 3_897]) expect(Object.values(kept)).not.toContain(figure);
	});
});

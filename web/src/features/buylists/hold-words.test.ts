import { describe, expect, it } from 'vitest';
import { buylistRefusal } from './buylist-refusal.ts';
import { holdReason, holdSummary } from './hold-words.ts';

describe('why a buylist waits for approval', () => {
	it('says the limit gone over with the day before it, this payout, their sum and the limit', () => {
		expect(holdReason({ rule: 'customer_day', spent_today: 16_000, limit: 20_000 }, 8_000, 'USD')).toBe(
			'Staff had paid this customer $160.00 today; with this payout of $80.00 that is $240.00, above the staff limit of $200.00 per customer a day.',
		);
		expect(holdReason({ rule: 'clerk_day', spent_today: 8_000, limit: 15_000 }, 8_000, 'USD')).toBe(
			'The clerk had paid out $80.00 today; with this payout of $80.00 that is $160.00, above the daily limit of $150.00 per clerk.',
		);
		expect(holdReason({ rule: 'buylist', spent_today: 0, limit: 20_000 }, 33_800, 'USD')).toBe(
			'This payout of $338.00 alone is above the staff limit of $200.00.',
		);
		expect(holdSummary({ rule: 'customer_day', spent_today: 16_000, limit: 20_000 }, 'USD')).toBe(
			"Customer's day: $160.00 before, limit $200.00",
		);
	});

	it('tells the clerk whose completion was held which day’s sum it went over', () => {
		const error = {
			errors: [
				{
					message: 'held',
					extensions: {
						code: 'BUYLIST_LIMIT_EXCEEDED',
						rule: 'clerk_day',
						spent_today: 8_000,
						total: 8_000,
						limit: 15_000,
						payout: 'cash',
					},
				},
			],
		};
		const refusal = buylistRefusal(error, [], 'USD');
		expect(refusal.place).toEqual({ at: 'limit' });
		expect(refusal.message).toBe(
			"The clerk had paid out $80.00 today; with this payout of $80.00 that is $160.00, above the daily limit of $150.00 per clerk. Nothing was paid: the buylist now waits for an administrator's approval, in the buylists list under “Awaiting approval”.",
		);
	});
});

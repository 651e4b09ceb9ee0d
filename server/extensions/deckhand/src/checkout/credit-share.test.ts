import { describe, expect, it } from 'vitest';
import { checkCreditShare } from './credit-share.ts';

describe('store credit share', () => {
	it('lets credit up to the share through', () => {
		expect(() => checkCreditShare(500, 1001, 50, 'USD')).not.toThrow();
	});

	it('refuses a cent more as too little credit, naming the cap, the most it may pay and the amount', () => {
		try {
			checkCreditShare(501, 1001, 50, 'USD');
			expect.unreachable();
		} catch (error) {
			const refusal = error as Error & { code: string; extensions: { field: string; max: number } };
			expect(refusal.code).toBe('INSUFFICIENT_CREDIT');
			expect(refusal.extensions).toEqual({ field: 'payments', max: 500, cap_percent: 50, requested: 501 });
			expect(refusal.message).toBe(
				'Store credit may pay at most 50 % of a sale ($5.00 of $10.01), not $5.01; take the rest by cash or card.',
			);
		}
	});
});

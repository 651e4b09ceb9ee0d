import { describe, expect, it } from 'vitest';
import { backoff } from './restart-policy.ts';

describe('backoff', () => {
	it('waits 1 s after a first crash and doubles the wait with each crash, up to 30 s', () => {
		const policy = backoff();
		expect(Array.from({ length: 8 }, () => policy.delayAfter(500))).toEqual([
			1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
		]);
	});

	it('starts afresh after a minute of healthy running', () => {
		const policy = backoff();
		for (let i = 0; i < 5; i++) policy.delayAfter(2_000);
		expect(policy.delayAfter(60_000)).toBe(1_000);
		expect(policy.delayAfter(59_999)).toBe(2_000);
	});

	it('takes its figures from the caller', () => {
		const policy = backoff({ firstMs: 10, maxMs: 25, healthyMs: 100 });
		expect([policy.delayAfter(0), policy.delayAfter(0), policy.delayAfter(0), policy.delayAfter(100)]).toEqual([
			10, 20, 25, 10,
		]);
	});
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from './shop-settings.ts';

describe('a new shop’s settings', () => {
	it('describe one shop: a US address, dollars and the sales tax of that address (Austin, Texas: 8.25 %)', () => {
		expect(DEFAULT_SHOP_SETTINGS.currency).toBe('USD');
		expect(DEFAULT_SHOP_SETTINGS.address).toMatch(/\nAustin, TX \d{5}$/);
		expect(DEFAULT_SHOP_SETTINGS.tax_rate_bp).toBe(825);
	});
});

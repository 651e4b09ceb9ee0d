import { describe, expect, it } from 'vitest';
import { checkFields, checkSettings } from './field-rules.ts';

function errorOf(run: () => void) {
	try {
		run();
	} catch (error) {
		return error as Error & { code: string; extensions: { field: string; min?: number; max?: number } };
	}
	throw new Error('expected a refusal');
}

describe('checkFields', () => {
	it('accepts a price at both bounds and an unpriced SKU', () => {
		expect(() => checkFields('skus', { price: 0 })).not.toThrow();
		expect(() => checkFields('skus', { price: 10_000_000 })).not.toThrow();
		expect(() => checkFields('skus', { price: null })).not.toThrow();
	});

	it.each([-1, 10_000_001, 1.5, '100'])('refuses price %j, naming the field and both bounds', (price) => {
		const error = errorOf(() => checkFields('skus', { price }));
		expect(error.code).toBe('VALIDATION_FAILED');
		expect(error.extensions).toEqual({ field: 'price', min: 0, max: 10_000_000 });
		expect(error.message).toBe('Price must be a whole number from 0 to 10000000.');
	});

	it('counts a name of spaces as empty', () => {
		expect(errorOf(() => checkFields('cards', { name: '   ' })).extensions.field).toBe('name');
	});

	it('allows an empty collector number and refuses one over 20 characters', () => {
		expect(() => checkFields('cards', { collector_number: null })).not.toThrow();
		expect(errorOf(() => checkFields('cards', { collector_number: 'x'.repeat(21) })).message).toBe('Collector number must be at most 20 characters long.');
	});

	it("refuses a till's active flag that is not true or false, naming the field", () => {
		expect(() => checkFields('tills', { active: false })).not.toThrow();
		const error = errorOf(() => checkFields('tills', { active: 'no' }));
		expect(error.extensions).toEqual({ field: 'active' });
		expect(error.message).toBe('Active must be true (in use) or false (retired).');
	});

	it('checks only the fields present in a partial update', () => {
		expect(() => checkFields('cards', { rarity: 'Rare' })).not.toThrow();
	});

	it('ignores collections without rules', () => {
		expect(() => checkFields('orders', { total: -5 })).not.toThrow();
	});

	it.each(['EUR', 'JPY', 'GBP'])('accepts the currency %s', (currency) => {
		expect(() => checkFields('shop_settings', { currency })).not.toThrow();
	});

	it.each(['ABC', 'eur', 'EURO', ''])('refuses %j as a currency: three capitals are not enough, the code must exist', (currency) => {
		const error = errorOf(() => checkFields('shop_settings', { currency }));
		expect(error.extensions.field).toBe('currency');
		expect(error.message).toContain('ISO 4217');
	});

	it.each(['UTC', 'Europe/Berlin', 'America/New_York', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5', 'Europe/Kyiv', 'Asia/Kolkata'])('accepts the time zone %s', (time_zone) => {
		expect(() => checkFields('shop_settings', { time_zone })).not.toThrow();
	});

	it.each(['Europe/Atlantis', 'europe/berlin', 'CET', 'GMT', '+01:00', 'Berlin', '', null, 1, `Europe/${'X'.repeat(60)}`])(
		'refuses %j as a time zone, naming the field',
		(time_zone) => {
			const error = errorOf(() => checkFields('shop_settings', { time_zone }));
			expect(error.code).toBe('VALIDATION_FAILED');
			expect(error.extensions).toEqual({ field: 'time_zone' });
			expect(error.message).toBe('Time zone must be a time zone name such as Europe/Berlin or America/New_York (or UTC), as the time zone database writes it.');
		},
	);

	it.each(['a@b', 'plain', 'two@@example.com'])('refuses the email %s', (email) => {
		expect(errorOf(() => checkFields('customers', { email })).extensions.field).toBe('email');
	});
});

describe('checkSettings', () => {
	const valid = {
		buylist_cash_percent: 50, buylist_credit_percent: 65, condition_nm_percent: 100, condition_lp_percent: 85,
		condition_mp_percent: 70, condition_hp_percent: 50, condition_dmg_percent: 30,
	};

	it('accepts the default ladder and equal steps', () => {
		expect(() => checkSettings(valid)).not.toThrow();
		expect(() => checkSettings({ ...valid, condition_lp_percent: 100, buylist_credit_percent: 50 })).not.toThrow();
	});

	it('refuses credit % below cash %', () => {
		expect(errorOf(() => checkSettings({ ...valid, buylist_credit_percent: 49 })).extensions.field).toBe('buylist_credit_percent');
	});

	it('refuses a condition worth more than the one above it', () => {
		const error = errorOf(() => checkSettings({ ...valid, condition_hp_percent: 75 }));
		expect(error.extensions.field).toBe('condition_hp_percent');
		expect(error.message).toContain('HP price % must not exceed MP price %');
	});
});

import { describe, expect, it } from 'vitest';
import { checkFields, checkSettings, cleanFields } from './field-rules.ts';

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
		expect(errorOf(() => checkFields('cards', { collector_number: 'x'.repeat(21) })).message).toBe(
			'Collector number must be at most 20 characters long.',
		);
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

	it.each(['ABC', 'eur', 'EURO', ''])(
		'refuses %j as a currency: three capitals are not enough, the code must exist',
		(currency) => {
			const error = errorOf(() => checkFields('shop_settings', { currency }));
			expect(error.extensions.field).toBe('currency');
			expect(error.message).toContain('ISO 4217');
		},
	);

	it.each([
		'UTC',
		'Europe/Berlin',
		'America/New_York',
		'America/Argentina/Buenos_Aires',
		'Etc/GMT+5',
		'Europe/Kyiv',
		'Asia/Kolkata',
	])('accepts the time zone %s', (time_zone) => {
		expect(() => checkFields('shop_settings', { time_zone })).not.toThrow();
	});

	it.each([
		'Europe/Atlantis',
		'europe/berlin',
		'CET',
		'GMT',
		'+01:00',
		'Berlin',
		'',
		null,
		1,
		`Europe/${'X'.repeat(60)}`,
	])('refuses %j as a time zone, naming the field', (time_zone) => {
		const error = errorOf(() => checkFields('shop_settings', { time_zone }));
		expect(error.code).toBe('VALIDATION_FAILED');
		expect(error.extensions).toEqual({ field: 'time_zone' });
		expect(error.message).toBe(
			'Time zone must be a time zone name such as Europe/Berlin or America/New_York (or UTC), as the time zone database writes it.',
		);
	});

	it.each(['a@b', 'plain', 'two@@example.com'])('refuses the email %s', (email) => {
		expect(errorOf(() => checkFields('customers', { email })).extensions.field).toBe('email');
	});
});

describe('checkSettings', () => {
	const valid = {
		buylist_cash_percent: 50,
		buylist_credit_percent: 65,
		condition_nm_percent: 100,
		condition_lp_percent: 85,
		condition_mp_percent: 70,
		condition_hp_percent: 50,
		condition_dmg_percent: 30,
	};

	it('accepts the default ladder and equal steps', () => {
		expect(() => checkSettings(valid)).not.toThrow();
		expect(() => checkSettings({ ...valid, condition_lp_percent: 100, buylist_credit_percent: 50 })).not.toThrow();
	});

	it('refuses credit % below cash %', () => {
		expect(errorOf(() => checkSettings({ ...valid, buylist_credit_percent: 49 })).extensions.field).toBe(
			'buylist_credit_percent',
		);
	});

	it('refuses a condition worth more than the one above it', () => {
		const error = errorOf(() => checkSettings({ ...valid, condition_hp_percent: 75 }));
		expect(error.extensions.field).toBe('condition_hp_percent');
		expect(error.message).toContain('HP price % must not exceed MP price %');
	});
});

describe('cleanFields', () => {
	it("cleans every text field of the collection's rules and leaves the rest as sent", () => {
		const cleaned = cleanFields('cards', {
			name: ' \u200BPike\u0301chu\uFEFF ',
			rarity: '\tRare\n',
			set: 4,
			search_text: ' x ',
		});
		expect(cleaned).toEqual({ name: 'Pik\u00E9chu', rarity: 'Rare', set: 4, search_text: ' x ' });
	});

	it('keeps the line breaks of the texts of several lines', () => {
		expect(cleanFields('shop_settings', { receipt_footer: ' Thanks!\r\nNo returns on singles.\t ' })).toEqual({
			receipt_footer: 'Thanks!\nNo returns on singles.',
		});
		expect(cleanFields('customers', { notes: 'Collects\npromos', name: 'Ann\nLee' })).toEqual({
			notes: 'Collects\npromos',
			name: 'Ann Lee',
		});
	});

	it('leaves a value that is not text for checkFields to refuse', () => {
		expect(cleanFields('games', { name: 5 })).toEqual({ name: 5 });
		expect(errorOf(() => checkFields('games', cleanFields('games', { name: 5 }))).extensions.field).toBe('name');
	});

	it('refuses a required name left empty once its spaces and line breaks are gone', () => {
		const error = errorOf(() => checkFields('tills', cleanFields('tills', { name: ' \t\r\n ' })));
		expect(error.extensions).toEqual({ field: 'name', min: 1, max: 60 });
	});

	it.each([
		['a NUL', 'Pika\u0000chu', 'holds a control character or a direction override'],
		['a bell', 'Pika\u0007chu', 'holds a control character or a direction override'],
		['a direction override', 'Pika\u202Echu', 'holds a control character or a direction override'],
		['an isolate', '\u2066Pikachu', 'holds a control character or a direction override'],
		['zero-width spaces alone', '\u200B\u200B', 'holds nothing visible (only invisible or combining characters)'],
		['a lone surrogate', 'Pika\uD800chu', 'holds half of a character (a lone surrogate)'],
	])(
		'refuses a name with %s by name, as the commands refuse such text, rather than storing it altered',
		(_label, name, fault) => {
			const error = errorOf(() => checkFields('cards', cleanFields('cards', { name })));
			expect(error.extensions.field).toBe('name');
			expect(error.message).toBe(`Card name ${fault}: write it as plain text.`);
		},
	);

	it('counts the bound on what is kept', () => {
		expect(() =>
			checkFields('tills', cleanFields('tills', { name: `${'x'.repeat(60)}\u200B\u200B` })),
		).not.toThrow();
	});
});

describe('relations and days', () => {
	it.each([0, -1, 1.5, '4', true, { id: '4' }, { id: 4, name: 'Renamed' }, { name: 'New set' }, [4], 2_147_483_648])(
		"refuses a card's set given as %j",
		(set) => {
			expect(errorOf(() => checkFields('cards', { set })).message).toBe('Set must be the id of an existing row.');
		},
	);

	it('takes a set by its id, alone or as GraphQL writes it', () => {
		expect(() => checkFields('cards', { set: 4 })).not.toThrow();
		expect(() => checkFields('cards', { set: { id: 4 } })).not.toThrow();
	});

	it('takes a picture by its UUID, or none', () => {
		expect(() => checkFields('cards', { image: '0b0e1a52-9d3c-4f7e-8a6b-2c5d9e8f7a10', set: 4 })).not.toThrow();
		expect(() => checkFields('cards', { image: null })).not.toThrow();
		expect(errorOf(() => checkFields('cards', { image: 7 })).message).toBe(
			'Picture must be the id of an existing row, or null.',
		);
	});

	it.each(['2024-02-30', '2024-13-01', '24-01-01', '2024-01-01T00:00:00Z', 20240101])(
		'refuses a release date of %j',
		(release_date) => {
			expect(errorOf(() => checkFields('sets', { release_date })).extensions.field).toBe('release_date');
		},
	);

	it('takes a leap day, or no release date', () => {
		expect(() => checkFields('sets', { release_date: '2024-02-29' })).not.toThrow();
		expect(() => checkFields('sets', { release_date: null })).not.toThrow();
	});

	it.each([-1, 1.5, 10_000_001, '300', null])('refuses a unit cost of %j, naming both bounds', (unit_cost) => {
		expect(errorOf(() => checkFields('sku_costs', { unit_cost })).extensions).toEqual({
			field: 'unit_cost',
			min: 0,
			max: 10_000_000,
		});
	});

	it('refuses an address with a control character or an invisible one', () => {
		expect(errorOf(() => checkFields('customers', { email: 'ann\u0000@example.com' })).extensions.field).toBe(
			'email',
		);
		expect(errorOf(() => checkFields('customers', { email: 'ann\u202E@example.com' })).extensions.field).toBe(
			'email',
		);
	});
});

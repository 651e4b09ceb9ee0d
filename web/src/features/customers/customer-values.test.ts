import { describe, expect, it } from 'vitest';
import { customerRules, fromCustomer, toCustomer } from './customer-values.ts';

describe('toCustomer', () => {
	it('trims, lower-cases the email and sends empty fields as none', () => {
		expect(toCustomer({ name: '  Ada Lovelace ', email: ' Ada@Example.COM ', phone: '   ', notes: '' })).toEqual({
			name: 'Ada Lovelace',
			email: 'ada@example.com',
			phone: null,
			notes: null,
		});
	});

	it('round-trips a stored customer through the form', () => {
		const stored = { name: 'Ada', email: 'ada@example.com', phone: '555-0101', notes: 'Collects Eevee' };
		expect(toCustomer(fromCustomer(stored))).toEqual(stored);
		expect(fromCustomer({ name: 'Ada', email: null, phone: null, notes: null })).toEqual({
			name: 'Ada',
			email: '',
			phone: '',
			notes: '',
		});
	});
});

describe('customerRules', () => {
	it('needs a name of 1 to 200 characters', () => {
		expect(customerRules.name('   ')).toBe('Customer name must be 1 to 200 characters long.');
		expect(customerRules.name('x'.repeat(201))).toBe('Customer name must be 1 to 200 characters long.');
		expect(customerRules.name('x'.repeat(200))).toBeNull();
	});

	it('accepts no email or a well-formed one', () => {
		expect(customerRules.email('')).toBeNull();
		expect(customerRules.email('ada@example.com')).toBeNull();
		expect(customerRules.email('ada@example')).toBe('Email must be a valid address such as name@example.com.');
		expect(customerRules.email(`${'a'.repeat(250)}@x.io`)).toBe(
			'Email must be a valid address such as name@example.com.',
		);
	});

	it('keeps a phone to 40 characters', () => {
		expect(customerRules.phone('1'.repeat(41))).toBe('Phone must be at most 40 characters long.');
		expect(customerRules.phone('(327) 662-9208')).toBeNull();
	});
});

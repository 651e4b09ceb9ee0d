import { describe, expect, it } from 'vitest';
import { customerFilter, customerSearchSchema, customersSearchSchema } from './customers-search.ts';

describe('customersSearchSchema', () => {
	it('keeps a valid address and drops what the screen does not know', () => {
		expect(customersSearchSchema.parse({ q: ' ada ', sort: '-date_created', page: '3', dialog: 'new' })).toEqual({
			q: 'ada',
			sort: '-date_created',
			page: 3,
			dialog: 'new',
		});
		expect(customersSearchSchema.parse({ q: '   ', sort: 'email', page: '0', dialog: 'delete' })).toEqual({});
		expect(customersSearchSchema.parse({ q: 9208 })).toEqual({ q: '9208' });
	});

	it('reads the customer page’s dialogs and list pages', () => {
		expect(customerSearchSchema.parse({ dialog: 'adjust-credit', orders: '2', ledger: 'x' })).toEqual({
			dialog: 'adjust-credit',
			orders: 2,
		});
	});
});

describe('customerFilter', () => {
	it('looks for the text in the name, the email and the phone', () => {
		expect(customerFilter('ada')).toEqual({
			_or: [{ name: { _icontains: 'ada' } }, { email: { _icontains: 'ada' } }, { phone: { _icontains: 'ada' } }],
		});
		expect(customerFilter(undefined)).toBeUndefined();
	});

	it('looks for a phone number in the phone’s digits, however it was typed', () => {
		expect(customerFilter('555.010')).toEqual({
			_or: [
				{ name: { _icontains: '555.010' } },
				{ email: { _icontains: '555.010' } },
				{ phone_digits: { _contains: '555010' } },
			],
		});
	});
});

import { describe, expect, it } from 'vitest';
import { customerSearchSchema, customersSearchSchema } from './customers-search.ts';

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

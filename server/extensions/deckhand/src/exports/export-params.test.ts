import { describe, expect, it } from 'vitest';
import { parseBuylistsExport } from './buylists-export.ts';
import { parseCustomersExport } from './customers-export.ts';
import { parseInventoryExport } from './inventory-export.ts';
import { parseOrdersExport } from './orders-export.ts';

/** The field and sentence of a refusal. */
function refusal(parse: () => unknown): { field: unknown; message: string } {
	try {
		parse();
	} catch (error) {
		return {
			field: (error as { extensions: { field: unknown } }).extensions.field,
			message: (error as Error).message,
		};
	}
	throw new Error('nothing was refused');
}

describe('the exports read their lists’ filters', () => {
	it('reads the orders list’s filters, a date range as moments (from included, to excluded)', () => {
		expect(
			parseOrdersExport({
				q: ' 39 ',
				status: 'paid',
				channel: 'online',
				customer: '12',
				from: '2026-11-01T00:00:00+01:00',
				to: '2026-11-02T00:00:00Z',
				sort: 'ignored',
			}),
		).toEqual({
			q: '39',
			status: 'paid',
			channel: 'online',
			customer: 12,
			from: Date.parse('2026-10-31T23:00:00Z'),
			to: Date.parse('2026-11-02T00:00:00Z'),
		});
		expect(parseOrdersExport({ q: '', status: '' })).toEqual({});
	});

	it.each([
		[{ status: 'lost' }, 'status', 'status must be one of open, paid, shipped, completed, cancelled, refunded.'],
		[{ channel: ['online', 'phone'] }, 'channel', 'channel must be one of counter, online, phone.'],
		[{ customer: '0' }, 'customer', 'customer must be the id of a customer (a whole number from 1 to 2147483647).'],
		[
			{ customer: '1e3' },
			'customer',
			'customer must be the id of a customer (a whole number from 1 to 2147483647).',
		],
		[{ from: '2026-11-01' }, 'from', 'from must be a date and time with its zone, such as 2026-11-23T00:00:00Z.'],
		[
			{ to: '2026-13-45T00:00:00Z' },
			'to',
			'to must be a date and time with its zone, such as 2026-11-23T00:00:00Z.',
		],
		[{ from: '2026-11-02T00:00:00Z', to: '2026-11-01T00:00:00Z' }, 'from', 'from must be on or before to.'],
		[{ q: 'x'.repeat(41) }, 'q', 'q must be text of at most 40 characters.'],
		[{ q: { _icontains: 'x' } }, 'q', 'q must be text of at most 40 characters.'],
	])('refuses orders %j naming %s', (params, field, message) => {
		expect(refusal(() => parseOrdersExport(params))).toEqual({ field, message });
	});

	it('reads the buylists list’s filters, the approval queue included', () => {
		expect(parseBuylistsExport({ status: 'awaiting_approval', customer: '3' })).toEqual({
			status: 'awaiting_approval',
			customer: 3,
		});
		expect(refusal(() => parseBuylistsExport({ status: 'valueOf' })).field).toBe('status');
	});

	it('reads the customers list’s search', () => {
		expect(parseCustomersExport({ q: 'Ada' })).toEqual({ q: 'Ada' });
		expect(refusal(() => parseCustomersExport({ q: 'x'.repeat(201) }))).toEqual({
			field: 'q',
			message: 'q must be text of at most 200 characters.',
		});
	});

	it('reads the inventory’s filters as the list does, and the format (Deckhand’s own when not said)', () => {
		const { format, query } = parseInventoryExport({ condition: 'NM', stock: 'low', q: 'char' });
		expect(format).toBe('deckhand');
		expect(query).toMatchObject({ condition: 'NM', stock: 'low', search: { words: ['char'] } });
		expect(parseInventoryExport({ format: 'tcgplayer' }).format).toBe('tcgplayer');
		expect(refusal(() => parseInventoryExport({ format: 'excel' }))).toEqual({
			field: 'format',
			message: 'format must be one of deckhand, tcgplayer.',
		});
		expect(refusal(() => parseInventoryExport({ finish: 'shiny' })).field).toBe('finish');
	});
});

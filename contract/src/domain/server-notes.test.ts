import { describe, expect, it } from 'vitest';
import { readServerNote, SERVER_NOTES } from './server-notes.ts';

describe('the notes the server writes, read back', () => {
	it('reads each note as written into its kind and figures', () => {
		expect(readServerNote(SERVER_NOTES.refund('S-000123'))).toEqual({ kind: 'refund', order: 'S-000123' });
		expect(readServerNote(SERVER_NOTES.orderPayment('W-000009'))).toEqual({
			kind: 'orderPayment',
			order: 'W-000009',
		});
		expect(readServerNote(SERVER_NOTES.tradedInTowards('S-000004'))).toEqual({
			kind: 'tradedInTowards',
			order: 'S-000004',
		});
		expect(readServerNote(SERVER_NOTES.tradeIn('B-000301'))).toEqual({ kind: 'tradeIn', buylist: 'B-000301' });
		expect(readServerNote(SERVER_NOTES.importRun(12, 'my: cards.csv'))).toEqual({
			kind: 'importRun',
			job: 12,
			fileName: 'my: cards.csv',
		});
	});

	it('leaves a note a person wrote alone, even one that starts like the server’s', () => {
		for (const typed of ['Refund of order S-000123, asked by phone', 'Trade-in from Sam', 'counted twice', ''])
			expect(readServerNote(typed), typed).toBeNull();
	});
});

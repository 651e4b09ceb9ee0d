import { describe, expect, it } from 'vitest';
import { STOCK_ADJUSTMENT } from '@deckhand/contract/stock/adjust-input.ts';
import { parseBody } from '../domain/request-body.ts';
import { requestFingerprint } from './request-fingerprint.ts';

const adjustment = { sku: 4, delta: -2, reason: 'damage', note: 'Water damage' };
const fingerprint = (body: object) => requestFingerprint(parseBody(STOCK_ADJUSTMENT, body));

describe('requestFingerprint', () => {
	it('is a SHA-256 of what the command reads: the order of the body’s fields and spaces around the note make no difference', () => {
		const same = { note: '  Water damage ', reason: 'damage', delta: -2, sku: 4 };
		expect(fingerprint(same)).toBe(fingerprint(adjustment));
		expect(fingerprint(adjustment)).toMatch(/^[0-9a-f]{64}$/);
	});

	it.each([
		['the SKU', { sku: 5 }],
		['the change', { delta: 2 }],
		['the reason', { reason: 'count' }],
		['the note', { note: 'Water damage!' }],
		['no note', { note: null }],
	])('changes with %s', (_, change) => {
		expect(fingerprint({ ...adjustment, ...change })).not.toBe(fingerprint(adjustment));
	});
});

import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { KEY_HINTS, scanBoxCommand, screenCommand } from './till-keys.ts';

const box = (text: string, matches = false, hasLines = true) => ({ text, matches, hasLines });

describe('scanBoxCommand', () => {
	it('adds a scanned barcode at once on Enter, even while matches are shown', () => {
		expect(scanBoxCommand('Enter', box('0123456789012', true))).toBe('scan');
	});

	it('picks the highlighted match on Enter, or searches first when none is shown', () => {
		expect(scanBoxCommand('Enter', box('charizard', true))).toBe('pickMatch');
		expect(scanBoxCommand('Enter', box('OBF 125', false))).toBe('scan');
	});

	it('goes to payment from an empty box with Enter, and from anywhere with F2', () => {
		expect(scanBoxCommand('Enter', box(''))).toBe('toTender');
		expect(scanBoxCommand('Enter', box('', false, false))).toBeNull();
		expect(scanBoxCommand('F2', box('char', true))).toBe('toTender');
	});

	it('acts on the cart from an empty box: + and − change quantity, Delete removes, arrows move', () => {
		expect(scanBoxCommand('+', box(''))).toBe('more');
		expect(scanBoxCommand('-', box(''))).toBe('less');
		expect(scanBoxCommand('Delete', box(''))).toBe('removeLine');
		expect(scanBoxCommand('ArrowDown', box(''))).toBe('nextLine');
		expect(scanBoxCommand('ArrowUp', box(''))).toBe('previousLine');
	});

	it('keeps + and − as characters while typing, and the arrows on the matches', () => {
		expect(scanBoxCommand('-', box('Ho'))).toBeNull();
		expect(scanBoxCommand('+', box('Ho'))).toBeNull();
		expect(scanBoxCommand('ArrowDown', box('ho', true))).toBe('nextMatch');
		expect(scanBoxCommand('ArrowUp', box('ho', true))).toBe('previousMatch');
		expect(scanBoxCommand('Escape', box('ho', true))).toBe('dismiss');
	});
});

describe('screenCommand', () => {
	it('answers function keys only, so no key typed into a field is taken', () => {
		expect(screenCommand('F2')).toBe('toTender');
		expect(screenCommand('F3')).toBe('toCard');
		expect(screenCommand('F4')).toBe('useAllCredit');
		for (const key of ['a', 'A', '4', '+', 'Enter', ' ', 'Delete']) expect(screenCommand(key)).toBeNull();
	});

	it('is listed in the hint row', () => {
		expect(KEY_HINTS.map(([keys]) => i18n._(keys))).toEqual(
			expect.arrayContaining(['Enter on empty box or F2', 'F3', 'F4']),
		);
	});
});

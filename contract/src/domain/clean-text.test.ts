import { describe, expect, it } from 'vitest';
import { cleanText } from './clean-text.ts';

describe('cleanText', () => {
	it('trims the spaces typed around a name, keeping those inside', () => {
		expect(cleanText('  Charizard  ex \u00A0')).toBe('Charizard  ex');
	});

	it.each([
		['NUL', 'Pika\u0000chu'],
		['escape', 'Pika\u001Bchu'],
		['delete', 'Pika\u007Fchu'],
		['a C1 control', 'Pika\u0090chu'],
		['a zero-width space', 'Pika\u200Bchu'],
		['a byte-order mark', '\uFEFFPikachu'],
		['a right-to-left override', 'Pika\u202Echu'],
		['a left-to-right embedding', '\u202APikachu\u202C'],
		['a first-strong isolate', '\u2068Pikachu\u2069'],
		['a right-to-left isolate', 'Pika\u2067chu'],
	])('removes %s from a name', (_what, typed) => {
		expect(cleanText(typed)).toBe('Pikachu');
	});

	it.each([
		['a tab', 'Booster\tBox'],
		['a line break', 'Booster\nBox'],
		['a carriage return and line feed', 'Booster\r\nBox'],
		['next line (U+0085)', 'Booster\u0085Box'],
		['a form feed between tabs', 'Booster\t\f\tBox'],
	])('makes %s between words one space, so the words stay apart', (_what, typed) => {
		expect(cleanText(typed)).toBe('Booster Box');
	});

	it('keeps the joiners emoji and some scripts need', () => {
		expect(cleanText('👩\u200D👩\u200D👧 deck')).toBe('👩\u200D👩\u200D👧 deck');
		expect(cleanText('می\u200Cخواهم')).toBe('می\u200Cخواهم');
	});

	it('keeps right-to-left text itself, and the right-to-left mark', () => {
		expect(cleanText('שלום\u200F')).toBe('שלום\u200F');
	});

	it('stores the composed form of an accented letter (NFC)', () => {
		const decomposed = 'Pok\u0065\u0301mon';
		expect(cleanText(decomposed)).toBe('Pok\u00E9mon');
		expect(cleanText(decomposed)).toHaveLength(7);
	});

	it('leaves nothing of a name of spaces and invisible characters', () => {
		expect(cleanText(' \u200B\u202E\u0000\t\uFEFF ')).toBe('');
	});

	it('keeps the line breaks of a text of several lines, as \\n, a tab as a space, and nothing else of the controls', () => {
		expect(cleanText('\n 12 Main St\r\nSpringfield\u0000\tIL\r\u202E\n', { lines: true })).toBe(
			'12 Main St\nSpringfield IL',
		);
	});

	it('trims each end only after removing what is invisible, so a name is not left with a space before it', () => {
		expect(cleanText('\u200B Pikachu \u200B')).toBe('Pikachu');
	});
});

import { describe, expect, it } from 'vitest';
import { checkTexts, knownFields, optionalNote } from './input.ts';

const refusal = (run: () => unknown) => {
	try {
		run();
	} catch (error) {
		const { code, message, extensions } = error as { code: string; message: string; extensions: object };
		return { code, message, ...extensions };
	}
	return null;
};

describe('knownFields', () => {
	it('answers the object when every field is one the command takes', () => {
		expect(knownFields({ sku: 1, delta: 2 }, ['sku', 'delta', 'note'])).toEqual({ sku: 1, delta: 2 });
	});

	it('refuses a field it does not take by name, inside an object too, listing the fields it takes', () => {
		expect(refusal(() => knownFields({ sku: 1, colour: 'blue' }, ['sku', 'delta']))).toEqual({
			code: 'VALIDATION_FAILED',
			field: 'colour',
			message: '"colour" is not a field of this command, which takes sku, delta.',
		});
		expect(refusal(() => knownFields({ sku: 1, price: 5 }, ['sku', 'quantity'], 'lines[0]'))).toMatchObject({
			field: 'lines[0].price',
		});
		expect(refusal(() => knownFields(JSON.parse('{"__proto__":{"admin":true}}'), ['sku']))).toMatchObject({
			field: '__proto__',
		});
	});

	it('cuts a long field name short in the refusal', () => {
		expect(refusal(() => knownFields({ ['x'.repeat(1_000)]: 1 }, ['sku']))).toMatchObject({
			field: `${'x'.repeat(60)}…`,
		});
	});
});

describe('checkTexts', () => {
	it.each([
		['a NUL', 'Count\u0000ed', 'control character'],
		['a direction override', 'Paid \u202Etuo', 'direction override'],
		['an isolate', 'a\u2066b', 'direction override'],
		['a lone surrogate', 'Half \ud800', 'lone surrogate'],
		['only a zero-width space', '\u200b', 'nothing visible'],
		['combining marks only', '\u0301\u0308', 'nothing visible'],
	])('refuses %s, naming the field where it is', (_, text, words) => {
		const refused = refusal(() => checkTexts({ lines: [{ note: text }] }));
		expect(refused).toMatchObject({ code: 'VALIDATION_FAILED', field: 'lines[0].note' });
		expect(refused?.message).toContain(words);
	});

	it.each([
		['tabs and line ends', 'Two\tlines\r\n'],
		['spaces only', '   '],
		['an accent on a letter', 'Flabe\u0301be\u0301'],
		['an emoji', 'Mint 😀'],
		['a joiner inside a word', 'a\u200db'],
	])('takes %s', (_, text) => {
		expect(refusal(() => checkTexts({ note: text }))).toBeNull();
	});

	it('walks a body nested deeper than a call stack would go', () => {
		let deep: unknown = 'end\u0000';
		for (let i = 0; i < 100_000; i++) deep = [deep];
		expect(refusal(() => checkTexts({ lines: deep }))).toMatchObject({ code: 'VALIDATION_FAILED' });
	});
});

describe('optionalNote', () => {
	it('stores a note cleaned as any text of several lines, and none when nothing is left', () => {
		expect(optionalNote('  Shelf\u200B B\r\nrecount Pok\u0065\u0301mon  ', 80)).toBe(
			'Shelf B\nrecount Pok\u00E9mon',
		);
		expect(optionalNote(' \u200B\uFEFF ', 80)).toBeNull();
		expect(optionalNote(null, 80)).toBeNull();
		expect(optionalNote(undefined, 80)).toBeNull();
	});

	it('refuses a note that is not text or is longer than its bound, naming the field and the bound', () => {
		for (const note of [42, ['a'], 'x'.repeat(81)])
			expect(refusal(() => optionalNote(note, 80))).toEqual({
				code: 'VALIDATION_FAILED',
				field: 'note',
				message: 'The note must be text of at most 80 characters.',
				max: 80,
			});
	});
});

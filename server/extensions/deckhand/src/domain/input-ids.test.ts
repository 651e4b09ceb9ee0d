import { describe, expect, it } from 'vitest';
import { ID_MAX } from '@deckhand/contract/domain/ids.ts';
import { isId, pathId } from './input.ts';

describe('row ids', () => {
	it('are whole numbers from 1 to PostgreSQL’s largest integer, in a body', () => {
		for (const id of [1, 42, ID_MAX]) expect(isId(id)).toBe(true);
		for (const id of [0, -1, 1.5, ID_MAX + 1, 2 ** 53, 1e308, '1', null]) expect(isId(id)).toBe(false);
	});

	it('and in a path, as digits only', () => {
		expect(pathId('42')).toBe(42);
		expect(pathId(String(ID_MAX))).toBe(ID_MAX);
		for (const raw of ['0', '2147483648', '99999999999', '1e3', ' 1', '-1', '0x1F', undefined])
			expect(pathId(raw)).toBeNull();
	});
});

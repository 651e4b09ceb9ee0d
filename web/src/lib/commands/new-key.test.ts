import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { newKey } from './new-key.ts';

describe('newKey', () => {
	it('writes random bytes as a version 4 UUID', () => {
		expect(newKey((bytes) => bytes.fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
		expect(newKey((bytes) => bytes.fill(0))).toBe('00000000-0000-4000-8000-000000000000');
	});

	it('gives a new key every time, each a UUID the server and the kept sale read', () => {
		const keys = Array.from({ length: 50 }, () => newKey());
		expect(new Set(keys).size).toBe(50);
		for (const key of keys) expect(z.uuid().safeParse(key).success).toBe(true);
	});
});

import { describe, expect, it } from 'vitest';
import { BROWSER_TILL_ITEM, keepBrowserTill, readBrowserTill } from './browser-till.ts';

function memory(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & { items: Map<string, string> } {
	const items = new Map<string, string>();
	return {
		items,
		getItem: (key) => items.get(key) ?? null,
		setItem: (key, value) => void items.set(key, value),
		removeItem: (key) => void items.delete(key),
	};
}

describe("this browser's till", () => {
	it('is kept and read back, and cleared', () => {
		const storage = memory();
		expect(readBrowserTill(storage)).toBeNull();
		expect(keepBrowserTill(3, storage)).toBe(true);
		expect(storage.items.get(BROWSER_TILL_ITEM)).toBe('3');
		expect(readBrowserTill(storage)).toBe(3);
		keepBrowserTill(null, storage);
		expect(readBrowserTill(storage)).toBeNull();
	});

	it('reads anything but a till id as no till, and a browser that keeps nothing as none', () => {
		const storage = memory();
		for (const text of ['0', '-2', '1.5', 'abc', '']) {
			storage.items.set(BROWSER_TILL_ITEM, text);
			expect(readBrowserTill(storage)).toBeNull();
		}
		expect(readBrowserTill(null)).toBeNull();
		expect(keepBrowserTill(1, null)).toBe(false);
	});
});

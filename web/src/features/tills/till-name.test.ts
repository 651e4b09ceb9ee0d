import { describe, expect, it } from 'vitest';
import { tillNameProblem } from './till-name.ts';

const tills = [
	{ id: 1, name: 'Counter 1', active: true },
	{ id: 2, name: 'Old register', active: false },
];

describe("a till's name, checked before saving", () => {
	it('takes 1 to 60 characters, counted without the spaces around them', () => {
		expect(tillNameProblem('Counter 3', tills, null)).toBeNull();
		expect(tillNameProblem('x'.repeat(60), tills, null)).toBeNull();
		for (const text of ['', '   ', 'x'.repeat(61)])
			expect(tillNameProblem(text, tills, null)).toBe('Till name must be 1 to 60 characters long.');
	});

	it("refuses another till's name whatever its case, and says when that till is retired", () => {
		expect(tillNameProblem(' counter 1 ', tills, null)).toBe(
			'Another till is already called Counter 1; choose another name.',
		);
		expect(tillNameProblem('OLD REGISTER', tills, null)).toBe(
			'Old register is the name of a retired till; bring that till back, or choose another name.',
		);
	});

	it('lets a till being renamed keep its own name in another case', () => {
		expect(tillNameProblem('COUNTER 1', tills, 1)).toBeNull();
		expect(tillNameProblem('Counter 1', tills, 2)).not.toBeNull();
	});
});

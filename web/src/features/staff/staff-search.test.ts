import { describe, expect, it } from 'vitest';
import { directusSort, staffSearchSchema } from './staff-search.ts';

describe('the Staff screen’s address', () => {
	it('sorts names by first name, last name and email, either way, and other columns with email as the tie-break', () => {
		expect(directusSort(undefined)).toEqual(['first_name', 'last_name', 'email']);
		expect(directusSort('-name')).toEqual(['-first_name', '-last_name', '-email']);
		expect(directusSort('-last_access')).toEqual(['-last_access', 'email']);
		expect(directusSort('role')).toEqual(['role.name', 'email']);
	});

	it('drops a sort or dialog it does not know, as an edited address may hold', () => {
		expect(staffSearchSchema.parse({ sort: 'password', dialog: 'delete', person: 'abc' })).toEqual({
			sort: undefined,
			dialog: undefined,
			person: 'abc',
		});
	});
});

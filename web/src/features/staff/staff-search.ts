import * as z from 'zod/mini';
import { dropUnread, oneOf } from '../../lib/search-params.ts';

/** The Staff screen's sort and open dialog live in the address, so a reload or a shared link shows the same. */
export const STAFF_SORTS = [
	'name',
	'-name',
	'email',
	'-email',
	'role',
	'-role',
	'status',
	'-status',
	'last_access',
	'-last_access',
] as const;
export type StaffSort = (typeof STAFF_SORTS)[number];
export type StaffColumn = 'name' | 'email' | 'role' | 'status' | 'last_access';

export const staffSearchSchema = z.object({
	sort: oneOf(STAFF_SORTS),
	dialog: oneOf(['invite', 'role', 'deactivate', 'reactivate']),
	/** The person a dialog is about (a Directus user id). */
	person: dropUnread(z.string().check(z.minLength(1), z.maxLength(64))),
});
export type StaffSearch = z.infer<typeof staffSearchSchema>;

/** Directus's sort for a column: a name sorts by first name, then last name, then email (someone invited has none yet). */
export function directusSort(sort: StaffSort | undefined): string[] {
	const chosen = sort ?? 'name';
	const descending = chosen.startsWith('-');
	const column = (descending ? chosen.slice(1) : chosen) as StaffColumn;
	const fields =
		column === 'name'
			? ['first_name', 'last_name', 'email']
			: column === 'role'
				? ['role.name', 'email']
				: [column, 'email'];
	return fields.map((field, index) => (descending && index < (column === 'name' ? 3 : 1) ? `-${field}` : field));
}

import { ENDPOINT_ACCESS } from './access-matrix-routes.ts';
import {
	ACTIONS,
	COLLECTION_ACCESS,
	GROUPS,
	ROLES,
	type CollectionGroup,
	type Expected,
	type Role,
} from './access-matrix.ts';

/** Where the generated table is kept, from the repository's root. */
export const ACCESS_MATRIX_DOC = 'docs/access-matrix.md';

const ROLE_NAMES: Record<Role, string> = { anonymous: 'visitor', staff: 'staff', administrator: 'owner' };

/** A table's notes, numbered in the order the cells first use them. */
class Notes {
	private readonly texts: string[] = [];

	mark(text: string | undefined): string {
		if (!text) return '';
		let index = this.texts.indexOf(text);
		if (index === -1) index = this.texts.push(text) - 1;
		return `<sup>${index + 1}</sup>`;
	}

	lines(): string[] {
		return this.texts.map((text, index) => `${index + 1}. ${text}`);
	}
}

function noteOf(expected: Expected): string | undefined {
	switch (expected.outcome) {
		case 'allowed':
			return expected.note;
		case 'scoped':
			return `${expected.note}; ${expected.outside === 'hidden' ? 'other rows are not shown' : `otherwise ${expected.outside.status} ${expected.outside.code}`}`;
		case 'refused': {
			const code = expected.code === 'FORBIDDEN' || expected.status === 404 ? undefined : expected.code;
			return [expected.note, code].filter(Boolean).join('; ') || undefined;
		}
	}
}

function cell(expected: Expected, notes: Notes): string {
	const mark = notes.mark(noteOf(expected));
	switch (expected.outcome) {
		case 'allowed':
			return `✓${mark}`;
		case 'scoped':
			return `◐${mark}`;
		case 'refused':
			return expected.status === 404 ? `—${mark}` : `✗ ${expected.status}${mark}`;
	}
}

function table(header: string[], rows: string[][], notes: Notes): string[] {
	return [
		`| ${header.join(' | ')} |`,
		`|${header.map(() => '---').join('|')}|`,
		...rows.map((row) => `| ${row.join(' | ')} |`),
		...(notes.lines().length > 0 ? ['', ...notes.lines()] : []),
	];
}

function collectionTable(group: CollectionGroup): string[] {
	const notes = new Notes();
	const header = [
		'collection',
		...ACTIONS.flatMap((action) => ROLES.map((role) => `${action}<br>${ROLE_NAMES[role]}`)),
	];
	const rows = COLLECTION_ACCESS.filter((access) => access.group === group).map((access) => [
		`\`${access.collection}\``,
		...ACTIONS.flatMap((action) => ROLES.map((role) => cell(access.cells[action][role], notes))),
	]);
	return [`### ${GROUPS[group]}`, '', ...table(header, rows, notes), ''];
}

function endpointTable(): string[] {
	const notes = new Notes();
	const rows = ENDPOINT_ACCESS.map((access) => [
		`\`${access.method} ${access.path}\``,
		...ROLES.map((role) => cell(access.cells[role], notes)),
	]);
	return table(['route', ...ROLES.map((role) => ROLE_NAMES[role])], rows, notes);
}

/** The Markdown of `docs/access-matrix.md`, from the table in `tests/harness/access-matrix.ts`. */
export function accessMatrixMarkdown(): string {
	const groups = Object.keys(GROUPS) as CollectionGroup[];
	return [
		'# Who may do what',
		'',
		'<!-- Generated from tests/harness/access-matrix.ts by `npm run docs:access`: edit the table there, not this file. -->',
		'',
		'What the server finally answers each role, cell by cell: a right Directus grants but one of',
		"Deckhand's rules refuses is refused here. Generated from `tests/harness/access-matrix.ts`",
		'(`npm run docs:access`); a unit test fails when this file differs from the table, and',
		'`tests/integration/access-matrix.test.ts` sends every cell to the real server, on SQLite and on',
		'the scale-out profile, with a valid request (a refused write must leave the database as it was).',
		'',
		'Roles: **visitor** (not signed in), **staff** (role *User*, policy *Shop staff*, `server/provision/access.ts`),',
		'**owner** (role *Administrator*). ✓ allowed · ◐ allowed within the scope its note names · ✗ refused',
		'with that status · — the server has no such operation (404). Numbers are notes under each table.',
		'',
		'## Collections',
		'',
		"Through the items API (`/items/<collection>`, or Directus's own route for a system collection:",
		'`/users`, `/files`, `/settings`…). GraphQL (`/graphql`, `/graphql/system`) answers the same: every',
		"read of Deckhand's collections, the system collections it uses and its hidden tables, and the writes",
		'of a few of each kind (`tests/harness/access-graphql.ts`) are asserted there too. In',
		"GraphQL a role's schema holds only what it may do, so a refusal is `GRAPHQL_VALIDATION` (400) where the",
		"role has no right, and `FORBIDDEN` in the answer's errors where a rule of Deckhand's refuses a right.",
		'',
		...groups.flatMap(collectionTable),
		'## Routes',
		'',
		"Deckhand's endpoints (`/deckhand/…`), the dashboard's pages, and the Directus routes Deckhand's",
		'hooks guard: every route of `tests/harness/hostile-routes.ts`.',
		'',
		...endpointTable(),
		'',
	].join('\n');
}

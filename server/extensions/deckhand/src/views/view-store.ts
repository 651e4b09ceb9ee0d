import { createError } from '@directus/errors';
import type { AbstractService } from '@directus/types';
import type { Knex } from 'knex';
import {
	VIEW_LIMITS,
	VIEW_LISTS,
	type ViewInput,
	type ViewList,
	type ViewState,
} from '@deckhand/contract/views/view-input.ts';
import type { SavedView } from '@deckhand/contract/views/view-store.ts';
import { invalid } from '../errors.ts';
import type { Actor } from '../ledger/command.ts';

/**
 * Saved views of a list (the inventory, the orders), kept as Directus presets
 * (`directus_presets`): a bookmark on the list's collection (`skus`, `orders`) whose
 * `layout_query` holds the screen state under its own key (`deckhand_<list>`), so the Data
 * Studio shows them as bookmarks and ignores the state it does not know. Staff have no access
 * to presets (Core cannot limit them to their own rows), so every read and write is scoped here
 * to the caller and to the list, and done with an administrator's rights.
 */
const stateKey = (list: ViewList) => `deckhand_${list}`;
/** Directus's `search` column is 100 characters: enough to recognise the view in the Data Studio. */
const SEARCH_MAX = 100;

export const ShareForbiddenError = createError(
	'FORBIDDEN',
	'Only an administrator can share a view with everyone.',
	403,
);
export const SharedDeleteForbiddenError = createError(
	'FORBIDDEN',
	'Only an administrator can delete a view shared with everyone.',
	403,
);
export const ViewNotYoursError = createError('FORBIDDEN', 'This saved view does not exist or is not yours.', 403);

interface PresetRow {
	id: number;
	bookmark: string;
	user: string | null;
	role: string | null;
	layout_query: unknown;
}

type Presets = Pick<AbstractService, 'readByQuery' | 'createOne' | 'updateOne' | 'deleteOne'>;
/** Directus's PresetsService on the given connection (or transaction). */
export type PresetsFactory = (knex: Knex) => Presets;

const FIELDS = ['id', 'bookmark', 'user', 'role', 'layout_query'];

function stateOf(row: PresetRow, list: ViewList): ViewState | null {
	const query = typeof row.layout_query === 'string' ? safeParse(row.layout_query) : row.layout_query;
	const state = (query as Record<string, unknown> | null)?.[stateKey(list)];
	return typeof state === 'object' && state !== null && !Array.isArray(state) ? (state as ViewState) : null;
}

function safeParse(text: string): unknown {
	try {
		return JSON.parse(text);
	} catch {
		return null;
	}
}

function toView(row: PresetRow, caller: Actor, list: ViewList): SavedView | null {
	const state = stateOf(row, list);
	if (!state) return null;
	return {
		id: Number(row.id),
		name: row.bookmark,
		state,
		shared: row.user === null && row.role === null,
		mine: row.user === caller.user,
	};
}

/** The caller's own views of the list and the ones shared with everyone; Data Studio bookmarks without Deckhand state are left out. */
export async function listViews(presets: Presets, caller: Actor, list: ViewList): Promise<SavedView[]> {
	const rows = (await presets.readByQuery({
		fields: FIELDS,
		filter: {
			_and: [
				{ collection: { _eq: VIEW_LISTS[list].collection } },
				{ bookmark: { _nnull: true } },
				{
					_or: [
						{ user: { _eq: caller.user } },
						{ _and: [{ user: { _null: true } }, { role: { _null: true } }] },
					],
				},
			],
		},
		sort: ['id'],
		limit: -1,
	})) as PresetRow[];
	return rows
		.map((row) => toView(row, caller, list))
		.filter((view): view is SavedView => view !== null)
		.sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true }));
}

const sameName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/**
 * Saves a view for the caller (or for everyone: administrators only). Saving under a name the
 * same owner already uses replaces that view's state, keeping its id: that is how a view is
 * updated. Names compare without regard to case. A person keeps at most `viewsMax` views of a
 * list, and so do the shared ones: the screen reads them all each time it opens.
 */
export async function saveView(
	database: Knex,
	presetsFor: PresetsFactory,
	caller: Actor,
	input: ViewInput,
): Promise<{ view: SavedView; replaced: boolean }> {
	if (input.shared && !caller.admin) throw new ShareForbiddenError();
	const owner = input.shared ? null : caller.user;
	const values = {
		bookmark: input.name,
		collection: VIEW_LISTS[input.list].collection,
		user: owner,
		role: null,
		layout: 'tabular',
		layout_query: { [stateKey(input.list)]: input.state },
		search: typeof input.state['q'] === 'string' ? input.state['q'].slice(0, SEARCH_MAX) : null,
	};
	return database.transaction(async (trx) => {
		const presets = presetsFor(trx);
		const kept = (await listViews(presets, caller, input.list)).filter((view) =>
			input.shared ? view.shared : view.mine,
		);
		const existing = kept.find((view) => sameName(view.name, input.name));
		if (!existing && kept.length >= VIEW_LIMITS.viewsMax)
			throw invalid(
				'name',
				`${input.shared ? 'Everyone shares' : 'You keep'} ${VIEW_LIMITS.viewsMax} views of this list already: delete one before saving another.`,
				{ max: VIEW_LIMITS.viewsMax },
			);
		const id = existing ? existing.id : Number(await presets.createOne(values));
		if (existing) await presets.updateOne(existing.id, values);
		return {
			view: { id, name: input.name, state: input.state, shared: owner === null, mine: owner !== null },
			replaced: existing !== undefined,
		};
	});
}

/** Deletes one of the caller's views of the list, or a shared one when the caller is an administrator; nothing else. */
export async function deleteView(
	database: Knex,
	presetsFor: PresetsFactory,
	caller: Actor,
	list: ViewList,
	id: number,
): Promise<void> {
	await database.transaction(async (trx) => {
		const presets = presetsFor(trx);
		const view = (await listViews(presets, caller, list)).find((candidate) => candidate.id === id);
		if (!view) throw new ViewNotYoursError();
		if (view.shared && !caller.admin) throw new SharedDeleteForbiddenError();
		await presets.deleteOne(id);
	});
}

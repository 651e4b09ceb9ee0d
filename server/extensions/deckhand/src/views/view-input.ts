import { cleanText } from '../domain/clean-text.ts';
import { commandInput, pathId } from '../domain/input.ts';
import { invalid } from '../errors.ts';

/** What a saved view of the inventory may keep: the screen's address without its page. */
export const VIEW_STATE_KEYS = [
	'q',
	'game',
	'set',
	'rarity',
	'condition',
	'finish',
	'language',
	'stock',
	'unpriced',
	'sort',
	'columns',
] as const;
/** What a saved view of the orders list may keep: the list's address without its page. */
export const ORDER_VIEW_STATE_KEYS = ['q', 'status', 'channel', 'from', 'to', 'customer', 'sort'] as const;
/** What a saved view of the buylists list may keep (the approval queue is `status: awaiting_approval`). */
export const BUYLIST_VIEW_STATE_KEYS = ['q', 'status', 'from', 'to', 'customer', 'sort'] as const;

/**
 * The lists that have saved views: each its own collection (where the preset is a bookmark),
 * its own keys and its own longest text (the orders and buylists lists search numbers of at most 40).
 */
export const VIEW_LISTS = {
	inventory: { collection: 'skus', keys: VIEW_STATE_KEYS as readonly string[], textMax: 200 },
	orders: { collection: 'orders', keys: ORDER_VIEW_STATE_KEYS as readonly string[], textMax: 40 },
	buylists: { collection: 'buylists', keys: BUYLIST_VIEW_STATE_KEYS as readonly string[], textMax: 40 },
} as const;
export type ViewList = keyof typeof VIEW_LISTS;
export const VIEW_LIST_NAMES = Object.keys(VIEW_LISTS) as ViewList[];

export const VIEW_LIMITS = {
	nameMax: 60,
	textMax: 200,
	listMax: 20,
	listItemMax: 40,
	/** The whole state as JSON: ten times a busy screen's state, so a view stays a small row. */
	stateMax: 2_000,
} as const;

export type ViewValue = string | number | boolean | string[];
export type ViewState = Record<string, ViewValue>;

export interface ViewInput {
	list: ViewList;
	name: string;
	state: ViewState;
	shared: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

function checkValue(key: string, value: unknown, textMax: number): ViewValue {
	const field = `state.${key}`;
	if (typeof value === 'string') {
		if (value.length > textMax)
			throw invalid(field, `${field} must be text of at most ${textMax} characters.`, { max: textMax });
		return value;
	}
	if (typeof value === 'number') {
		if (!Number.isFinite(value)) throw invalid(field, `${field} must be a number.`);
		return value;
	}
	if (typeof value === 'boolean') return value;
	if (Array.isArray(value)) {
		if (value.length > VIEW_LIMITS.listMax)
			throw invalid(field, `${field} may hold at most ${VIEW_LIMITS.listMax} entries.`, {
				max: VIEW_LIMITS.listMax,
			});
		if (!value.every((item) => typeof item === 'string' && item.length <= VIEW_LIMITS.listItemMax))
			throw invalid(
				field,
				`Each entry of ${field} must be text of at most ${VIEW_LIMITS.listItemMax} characters.`,
				{ max: VIEW_LIMITS.listItemMax },
			);
		return value as string[];
	}
	throw invalid(field, `${field} must be text, a number, yes/no or a list of texts.`);
}

/** Which list a view belongs to: `inventory` when not given, so the inventory's first clients keep working. */
export function parseViewList(value: unknown): ViewList {
	if (value === undefined || value === null || value === '') return 'inventory';
	if (typeof value === 'string' && (VIEW_LIST_NAMES as string[]).includes(value)) return value as ViewList;
	throw invalid('list', `list must be one of ${VIEW_LIST_NAMES.join(', ')}.`);
}

/** The screen state, key by key: only the list's own keys, each a plain value, the whole bounded in size. */
export function parseViewState(state: unknown, list: ViewList = 'inventory'): ViewState {
	if (!isObject(state))
		throw invalid('state', 'The view has no screen state to keep (search, filters, sort, columns).');
	const { keys, textMax } = VIEW_LISTS[list];
	const checked: ViewState = {};
	for (const [key, value] of Object.entries(state)) {
		if (!keys.includes(key))
			throw invalid(
				'state',
				`A saved view of the ${list} list keeps only ${keys.join(', ')}; "${key.slice(0, 40)}" is not one of them.`,
			);
		if (value === undefined) continue;
		checked[key] = checkValue(key, value, textMax);
	}
	if (JSON.stringify(checked).length > VIEW_LIMITS.stateMax)
		throw invalid('state', `The view's state is too large (at most ${VIEW_LIMITS.stateMax} characters).`, {
			max: VIEW_LIMITS.stateMax,
		});
	return checked;
}

/** Checks the body of `POST /deckhand/views`; throws VALIDATION_FAILED naming the field and its bound. */
export function parseViewInput(body: unknown): ViewInput {
	const input = commandInput(body, ['list', 'name', 'state', 'shared']);
	const list = parseViewList(input['list']);
	const name = typeof input['name'] === 'string' ? cleanText(input['name']) : '';
	if (name.length < 1 || name.length > VIEW_LIMITS.nameMax)
		throw invalid('name', `Give the view a name of 1 to ${VIEW_LIMITS.nameMax} characters.`, {
			min: 1,
			max: VIEW_LIMITS.nameMax,
		});
	const shared = input['shared'] ?? false;
	if (typeof shared !== 'boolean') throw invalid('shared', 'shared must be true or false.');
	return { list, name, state: parseViewState(input['state'], list), shared };
}

/** The `:id` of `DELETE /deckhand/views/:id`. */
export function parseViewId(value: unknown): number {
	const id = pathId(value);
	if (id === null) throw invalid('id', 'id must be the id of a saved view (a whole number from 1).', { min: 1 });
	return id;
}

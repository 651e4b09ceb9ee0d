import { z } from 'zod';
import { name, oneOf } from '../api/request/fields.ts';

/** What a saved view of the inventory may keep: the screen's address without its page. */
export const VIEW_STATE_KEYS = [
	'q',
	'game',
	'set',
	'rarity',
	'kind',
	'condition',
	'finish',
	'language',
	'stock',
	'scope',
	'unpriced',
	'bought_in_waiting',
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
export const VIEW_LIST_NAMES = Object.keys(VIEW_LISTS) as [ViewList, ...ViewList[]];

export const VIEW_LIMITS = {
	nameMax: 60,
	textMax: 200,
	listMax: 20,
	listItemMax: 40,
	/** The whole state as JSON: ten times a busy screen's state, so a view stays a small row. */
	stateMax: 2_000,
	/** Views a person keeps of one list (and shared ones per list): the list is read whole each time the screen opens. */
	viewsMax: 50,
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

const NO_STATE = 'The view has no screen state to keep (search, filters, sort, columns).';

/**
 * `POST /deckhand/views`'s body: the inventory's view when no list is said; shared with everyone
 * only when said. The state is the list's screen state as the dashboard keeps it, which the server
 * reads with `readViewState`, by the list's own keys and bounds (a value no view holds is refused, naming it).
 */
export const SAVE_VIEW = z.object({
	// No list (or an empty one) is the inventory's, so the inventory's first clients keep working.
	list: oneOf([...VIEW_LIST_NAMES, ''], `list must be one of ${VIEW_LIST_NAMES.join(', ')}.`)
		.nullish()
		.transform((list): ViewList => list || 'inventory'),
	name: name(1, VIEW_LIMITS.nameMax, `Give the view a name of 1 to ${VIEW_LIMITS.nameMax} characters.`),
	// Kept as sent, not copied: `readViewState` reads every key given, `__proto__` among them.
	state: z.custom<Record<string, unknown>>(isObject, { error: NO_STATE }),
	shared: z
		.boolean({ error: 'shared must be true or false.' })
		.nullish()
		.transform((shared) => shared ?? false),
});
export type SaveViewBody = z.input<typeof SAVE_VIEW>;

/** Why a view's state is refused: the field it names, the sentence, and the bound it broke when it has one. */
export interface ViewStateProblem {
	field: string;
	message: string;
	max?: number;
}

type Checked<T> = { ok: true; value: T } | { ok: false; problem: ViewStateProblem };

const refused = (field: string, message: string, max?: number): { ok: false; problem: ViewStateProblem } => ({
	ok: false,
	problem: max === undefined ? { field, message } : { field, message, max },
});

function checkValue(key: string, value: unknown, textMax: number): Checked<ViewValue> {
	const field = `state.${key}`;
	if (typeof value === 'string') {
		if (value.length > textMax)
			return refused(field, `${field} must be text of at most ${textMax} characters.`, textMax);
		return { ok: true, value };
	}
	if (typeof value === 'number') {
		if (!Number.isFinite(value)) return refused(field, `${field} must be a number.`);
		return { ok: true, value };
	}
	if (typeof value === 'boolean') return { ok: true, value };
	if (Array.isArray(value)) {
		if (value.length > VIEW_LIMITS.listMax)
			return refused(field, `${field} may hold at most ${VIEW_LIMITS.listMax} entries.`, VIEW_LIMITS.listMax);
		if (!value.every((item) => typeof item === 'string' && item.length <= VIEW_LIMITS.listItemMax))
			return refused(
				field,
				`Each entry of ${field} must be text of at most ${VIEW_LIMITS.listItemMax} characters.`,
				VIEW_LIMITS.listItemMax,
			);
		return { ok: true, value: value as string[] };
	}
	return refused(field, `${field} must be text, a number, yes/no or a list of texts.`);
}

/**
 * The screen state, key by key: only the list's own keys, each a plain value, the whole bounded
 * in size; or the first problem, which the server refuses with (VALIDATION_FAILED naming the field).
 */
export function readViewState(state: unknown, list: ViewList = 'inventory'): Checked<ViewState> {
	if (!isObject(state)) return refused('state', NO_STATE);
	const { keys, textMax } = VIEW_LISTS[list];
	const checked: ViewState = {};
	for (const [key, value] of Object.entries(state)) {
		if (!keys.includes(key))
			return refused(
				'state',
				`A saved view of the ${list} list keeps only ${keys.join(', ')}; "${key.slice(0, 40)}" is not one of them.`,
			);
		if (value === undefined) continue;
		const read = checkValue(key, value, textMax);
		if (!read.ok) return read;
		checked[key] = read.value;
	}
	if (JSON.stringify(checked).length > VIEW_LIMITS.stateMax)
		return refused(
			'state',
			`The view's state is too large (at most ${VIEW_LIMITS.stateMax} characters).`,
			VIEW_LIMITS.stateMax,
		);
	return { ok: true, value: checked };
}

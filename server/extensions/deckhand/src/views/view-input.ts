import { invalid } from '../errors.ts';

/** What a saved view of the inventory may keep: the screen's address without its page. */
export const VIEW_STATE_KEYS = ['q', 'game', 'set', 'rarity', 'condition', 'finish', 'language', 'stock', 'unpriced', 'sort', 'columns'] as const;

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
	name: string;
	state: ViewState;
	shared: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function checkValue(key: string, value: unknown): ViewValue {
	const field = `state.${key}`;
	if (typeof value === 'string') {
		if (value.length > VIEW_LIMITS.textMax) throw invalid(field, `${field} must be text of at most ${VIEW_LIMITS.textMax} characters.`, { max: VIEW_LIMITS.textMax });
		return value;
	}
	if (typeof value === 'number') {
		if (!Number.isFinite(value)) throw invalid(field, `${field} must be a number.`);
		return value;
	}
	if (typeof value === 'boolean') return value;
	if (Array.isArray(value)) {
		if (value.length > VIEW_LIMITS.listMax) throw invalid(field, `${field} may hold at most ${VIEW_LIMITS.listMax} entries.`, { max: VIEW_LIMITS.listMax });
		if (!value.every((item) => typeof item === 'string' && item.length <= VIEW_LIMITS.listItemMax))
			throw invalid(field, `Each entry of ${field} must be text of at most ${VIEW_LIMITS.listItemMax} characters.`, { max: VIEW_LIMITS.listItemMax });
		return value as string[];
	}
	throw invalid(field, `${field} must be text, a number, yes/no or a list of texts.`);
}

/** The screen state, key by key: only the inventory's own keys, each a plain value, the whole bounded in size. */
export function parseViewState(state: unknown): ViewState {
	if (!isObject(state)) throw invalid('state', 'The view has no screen state to keep (search, filters, sort, columns).');
	const checked: ViewState = {};
	for (const [key, value] of Object.entries(state)) {
		if (!(VIEW_STATE_KEYS as readonly string[]).includes(key))
			throw invalid('state', `A saved view keeps only ${VIEW_STATE_KEYS.join(', ')}; "${key.slice(0, 40)}" is not one of them.`);
		if (value === undefined) continue;
		checked[key] = checkValue(key, value);
	}
	if (JSON.stringify(checked).length > VIEW_LIMITS.stateMax)
		throw invalid('state', `The view's state is too large (at most ${VIEW_LIMITS.stateMax} characters).`, { max: VIEW_LIMITS.stateMax });
	return checked;
}

/** Checks the body of `POST /deckhand/views`; throws VALIDATION_FAILED naming the field and its bound. */
export function parseViewInput(body: unknown): ViewInput {
	const input = isObject(body) ? body : {};
	const name = typeof input['name'] === 'string' ? input['name'].trim() : '';
	if (name.length < 1 || name.length > VIEW_LIMITS.nameMax)
		throw invalid('name', `Give the view a name of 1 to ${VIEW_LIMITS.nameMax} characters.`, { min: 1, max: VIEW_LIMITS.nameMax });
	const shared = input['shared'] ?? false;
	if (typeof shared !== 'boolean') throw invalid('shared', 'shared must be true or false.');
	return { name, state: parseViewState(input['state']), shared };
}

/** The `:id` of `DELETE /deckhand/views/:id`. */
export function parseViewId(value: unknown): number {
	const id = typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : NaN;
	if (!Number.isSafeInteger(id) || id < 1) throw invalid('id', 'id must be the id of a saved view (a whole number from 1).', { min: 1 });
	return id;
}

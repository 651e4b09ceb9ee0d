import {
	readViewState,
	SAVE_VIEW,
	VIEW_LIST_NAMES,
	type ViewInput,
	type ViewList,
	type ViewState,
} from '@deckhand/contract/views/view-input.ts';
import { pathId } from '../domain/input.ts';
import { parseBody } from '../domain/request-body.ts';
import { invalid } from '../errors.ts';

/** Which list a view belongs to: `inventory` when not given, so the inventory's first clients keep working. */
export function parseViewList(value: unknown): ViewList {
	if (value === undefined || value === null || value === '') return 'inventory';
	if (typeof value === 'string' && (VIEW_LIST_NAMES as string[]).includes(value)) return value as ViewList;
	throw invalid('list', `list must be one of ${VIEW_LIST_NAMES.join(', ')}.`);
}

/** The screen state as `readViewState` reads it; its problem refused as VALIDATION_FAILED naming the field and its bound. */
export function parseViewState(state: unknown, list: ViewList = 'inventory'): ViewState {
	const read = readViewState(state, list);
	if (read.ok) return read.value;
	const { field, message, ...bounds } = read.problem;
	throw invalid(field, message, bounds);
}

/**
 * Checks the body of `POST /deckhand/views` with its schema, then its state by the list's own keys
 * and bounds (`readViewState`); throws VALIDATION_FAILED naming the field and its bound.
 */
export function parseViewInput(body: unknown): ViewInput {
	const view = parseBody(SAVE_VIEW, body);
	return { ...view, state: parseViewState(view.state, view.list) };
}

/** The `:id` of `DELETE /deckhand/views/:id`. */
export function parseViewId(value: unknown): number {
	const id = pathId(value);
	if (id === null) throw invalid('id', 'id must be the id of a saved view (a whole number from 1).', { min: 1 });
	return id;
}

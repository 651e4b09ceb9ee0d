import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isBarcode } from '@deckhand/contract/domain/barcode.ts';

/** What a key in the scan box does; the screen's hint row lists the same keys. */
export type TillCommand =
	| 'scan'
	| 'pickMatch'
	| 'nextMatch'
	| 'previousMatch'
	| 'nextLine'
	| 'previousLine'
	| 'more'
	| 'less'
	| 'removeLine'
	| 'toTender'
	| 'dismiss'
	| null;

export interface ScanBoxState {
	text: string;
	/** Search matches are shown under the box. */
	matches: boolean;
	/** The cart has at least one line. */
	hasLines: boolean;
}

/**
 * The scan box's keys. A scanner types digits and Enter, so Enter on a barcode adds at once;
 * Enter on text picks the highlighted match. On an empty box the keys act on the cart: + and −
 * change the selected line's quantity, arrows move between lines, Delete removes the line,
 * and Enter (or F2 anywhere) goes to payment. Typed text keeps + and − as characters ("Ho-Oh").
 */
export function scanBoxCommand(key: string, state: ScanBoxState): TillCommand {
	const empty = state.text.trim() === '';
	if (key === 'F2') return 'toTender';
	if (key === 'Escape') return 'dismiss';
	if (key === 'Enter') {
		if (empty) return state.hasLines ? 'toTender' : null;
		if (isBarcode(state.text)) return 'scan';
		return state.matches ? 'pickMatch' : 'scan';
	}
	if (key === 'ArrowDown') return state.matches ? 'nextMatch' : 'nextLine';
	if (key === 'ArrowUp') return state.matches ? 'previousMatch' : 'previousLine';
	if (!empty) return null;
	if (key === '+') return 'more';
	if (key === '-') return 'less';
	if (key === 'Delete') return 'removeLine';
	return null;
}

/** What a key does anywhere on the till. Function keys only: typing into a field never produces them. */
export type ScreenCommand = 'toTender' | 'toCard' | 'useAllCredit' | null;

/**
 * Every tender has its key: F2 puts what is left to pay into Cash (from the scan box too), F3 into
 * Card, F4 pays all it can with the customer's store credit.
 */
export function screenCommand(key: string): ScreenCommand {
	if (key === 'F2') return 'toTender';
	if (key === 'F3') return 'toCard';
	if (key === 'F4') return 'useAllCredit';
	return null;
}

/**
 * The hint row under the scan box: the keys as the keyboard labels them, and what they do.
 * Translated where shown (`i18n._`): the row is built once, the language can change.
 */
export const KEY_HINTS: Array<[keys: MessageDescriptor, what: MessageDescriptor]> = [
	[msg({ message: 'Enter', context: 'key' }), msg`add scan / pick match`],
	[msg({ message: '↑ ↓', context: 'key' }), msg`choose match or line`],
	[msg({ message: '+ −', context: 'key' }), msg`quantity of the selected line`],
	[msg({ message: 'Del', context: 'key' }), msg`remove line`],
	[msg({ message: 'Enter on empty box or F2', context: 'key' }), msg`pay: the rest in cash`],
	[msg({ message: 'F3', context: 'key' }), msg`pay by card`],
	[msg({ message: 'F4', context: 'key' }), msg`use all store credit`],
	[msg({ message: 'Enter in Cash', context: 'key' }), msg`complete sale`],
];

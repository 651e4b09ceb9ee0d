import type { Channel } from '@deckhand/contract/checkout/checkout-limits.ts';

/** The part of the browser's storage a till uses; tests hand in a map. */
export type TillStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's local storage, or none where the browser refuses it (some private modes): the till then keeps nothing. */
export function browserStorage(): (TillStorage & Pick<Storage, 'length' | 'key'>) | null {
	try {
		return window.localStorage;
	} catch {
		return null;
	}
}

const PREFIX = 'deckhand.till';

/**
 * Which till a sale belongs to, as the key its sale in hand and parked sales are kept under in
 * this browser: the register this browser is set to (none before one is chosen), the signed-in
 * clerk and the channel of the checkout screen (counter, online, phone). Two clerks sharing a
 * browser never see each other's sales, and a sale rung up on one register stays with it.
 */
export function tillKey(till: { till: number | null; user: string; channel: Channel }): string {
	return `${PREFIX}.${till.till ?? 'none'}.${till.user}.${till.channel}`;
}

/** The storage items of a till: its sale in hand and its parked sales. */
export const saleItem = (key: string) => `${key}.sale`;
export const parkedItem = (key: string) => `${key}.parked`;

/**
 * Whether a sale in hand that this person keeps in this browser, on any register and channel,
 * waits for this buylist as its trade-in. The trade-in's page then offers the way back to the
 * sale however it was reached, not only from the till's own link.
 */
export function saleWaitsForTradeIn(
	buylist: number,
	user: string,
	storage: Pick<Storage, 'length' | 'key' | 'getItem'> | null,
): boolean {
	if (!storage) return false;
	for (let index = 0; index < storage.length; index++) {
		const item = storage.key(index) ?? '';
		// `deckhand.till.<till>.<user>.<channel>.sale`: no part of a key holds a dot.
		const [, , , owner, , kind] = item.split('.');
		if (!item.startsWith(`${PREFIX}.`) || owner !== user || kind !== 'sale') continue;
		if (keptTradeIn(storage.getItem(item)) === buylist) return true;
	}
	return false;
}

function keptTradeIn(text: string | null): unknown {
	try {
		const sale: unknown = text ? JSON.parse(text) : null;
		return typeof sale === 'object' && sale !== null && 'tradeIn' in sale ? sale.tradeIn : null;
	} catch {
		return null;
	}
}

import * as z from 'zod/mini';
import type { Channel } from '@deckhand/contract/checkout/checkout-limits.ts';
import { parkSale } from './parked-sales.ts';
import { parkedSaleSchema, storedSaleSchema, type ParkedSale, type StoredSale } from './stored-sale.ts';

/** The part of the browser's storage the till uses; tests hand in a map. */
export type TillStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Which till a sale belongs to, as the key its sale in hand and parked sales are kept under in
 * this browser: the register this browser is set to (none before one is chosen), the signed-in
 * clerk and the channel of the checkout screen (counter, online, phone). Two clerks sharing a
 * browser never see each other's sales, and a sale rung up on one register stays with it.
 */
export function tillKey(till: { till: number | null; user: string; channel: Channel }): string {
	return `deckhand.till.${till.till ?? 'none'}.${till.user}.${till.channel}`;
}

/** The browser's local storage, or none where the browser refuses it (some private modes): the till then keeps nothing. */
export function browserStorage(): TillStorage | null {
	try {
		return window.localStorage;
	} catch {
		return null;
	}
}

function read(storage: TillStorage | null, item: string): unknown {
	try {
		const text = storage?.getItem(item);
		return text ? JSON.parse(text) : null;
	} catch {
		return undefined;
	}
}

/** Writes an item, or removes it when there is nothing to keep; false when the browser refused (storage full). */
function write(storage: TillStorage | null, item: string, value: unknown): boolean {
	if (!storage) return false;
	try {
		if (value === null) storage.removeItem(item);
		else storage.setItem(item, JSON.stringify(value));
		return true;
	} catch {
		return false;
	}
}

/** The storage items of a till: its sale in hand and its parked sales. */
export const saleItem = (key: string) => `${key}.sale`;
export const parkedItem = (key: string) => `${key}.parked`;

/** The sale in hand kept for a till, or null; one that does not read as a sale is dropped, never shown half-read. */
export function readKeptSale(storage: TillStorage | null, key: string): StoredSale | null {
	const value = read(storage, saleItem(key));
	if (value === null) return null;
	const parsed = storedSaleSchema.safeParse(value);
	if (parsed.success) return parsed.data;
	write(storage, saleItem(key), null);
	return null;
}

/** Keeps the sale in hand (null: the till is empty, or the sale is done); false when the browser could not keep it. */
export const keepSale = (storage: TillStorage | null, key: string, sale: StoredSale | null): boolean =>
	write(storage, saleItem(key), sale);

/** The till's parked sales; one entry that does not read is dropped, the others kept. */
export function readParked(storage: TillStorage | null, key: string): ParkedSale[] {
	const value = read(storage, parkedItem(key));
	if (value === null) return [];
	const entries = z.array(z.unknown()).safeParse(value);
	const parked = (entries.success ? entries.data : []).flatMap((entry) => {
		const parsed = parkedSaleSchema.safeParse(entry);
		return parsed.success ? [parsed.data] : [];
	});
	if (!entries.success || parked.length !== entries.data.length)
		write(storage, parkedItem(key), parked.length > 0 ? parked : null);
	return parked;
}

export const keepParked = (storage: TillStorage | null, key: string, parked: ParkedSale[]): boolean =>
	write(storage, parkedItem(key), parked.length > 0 ? parked : null);

/**
 * The sale in hand follows the clerk to another channel's till (a counter sale turned into a phone
 * order). A sale already waiting there is parked on that till first, so neither is lost; answers
 * whether one was.
 */
export function moveSale(
	storage: TillStorage | null,
	from: string,
	to: string,
	sale: StoredSale | null,
	at: Date,
): { parkedWaiting: boolean } {
	if (sale === null || from === to) return { parkedWaiting: false };
	const waiting = readKeptSale(storage, to);
	if (waiting) keepParked(storage, to, parkSale(readParked(storage, to), waiting, at));
	keepSale(storage, to, sale);
	keepSale(storage, from, null);
	return { parkedWaiting: waiting !== null };
}

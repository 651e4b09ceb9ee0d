import * as z from 'zod/mini';
import { parkedItem, saleItem, type TillStorage } from '../../lib/tills/kept-sales.ts';
import { parkedSaleSchema, storedSaleSchema, type ParkedSale, type StoredSale } from './stored-sale.ts';

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

/** The sales parked in this browser for a till (before parked sales were kept by the server, or on a hand-over), still to send to the server; one entry that does not read is dropped, the others kept. */
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

/** An id no other sale parked in this browser has: the moment it was parked, moved on if taken. */
function freshId(parked: ParkedSale[], at: Date): string {
	let id = at.getTime();
	while (parked.some((entry) => entry.id === String(id))) id++;
	return String(id);
}

/** Puts a sale aside in this browser, at the end of its parked sales: the till sends them to the server when it opens. */
export function parkSale(parked: ParkedSale[], sale: StoredSale, at: Date): ParkedSale[] {
	return [...parked, { id: freshId(parked, at), parkedAt: at.toISOString(), sale }];
}

/**
 * The sale in hand follows the clerk to another channel's till (a counter sale turned into a phone
 * order). A sale already waiting there is parked in this browser first (that till sends it to the
 * server as it opens), so neither is lost; answers whether one was.
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

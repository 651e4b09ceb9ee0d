import { t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { describeError } from '../../lib/directus/errors.ts';
import type { TillStorage } from '../../lib/tills/kept-sales.ts';
import { parkedContentOf, parkedName, storedOfParked } from './parked-sales.ts';
import { discardOnServer, parkedSalesQuery, parkOnServer, resumeOnServer } from './parked-sales-query.ts';
import type { StoredSale } from './stored-sale.ts';
import { keepParked, readParked } from './till-storage.ts';

/** What the parked sales do with the till's sale in hand. */
interface TillHand {
	/** The storage key of this till, under which sales parked in this browser wait to go to the server. */
	storageKey: string;
	storage: TillStorage | null;
	/** This browser's till, where a sale is parked (none before the browser is set to one). */
	till: number | null;
	/** The sale in hand, or null when the till is empty. */
	inHand: () => StoredSale | null;
	/** Puts a sale in the till, or empties it (null). */
	take: (sale: StoredSale | null) => void;
	say: (notice: string) => void;
}

/**
 * The shop's parked sales, kept by the server and seen at every till: parking puts the sale in
 * hand aside (it stays in the till when the server does not take it), resuming takes one back
 * (parking the sale in hand first) once, whichever till asks first. Sales parked in this browser
 * go to the server as the till opens, once, so none parked before is lost.
 */
export function useParkedSales({ storageKey, storage, till, inHand, take, say }: TillHand) {
	const list = useQuery(parkedSalesQuery());
	const parking = useCommandMutation('sale-park', { mutationFn: parkOnServer, showsError: true });
	const resuming = useCommandMutation('parked-sale-resume', { mutationFn: resumeOnServer, showsError: true });
	const discarding = useCommandMutation('parked-sale-discard', { mutationFn: discardOnServer, showsError: true });
	const sent = useRef<string | null>(null);

	/** Sends the sales parked in this browser to the server; one the server refuses stays here, to go at the next opening. */
	async function sendKeptParked() {
		const waiting = readParked(storage, storageKey);
		const left = [];
		for (const entry of waiting) {
			try {
				await parking.mutateAsync({ till, sale: parkedContentOf(entry.sale) });
			} catch {
				left.push(entry);
			}
		}
		if (waiting.length > 0) keepParked(storage, storageKey, left);
	}

	/** Parks the sale in hand; false (the sale still in hand, and said why) when the server did not take it. */
	async function parkInHand(): Promise<boolean> {
		const sale = inHand();
		if (!sale) return true;
		try {
			await parking.mutateAsync({ till, sale: parkedContentOf(sale) });
		} catch (error) {
			const problem = describeError(error).message;
			say(t`The sale stays in the till: it was not parked. ${problem}`);
			return false;
		}
		take(null);
		return true;
	}

	async function park() {
		const label = parkedName(inHand()?.customer?.name ?? null, new Date().toISOString());
		if (await parkInHand()) say(t`Parked: ${label}.`);
	}

	/** Brings a parked sale back; a sale in hand is parked first. */
	async function resume(id: number) {
		const had = inHand();
		const label = parkedName(had?.customer?.name ?? null, new Date().toISOString());
		if (!(await parkInHand())) return;
		try {
			const { sale } = await resuming.mutateAsync(id);
			take(storedOfParked(sale));
			say(had ? t`Sale resumed. The sale you had is parked: ${label}.` : t`Sale resumed.`);
		} catch (error) {
			const problem = describeError(error).message;
			say(t`The sale was not resumed: ${problem}`);
			// Taken at another till a moment ago: the list shows what is still parked.
			void list.refetch();
		}
	}

	async function discard(id: number) {
		try {
			await discarding.mutateAsync(id);
			say(t`Parked sale discarded.`);
		} catch (error) {
			const problem = describeError(error).message;
			say(t`The parked sale was not discarded: ${problem}`);
			void list.refetch();
		}
	}

	useEffect(() => {
		if (sent.current === storageKey) return;
		sent.current = storageKey;
		void sendKeptParked();
		// Once per till: the sales kept under its key are read when it opens.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [storageKey]);

	return {
		parked: list.data?.sales ?? [],
		/** Copies of each SKU the parked sales hold, by SKU. */
		held: new Map((list.data?.held ?? []).map(({ sku, copies }) => [sku, copies])),
		busy: parking.isPending || resuming.isPending || discarding.isPending,
		park,
		resume,
		discard,
	};
}

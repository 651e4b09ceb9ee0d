import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState } from 'react';
import { newKey } from '../../lib/commands/new-key.ts';
import { describeError } from '../../lib/directus/errors.ts';
import { cartReducer, type CartAction } from './cart.ts';
import { readSkusNow } from './checkout-query.ts';
import { discardParked, parkedLabel, parkSale, resumeSale } from './parked-sales.ts';
import { EMPTY_SALE, isEmptySale, saleOf, storedOf, type SaleAttempt, type SaleInHand } from './sale-in-hand.ts';
import type { ParkedSale } from './stored-sale.ts';
import { browserStorage, parkedItem, saleItem } from '../../lib/tills/kept-sales.ts';
import { keepParked, keepSale, moveSale, readKeptSale, readParked } from './till-storage.ts';

/** One till's sale in hand and parked sales, with what changes them (`useTillSale`). */
export type TillSale = ReturnType<typeof useTillSale>;

/**
 * The sale in hand and the parked sales of one till, kept in the browser at every change, so
 * neither a reload nor leaving the screen loses a sale (`till-storage.ts`). A sale brought back
 * (after a reload, or resumed) has its prices and stock read again before it can complete.
 */
export function useTillSale(key: string, currency: string, initialNotice: string | null) {
	const [storage] = useState(browserStorage);
	const [kept] = useState(() => readKeptSale(storage, key));
	const [sale, setSale] = useState<SaleInHand>(() => (kept ? saleOf(kept) : EMPTY_SALE));
	const [parked, setParked] = useState<ParkedSale[]>(() => readParked(storage, key));
	const [checking, setChecking] = useState(() => (kept?.lines.length ?? 0) > 0);
	const [notice, setNotice] = useState(initialNotice);
	// When a sale brought back here had been sent with no answer: it may already be recorded.
	const [unanswered, setUnanswered] = useState(() => kept?.sentAt ?? null);
	const [keepFailed, setKeepFailed] = useState(storage === null);
	const [otherTab, setOtherTab] = useState(false);
	// The state as of the last change, for changes made one after another before React renders.
	const current = useRef(sale);
	// Once the sale is recorded or handed to another till, nothing more is written under this key.
	const closed = useRef(false);
	const checks = useRef(0);

	function keep(next: SaleInHand) {
		if (closed.current) return;
		setKeepFailed(!keepSale(storage, key, isEmptySale(next) ? null : storedOf(next)));
	}

	function change(recipe: (sale: SaleInHand) => SaleInHand) {
		const next = recipe(current.current);
		current.current = next;
		setSale(next);
		keep(next);
	}

	/** Keeps the parked sales; false (and nothing changed) when the browser refuses them. Without storage they live in memory (`keepFailed` says so). */
	function keepParkedSales(next: ParkedSale[]): boolean {
		if (storage && !keepParked(storage, key, next)) return false;
		setParked(next);
		return true;
	}

	/** Reads the lines' prices and stock again (`checking` is set by the caller); answers arriving after a newer check are dropped. */
	async function check(skus: number[]) {
		const run = ++checks.current;
		try {
			const now = await readSkusNow(skus);
			if (run === checks.current)
				change((s) => ({
					...s,
					cart: cartReducer(s.cart, { type: 'refreshed', asked: skus, skus: now, currency }),
				}));
		} catch (error) {
			// The server checks every price and stock at checkout anyway; the clerk may go on.
			const problem = describeError(error).message;
			if (run === checks.current)
				setNotice(
					t`The prices and stock of this sale could not be checked: ${problem} The server checks them when the sale completes.`,
				);
		} finally {
			if (run === checks.current) setChecking(false);
		}
	}

	// A sale kept from before is checked once the till is up.
	useEffect(() => {
		if (kept && kept.lines.length > 0) void check(kept.lines.map((line) => line.sku));
		// Once per till: `kept` is read when the till opens and never changes.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, []);

	// Another tab of the same till (the browser tells only the other tabs of a write): its parked
	// sales show here at once; a change to its sale in hand is said, since the last change wins.
	useEffect(() => {
		const onStorage = (event: StorageEvent) => {
			if (event.key === parkedItem(key)) setParked(readParked(storage, key));
			if (event.key === saleItem(key) && !closed.current) setOtherTab(true);
		};
		window.addEventListener('storage', onStorage);
		return () => window.removeEventListener('storage', onStorage);
	}, [key, storage]);

	// Another tab may have parked or resumed since: the stored list is the truth.
	const latestParked = () => (storage ? readParked(storage, key) : parked);

	const dispatch = (action: CartAction) => change((s) => ({ ...s, cart: cartReducer(s.cart, action) }));

	/** Puts the sale in hand aside and empties the till. */
	function park() {
		const inHand = current.current;
		if (isEmptySale(inHand)) return;
		const next = parkSale(latestParked(), storedOf(inHand), new Date());
		// A sale the browser would not keep parked stays in hand rather than live in memory only.
		if (!keepParkedSales(next))
			return setNotice(
				t`The sale stays in the till: this browser’s storage is full. Complete a sale or discard a parked one first.`,
			);
		change(() => EMPTY_SALE);
		// A check still on its way was for the sale now parked.
		checks.current++;
		setChecking(false);
		setUnanswered(null);
		const label = parkedLabel(next.at(-1)!);
		setNotice(t`Parked: ${label}.`);
	}

	/** Brings a parked sale back; a sale in hand is parked first. */
	function resume(id: string) {
		const inHand = current.current;
		const resumed = resumeSale(latestParked(), id, isEmptySale(inHand) ? null : storedOf(inHand), new Date());
		if (!resumed)
			return setNotice(t`That sale is no longer parked here: it was resumed or discarded in another tab.`);
		if (!keepParkedSales(resumed.parked))
			return setNotice(
				t`The sale was not resumed: this browser’s storage is full. Complete a sale or discard a parked one first.`,
			);
		const restored = saleOf(resumed.sale);
		change(() => restored);
		setUnanswered(restored.sentAt);
		setChecking(restored.cart.lines.length > 0);
		const label = parkedLabel(resumed.parked.at(-1)!);
		setNotice(isEmptySale(inHand) ? t`Sale resumed.` : t`Sale resumed. The sale you had is parked: ${label}.`);
		if (restored.cart.lines.length > 0) void check(restored.cart.lines.map((line) => line.sku));
	}

	function discard(id: string) {
		keepParkedSales(discardParked(latestParked(), id));
		setNotice(t`Parked sale discarded.`);
	}

	return {
		sale,
		change,
		dispatch,
		parked,
		park,
		resume,
		discard,
		checking,
		notice,
		/** When the sale brought back had been sent with no answer (ISO): it may already be recorded. */
		unanswered,
		/** The browser did not keep the last change (storage full or refused): a reload would lose it. */
		keepFailed,
		/** Another tab changed this till's sale in hand. */
		otherTab,
		/** The sale's key: the one it was sent with before, or a new one for its first send. */
		keyToSend: () => current.current.key ?? newKey(),
		/** Marks the sale as sent, keeping what was sent (with its key and its attempt's) with it until the server answers. */
		sending: ({ body, attempt }: SaleAttempt) =>
			change((s) => ({ ...s, sentAt: new Date().toISOString(), key: body.sale_key, sent: body, attempt })),
		/** The server answered with a refusal: nothing was recorded now (the sale keeps its key; its next send is a new attempt). */
		refused: () => {
			change((s) => ({ ...s, sentAt: null, sent: null, attempt: null }));
			setUnanswered(null);
		},
		/** The sale's key names another sale already recorded: the sale in hand goes on as a new one, with a key of its own at its next send. */
		newSale: () => {
			change((s) => ({ ...s, sentAt: null, key: null, sent: null, attempt: null }));
			setUnanswered(null);
		},
		/** The server recorded the sale: nothing of it is kept any more. */
		recorded: () => {
			keepSale(storage, key, null);
			closed.current = true;
		},
		/** The sale in hand goes with the clerk to another till (another channel); answers whether a sale waiting there was parked. */
		handOver: (to: string) => {
			const inHand = current.current;
			const moved = moveSale(storage, key, to, isEmptySale(inHand) ? null : storedOf(inHand), new Date());
			if (to !== key) closed.current = true;
			return moved.parkedWaiting;
		},
	};
}

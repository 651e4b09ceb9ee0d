import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState } from 'react';
import { newKey } from '../../lib/commands/new-key.ts';
import { describeError } from '../../lib/directus/errors.ts';
import { cartReducer, type CartAction } from './cart.ts';
import { readSkusNow } from './checkout-query.ts';
import { orderWithKey } from './parked-sales-query.ts';
import { EMPTY_SALE, isEmptySale, saleOf, storedOf, type SaleAttempt, type SaleInHand } from './sale-in-hand.ts';
import type { StoredSale } from './stored-sale.ts';
import { browserStorage, saleItem } from '../../lib/tills/kept-sales.ts';
import { keepSale, moveSale, readKeptSale } from './till-storage.ts';
import { useParkedSales } from './use-parked-sales.ts';

/** One till's sale in hand and parked sales, with what changes them (`useTillSale`). */
export type TillSale = ReturnType<typeof useTillSale>;

/**
 * The sale in hand of one till, kept in the browser at every change, so neither a reload nor
 * leaving the screen loses a sale (`till-storage.ts`), and the shop's parked sales
 * (`use-parked-sales.ts`). A sale brought back (after a reload, or resumed) has its prices and
 * stock read again before it can complete, and is dropped when an order already holds its key
 * (completed on another till or in another tab).
 */
export function useTillSale(key: string, till: number | null, currency: string, initialNotice: string | null) {
	const [storage] = useState(browserStorage);
	const [kept] = useState(() => readKeptSale(storage, key));
	const [sale, setSale] = useState<SaleInHand>(() => (kept ? saleOf(kept) : EMPTY_SALE));
	const [checking, setChecking] = useState(() => (kept?.lines.length ?? 0) > 0);
	const [notice, setNotice] = useState(initialNotice);
	// When a sale brought back here had been sent with no answer: it may already be recorded.
	const [unanswered, setUnanswered] = useState(() => kept?.sentAt ?? null);
	const [keepFailed, setKeepFailed] = useState(storage === null);
	const [otherTab, setOtherTab] = useState(false);
	// The order that took the sale brought back here: it was completed elsewhere, so the till starts empty.
	const [takenBy, setTakenBy] = useState<{ id: number; number: string } | null>(null);
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

	/** Drops a sale brought back whose key an order holds: it was sold already, and must not be sold again as if it were not. */
	function checkKey(stored: StoredSale) {
		// A sale sent from here with no answer yet is the warning's to settle: "Send again" answers its order.
		if (!stored.key || stored.sent) return;
		const key = stored.key;
		orderWithKey(key).then(
			(order) => {
				if (!order || current.current.key !== key) return;
				change(() => EMPTY_SALE);
				checks.current++;
				setChecking(false);
				setTakenBy(order);
			},
			// Unread, the key is still the server's to answer: a sale sent with it is recorded once.
			() => undefined,
		);
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
		if (kept) checkKey(kept);
		if (kept && kept.lines.length > 0) void check(kept.lines.map((line) => line.sku));
		// Once per till: `kept` is read when the till opens and never changes.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, []);

	// Another tab of the same till (the browser tells only the other tabs of a write): a change to
	// its sale in hand is said, since the last change wins.
	useEffect(() => {
		const onStorage = (event: StorageEvent) => {
			if (event.key === saleItem(key) && !closed.current) setOtherTab(true);
		};
		window.addEventListener('storage', onStorage);
		return () => window.removeEventListener('storage', onStorage);
	}, [key]);

	const dispatch = (action: CartAction) => change((s) => ({ ...s, cart: cartReducer(s.cart, action) }));

	/** Puts a sale in the till (a parked sale resumed), or empties it (the sale parked). */
	function take(stored: StoredSale | null) {
		// A check still on its way was for the sale the till held.
		checks.current++;
		setUnanswered(null);
		setTakenBy(null);
		if (stored === null) {
			change(() => EMPTY_SALE);
			return setChecking(false);
		}
		const restored = saleOf(stored);
		change(() => restored);
		setChecking(restored.cart.lines.length > 0);
		if (restored.cart.lines.length > 0) void check(restored.cart.lines.map((line) => line.sku));
		checkKey(stored);
	}

	const parked = useParkedSales({
		storageKey: key,
		storage,
		till,
		inHand: () => (isEmptySale(current.current) ? null : storedOf(current.current)),
		take,
		say: setNotice,
	});

	return {
		sale,
		change,
		dispatch,
		parked,
		checking,
		/** The order that took the sale brought back here (completed elsewhere): the till started empty. */
		takenBy,
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

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { Channel } from '@deckhand/contract/checkout/checkout-limits.ts';
import { buylistKeys, tradeInKeys } from '../../lib/api/keys.ts';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { moneyText } from '../../lib/fields/typed-number.ts';
import { attemptFor } from '../../lib/commands/attempt.ts';
import { requestText, sendCommand } from '../../lib/commands/command.ts';
import { checkout } from './checkout-query.ts';
import { placeRefusal, type Refusal } from './checkout-refusal.ts';
import {
	cardToTender,
	cashToTender,
	completeBlocker,
	creditToUse,
	tradeInTender,
	type SaleFigures,
} from './sale-figures.ts';
import type { SaleAttempt } from './sale-in-hand.ts';
import type { Sale } from './sale-receipt.ts';
import type { CheckoutBody } from './stored-sale.ts';
import { cashBlocker, type Drawer } from './till-drawer.tsx';
import { screenCommand } from './till-keys.ts';
import type { TillSale } from './use-till-sale.ts';

/** A tender field, selected to be typed over, in the middle of the screen: the Complete bar at its foot would cover it there. */
function focusTender(input: HTMLInputElement | null) {
	input?.focus({ preventScroll: true });
	input?.scrollIntoView({ block: 'center' });
	input?.select();
}

interface CompleteSaleOptions {
	till: TillSale;
	figures: SaleFigures;
	/** Why the sale's trade-in holds it back, or null (`use-trade-in.ts`). */
	tradeInBlocker: string | null;
	/** Why scans not yet looked up hold the sale back, or null. */
	scanBlocker: string | null;
	channel: Channel;
	drawer: Drawer;
	currency: string;
	onSold: (sale: Sale) => void;
}

/**
 * Paying and completing the sale in hand: the tenders filled by F2 (the rest in cash, in the
 * focused cash field) and F4 (all the store credit it can take), the checkout sent to the
 * server, and its refusal, kept to be said beside what it is about.
 */
export function useCompleteSale({
	till,
	figures,
	tradeInBlocker,
	scanBlocker,
	channel,
	drawer,
	currency,
	onSold,
}: CompleteSaleOptions) {
	const { sale, change } = till;
	const [refusal, setRefusal] = useState<Refusal | null>(null);
	const cashInput = useRef<HTMLInputElement>(null);
	const cardInput = useRef<HTMLInputElement>(null);
	const counter = channel === 'counter';

	// A sale changes the till's cash, the orders, the stock sold, the customer's credit (and a
	// trade-in completed with it) and Home's figures: all refreshed (`REFRESHES.sale`) before the receipt shows.
	const mutation = useCommandMutation('sale', {
		mutationFn: async ({ body, attempt }: SaleAttempt) => {
			const order = await sendCommand(checkout(body), attempt);
			// Nothing of a recorded sale is kept, from the moment the server says so.
			till.recorded();
			return order;
		},
		// Sent at once even when the browser says it is offline: a sale must fail visibly and be retried by the clerk,
		// never wait paused and go through by itself later, after the customer has left.
		networkMode: 'always',
		onMutate: (sending) => till.sending(sending),
		changed: (order, { body }) => ({ order: order.id, customer: body.customer }),
		onSuccess: (order, { body }) => {
			onSold({
				order,
				lines: sale.cart.lines.filter((line) => body.lines.some((l) => l.sku === line.sku)),
				customer: sale.customer,
			});
		},
		onError: (error, { body }, _mutated, { client }) => {
			const placed = placeRefusal(error, body.lines);
			// No answer (a lost connection) may still mean the sale reached the server: it stays marked as sent.
			if (!(placed.place === 'form' && placed.problem.kind === 'offline')) till.refused();
			if (placed.place === 'line')
				till.dispatch({
					type: 'refused',
					sku: placed.sku,
					message: placed.message,
					available: placed.available,
				});
			// Above the staff limit the trade-in now waits for an administrator: the panel shows it so.
			if (placed.place === 'trade-in')
				for (const queryKey of [tradeInKeys.all, buylistKeys.details()])
					void client.invalidateQueries({ queryKey });
			setRefusal(placed);
		},
	});
	const blocker =
		scanBlocker ??
		tradeInBlocker ??
		completeBlocker(sale, figures, { counter, checking: till.checking, currency }) ??
		cashBlocker(figures.payments, drawer);

	function submit(event?: FormEvent) {
		event?.preventDefault();
		if (blocker !== null || mutation.isPending) return;
		setRefusal(null);
		const body: CheckoutBody = {
			customer: sale.customer?.id ?? null,
			channel,
			lines: sale.cart.lines.map((line) => ({ sku: line.sku, quantity: line.quantity })),
			discount: figures.discountAsked,
			payments: figures.payments,
			complete: counter,
			till: drawer.till,
			sale_key: till.keyToSend(),
			...(sale.tradeIn === null ? {} : { trade_in: sale.tradeIn }),
		};
		mutation.mutate({ body, attempt: attemptOf(body) });
	}

	/**
	 * The attempt a send of `body` is: the unanswered send's when it is that very sale again (a lost
	 * connection, then Send again or Complete with nothing changed), so the server records it once
	 * whichever arrives; a new one otherwise. The sale key, kept with the sale for good, finds a
	 * sale recorded by an earlier attempt too.
	 */
	function attemptOf(body: CheckoutBody): string {
		const unanswered =
			sale.sent && sale.attempt ? { key: sale.attempt, request: requestText(checkout(sale.sent)) } : null;
		return attemptFor(unanswered, requestText(checkout(body))).key;
	}

	/**
	 * Sends again exactly what was sent with no answer, whatever the till shows now (a reload may
	 * find the stock that very sale took): the server answers a sale it already recorded with its
	 * order, so nothing is taken twice.
	 */
	function sendAgain() {
		if (!sale.sent || mutation.isPending) return;
		setRefusal(null);
		mutation.mutate({ body: sale.sent, attempt: attemptOf(sale.sent) });
	}

	function newSale() {
		till.newSale();
		setRefusal(null);
	}

	/**
	 * To payment: "Cash tendered" holds what store credit and card leave to pay, selected, so Enter
	 * completes and typing replaces it. A trade-in of this visit pays the sale first: its credit
	 * goes into store credit when none is typed, and cash takes the rest.
	 */
	function toTender() {
		if (sale.cart.lines.length === 0) return;
		const fromTradeIn = tradeInTender(figures, sale.tender.credit);
		const tender = fromTradeIn
			? { credit: moneyText(fromTradeIn.credit, currency), cash: moneyText(fromTradeIn.cash, currency) }
			: { cash: moneyText(cashToTender(figures), currency) };
		// Rendered at once, so an Enter typed right after (a fast hand, a keyboard wedge) already lands in the cash field.
		flushSync(() => change((s) => ({ ...s, tender: { ...s.tender, ...tender } })));
		focusTender(cashInput.current);
	}

	/** F3: the card pays what store credit leaves, selected so the clerk can type another amount. */
	function toCard() {
		if (sale.cart.lines.length === 0) return;
		const card = moneyText(cardToTender(figures), currency);
		flushSync(() => change((s) => ({ ...s, tender: { ...s.tender, card, cash: '' } })));
		focusTender(cardInput.current);
	}

	/** All the store credit the sale can take: the balance with the trade-in's credit, or what card leaves to pay if that is less. */
	function takeAllCredit() {
		const available = figures.creditAvailable;
		if (!sale.customer || !available) return;
		const credit = moneyText(creditToUse(figures, available), currency);
		change((s) => ({ ...s, tender: { ...s.tender, credit } }));
	}

	// F2, F3 and F4 work from anywhere on the screen (the scan box handles F2 itself first).
	useEffect(() => {
		const onKey = (event: KeyboardEvent) => {
			const command = screenCommand(event.key);
			if (command === null || event.defaultPrevented) return;
			event.preventDefault();
			if (command === 'toTender') toTender();
			else if (command === 'toCard') toCard();
			else takeAllCredit();
		};
		window.addEventListener('keydown', onKey);
		return () => window.removeEventListener('keydown', onKey);
	});

	return {
		/** The server's refusal of the last sale sent, said beside what it is about (`checkout-refusal.ts`). */
		refusal,
		clearRefusal: () => setRefusal(null),
		/** The sale is on its way to the server. */
		pending: mutation.isPending,
		/** Why the sale cannot be completed yet, said under Complete; null when it can. */
		blocker,
		/** The payment form's submit: completes the sale unless something holds it back. */
		submit,
		sendAgain,
		/** The sale's key names another sale already recorded: goes on with the sale in hand as a new one. */
		newSale,
		toTender,
		takeAllCredit,
		cashInput,
		cardInput,
	};
}

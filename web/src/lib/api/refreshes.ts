import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import {
	activityKeys,
	buyingRuleKeys,
	buylistKeys,
	cardKeys,
	catalogueSourceKeys,
	catalogKeys,
	checkoutKeys,
	customerKeys,
	homeKeys,
	importKeys,
	noteKeys,
	orderKeys,
	parkedSaleKeys,
	pictureKeys,
	priceReviewKeys,
	priceRunKeys,
	projectKeys,
	reportKeys,
	savedViewKeys,
	serverStatusKeys,
	sessionKeys,
	shopSettingsKeys,
	staffKeys,
	tillKeys,
	tradeInKeys,
} from './keys.ts';

/**
 * The rows a command changed, as far as the screen knows them. Each narrows its resource's
 * refresh to that row's answers; without it every row's are refreshed (only those on screen are
 * asked again at once, the others when next shown).
 */
export interface Changed {
	order?: number;
	card?: number;
	customer?: number | null;
	buylist?: number;
	importJob?: number;
	note?: { collection: string; item: number };
}

type Rows = { details: () => QueryKey; detail: (id: number) => QueryKey };
const row = (keys: Rows, id: number | null | undefined): QueryKey =>
	id === undefined || id === null ? keys.details() : keys.detail(id);

/*
 * What the same kinds of change reach, wherever they come from. Home's figures and the reports
 * count sales, stock, credit and cash; the till looks SKUs and customers up with their stock and credit.
 */
const stockMoved = (card: number | undefined): QueryKey[] => [
	catalogKeys.lists(),
	row(cardKeys, card),
	checkoutKeys.all,
	homeKeys.all,
	reportKeys.all,
];
const pricesMoved = (card: number | undefined): QueryKey[] => [
	catalogKeys.lists(),
	row(cardKeys, card),
	checkoutKeys.all,
	priceReviewKeys.all,
	priceRunKeys.all,
	homeKeys.all,
	// A price may be the last thing copies bought in waited for (a buylist's arrivals).
	buylistKeys.details(),
];
const creditMoved = (customer: number | null | undefined): QueryKey[] => [
	row(customerKeys, customer),
	customerKeys.balances(),
	customerKeys.lists(),
	checkoutKeys.all,
	homeKeys.all,
	reportKeys.all,
];
const customerChanged = (customer: number | null | undefined): QueryKey[] => [
	customerKeys.lists(),
	row(customerKeys, customer),
	customerKeys.options(),
	checkoutKeys.all,
];
/** A buylist as its lists, its page and the till's trade-in show it; its completion moves stock, credit and the till's cash. */
const buylistChanged = (buylist: number | undefined): QueryKey[] => [
	buylistKeys.lists(),
	row(buylistKeys, buylist),
	tradeInKeys.opens(),
	customerKeys.details(),
	homeKeys.workQueues(),
];
const buylistCompleted = (buylist: number | undefined): QueryKey[] => [
	...buylistChanged(buylist),
	tillKeys.all,
	...stockMoved(undefined),
	...creditMoved(undefined),
];
/** Games and sets show in every catalog filter and picker, and on each card's page. */
const catalogSkeleton: QueryKey[] = [catalogKeys.all, cardKeys.all, buyingRuleKeys.sets(), buylistKeys.cardSearches()];

/** An order's state or money moved: cash through a till, stock put back, credit paid back. */
const orderMoved = ({ order, customer }: Changed) => [
	orderKeys.lists(),
	row(orderKeys, order),
	orderKeys.pickList(),
	tillKeys.all,
	...stockMoved(undefined),
	...creditMoved(customer),
];

/**
 * What each command changes: the keys its success refreshes, run by every mutation that sends it
 * (`use-command-mutation.ts`) before the screen's own next steps. A command a screen sends is
 * named here, so "what does a sale refresh?" has one answer.
 */
export const REFRESHES = {
	// Selling.
	/** The till's cash and lookups, the new order in every list, the stock sold, the customer's credit, a trade-in completed with it, Home. */
	sale: ({ order, customer }: Changed) => [
		tillKeys.all,
		orderKeys.lists(),
		row(orderKeys, order),
		orderKeys.pickList(),
		...stockMoved(undefined),
		...creditMoved(customer),
		tradeInKeys.all,
		buylistKeys.lists(),
		buylistKeys.details(),
	],
	/** Paid, shipped, completed, cancelled or refunded: cash through a till, stock put back, credit paid back. */
	'order-transition': orderMoved,
	/** Some copies refunded: the same, and the order refunded with its last copy. */
	'order-refund': orderMoved,
	/** Parking, resuming or discarding a sale changes the shop's parked sales, at every till; no stock or money moves. */
	'sale-park': () => [parkedSaleKeys.all],
	'parked-sale-resume': () => [parkedSaleKeys.all],
	'parked-sale-discard': () => [parkedSaleKeys.all],
	'customer-save': ({ customer }: Changed) => customerChanged(customer),
	'credit-adjust': ({ customer }: Changed) => creditMoved(customer),
	'till-open': () => [tillKeys.all, homeKeys.all, reportKeys.all],
	'till-cash': () => [tillKeys.all, homeKeys.all, reportKeys.all],
	'till-close': () => [tillKeys.all, homeKeys.all, reportKeys.all],
	'till-save': () => [tillKeys.all],

	// Buying.
	'buylist-create': ({ buylist }: Changed) => buylistChanged(buylist),
	'buylist-line': ({ buylist }: Changed) => buylistChanged(buylist),
	'buylist-customer': ({ buylist }: Changed) => buylistChanged(buylist),
	/** Offered, accepted, rejected, cancelled or completed (the last pays out and stocks the cards). */
	'buylist-transition': ({ buylist }: Changed) => buylistCompleted(buylist),
	'buying-rule-save': () => [buyingRuleKeys.lists(), buyingRuleKeys.details()],
	'buying-rule-delete': () => [buyingRuleKeys.lists(), buyingRuleKeys.details()],

	// The catalog.
	'card-save': ({ card }: Changed) => [
		catalogKeys.lists(),
		row(cardKeys, card),
		buylistKeys.cardSearches(),
		buyingRuleKeys.cardSearches(),
		checkoutKeys.all,
	],
	'card-delete': ({ card }: Changed) => [catalogKeys.lists(), row(cardKeys, card), checkoutKeys.all],
	/** A bin may be the last thing copies bought in waited for: the buylist's arrivals and Home's queue. */
	'sku-save': ({ card }: Changed) => [
		catalogKeys.lists(),
		row(cardKeys, card),
		checkoutKeys.all,
		buylistKeys.details(),
		homeKeys.workQueues(),
	],
	'sku-delete': ({ card }: Changed) => [catalogKeys.lists(), row(cardKeys, card), checkoutKeys.all],
	'stock-adjust': ({ card }: Changed) => stockMoved(card),
	regrade: ({ card }: Changed) => stockMoved(card),
	'game-save': () => catalogSkeleton,
	'game-delete': () => catalogSkeleton,
	'set-save': () => catalogSkeleton,
	'set-delete': () => catalogSkeleton,
	'price-set': ({ card }: Changed) => pricesMoved(card),
	'price-restore': ({ card }: Changed) => pricesMoved(card),
	/** A preview answers what a reprice would do and changes nothing. */
	'reprice-preview': () => [],
	/** A reprice, its undo and a review's decisions reach any card of the catalog. */
	reprice: () => pricesMoved(undefined),
	'reprice-undo': () => pricesMoved(undefined),
	'price-review': () => pricesMoved(undefined),

	// Imports: a job's own steps; what its commit wrote is refreshed when the job says it is done.
	'import-upload': () => [importKeys.lists()],
	'import-plan': ({ importJob }: Changed) => [row(importKeys, importJob)],
	'import-commit': ({ importJob }: Changed) => [importKeys.lists(), row(importKeys, importJob)],
	'import-cancel': ({ importJob }: Changed) => [importKeys.lists(), row(importKeys, importJob)],
	/** A committed import may have written any game, set, card, SKU, price, cost and stock count. */
	'import-committed': () => [
		importKeys.all,
		...catalogSkeleton,
		...pricesMoved(undefined),
		...stockMoved(undefined),
		buyingRuleKeys.all,
	],

	// The catalogue's sources: a run's own state; what a run applied is refreshed when it is seen done.
	'catalogue-run-start': () => [catalogueSourceKeys.all],
	'catalogue-run-cancel': () => [catalogueSourceKeys.all],
	'catalogue-source-settings': () => [catalogueSourceKeys.all],
	/** A run may have created games, sets and cards, and written market prices for any card. */
	'catalogue-run-done': () => [catalogueSourceKeys.all, ...catalogSkeleton, ...pricesMoved(undefined)],

	// The shop.
	/** Every reader of the settings (money's currency, the till, receipts, offer sheets, reports' days), the header's name and colour, and what counts with them. */
	'settings-save': () => [shopSettingsKeys.all, projectKeys.all, homeKeys.all, reportKeys.all, catalogKeys.lists()],
	'logo-save': () => [projectKeys.all],
	'staff-change': () => [staffKeys.lists(), activityKeys.people()],
	/** Nothing shown changes: the person can sign in again. */
	'sign-in-lock-lift': () => [],
	/** One's own name and picture: the session's record is the command's answer, put in place at once. */
	'profile-save': () => [sessionKeys.me(), staffKeys.lists(), activityKeys.people()],
	'password-change': () => [],
	'language-choose': () => [sessionKeys.me()],
	'note-add': ({ note }: Changed) => [note ? noteKeys.list(note) : noteKeys.lists()],
	'view-save': () => [savedViewKeys.lists()],
	'view-delete': () => [savedViewKeys.lists()],
	'picture-delete': () => [pictureKeys.lists(), cardKeys.all],
	// Kept on the server's disk: nothing any screen reads changes.
	'catalogue-pictures-keep': () => [],
	'books-check': () => [serverStatusKeys.books()],
	'backup-restore': () => [serverStatusKeys.backups()],

	// Signing in and out of the session.
	'sign-in': () => [sessionKeys.all],
	'password-reset-request': () => [],
	'password-set': () => [sessionKeys.all],
} satisfies Record<string, (changed: Changed) => QueryKey[]>;

export type Command = keyof typeof REFRESHES;

/** The keys `command` refreshes, for the rows it changed. */
export const refreshedBy = (command: Command, changed: Changed = {}): QueryKey[] => REFRESHES[command](changed);

/**
 * Refreshes what `command` changed: every answer under its keys is marked stale, and those on
 * screen are asked again (awaited, so what the screen does next shows the new answers). `placed`
 * is a key the command's answer was put at: it is the server's answer already and is not asked again.
 */
export async function refreshAfter(
	queryClient: QueryClient,
	command: Command,
	changed: Changed = {},
	placed?: QueryKey,
): Promise<void> {
	const kept = placed === undefined ? null : hashKey(placed);
	await Promise.all(
		refreshedBy(command, changed).map((queryKey) =>
			queryClient.invalidateQueries({ queryKey, predicate: (query) => query.queryHash !== kept }),
		),
	);
}

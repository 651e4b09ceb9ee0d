import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { BUYLIST_STATUS_WORDS } from '../../lib/buylist-words.ts';
import { CREDIT_REASON_WORDS } from '../../lib/credit-words.ts';
import { PRICE_REASON_WORDS, STOCK_REASON_WORDS, wordFor } from '../../lib/ledger-words.ts';
import { formatMoney } from '../../lib/money.ts';
import { ORDER_STATUS_WORDS, PAYMENT_METHOD_WORDS } from '../../lib/order-words.ts';
import { skuWords } from '../../lib/sku-words.ts';
import { CASH_KIND_WORDS, signedMoney } from '../../lib/till-words.ts';
import type { ActivityDetail, ActivityKind } from './activity-query.ts';
import { noteWords } from '../../lib/server-notes.ts';

/** Each book the screen reads, as the kind filter and the lines name it (`i18n._` where shown). */
export const KIND_WORDS: Record<ActivityKind, MessageDescriptor> = {
	directus: msg`Changes and sign-ins`,
	stock: msg`Stock`,
	credit: msg`Store credit`,
	prices: msg`Prices`,
	order_events: msg`Order status`,
	payments: msg`Payments`,
	cash: msg`Cash drawer`,
	buylist_events: msg`Buylist status`,
};

const ACTION_WORDS: Record<string, MessageDescriptor> = {
	create: msg({ message: 'Created', context: 'a record, in the activity log' }),
	update: msg({ message: 'Changed', context: 'a record, in the activity log' }),
	delete: msg({ message: 'Deleted', context: 'a record, in the activity log' }),
	login: msg`Signed in`,
};

/** Collections as the owner calls them; others (Directus's own) are shown by name. */
const COLLECTION_WORDS: Record<string, MessageDescriptor> = {
	games: msg`game`,
	sets: msg`set`,
	cards: msg`card`,
	skus: msg`SKU`,
	customers: msg`customer`,
	orders: msg`order`,
	shop_settings: msg`shop settings`,
	directus_files: msg`picture`,
	directus_users: msg`user`,
	directus_comments: msg`note`,
};

const money = (amount: number | null, currency: string) =>
	amount === null ? t`Unpriced` : formatMoney(amount, currency);
const signed = (delta: number) => (delta > 0 ? `+${delta}` : String(delta));

/** What a line says happened, in one sentence of the language spoken. */
export function describeLine(detail: ActivityDetail, currency: string): string {
	switch (detail.kind) {
		case 'directus': {
			const action = wordFor(ACTION_WORDS, detail.action);
			const what = wordFor(COLLECTION_WORDS, detail.collection);
			const item = detail.item ?? '';
			return detail.action === 'login' ? action : t`${action}: ${what} ${item}`;
		}
		case 'stock': {
			const delta = signed(detail.delta);
			const reason = wordFor(STOCK_REASON_WORDS, detail.reason);
			const name = detail.sku.card.name;
			const sku = skuWords(detail.sku);
			return t`${delta} × ${name} (${sku}): ${reason}`;
		}
		case 'credit': {
			const amount = formatMoney(detail.amount, currency);
			const reason = wordFor(CREDIT_REASON_WORDS, detail.reason);
			const name = detail.customer.name;
			const balance = formatMoney(detail.balance_after, currency);
			return t`${amount} for ${name}: ${reason} (balance ${balance})`;
		}
		case 'prices': {
			const before = money(detail.old_price, currency);
			const after = money(detail.new_price, currency);
			const reason = wordFor(PRICE_REASON_WORDS, detail.reason);
			const name = detail.sku.card.name;
			const sku = skuWords(detail.sku);
			return t`${name} (${sku}): ${before} → ${after}, ${reason}`;
		}
		case 'order_events': {
			const number = detail.order.number;
			const to = wordFor(ORDER_STATUS_WORDS, detail.to_status);
			if (detail.from_status === null) return t`Order ${number} opened as ${to}`;
			const from = wordFor(ORDER_STATUS_WORDS, detail.from_status);
			return t`Order ${number}: ${from} → ${to}`;
		}
		case 'buylist_events': {
			const number = detail.buylist.number;
			const to = wordFor(BUYLIST_STATUS_WORDS, detail.to_status);
			if (detail.from_status === null) return t`Buylist ${number} opened as ${to}`;
			const from = wordFor(BUYLIST_STATUS_WORDS, detail.from_status);
			return t`Buylist ${number}: ${from} → ${to}`;
		}
		case 'payments': {
			const number = detail.order.number;
			const amount = formatMoney(detail.amount, currency);
			const method = wordFor(PAYMENT_METHOD_WORDS, detail.method);
			return t`Order ${number}: ${amount} by ${method}`;
		}
		case 'cash': {
			const till = detail.till.name;
			const amount = signedMoney(detail.amount, currency);
			const kind = wordFor(CASH_KIND_WORDS, detail.cash_kind);
			if (detail.order) {
				const number = detail.order.number;
				return t`${till}: ${kind} ${amount}, order ${number}`;
			}
			const reason = detail.reason;
			return reason ? t`${till}: ${kind} ${amount} (${reason})` : t`${till}: ${kind} ${amount}`;
		}
	}
}

/** A note the line carries (a stock change's or a status change's), when it has one, a server's in the reader's words. */
export const noteOf = (detail: ActivityDetail): string | null =>
	'note' in detail && detail.note !== null ? noteWords(detail.note) : null;

import { defineHook } from '@directus/extensions-sdk';
import type { Accountability } from '@directus/types';
import type { Knex } from 'knex';
import { checkFields, checkSettings } from '../domain/field-rules.ts';
import { WriteForbiddenError } from '../errors.ts';
import { signInLimits } from '../sign-in/sign-in-limits.ts';
import { signInLimiter } from '../sign-in/sign-in-limiter.ts';
import { assetHeaders } from '../files/asset-headers.ts';
import { activeUserGuard } from './active-user-guard.ts';
import { anonymousGuard } from './anonymous-guard.ts';
import { closedRoutes } from './closed-routes.ts';
import { parseSize, uploadLimit } from './upload-limit.ts';
import { refuseDeleteInUse } from './catalog-deletes.ts';
import { withSearchText } from './card-rules.ts';
import { commentRules } from './comment-rules.ts';
import { beforeSkuCreate, beforeSkuUpdate } from './sku-rules.ts';

type Payload = Record<string, unknown>;

/** Ledgers are written only by Deckhand's own endpoints, inside the transaction that moves stock or money. */
const LEDGERS: Record<string, string> = {
	stock_movements: 'Stock movements are written by stock adjustments, sales and buylists, never by hand.',
	credit_ledger: 'Store credit changes only through sales, buylists and credit adjustments.',
	order_events: 'Order history is written by order status changes.',
	order_payments: 'Payments are written by checkout and order status changes.',
};

/** An order's state and money are the commands' (checkout, status changes): an edit may change its customer or tracking number, never these. */
const ORDER_COMMAND_FIELDS = ['status', 'number', 'subtotal', 'discount', 'tax', 'total', 'credit_applied'];

function refuseOrderStateEdit(collection: string, payload: Payload): void {
	if (collection === 'orders' && ORDER_COMMAND_FIELDS.some((field) => field in payload))
		throw new WriteForbiddenError("An order's status and totals change only through checkout and order status changes, which keep its history.", { collection });
}

function refuseLedgerWrite(collection: string): void {
	const reason = LEDGERS[collection];
	if (reason) throw new WriteForbiddenError(reason, { collection });
}

function normaliseCustomer(payload: Payload): Payload {
	if (typeof payload['email'] !== 'string') return payload;
	const email = payload['email'].trim().toLowerCase();
	return { ...payload, email: email === '' ? null : email };
}

/** An empty bin or barcode is no bin or barcode: many SKUs have none, and barcodes are unique. */
function normaliseSku(payload: Payload): Payload {
	const result = { ...payload };
	for (const field of ['bin', 'barcode']) if (typeof result[field] === 'string') result[field] = (result[field] as string).trim() || null;
	return result;
}

async function checkSettingsAfterUpdate(database: Knex, payload: Payload): Promise<void> {
	const current = (await database('shop_settings').first()) ?? {};
	checkSettings({ ...current, ...payload });
}

export default defineHook(({ filter, init }, { env, database }) => {
	init('routes.before', ({ app }) => {
		app.use(activeUserGuard(database));
		app.use(anonymousGuard);
		app.use(closedRoutes);
		app.use(signInLimiter(signInLimits(env)));
		app.use(uploadLimit(parseSize(env['FILES_MAX_UPLOAD_SIZE'])));
		app.use(assetHeaders);
	});

	commentRules({ filter, init });

	filter('items.create', async (input, { collection }, { database, accountability }) => {
		refuseLedgerWrite(collection);
		let payload = input as Payload;
		if (collection === 'customers') payload = normaliseCustomer(payload);
		if (collection === 'skus') payload = normaliseSku(payload);
		checkFields(collection, payload);
		if (collection === 'shop_settings') checkSettings({ ...payload });
		if (collection === 'cards') payload = withSearchText(payload);
		if (collection === 'skus') payload = await beforeSkuCreate(payload, database, accountability as Accountability | null);
		return payload;
	});

	filter('items.update', async (input, { collection, keys }, { database, accountability }) => {
		refuseLedgerWrite(collection);
		let payload = input as Payload;
		refuseOrderStateEdit(collection, payload);
		if (collection === 'customers') payload = normaliseCustomer(payload);
		if (collection === 'skus') payload = normaliseSku(payload);
		checkFields(collection, payload);
		if (collection === 'shop_settings') await checkSettingsAfterUpdate(database, payload);
		if (collection === 'cards') payload = withSearchText(payload);
		if (collection === 'skus') payload = await beforeSkuUpdate(payload, keys as unknown[], database, accountability as Accountability | null);
		return payload;
	});

	filter('items.delete', async (keys, { collection }, { database, accountability }) => {
		refuseLedgerWrite(collection);
		// Said only to those who may delete at all: everyone else gets Directus's own 403, which comes after this filter.
		if (!accountability || (accountability as Accountability).admin) await refuseDeleteInUse(database, collection, keys as unknown[]);
		return keys;
	});
});

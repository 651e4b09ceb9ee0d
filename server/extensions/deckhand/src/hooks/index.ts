import { defineHook } from '@directus/extensions-sdk';
import type { Accountability, Query, SchemaOverview } from '@directus/types';
import type { Knex } from 'knex';
import { dashboardRoutes } from '../dashboard/serve-dashboard.ts';
import { checkFields, checkSettings, cleanFields } from '../domain/field-rules.ts';
import { ownValue } from '../domain/own-key.ts';
import { WriteForbiddenError } from '../errors.ts';
import { onRoutes } from '../http/guard.ts';
import { sharedSignInCounts } from '../sign-in/sign-in-counts.ts';
import { signInLimiter } from '../sign-in/sign-in-limiter.ts';
import {
	bindTokensToSessions,
	endReplacedSessions,
	sessionCookies,
	unboundTokenRule,
} from '../sign-in/session-bound-tokens.ts';
import { forgetDeletedTargets } from '../catalogue/forget-deleted.ts';
import { assetHeaders } from '../files/asset-headers.ts';
import { refusePicturesInUse } from '../files/pictures-in-use.ts';
import { activeUserGuard } from './active-user-guard.ts';
import { anonymousGuard } from './anonymous-guard.ts';
import { booksChecker } from './books-checker.ts';
import { keysPruner } from './keys-pruner.ts';
import { tallyFolder } from './tally-folder.ts';
import { importJobsAtStart } from './import-jobs.ts';
import { importHeartbeat } from '../jobs/heartbeat.ts';
import { closedRoutes } from './closed-routes.ts';
import { spreadsheetSafeExports } from './spreadsheet-safe-exports.ts';
import { localUploadsRoot, parseSize, uploadLimit } from './upload-limit.ts';
import { refuseDeleteInUse } from './in-use.ts';
import { withSearchText } from './card-rules.ts';
import { withPhoneDigits, withPhoneSearch } from './customer-rules.ts';
import { withNearNames } from '../customers/typo-search.ts';
import { commentRules } from './comment-rules.ts';
import { ownPasswordRule } from '../profile/own-password.ts';
import { requestRules } from './request-rules.ts';
import { readLimits } from './read-limits.ts';
import { refuseUnknownFields } from './payload-shape.ts';
import { beforeSkuCreate, beforeSkuUpdate } from './sku-rules.ts';
import { inviteGuard } from '../staff/invite-guard.ts';
import { staffHooks } from '../staff/staff-hooks.ts';
import { checkBuyingRule, checkBuyingRuleUpdate } from './buying-rule-rules.ts';
import { withTillName, refuseRetiringOpenTill, refuseTakenTillName } from './till-rules.ts';

type Payload = Record<string, unknown>;

/**
 * The shop's books are written only by Deckhand's commands (`ledger/`), each in the transaction
 * that moves the stock or money: never created, changed or deleted through the items API or
 * GraphQL, by any role, administrators included (reads are as permissions say).
 */
const BOOKS: Record<string, string> = {
	orders: 'Orders are written by checkout and order status changes, which keep their lines, payments, history and stock together.',
	order_lines: "An order's lines are written by checkout; a refund puts copies back with the order's status change.",
	order_line_costs: 'The cost of a sold line is recorded by checkout.',
	order_payments: 'Payments are written by checkout and order status changes.',
	order_events: 'Order history is written by order status changes.',
	stock_movements: 'Stock movements are written by stock adjustments, regrades, sales and buylists, never by hand.',
	credit_ledger: 'Store credit changes only through sales, buylists and credit adjustments.',
	till_sessions:
		'Till sessions are opened and closed with the till commands, which keep their cash movements with them.',
	buylists:
		'Buylists are written by the buylist commands, which keep their lines, offers, stock and payout together.',
	buylist_lines: "A buylist's lines are written by the buylist commands, which work every offer out again.",
};

function refuseLedgerWrite(collection: string): void {
	const reason = ownValue(BOOKS, collection);
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
	for (const field of ['bin', 'barcode'])
		if (typeof result[field] === 'string') result[field] = (result[field] as string).trim() || null;
	return result;
}

async function checkSettingsAfterUpdate(database: Knex, payload: Payload): Promise<void> {
	const current = (await database('shop_settings').first()) ?? {};
	checkSettings({ ...current, ...payload });
}

export default defineHook(({ filter, init, action, schedule }, { env, database, logger, services, getSchema }) => {
	onRoutes(init, 'routes.before', (app) => {
		app.use(activeUserGuard(database));
		app.use(anonymousGuard);
		app.use(closedRoutes);
		app.use(spreadsheetSafeExports);
		app.use(signInLimiter(sharedSignInCounts(env)));
		app.use(bindTokensToSessions(sessionCookies(env)));
		app.use(endReplacedSessions(database, sessionCookies(env)));
		app.use(
			uploadLimit({
				files: parseSize(env['FILES_MAX_UPLOAD_SIZE']),
				imports: parseSize(env['IMPORT_MAX_FILE_SIZE']),
				localRoot: localUploadsRoot(env),
			}),
		);
		app.use(assetHeaders);
		app.use(inviteGuard(database));
	});

	// Before the comment rules, so a malformed request is refused before they read it; before the dashboard, so its addresses are checked first.
	requestRules({ filter, init });
	readLimits({ filter, init }, { env, database, services });
	dashboardRoutes({ init }, { env, logger, database, services, getSchema: () => getSchema() });
	commentRules({ filter, init }, database);
	ownPasswordRule({ filter });
	unboundTokenRule({ filter });
	booksChecker({ action, schedule }, database, logger, env['DECKHAND_BOOKS_SCHEDULE'] || undefined);
	keysPruner({ schedule }, database, logger);
	tallyFolder({ schedule }, database, logger);
	importJobsAtStart({ action }, database, logger, importHeartbeat(env));
	staffHooks({ filter });
	filter('customers.items.query', (query, _meta, { database }) =>
		withNearNames(database as Knex, withPhoneSearch(query as Query)),
	);

	filter('items.create', async (input, { collection }, { database, schema, accountability }) => {
		refuseLedgerWrite(collection);
		refuseUnknownFields(schema as SchemaOverview | null, collection, input as Payload);
		let payload = cleanFields(collection, input as Payload);
		if (collection === 'customers') payload = normaliseCustomer(payload);
		if (collection === 'skus') payload = normaliseSku(payload);
		if (collection === 'tills') payload = withTillName(payload);
		checkFields(collection, payload);
		if (collection === 'tills') await refuseTakenTillName(database, payload);
		if (collection === 'shop_settings') checkSettings({ ...payload });
		if (collection === 'buying_rules') checkBuyingRule(payload);
		if (collection === 'cards') payload = withSearchText(payload);
		if (collection === 'customers') payload = withPhoneDigits(payload);
		if (collection === 'skus')
			payload = await beforeSkuCreate(payload, database, accountability as Accountability | null);
		return payload;
	});

	filter('items.update', async (input, { collection, keys }, { database, schema, accountability }) => {
		refuseLedgerWrite(collection);
		refuseUnknownFields(schema as SchemaOverview | null, collection, input as Payload, keys as unknown[]);
		let payload = cleanFields(collection, input as Payload);
		if (collection === 'customers') payload = normaliseCustomer(payload);
		if (collection === 'skus') payload = normaliseSku(payload);
		checkFields(collection, payload);
		if (collection === 'tills') {
			await refuseTakenTillName(database, payload, keys as unknown[]);
			await refuseRetiringOpenTill(database, keys as unknown[], payload);
		}
		if (collection === 'shop_settings') await checkSettingsAfterUpdate(database, payload);
		if (collection === 'buying_rules') await checkBuyingRuleUpdate(database, keys as unknown[], payload);
		if (collection === 'cards') payload = withSearchText(payload);
		if (collection === 'customers') payload = withPhoneDigits(payload);
		if (collection === 'skus') payload = beforeSkuUpdate(payload, accountability as Accountability | null);
		return payload;
	});

	// Directus's own collections the shop writes: the shop's name, a person's name.
	filter('settings.update', (input, _meta, { schema }) => {
		refuseUnknownFields(schema as SchemaOverview | null, 'directus_settings', input as Payload);
		const payload = cleanFields('directus_settings', input as Payload);
		checkFields('directus_settings', payload);
		return payload;
	});
	filter('users.create', (input, _meta, { schema }) => {
		refuseUnknownFields(schema as SchemaOverview | null, 'directus_users', input as Payload);
		const payload = cleanFields('directus_users', input as Payload);
		checkFields('directus_users', payload);
		return payload;
	});
	filter('users.update', (input, { keys }, { schema }) => {
		refuseUnknownFields(schema as SchemaOverview | null, 'directus_users', input as Payload, keys as unknown[]);
		const payload = cleanFields('directus_users', input as Payload);
		checkFields('directus_users', payload);
		return payload;
	});

	filter('items.delete', async (keys, { collection }, { database, schema, accountability }) => {
		refuseLedgerWrite(collection);
		// The one settings row: without it every reader falls back to the defaults, which no one chose.
		if (collection === 'shop_settings')
			throw new WriteForbiddenError("The shop's settings are one row: change them, never delete them.", {
				collection,
			});
		// Said only to those who may delete at all: everyone else gets Directus's own 403, which comes after this filter.
		if (schema && (!accountability || (accountability as Accountability).admin))
			await refuseDeleteInUse(database, schema, collection, keys as unknown[]);
		return keys;
	});

	action('items.delete', async ({ collection, keys }) => {
		await forgetDeletedTargets(database, collection as string, keys as unknown[]);
	});

	// Every way a file is deleted (REST one or many, GraphQL) goes through the files service, which emits this first.
	filter('files.delete', async (keys, _meta, { database, accountability }) => {
		if (!accountability || (accountability as Accountability).admin)
			await refusePicturesInUse(database, keys as unknown[]);
		return keys;
	});
});

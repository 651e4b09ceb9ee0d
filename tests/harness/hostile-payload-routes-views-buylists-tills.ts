// The payload routes of saved views, buylists, an import's plan, a catalogue run and a source's settings, tills, parked sales and a profile's password: the last part of
// `PAYLOAD_ROUTES`.
import { BUYLIST_LIMITS } from '@deckhand/contract/buylists/buylist-states.ts';
import { PARKED_SALE_LIMITS } from '@deckhand/contract/parked-sales/parked-sale.ts';
import { ADDRESS_MAX } from '@deckhand/contract/catalogue/source-settings.ts';
import { LIMITS } from '@deckhand/contract/domain/limits.ts';
import { TILL_LIMITS } from '@deckhand/contract/tills/till-limits.ts';
import { choice, id, note, NOWHERE, whole } from './hostile-payload-fields.ts';
import type { PayloadRoute } from './hostile-payload-types.ts';
import { parkedSale } from './parked-sales.ts';

export const VIEW_BUYLIST_TILL_PAYLOAD_ROUTES: PayloadRoute[] = [
	{
		method: 'POST',
		path: '/deckhand/backups/restore',
		valid: () => ({ params: {}, body: { backupId: '2026-12-06T01-00-00-000Z-scheduled' } }),
		// One of the ids the status file lists: a choice, not free text.
		fields: { backupId: choice() },
		others: () => [
			{ label: 'a backup not in the list', set: { backupId: '2020-01-01T00-00-00-000Z-manual' } },
			{ label: 'a path out of the backup store', set: { backupId: '../../local.env' } },
		],
		// Accepted, it would ask the test server for a restore; backup-restore-running.test.ts sees one carried out.
		validAs: null,
	},
	{
		method: 'POST',
		path: '/deckhand/catalogue/runs',
		valid: () => ({ params: {}, body: { source: 'one-piece' } }),
		fields: { source: choice() },
		others: () => [
			{ label: 'a source the catalogue does not read', set: { source: 'mtgjson' } },
			{ label: 'a source in another case', set: { source: 'Scryfall' } },
		],
		// Accepted, it starts a run; catalogue-runs.test.ts follows runs to their end.
		validAs: null,
	},
	{
		method: 'PATCH',
		path: '/deckhand/catalogue/sources/:source',
		valid: () => ({ params: { source: 'one-piece' }, body: { address: null, schedule: 'off', hour: 4 } }),
		fields: {
			address: { kind: 'text', max: ADDRESS_MAX, nullable: true },
			schedule: choice(),
			hour: whole('integer', 0, 23),
		},
		others: () => [
			{ label: 'an address of another scheme', set: { address: 'file:///etc/passwd' } },
			{ label: 'an address without a host', set: { address: 'https://' } },
			{ label: 'a source the catalogue does not read', params: { source: 'mtgjson' } },
		],
		// Accepted, it would set a source other files run; catalogue-downloads.test.ts saves settings and puts them back.
		validAs: null,
	},
	{
		method: 'POST',
		path: '/deckhand/views',
		valid: () => ({
			params: {},
			body: { list: 'inventory', name: 'Hostile shelf', state: { q: 'bolt' }, shared: false },
		}),
		// The state's own values are loose by design (text, numbers, yes/no, lists): the view store checks its keys and size.
		fields: {
			list: choice({ optional: true }),
			name: { kind: 'name', max: 60 },
			state: { kind: 'object' },
			shared: { kind: 'boolean', optional: true },
		},
		validAs: 'staff',
	},
	{
		method: 'POST',
		path: '/deckhand/buylists',
		valid: (shop) => ({ params: {}, body: { customer: shop.customer } }),
		fields: { customer: id({ optional: true }) },
		others: (shop) => [{ label: 'a deleted customer', set: { customer: shop.deletedCustomer } }],
		validAs: 'staff',
	},
	{
		method: 'PATCH',
		path: '/deckhand/buylists/:id',
		valid: (shop) => ({ params: { id: shop.buylist }, body: { customer: shop.otherCustomer } }),
		fields: { customer: id({ nullable: true }) },
		others: (shop) => [
			{ label: 'a deleted customer', set: { customer: shop.deletedCustomer } },
			{ label: 'a buylist that does not exist', params: { id: NOWHERE } },
		],
		validAs: 'staff',
	},
	{
		method: 'POST',
		path: '/deckhand/buylists/:id/lines',
		valid: (shop) => ({ params: { id: shop.buylist }, body: { sku: shop.sku, quantity: 1 } }),
		fields: { sku: id(), quantity: whole('integer', 1, BUYLIST_LIMITS.quantityMax) },
		others: (shop) => [
			{ label: 'a deleted SKU', set: { sku: shop.deletedSku } },
			{ label: 'a buylist that does not exist', params: { id: NOWHERE } },
		],
		validAs: 'staff',
	},
	{
		method: 'PATCH',
		path: '/deckhand/buylists/:id/lines/:line',
		valid: (shop) => ({
			params: { id: shop.buylist, line: shop.buylistLine },
			body: { condition: 'LP', quantity: 2 },
		}),
		fields: {
			condition: choice({ optional: true }),
			language: choice({ optional: true }),
			quantity: whole('integer', 1, BUYLIST_LIMITS.quantityMax, { optional: true }),
		},
		others: (shop) => [
			{ label: "another buylist's line", params: { id: shop.buylist, line: shop.otherBuylistLine } },
		],
		validAs: 'staff',
	},
	{
		method: 'POST',
		path: '/deckhand/buylists/:id/transition',
		valid: (shop) => ({
			params: { id: shop.buylist },
			body: { to: 'completed', payout: 'credit', note: 'Traded in' },
		}),
		fields: {
			to: choice(),
			payout: choice({ optional: true }),
			till: id({ optional: true }),
			note: note(BUYLIST_LIMITS.noteMax),
		},
		others: (shop) => [
			{ label: 'cash from a retired till', set: { payout: 'cash', till: shop.retiredTill } },
			{ label: 'a buylist that does not exist', params: { id: NOWHERE } },
		],
		// The owner: a clerk's completion above the staff buylist limit waits for approval instead.
		validAs: 'admin',
	},
	{
		method: 'POST',
		path: '/deckhand/imports/:id/plan',
		valid: (shop) => ({ params: { id: shop.importJob }, body: { quantities: 'add', createMissing: false } }),
		fields: { quantities: choice(), createMissing: { kind: 'boolean' } },
		others: () => [{ label: 'an import that does not exist', params: { id: NOWHERE } }],
		validAs: 'admin',
	},
	{
		method: 'POST',
		path: '/deckhand/tills/:till/open',
		valid: (shop) => ({ params: { till: shop.closedTill }, body: { float: 5_000 } }),
		fields: { float: whole('money', 0, TILL_LIMITS.cashMax) },
		others: (shop) => [
			{ label: 'a retired till', params: { till: shop.retiredTill } },
			{ label: 'a till open already', params: { till: shop.till } },
		],
		validAs: 'staff',
	},
	{
		method: 'POST',
		path: '/deckhand/tills/:till/sessions/:session/cash',
		valid: (shop) => ({
			params: { till: shop.till, session: shop.session },
			body: { kind: 'paid_in', amount: 500, reason: 'Change for the float' },
		}),
		fields: {
			kind: choice(),
			amount: whole('money', 1, TILL_LIMITS.cashMax),
			reason: { kind: 'name', max: TILL_LIMITS.reasonMax },
		},
		others: (shop) => [
			{ label: "another till's session", params: { till: shop.till, session: shop.otherSession } },
		],
		validAs: 'staff',
	},
	{
		method: 'POST',
		path: '/deckhand/tills/:till/sessions/:session/close',
		valid: (shop) => ({
			params: { till: shop.otherTill, session: shop.otherSession },
			// Half the drawer: kept only as a second count (a first count that far is asked again).
			body: { counted: 5_000, note: 'Counted twice', recounted: true },
		}),
		fields: {
			counted: whole('money', 0, TILL_LIMITS.cashMax),
			note: note(TILL_LIMITS.noteMax),
			recounted: { kind: 'boolean', optional: true },
		},
		others: (shop) => [
			{ label: "another till's session", params: { till: shop.otherTill, session: shop.session } },
		],
		// The owner opened the session: a clerk closes only a session of their own.
		validAs: 'admin',
	},
	{
		method: 'POST',
		path: '/deckhand/parked-sales',
		valid: (shop) => ({
			params: {},
			body: { till: shop.till, sale: parkedSale([shop.sku], { id: shop.customer, name: 'Ada' }) },
		}),
		fields: {
			till: id({ nullable: true }),
			sale: { kind: 'object' },
			'sale.lines': { kind: 'list' },
			'sale.lines[0].sku': id(),
			'sale.lines[0].quantity': whole('integer', 1, PARKED_SALE_LIMITS.lineQuantityMax),
			'sale.lines[0].unitPrice': whole('money', 0, LIMITS.priceMax),
			'sale.discountKind': choice(),
		},
		others: (shop) => [
			{ label: 'a deleted SKU', set: { 'sale.lines[0].sku': shop.deletedSku } },
			{ label: 'a deleted customer', set: { 'sale.customer.id': shop.deletedCustomer } },
			{ label: 'a till that does not exist', set: { till: NOWHERE } },
		],
		duplicates: (shop) => [
			{ label: 'one SKU on two lines', set: { 'sale.lines': parkedSale([shop.sku, shop.sku]).lines } },
		],
		validAs: 'staff',
	},
	{
		method: 'POST',
		path: '/deckhand/profile/password',
		valid: (shop) => ({
			params: {},
			body: { current_password: shop.clerkPassword, new_password: 'a new password of the clerk' },
		}),
		fields: { current_password: { kind: 'secret' }, new_password: { kind: 'name', max: 256 } },
		// The clerk's own password: the owner signs in with a static token, and accepting the change would lock the other test files out.
		roles: ['anonymous', 'staff'],
		validAs: null,
	},
];

// The access matrix's probes of the books, backups, saved views, the inventory and activity lists, tills, parked sales and buylists: the
// second part of `ROUTE_PROBES`.
import type { Role } from './access-matrix.ts';
import { stackInfo } from './api.ts';
import { backupTaken, removeBackupsStatus, removeRestoreRequest, writeBackupsStatus } from './backups-status.ts';
import { draftBuylist, must, newTill, openedTill, send, stockedSku, unique, type MatrixShop } from './access-shop.ts';
import { customer, get, json, sku, type RouteProbe } from './access-route-probe.ts';
import { createSku } from './fixtures.ts';
import { parkedSale } from './parked-sales.ts';
import { givePicture, pictureServer } from './pictures.ts';

/** A view saved by the role itself (or, for a visitor, by the administrator), or one shared with everyone. */
async function savedView(shop: MatrixShop, role: Role, shared = false): Promise<number> {
	const token = role === 'anonymous' || shared ? shop.tokens.administrator : shop.tokens[role];
	const answer = await send(
		token,
		json('POST', '/deckhand/views', { name: unique('Matrix view '), state: { q: 'matrix' }, shared }),
	);
	if (answer.status !== 200) throw new Error(`saving a view: ${answer.status} ${JSON.stringify(answer.body)}`);
	return answer.body.data.id;
}

/** A till of its own opened by the role itself (or, for a visitor, by the administrator): whoever opens a session closes it. */
async function tillOpenedBy(shop: MatrixShop, role: Role): Promise<{ till: number; session: number }> {
	if (role === 'anonymous') return openedTill(shop);
	const till = await newTill(shop);
	const answer = await send(shop.tokens[role], json('POST', `/deckhand/tills/${till}/open`, { float: 1_000 }));
	if (answer.status !== 200) throw new Error(`opening a till: ${answer.status} ${JSON.stringify(answer.body)}`);
	return { till, session: answer.body.data.id };
}

/** A closed session of a till of its own. */
async function closedSession(shop: MatrixShop): Promise<{ till: number; session: number }> {
	const opened = await openedTill(shop);
	await must(shop, 'POST', `/deckhand/tills/${opened.till}/sessions/${opened.session}/close`, { counted: 1_000 });
	return opened;
}

/**
 * A restore of a verified backup the status file lists, asked of a test server that carries out
 * none: the request and the status file are removed once answered, for the files after.
 */
async function restoreAsked(): Promise<ReturnType<typeof json>> {
	const { dataDir } = stackInfo();
	const backup = backupTaken(30);
	await writeBackupsStatus(dataDir, [backup]);
	return {
		...json('POST', '/deckhand/backups/restore', { backupId: backup.id }),
		settle: async () => {
			await removeRestoreRequest(dataDir);
			await removeBackupsStatus(dataDir);
		},
	};
}

/** A sale the administrator parked, for anyone to resume or discard. */
async function parkedByOwner(shop: MatrixShop): Promise<number> {
	return (await must(shop, 'POST', '/deckhand/parked-sales', { till: null, sale: parkedSale([await sku(shop)]) })).id;
}

export const VIEW_TILL_BUYLIST_PROBES: Record<string, RouteProbe> = {
	'GET /deckhand/books': { request: get('/deckhand/books') },
	'POST /deckhand/books/check': { request: async () => json('POST', '/deckhand/books/check') },
	'GET /deckhand/backups': { request: get('/deckhand/backups') },
	'POST /deckhand/backups/restore': { request: restoreAsked },
	'GET /deckhand/views': { request: get('/deckhand/views') },
	'POST /deckhand/views': {
		request: async () => json('POST', '/deckhand/views', { name: unique('Matrix view '), state: { q: 'matrix' } }),
		outside: async () =>
			json('POST', '/deckhand/views', { name: unique('Matrix view '), state: { q: 'matrix' }, shared: true }),
	},
	'DELETE /deckhand/views/:id': {
		request: async (shop, role) => json('DELETE', `/deckhand/views/${await savedView(shop, role)}`),
		outside: async (shop, role) => json('DELETE', `/deckhand/views/${await savedView(shop, role, true)}`),
	},
	'GET /deckhand/inventory': { request: get('/deckhand/inventory') },
	'GET /deckhand/catalogue/cards': { request: get('/deckhand/catalogue/cards?q=charizard') },
	'GET /deckhand/catalogue/cards/:card': {
		request: async (shop) => json('GET', `/deckhand/catalogue/cards/${(await stockedSku(shop)).card}`),
	},
	'GET /deckhand/catalogue/pictures/:card': {
		request: async (shop) => {
			const { card } = await stockedSku(shop);
			await givePicture(shop.db, card, (await pictureServer()).address(`/matrix-${card}.png`));
			return json('GET', `/deckhand/catalogue/pictures/${card}`);
		},
	},
	'POST /deckhand/catalogue/pictures/keep': {
		request: async () => json('POST', '/deckhand/catalogue/pictures/keep'),
	},
	'GET /deckhand/activity': { request: get('/deckhand/activity') },
	'GET /deckhand/tills/sessions': { request: get('/deckhand/tills/sessions') },
	'GET /deckhand/tills/:till/status': { request: async (shop) => json('GET', `/deckhand/tills/${shop.till}/status`) },
	'GET /deckhand/tills/:till/sessions': {
		request: async (shop) => json('GET', `/deckhand/tills/${shop.till}/sessions`),
	},
	'POST /deckhand/tills/:till/open': {
		request: async (shop) => json('POST', `/deckhand/tills/${await newTill(shop)}/open`, { float: 1_000 }),
	},
	'POST /deckhand/tills/:till/sessions/:session/cash': {
		request: async (shop) => {
			const { till, session } = await openedTill(shop);
			return json('POST', `/deckhand/tills/${till}/sessions/${session}/cash`, {
				kind: 'paid_in',
				amount: 100,
				reason: 'Matrix change',
			});
		},
	},
	'POST /deckhand/tills/:till/sessions/:session/close': {
		request: async (shop, role) => {
			const { till, session } = await tillOpenedBy(shop, role);
			return json('POST', `/deckhand/tills/${till}/sessions/${session}/close`, { counted: 1_000 });
		},
		outside: async (shop) => {
			const { till, session } = await openedTill(shop);
			return json('POST', `/deckhand/tills/${till}/sessions/${session}/close`, { counted: 1_000 });
		},
	},
	'GET /deckhand/tills/:till/sessions/:session/report': {
		request: async (shop) => {
			const { till, session } = await closedSession(shop);
			return json('GET', `/deckhand/tills/${till}/sessions/${session}/report`);
		},
		outside: async (shop) => {
			const { till, session } = await openedTill(shop);
			return json('GET', `/deckhand/tills/${till}/sessions/${session}/report`);
		},
	},
	'GET /deckhand/parked-sales': { request: get('/deckhand/parked-sales') },
	'POST /deckhand/parked-sales': {
		request: async (shop) =>
			json('POST', '/deckhand/parked-sales', { till: null, sale: parkedSale([await sku(shop)]) }),
	},
	'POST /deckhand/parked-sales/:id/resume': {
		request: async (shop) => json('POST', `/deckhand/parked-sales/${await parkedByOwner(shop)}/resume`),
	},
	'DELETE /deckhand/parked-sales/:id': {
		request: async (shop) => json('DELETE', `/deckhand/parked-sales/${await parkedByOwner(shop)}`),
	},
	'POST /deckhand/buylists': {
		request: async (shop) => json('POST', '/deckhand/buylists', { customer: await customer(shop) }),
	},
	'GET /deckhand/buylists/:id': {
		request: async (shop) => json('GET', `/deckhand/buylists/${(await draftBuylist(shop)).buylist}`),
	},
	'GET /deckhand/buylists/:id/arrivals': {
		request: async (shop) => json('GET', `/deckhand/buylists/${(await draftBuylist(shop)).buylist}/arrivals`),
	},
	'PATCH /deckhand/buylists/:id': {
		request: async (shop) =>
			json('PATCH', `/deckhand/buylists/${(await draftBuylist(shop)).buylist}`, {
				customer: await customer(shop),
			}),
	},
	'POST /deckhand/buylists/:id/lines': {
		request: async (shop) =>
			json('POST', `/deckhand/buylists/${(await draftBuylist(shop)).buylist}/lines`, {
				sku: await sku(shop),
				quantity: 1,
			}),
	},
	'PATCH /deckhand/buylists/:id/lines/:line': {
		request: async (shop) => {
			const { buylist, line } = await draftBuylist(shop);
			return json('PATCH', `/deckhand/buylists/${buylist}/lines/${line}`, { quantity: 2 });
		},
		outside: async (shop) => {
			const { buylist, line } = await draftBuylist(shop);
			return json('PATCH', `/deckhand/buylists/${buylist}/lines/${line}`, {
				offer: { cash_unit: 100, credit_unit: 120 },
			});
		},
	},
	'DELETE /deckhand/buylists/:id/lines/:line': {
		request: async (shop) => {
			const { buylist, line } = await draftBuylist(shop);
			return json('DELETE', `/deckhand/buylists/${buylist}/lines/${line}`);
		},
	},
	'POST /deckhand/buylists/:id/transition': {
		request: async (shop) =>
			json('POST', `/deckhand/buylists/${(await draftBuylist(shop)).buylist}/transition`, { to: 'offered' }),
		outside: async (shop) => {
			// A card worth far more than the staff limit (20 000) pays above it in store credit.
			const { buylist } = await draftBuylist(shop);
			const precious = await createSku(shop.admin, { price: 100_000 });
			await must(shop, 'POST', `/deckhand/buylists/${buylist}/lines`, { sku: precious.sku, quantity: 1 });
			return json('POST', `/deckhand/buylists/${buylist}/transition`, { to: 'completed', payout: 'credit' });
		},
	},
};

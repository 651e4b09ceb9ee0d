// The access matrix's probes of Directus's own routes that Deckhand's hooks guard (comments, uploads, a customers
// import): the last part of `ROUTE_PROBES`.
import { costRow, must, unique, type MatrixShop } from './access-shop.ts';
import { json, type RouteProbe, type RouteRequest } from './access-route-probe.ts';
import { pictureUpload } from './access-subject-kinds.ts';

const card = async (shop: MatrixShop) =>
	(await must(shop, 'POST', '/items/cards', { set: shop.set, name: unique('Matrix card ') })).id;
const note = async (shop: MatrixShop, collection: 'cards' | 'sku_costs') => {
	const item = collection === 'cards' ? await card(shop) : await costRow(shop);
	return (await must(shop, 'POST', '/comments', { collection, item: String(item), comment: unique('Matrix note ') }))
		.id;
};

/** A customers file for Directus's own import. */
function customersFile(): RouteRequest {
	const boundary = `matrix${Date.now()}`;
	const data = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="customers.csv"\r\nContent-Type: text/csv\r\n\r\nname\n${unique('Matrix import ')}\n\r\n--${boundary}--\r\n`;
	return {
		method: 'POST',
		path: '/utils/import/customers',
		raw: { data, contentType: `multipart/form-data; boundary=${boundary}` },
	};
}

export const DIRECTUS_PROBES: Record<string, RouteProbe> = {
	'GET /comments': {
		request: async (shop) => json('GET', `/comments?filter[id][_eq]=${await note(shop, 'cards')}`),
		outside: async (shop) => json('GET', `/comments?filter[id][_eq]=${await note(shop, 'sku_costs')}`),
	},
	'SEARCH /comments': {
		request: async (shop) =>
			json('SEARCH', '/comments', { query: { filter: { id: { _eq: await note(shop, 'cards') } } } }),
		outside: async (shop) =>
			json('SEARCH', '/comments', { query: { filter: { id: { _eq: await note(shop, 'sku_costs') } } } }),
	},
	'POST /files': { request: async () => pictureUpload() },
	'POST /utils/import/customers': { request: async () => customersFile() },
	'POST /comments': {
		request: async (shop) =>
			json('POST', '/comments', {
				collection: 'cards',
				item: String(await card(shop)),
				comment: unique('Matrix note '),
			}),
		outside: async (shop) => {
			return json('POST', '/comments', {
				collection: 'sku_costs',
				item: String(await costRow(shop)),
				comment: unique('Matrix note '),
			});
		},
	},
};

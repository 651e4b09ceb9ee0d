// What a route probe of the access matrix is (`access-routes.ts` has them all), and the small requests most probes are
// made of.
import type { Role } from './access-matrix.ts';
import { must, stockedSku, unique, type Answer, type MatrixRequest, type MatrixShop } from './access-shop.ts';

/**
 * A valid request of one route for one role, with what it needs made first by the
 * administrator: a role is refused for who it is, never for what it sent. `settle` runs after
 * an answer, e.g. to keep a changed password or to wait for a job the request started.
 */
export interface RouteRequest extends MatrixRequest {
	settle?: (answer: Answer) => Promise<void> | void;
}

type Build = (shop: MatrixShop, role: Role) => Promise<RouteRequest>;

/** A route's valid request, and for a scoped cell the request just outside what the role may do. */
export interface RouteProbe {
	request: Build;
	outside?: Build;
}

export const json = (method: string, path: string, body?: unknown): RouteRequest => ({
	method,
	path,
	...(body === undefined ? {} : { body }),
});
export const get =
	(path: string): Build =>
	async () =>
		json('GET', path);
export const sku = async (shop: MatrixShop) => (await stockedSku(shop)).sku;
export const customer = async (shop: MatrixShop) =>
	(await must(shop, 'POST', '/items/customers', { name: unique('Matrix customer ') })).id;

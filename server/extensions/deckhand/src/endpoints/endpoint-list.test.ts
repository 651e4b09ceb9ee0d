import { describe, expect, it } from 'vitest';
import { ENDPOINT_LIST } from '@deckhand/contract/api/endpoints.ts';
import { endpointRoutes } from '../../../../../tests/harness/extension-routes.ts';

const listed = ENDPOINT_LIST.map(({ method, path }) => `${method} ${path}`);
const registered = endpointRoutes();
const twice = (routes: string[]) => routes.filter((route, index) => routes.indexOf(route) !== index);

describe("the contract's list of endpoints and the routes the extension registers", () => {
	it('lists every route the extension registers, with its method', () => {
		expect(registered.filter((route) => !listed.includes(route))).toEqual([]);
	});

	it('lists only routes the extension registers', () => {
		expect(listed.filter((route) => !registered.includes(route))).toEqual([]);
	});

	it('has each route once on either side', () => {
		expect(twice(listed)).toEqual([]);
		expect(twice(registered)).toEqual([]);
	});
});

import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { guard, guardRoutes } from './guard.ts';

const req = {} as Request;
const res = {} as Response;

/** Runs a guarded handler and waits for what it handed to `next`. */
async function nextOf(handler: (req: Request, res: Response, next: NextFunction) => unknown): Promise<unknown[]> {
	const next = vi.fn();
	guard(handler)(req, res, next as unknown as NextFunction);
	await new Promise((settle) => setTimeout(settle, 0));
	return next.mock.calls;
}

describe('guard', () => {
	it('hands a rejected promise to next instead of leaving it unhandled', async () => {
		const failure = new URIError('URI malformed');
		expect(await nextOf(async () => Promise.reject(failure))).toEqual([[failure]]);
	});

	it('hands a thrown error to next, from a plain or an async handler', async () => {
		const failure = new TypeError('boom');
		expect(
			await nextOf(() => {
				throw failure;
			}),
		).toEqual([[failure]]);
		expect(
			await nextOf(async () => {
				throw failure;
			}),
		).toEqual([[failure]]);
	});

	it('never turns a rejection without a reason into "carry on"', async () => {
		const [[error]] = (await nextOf(() => Promise.reject(undefined))) as [[Error]];
		expect(error).toBeInstanceOf(Error);
	});

	it('leaves a handler that answers or calls next alone', async () => {
		expect(await nextOf((_req, _res, next) => next())).toEqual([[]]);
		expect(await nextOf(async () => undefined)).toEqual([]);
	});

	it('keeps an error handler recognisable to Express (four parameters)', () => {
		const onError = (_error: unknown, _req: Request, _res: Response, next: NextFunction) => next();
		expect(guard(onError)).toHaveLength(4);
		expect(guard((_req: Request, _res: Response, next: NextFunction) => next())).toHaveLength(3);
	});
});

describe('guardRoutes', () => {
	function fakeRouter() {
		const registered: unknown[][] = [];
		const router = {
			get: (...args: unknown[]) => registered.push(args),
			use: (...args: unknown[]) => registered.push(args),
			set: (...args: unknown[]) => registered.push(args),
			route: () => ({ post: (...args: unknown[]) => registered.push(args) }),
		};
		return { router, registered };
	}

	it('guards every handler given to a routing method, in a list too, and answers the router for chaining', async () => {
		const { router, registered } = fakeRouter();
		const guarded = guardRoutes(router);
		const failing = async () => Promise.reject(new Error('x'));
		expect(guarded.get('/a', failing, [failing])).toBe(guarded);
		const [path, first, [second]] = registered[0] as [string, typeof failing, [typeof failing]];
		expect(path).toBe('/a');
		for (const handler of [first, second]) {
			const next = vi.fn();
			(handler as unknown as (req: Request, res: Response, next: NextFunction) => void)(req, res, next);
			await vi.waitFor(() => expect(next).toHaveBeenCalledWith(expect.any(Error)));
		}
	});

	it('guards the handlers of route(path) and leaves other methods as they are', async () => {
		const { router, registered } = fakeRouter();
		const guarded = guardRoutes(router);
		guarded.route().post(() => Promise.reject(new Error('y')));
		const next = vi.fn();
		(registered[0]![0] as (req: Request, res: Response, next: NextFunction) => void)(req, res, next);
		await vi.waitFor(() => expect(next).toHaveBeenCalledWith(expect.any(Error)));
		const handler = () => undefined;
		guarded.set('x', handler);
		expect(registered[1]).toEqual(['x', handler]);
	});
});

import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { anonymousGuard } from './anonymous-guard.ts';

function run(path: string, user: string | null) {
	const next = vi.fn() as unknown as NextFunction & ReturnType<typeof vi.fn>;
	anonymousGuard({ path, accountability: { user } } as unknown as Request, {} as Response, next);
	return next.mock.calls[0]?.[0];
}

describe('anonymousGuard', () => {
	it.each([
		'/server/ping',
		'/server/info',
		'/auth/login',
		'/auth/password/request',
		'/users/invite/accept',
		'/app',
		'/app/sign-in',
		'/app/assets/index.js',
	])('lets a visitor reach %s', (path) => {
		expect(run(path, null)).toBeUndefined();
	});

	it.each([
		'/items/skus',
		'/server/health',
		'/users/me',
		'/assets/abc',
		'/deckhand/stock/adjust',
		'/authx',
		'/apple',
	])('refuses a visitor on %s', (path) => {
		expect(run(path, null)).toMatchObject({ status: 401, code: 'FORBIDDEN' });
	});

	it('lets a signed-in user through everywhere', () => {
		expect(run('/items/skus', 'user-id')).toBeUndefined();
	});
});

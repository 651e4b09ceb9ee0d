import type { Request, Response, NextFunction } from 'express';
import { SignInRequiredError } from '../errors.ts';

/**
 * What a visitor who is not signed in may reach: the health ping, sign-in and its
 * password/invite flows, the public project descriptor (shop name, logo, colour) that the
 * sign-in screens show, and the dashboard's own files (code, no data). Everything else
 * answers 401, whatever public permissions say.
 */
const PUBLIC_PATHS = [
	/^\/server\/ping\/?$/,
	/^\/server\/info\/?$/,
	/^\/auth(\/|$)/,
	/^\/users\/invite\/accept\/?$/,
	/^\/app(\/|$)/,
];

export function anonymousGuard(req: Request, _res: Response, next: NextFunction): void {
	const accountability = (req as Request & { accountability?: { user: string | null } }).accountability;
	if (accountability?.user || PUBLIC_PATHS.some((path) => path.test(req.path))) return next();
	next(new SignInRequiredError());
}

import type { Request, Response } from 'express';

/**
 * One route: the answer of `answer` as `{ data }` (or 204 when it answers nothing). Its errors
 * reach Directus through the guarded router, which renders them as `{ errors: [...] }`.
 */
export function route(answer: (req: Request) => Promise<unknown>) {
	return async (req: Request, res: Response) => {
		const data = await answer(req);
		if (data === undefined) res.status(204).end();
		else res.json({ data });
	};
}

/** `route`, as the endpoint groups are handed it. */
export type Route = typeof route;

import type { Accountability } from '@directus/types';
import type { Router, Request, Response, NextFunction } from 'express';
import type { Knex } from 'knex';
import { runBooksCheck, latestBooks, type BooksLogger } from '../books/books-watch.ts';
import { AdminOnlyError, SignInRequiredError } from '../errors.ts';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import { routePath } from '../http/route-path.ts';

/** Refuses anyone but an administrator before anything runs: the books show every order and customer. */
function requireAdmin(req: Request): void {
	const accountability = (req as Request & { accountability?: Accountability }).accountability;
	if (!accountability?.user) throw new SignInRequiredError();
	if (!accountability.admin) throw new AdminOnlyError('The books check is for administrators.', {});
}

function answer(produce: (req: Request) => Promise<unknown>) {
	return async (req: Request, res: Response, next: NextFunction) => {
		try {
			res.json({ data: await produce(req) });
		} catch (error) {
			next(error);
		}
	};
}

/**
 * The books checker's answers (`/deckhand/books`): the latest result (whichever instance ran it),
 * and a check run now. A check that cannot run answers 200 with `status: "failed"`, never a 500: the
 * status page must be able to say so.
 */
export function booksRoutes(router: Router, database: Knex, logger: BooksLogger): void {
	router.get(
		routePath(ENDPOINTS.books),
		answer(async (req) => {
			requireAdmin(req);
			return latestBooks(database);
		}),
	);

	router.post(
		routePath(ENDPOINTS.booksCheck),
		answer(async (req) => {
			requireAdmin(req);
			return runBooksCheck(database, logger, 'manual');
		}),
	);
}

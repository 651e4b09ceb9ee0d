import { defineEndpoint } from '@directus/extensions-sdk';
import type { Request } from 'express';
import { SignInRequiredError } from '../errors.ts';
import { parseStockAdjustment } from '../stock/adjust-input.ts';
import { adjustStock } from '../stock/adjust-stock.ts';

type SignedInRequest = Request & { accountability?: { user: string | null } };

function signedInUser(req: Request): string {
	const user = (req as SignedInRequest).accountability?.user;
	if (!user) throw new SignInRequiredError();
	return user;
}

/** Deckhand's commands: each one is a single database transaction with its business rules. */
export default defineEndpoint({
	id: 'deckhand',
	handler: (router, { database }) => {
		router.post('/stock/adjust', async (req, res, next) => {
			try {
				const user = signedInUser(req);
				const adjustment = parseStockAdjustment(req.body);
				const result = await adjustStock(database, adjustment, user);
				res.json({ data: result });
			} catch (error) {
				next(error);
			}
		});
	},
});

import { parseBody } from '../domain/request-body.ts';
import { REGRADE, type Regrade } from '@deckhand/contract/stock/regrade-input.ts';

/** Checks the body of `POST /deckhand/stock/regrade`; throws VALIDATION_FAILED naming the field and its bound. */
export function parseRegrade(body: unknown): Regrade {
	return parseBody(REGRADE, body);
}

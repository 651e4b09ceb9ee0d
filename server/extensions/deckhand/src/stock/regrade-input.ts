import { asRecord, knownFields, parseBody } from '../domain/input.ts';
import { REGRADE, type Regrade } from '@deckhand/contract/stock/regrade-input.ts';

/** Checks the body of `POST /deckhand/stock/regrade`; throws VALIDATION_FAILED naming the field and its bound. */
export function parseRegrade(body: unknown): Regrade {
	const regrade = parseBody(REGRADE, body);
	// The schema reads the target's own fields: any other is refused by name, not dropped in silence.
	knownFields(asRecord(body)['to'], Object.keys(REGRADE.shape.to.shape), 'to');
	return regrade;
}

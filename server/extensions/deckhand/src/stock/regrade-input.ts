import { commandInput, isId, isWhole, knownFields, optionalNote } from '../domain/input.ts';
import { CONDITIONS, FINISHES, LIMITS } from '@deckhand/contract/domain/limits.ts';
import { invalid } from '../errors.ts';
import type { SkuIdentity } from './find-or-create-sku.ts';

export interface Regrade {
	sku: number;
	quantity: number;
	/** The parts of the identity that differ for the copies moved. */
	to: Partial<SkuIdentity>;
	note: string | null;
}

function parseTarget(raw: unknown): Partial<SkuIdentity> {
	const input = knownFields(raw, ['card', 'condition', 'finish', 'language'], 'to');
	const to: Partial<SkuIdentity> = {};
	if (input['card'] !== undefined) {
		if (!isId(input['card'])) throw invalid('to.card', 'Choose the card the copies really are (a card id).');
		to.card = input['card'];
	}
	if (input['condition'] !== undefined) {
		if (typeof input['condition'] !== 'string' || !(CONDITIONS as readonly string[]).includes(input['condition']))
			throw invalid('to.condition', `The condition must be one of ${CONDITIONS.join(', ')}.`);
		to.condition = input['condition'];
	}
	if (input['finish'] !== undefined) {
		if (typeof input['finish'] !== 'string' || !(FINISHES as readonly string[]).includes(input['finish']))
			throw invalid('to.finish', `The finish must be one of ${FINISHES.join(', ')}.`);
		to.finish = input['finish'];
	}
	if (input['language'] !== undefined) {
		const language = typeof input['language'] === 'string' ? input['language'].trim() : '';
		if (language.length < 1 || language.length > LIMITS.languageMax)
			throw invalid('to.language', `The language must be 1 to ${LIMITS.languageMax} characters (EN, JP…).`, {
				min: 1,
				max: LIMITS.languageMax,
			});
		to.language = language;
	}
	if (Object.keys(to).length === 0)
		throw invalid('to', 'Say what the copies really are: another condition, finish, language or card.');
	return to;
}

/** Checks the body of `POST /deckhand/stock/regrade`; throws VALIDATION_FAILED naming the field and its bound. */
export function parseRegrade(body: unknown): Regrade {
	const { sku, quantity, to, note } = commandInput(body, ['sku', 'quantity', 'to', 'note']);
	if (!isId(sku)) throw invalid('sku', 'Choose the SKU the copies come from (a SKU id).');
	if (!isWhole(quantity, 1, LIMITS.movementDeltaMax))
		throw invalid('quantity', `The number of copies must be a whole number from 1 to ${LIMITS.movementDeltaMax}.`, {
			min: 1,
			max: LIMITS.movementDeltaMax,
		});
	const target = parseTarget(to);
	return { sku, quantity, to: target, note: optionalNote(note, LIMITS.noteMax) };
}

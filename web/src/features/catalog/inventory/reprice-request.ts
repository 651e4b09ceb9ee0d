import { msg } from '@lingui/core/macro';
import { MARKET_STALE_DAYS } from '@deckhand/contract/domain/limits.ts';
import {
	MARKET_RULE,
	PERCENT_RULE,
	REPRICE,
	SET_RULE,
	type PriceRule,
	type RepriceBody,
} from '@deckhand/contract/pricing/reprice-input.ts';
import { boundsFrom } from '../../../lib/fields/schema-bounds.ts';
import { readMoney, readPercent, readWhole, type Bounds, type Reading } from '../../../lib/fields/typed-number.ts';

export type RuleKind = 'percent' | 'set' | 'condition' | 'market';

/** The reprice form as typed: every number is the text in its field, read only when sent. */
export interface RepriceValues {
	kind: RuleKind;
	percent: string;
	price: string;
	marketPercent: string;
	rounding: 'none' | 'charm' | 'whole';
	floor: string;
	marginFloor: string;
	staleDays: string;
	reviewAbove: string;
}

export const INITIAL_VALUES: RepriceValues = {
	kind: 'percent',
	percent: '10',
	price: '',
	marketPercent: '100',
	rounding: 'none',
	floor: '',
	marginFloor: '',
	staleDays: String(MARKET_STALE_DAYS),
	reviewAbove: '',
};

const { floor, marginFloor, staleDays, reviewAbovePercent } = REPRICE.shape;

/** Each field's name (as its label says it, for its refusals) and the server's bounds (its schema's). */
export const BOUNDS = {
	percent: { label: msg`Change`, ...boundsFrom(PERCENT_RULE.shape.percent), required: true },
	price: { label: msg`New price`, ...boundsFrom(SET_RULE.shape.price), required: true },
	marketPercent: { label: msg`Share of market price`, ...boundsFrom(MARKET_RULE.shape.percent), required: true },
	floor: { label: msg`Never below`, ...boundsFrom(floor) },
	marginFloor: { label: msg`Minimum margin over cost`, ...boundsFrom(marginFloor) },
	staleDays: { label: msg`Oldest market price (days)`, ...boundsFrom(staleDays), required: true },
	reviewAbove: { label: msg`Review threshold`, ...boundsFrom(reviewAbovePercent) },
} satisfies Record<string, Bounds>;

/** Each field's reading of what was typed; a field the chosen rule does not use reads as nothing. */
export function readField(field: keyof typeof BOUNDS, values: RepriceValues, currency: string): Reading<number | null> {
	const text = values[field];
	const unused =
		(field === 'percent' && values.kind !== 'percent') ||
		(field === 'price' && values.kind !== 'set') ||
		((field === 'marketPercent' || field === 'staleDays') && values.kind !== 'market');
	if (unused) return { ok: true, value: null };
	if (field === 'price' || field === 'floor') return readMoney(text, BOUNDS[field], currency);
	if (field === 'staleDays') return readWhole(text, BOUNDS[field]);
	return readPercent(text, BOUNDS[field]);
}

/** The value of a field that passed its check (the form checks every field before a request is built). */
function valueOf(field: keyof typeof BOUNDS, values: RepriceValues, currency: string): number | null {
	const reading = readField(field, values, currency);
	if (!reading.ok) throw new Error(`A field was sent that did not pass its own check: ${reading.error}`);
	return reading.value;
}

/** `POST /deckhand/prices/reprice`'s body for the form and the SKUs the inventory's filters select. */
export function repriceBody(
	values: RepriceValues,
	currency: string,
	filter: Record<string, string>,
	preview: boolean,
): RepriceBody {
	const read = (field: keyof typeof BOUNDS) => valueOf(field, values, currency);
	/** A field the rule needs: its check refuses it empty. */
	const needed = (field: 'percent' | 'price' | 'marketPercent') => {
		const value = read(field);
		if (value === null) throw new Error(`The reprice rule was sent without its ${field}.`);
		return value;
	};
	const rule: PriceRule =
		values.kind === 'percent'
			? { kind: 'percent', percent: needed('percent') }
			: values.kind === 'set'
				? { kind: 'set', price: needed('price') }
				: values.kind === 'market'
					? { kind: 'market', percent: needed('marketPercent') }
					: { kind: 'condition' };
	return {
		selection: { filter },
		rule,
		rounding: values.rounding,
		floor: read('floor') ?? 0,
		marginFloor: read('marginFloor'),
		...(values.kind === 'market' ? { staleDays: read('staleDays') } : {}),
		reviewAbovePercent: read('reviewAbove'),
		preview,
	};
}

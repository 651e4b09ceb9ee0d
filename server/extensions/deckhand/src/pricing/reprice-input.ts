import { invalid } from '../errors.ts';
import { LIMITS, MARKET_STALE_DAYS } from '@deckhand/contract/domain/limits.ts';
import { parseInventoryQuery, type InventoryQuery } from '../inventory/inventory-query.ts';
import type { Floors } from './reprice-rules.ts';
import type { PriceRule, Rounding } from '@deckhand/contract/pricing/reprice-input.ts';
import { commandInput, isId, isWhole, knownFields } from '../domain/input.ts';

export const MAX_SELECTION = 5_000;
const PERCENT_MIN = LIMITS.repricePercentMin;
const PERCENT_MAX = LIMITS.repricePercentMax;

export interface RepriceRequest {
	selection: { skus: number[] } | { filter: InventoryQuery };
	rule: PriceRule;
	rounding: Rounding;
	floors: Floors;
	/** Market prices older than this many days are not priced from: their SKUs are listed as stale. */
	staleDays: number;
	/** A move larger than this percentage of the current price is queued for review instead of applied; null: every move applies. */
	reviewAbovePercent: number | null;
	/** Only say what would change; write nothing. */
	preview: boolean;
}

function parseRule(rule: unknown): PriceRule {
	const input = knownFields(rule, ['kind', 'price', 'percent'], 'rule');
	if (input['kind'] === 'set') {
		if (!isWhole(input['price'], 0, LIMITS.priceMax))
			throw invalid(
				'rule.price',
				`The new price must be a whole number of minor units from 0 to ${LIMITS.priceMax}.`,
				{ min: 0, max: LIMITS.priceMax },
			);
		return { kind: 'set', price: input['price'] };
	}
	if (input['kind'] === 'percent') {
		if (!isWhole(input['percent'], PERCENT_MIN, PERCENT_MAX) || input['percent'] === 0)
			throw invalid(
				'rule.percent',
				`The change must be a whole percentage other than 0, from ${PERCENT_MIN} to +${PERCENT_MAX}.`,
				{ min: PERCENT_MIN, max: PERCENT_MAX },
			);
		return { kind: 'percent', percent: input['percent'] };
	}
	if (input['kind'] === 'condition') return { kind: 'condition' };
	if (input['kind'] === 'market') {
		const { marketPercentMin: min, marketPercentMax: max } = LIMITS;
		if (!isWhole(input['percent'], min, max))
			throw invalid(
				'rule.percent',
				`The share of the market price must be a whole percentage from ${min} to ${max}.`,
				{ min, max },
			);
		return { kind: 'market', percent: input['percent'] };
	}
	throw invalid('rule.kind', 'The rule must be one of set, percent, condition, market.');
}

function parseSelection(selection: unknown): RepriceRequest['selection'] {
	const input = knownFields(selection, ['skus', 'filter'], 'selection');
	if (Array.isArray(input['skus'])) {
		const skus = input['skus'];
		if (skus.length === 0 || skus.length > MAX_SELECTION || !skus.every((id) => isId(id)))
			throw invalid('selection.skus', `Choose from 1 to ${MAX_SELECTION} SKUs (by id).`, {
				min: 1,
				max: MAX_SELECTION,
			});
		return { skus: [...new Set(skus as number[])] };
	}
	if (typeof input['filter'] === 'object' && input['filter'] !== null)
		return { filter: parseInventoryQuery(input['filter'] as Record<string, unknown>) };
	throw invalid('selection', 'Send the SKUs to reprice, as { skus: [ids] } or { filter: { …inventory filters } }.');
}

/** A whole percentage from `min` to `max`, or null when absent; anything else is refused naming the field. */
function optionalWhole(value: unknown, field: string, min: number, max: number, words: string): number | null {
	if (value === undefined || value === null) return null;
	if (!isWhole(value, min, max))
		throw invalid(field, `${words} must be a whole number from ${min} to ${max}, or none.`, { min, max });
	return value;
}

/** Checks the body of `POST /deckhand/prices/reprice`; throws VALIDATION_FAILED naming the field and its bound. */
export function parseRepriceRequest(body: unknown): RepriceRequest {
	const input = commandInput(body, [
		'selection',
		'rule',
		'rounding',
		'floor',
		'marginFloor',
		'staleDays',
		'reviewAbovePercent',
		'preview',
	]);
	const rounding = input['rounding'] ?? 'none';
	if (rounding !== 'none' && rounding !== 'charm' && rounding !== 'whole')
		throw invalid('rounding', 'Rounding must be one of none, charm (.49/.99), whole.');
	const floor = input['floor'] ?? 0;
	if (!isWhole(floor, 0, LIMITS.priceMax))
		throw invalid('floor', `The floor must be a whole number of minor units from 0 to ${LIMITS.priceMax}.`, {
			min: 0,
			max: LIMITS.priceMax,
		});
	const marginPercent = optionalWhole(
		input['marginFloor'],
		'marginFloor',
		0,
		LIMITS.marginFloorPercentMax,
		'The minimum margin over cost (percent)',
	);
	const staleDays =
		optionalWhole(
			input['staleDays'],
			'staleDays',
			1,
			LIMITS.staleDaysMax,
			'The age of a usable market price (days)',
		) ?? MARKET_STALE_DAYS;
	const preview = input['preview'] ?? true;
	if (typeof preview !== 'boolean')
		throw invalid('preview', 'preview is true (only say what would change) or false (change the prices).');
	const reviewAbovePercent = optionalWhole(
		input['reviewAbovePercent'],
		'reviewAbovePercent',
		0,
		LIMITS.reviewAbovePercentMax,
		'The move that waits for review (percent)',
	);
	return {
		selection: parseSelection(input['selection']),
		rule: parseRule(input['rule']),
		rounding,
		floors: { fixed: floor, marginPercent },
		staleDays,
		reviewAbovePercent,
		preview,
	};
}

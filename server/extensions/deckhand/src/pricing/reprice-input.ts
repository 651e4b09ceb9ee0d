import { MARKET_STALE_DAYS } from '@deckhand/contract/domain/limits.ts';
import { REPRICE, type PriceRule, type Rounding } from '@deckhand/contract/pricing/reprice-input.ts';
import { parseBody } from '../domain/request-body.ts';
import { parseInventoryQuery, type InventoryQuery } from '../inventory/inventory-query.ts';
import type { Floors } from './reprice-rules.ts';

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

/** Checks the body of `POST /deckhand/prices/reprice`; throws VALIDATION_FAILED naming the field and its bound. */
export function parseRepriceRequest(body: unknown): RepriceRequest {
	const request = parseBody(REPRICE, body);
	const { skus, filter } = request.selection;
	return {
		// SKUs by id when both are sent: the filter is then not read.
		selection: skus ? { skus } : { filter: parseInventoryQuery(filter!) },
		rule: request.rule,
		rounding: request.rounding ?? 'none',
		floors: { fixed: request.floor ?? 0, marginPercent: request.marginFloor ?? null },
		staleDays: request.staleDays ?? MARKET_STALE_DAYS,
		reviewAbovePercent: request.reviewAbovePercent ?? null,
		preview: request.preview ?? true,
	};
}

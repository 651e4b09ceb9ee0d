import type { Knex } from 'knex';
import type { Accountability } from '@directus/types';
import { DuplicateSkuError, invalid, PriceChangeForbiddenError } from '../errors.ts';

type Payload = Record<string, unknown>;
const KEY_FIELDS = ['card', 'condition', 'finish', 'language', 'edition'] as const;
const DEFAULTS: Payload = { condition: 'NM', finish: 'normal', language: 'EN', edition: null };

/**
 * card|condition|finish|language, then |edition for a SKU that names one: stored in the unique
 * `sku_key` column so the database refuses a duplicate SKU. A SKU without an edition keeps the
 * four-part key SKUs had before editions existed.
 */
export function skuKey(sku: Payload): string {
	return KEY_FIELDS.filter((field) => field !== 'edition' || sku[field] != null)
		.map((field) => String(sku[field]))
		.join('|');
}

const isStaff = (accountability: Accountability | null) => accountability !== null && !accountability.admin;

async function refuseDuplicate(database: Knex, key: string): Promise<void> {
	const existing = await database('skus').select('id').where('sku_key', key).first();
	if (existing)
		throw new DuplicateSkuError(
			`This card already has a SKU (#${existing.id}) with the same condition, finish, language and edition.`,
			{
				field: 'condition',
				existing: Number(existing.id),
			},
		);
}

/**
 * A new SKU: starts at 0 on hand and unpriced (its first price is a price change, recorded in
 * the price history like every other), and unique on its four key fields.
 */
export async function beforeSkuCreate(
	payload: Payload,
	database: Knex,
	accountability: Accountability | null,
): Promise<Payload> {
	if (payload['quantity'] !== undefined && payload['quantity'] !== 0)
		throw invalid('quantity', 'A new SKU starts with 0 on hand; add copies with a stock adjustment.', {
			min: 0,
			max: 0,
		});
	if (payload['price'] != null) {
		if (isStaff(accountability)) throw new PriceChangeForbiddenError();
		throw invalid(
			'price',
			'A new SKU starts unpriced; give it its price once created (the card page records it in the price history).',
		);
	}
	const sku = { ...DEFAULTS, ...payload };
	const key = skuKey(sku);
	await refuseDuplicate(database, key);
	return { ...payload, quantity: 0, sku_key: key };
}

/**
 * An edit, by any role, of what a SKU does not own: never its quantity (stock movements),
 * never its price (the price commands, which keep the history), never what it is — card,
 * condition, finish, language, edition — since its stock and price would go with it (a regrade moves
 * copies to another SKU instead). Its bin and barcode may change.
 */
export function beforeSkuUpdate(payload: Payload, accountability: Accountability | null): Payload {
	if ('quantity' in payload)
		throw invalid(
			'quantity',
			'On-hand quantity changes only through a stock adjustment, which records who, when and why.',
		);
	if ('price' in payload) {
		if (isStaff(accountability)) throw new PriceChangeForbiddenError();
		throw invalid(
			'price',
			'A price changes on the card page or by a reprice, which record it in the price history.',
		);
	}
	const identity = KEY_FIELDS.find((field) => field in payload);
	if (identity)
		throw invalid(
			identity,
			"A SKU's card, condition, finish, language and edition never change; move copies to the right SKU with a regrade.",
		);
	const { sku_key: _ignored, ...rest } = payload;
	return rest;
}

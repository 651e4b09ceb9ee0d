import type { Knex } from 'knex';
import type { Accountability } from '@directus/types';
import { DuplicateSkuError, invalid, PriceChangeForbiddenError } from '../errors.ts';

type Payload = Record<string, unknown>;
const KEY_FIELDS = ['card', 'condition', 'finish', 'language'] as const;
const DEFAULTS: Payload = { condition: 'NM', finish: 'normal', language: 'EN' };

/** card|condition|finish|language: stored in the unique `sku_key` column so the database refuses a duplicate SKU. */
export function skuKey(sku: Payload): string {
	return KEY_FIELDS.map((field) => String(sku[field])).join('|');
}

const isStaff = (accountability: Accountability | null) => accountability !== null && !accountability.admin;

async function refuseDuplicate(database: Knex, key: string, exceptId?: unknown): Promise<void> {
	const query = database('skus').select('id').where('sku_key', key);
	if (exceptId !== undefined) query.whereNot('id', exceptId as number);
	const existing = await query.first();
	if (existing)
		throw new DuplicateSkuError(`This card already has a SKU (#${existing.id}) with the same condition, finish and language.`, {
			field: 'condition',
			existing: Number(existing.id),
		});
}

/** A new SKU: starts at 0 on hand, unpriced when a staff member creates it, and unique on its four key fields. */
export async function beforeSkuCreate(payload: Payload, database: Knex, accountability: Accountability | null): Promise<Payload> {
	if (payload['quantity'] !== undefined && payload['quantity'] !== 0)
		throw invalid('quantity', 'A new SKU starts with 0 on hand; add copies with a stock adjustment.', { min: 0, max: 0 });
	if (isStaff(accountability) && payload['price'] != null) throw new PriceChangeForbiddenError();
	const sku = { ...DEFAULTS, ...payload };
	const key = skuKey(sku);
	await refuseDuplicate(database, key);
	return { ...payload, quantity: 0, sku_key: key };
}

/** An edit: never the quantity, never the price by staff, and still unique after a change of its key fields. */
export async function beforeSkuUpdate(
	payload: Payload,
	keys: unknown[],
	database: Knex,
	accountability: Accountability | null,
): Promise<Payload> {
	if ('quantity' in payload)
		throw invalid('quantity', 'On-hand quantity changes only through a stock adjustment, which records who, when and why.');
	if ('price' in payload && isStaff(accountability)) throw new PriceChangeForbiddenError();
	const { sku_key: _ignored, ...rest } = payload;
	if (!KEY_FIELDS.some((field) => field in rest)) return rest;
	if (keys.length !== 1) throw invalid('condition', 'Change the card, condition, finish or language of one SKU at a time.');

	const current = await database('skus').select(...KEY_FIELDS).where('id', keys[0] as number).first();
	if (!current) return rest;
	const key = skuKey({ ...current, ...rest });
	await refuseDuplicate(database, key, keys[0]);
	return { ...rest, sku_key: key };
}

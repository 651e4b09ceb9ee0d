import type { Knex } from 'knex';
import { TillAlreadyOpenError } from '../errors.ts';

/**
 * A till is retired (`active: false`) only once it is closed: an open drawer still holds cash
 * that must be counted, and a retired till cannot be opened to count it.
 */
export async function refuseRetiringOpenTill(database: Knex, keys: unknown[], payload: Record<string, unknown>): Promise<void> {
	if (payload['active'] !== false) return;
	const open = await database('till_sessions as s').join('tills as t', 't.id', 's.till').select('s.id', 's.till', 't.name').whereIn('s.till', keys as number[]).where('s.status', 'open').first();
	if (open)
		throw new TillAlreadyOpenError(`${String(open.name)} is open; close it with its count before retiring it.`, { field: 'active', till: Number(open.till), session: Number(open.id) });
}

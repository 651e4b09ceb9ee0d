import type { Knex } from 'knex';
import { TillAlreadyOpenError, TillNameTakenError } from '../errors.ts';
import { sameTillName } from '@deckhand/contract/tills/till-names.ts';

type Payload = Record<string, unknown>;

/** A new till always has a name (kept clean as every name is, `domain/clean-text.ts`): a missing one is refused by the name's own bound. */
export function withTillName(payload: Payload): Payload {
	return { name: null, ...payload };
}

/**
 * A name no other till has, retired ones included: their sessions and reports still say their
 * name. The database's unique index on `tills.name` holds exact copies; this rule also refuses a
 * copy in other case, and says which till has the name. A shop has a handful of tills: all are read.
 */
export async function refuseTakenTillName(database: Knex, payload: Payload, keys: unknown[] = []): Promise<void> {
	const name = payload['name'];
	if (typeof name !== 'string') return;
	const tills: Array<{ id: number; name: string; active: unknown }> = await database('tills').select(
		'id',
		'name',
		'active',
	);
	const taken = tills.find((till) => !keys.map(Number).includes(Number(till.id)) && sameTillName(till.name, name));
	if (!taken) return;
	const message = taken.active
		? `Another till is already called ${taken.name}; choose another name.`
		: `${taken.name} is the name of a retired till; bring that till back, or choose another name.`;
	throw new TillNameTakenError(message, { field: 'name', till: Number(taken.id) });
}

/**
 * A till is retired (`active: false`) only once it is closed: an open drawer still holds cash
 * that must be counted, and a retired till cannot be opened to count it.
 */
export async function refuseRetiringOpenTill(database: Knex, keys: unknown[], payload: Payload): Promise<void> {
	if (payload['active'] !== false) return;
	const open = await database('till_sessions as s')
		.join('tills as t', 't.id', 's.till')
		.select('s.id', 's.till', 't.name')
		.whereIn('s.till', keys as number[])
		.where('s.status', 'open')
		.first();
	if (open)
		throw new TillAlreadyOpenError(`${String(open.name)} is open; close it with its count before retiring it.`, {
			field: 'active',
			till: Number(open.till),
			session: Number(open.id),
		});
}

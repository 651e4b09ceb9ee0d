import type { SchemaOverview } from '@directus/types';
import { invalid } from '../errors.ts';

type Payload = Record<string, unknown>;

/**
 * A write names only fields its collection has, and never sets a row's key: Directus would drop
 * an unknown field without a word (a misspelt field looks saved), and take a key from the
 * payload (a new row given another's id, or a row moved to a free one, which PostgreSQL's
 * sequence does not know of). An update may repeat the key of the row it changes, as a batch
 * of rows names each one's.
 */
export function refuseUnknownFields(
	schema: SchemaOverview | null | undefined,
	collection: string,
	payload: Payload,
	keys?: unknown[],
): void {
	const known = schema?.collections[collection];
	if (!known) return;
	for (const field of Object.keys(payload)) {
		if (!Object.hasOwn(known.fields, field))
			throw invalid(field, `${collection} has no field called ${field.slice(0, 100)}.`);
		if (field !== known.primary) continue;
		const sameRow = keys?.length === 1 && String(keys[0]) === String(payload[field]);
		if (!sameRow) throw invalid(field, `A row's ${field} is given by the server: leave it out.`);
	}
}

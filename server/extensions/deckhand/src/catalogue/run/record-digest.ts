import { createHash } from 'node:crypto';
import type { SourceCard, SourceSet } from '../source-records.ts';

/**
 * What a set or card of a source says, as a short digest: a record whose digest is the one last
 * applied has not changed and is not written again. A card's prices are left out: they change
 * every day and are applied as quotes of their own.
 */
export function recordDigest(record: SourceSet | SourceCard): string {
	const { prices: _prices, ...said } = record.type === 'card' ? record : { ...record, prices: null };
	return createHash('sha256').update(JSON.stringify(said)).digest('base64url').slice(0, 22);
}

import type { z } from 'zod';
import { boundsOf } from '@deckhand/contract/api/request/refusal.ts';

/** A field's bounds as its endpoint's schema has them (the server's own), for a form that reads it as typed. */
export function boundsFrom(field: z.ZodType): { min: number; max: number } {
	const { min, max } = boundsOf(field);
	if (min === undefined || max === undefined) throw new Error('This field of the schema has no bounds to read.');
	return { min, max };
}

/** The most a field takes as its endpoint's schema has it, for a field bounded on one side only (an optional note's length). */
export function maxFrom(field: z.ZodType): number {
	const { max } = boundsOf(field);
	if (max === undefined) throw new Error('This field of the schema has no most to read.');
	return max;
}

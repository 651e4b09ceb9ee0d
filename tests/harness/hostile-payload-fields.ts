// Short ways to write a payload route's fields, and an id no record has, for the routes of `hostile-payload-routes.ts`.
import { ID_MAX } from '@deckhand/contract/domain/ids.ts';
import type { Field } from './hostile-payload-types.ts';

export const id = (extra: Partial<Field> = {}): Field => ({ kind: 'id', min: 1, max: ID_MAX, ...extra });
export const whole = (kind: 'integer' | 'money', min: number, max: number, extra: Partial<Field> = {}): Field => ({
	kind,
	min,
	max,
	...extra,
});
export const choice = (extra: Partial<Field> = {}): Field => ({ kind: 'enum', ...extra });
export const note = (max: number): Field => ({ kind: 'text', max, optional: true });
export const NOWHERE = 987_654_321;

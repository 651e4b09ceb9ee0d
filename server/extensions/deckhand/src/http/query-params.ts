import { ID_MAX } from '@deckhand/contract/domain/ids.ts';
import { invalid } from '../errors.ts';

/** Readers of a query string's parameters: each throws VALIDATION_FAILED naming the parameter and its bound. */
export type QueryParams = Record<string, unknown>;

export function queryText(params: QueryParams, field: string, max = 100): string | null {
	const value = params[field];
	if (value === undefined || value === '') return null;
	if (typeof value !== 'string' || value.length > max)
		throw invalid(field, `${field} must be text of at most ${max} characters.`, { max });
	return value;
}

/** Decimal digits only: `Number` would also read `1e3`, `0x10` or ` 7 ` as whole numbers. */
const DECIMAL = /^-?\d{1,12}$/;

export function queryId(params: QueryParams, field: string): number | null {
	const value = queryText(params, field, 12);
	if (value === null) return null;
	const number = DECIMAL.test(value) ? Number(value) : NaN;
	if (!Number.isInteger(number) || number < 1 || number > ID_MAX)
		throw invalid(field, `${field} must be the id of a ${field} (a whole number from 1 to ${ID_MAX}).`, {
			min: 1,
			max: ID_MAX,
		});
	return number;
}

export function queryChoice<T extends string>(params: QueryParams, field: string, values: readonly T[]): T | null {
	const value = queryText(params, field);
	if (value === null) return null;
	if (!(values as readonly string[]).includes(value))
		throw invalid(field, `${field} must be one of ${values.join(', ')}.`);
	return value as T;
}

export function queryWholeNumber(
	params: QueryParams,
	field: string,
	fallback: number,
	min: number,
	max: number,
): number {
	const value = queryText(params, field, 12);
	if (value === null) return fallback;
	const number = DECIMAL.test(value) ? Number(value) : NaN;
	if (!Number.isInteger(number) || number < min || number > max)
		throw invalid(field, `${field} must be a whole number from ${min} to ${max}.`, { min, max });
	return number;
}

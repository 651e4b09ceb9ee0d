/** Small checks shared by the commands' input parsers (`*-input.ts`). */

export const isWhole = (value: unknown, min: number, max: number): value is number =>
	typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** A JSON body's object, or an empty one for anything else (so each field is refused by name). */
export const asRecord = (value: unknown): Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A row id given in a path (`/orders/:id/…`): digits only, 1 or more. */
export const pathId = (raw: unknown): number | null => (typeof raw === 'string' && /^\d{1,15}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null);

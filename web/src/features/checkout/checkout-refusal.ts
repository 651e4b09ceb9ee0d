import { describeError, type Problem } from '../../lib/directus/errors.ts';

/** Where a refused sale's words go: on a line, on the discount, on the tenders, on the customer, or above the form. */
export type Refusal =
	| { place: 'line'; sku: number; message: string; available?: number }
	| { place: 'discount' | 'payments' | 'customer'; message: string }
	| { place: 'form'; problem: Problem }
	/** The trade-in could not be completed with the sale (above the staff limit: it now waits for an administrator). */
	| { place: 'trade-in'; message: string }
	/** The sale's key names a sale already recorded: the order, when it is the clerk's own (the server names no one else's). */
	| { place: 'sale-key'; order: { id: number; number: string } | null };

function extensionsOf(error: unknown): Record<string, unknown> {
	const errors = (error as { errors?: Array<{ extensions?: Record<string, unknown> }> } | null)?.errors;
	return (Array.isArray(errors) ? errors[0]?.extensions : undefined) ?? {};
}

/**
 * Places the server's refusal of a sale beside what it is about. The server names the field
 * (`lines[2].quantity`, `discount.amount`, `payments`), and OUT_OF_STOCK also the SKU and what
 * is left; the cart itself is never changed by a refusal. A sale key already used is the till's
 * to word (it names the order recorded under it, if the clerk's own).
 */
export function placeRefusal(error: unknown, lines: Array<{ sku: number }>): Refusal {
	const problem = describeError(error);
	const field = problem.field ?? '';
	const extensions = extensionsOf(error);
	if (problem.code === 'SALE_KEY_USED') {
		const { order, number } = extensions;
		return {
			place: 'sale-key',
			order: typeof order === 'number' && typeof number === 'string' ? { id: order, number } : null,
		};
	}
	if (problem.code === 'BUYLIST_LIMIT_EXCEEDED' || field.startsWith('trade_in'))
		return { place: 'trade-in', message: problem.message };
	const index = /^lines\[(\d+)\]/.exec(field)?.[1];
	const sku =
		typeof extensions['sku'] === 'number'
			? extensions['sku']
			: index !== undefined
				? lines[Number(index)]?.sku
				: undefined;
	if (sku !== undefined && (problem.code === 'OUT_OF_STOCK' || index !== undefined)) {
		const available = typeof extensions['available'] === 'number' ? extensions['available'] : undefined;
		return { place: 'line', sku, message: problem.message, ...(available === undefined ? {} : { available }) };
	}
	if (field.startsWith('discount')) return { place: 'discount', message: problem.message };
	if (field.startsWith('payments') || field === 'complete' || problem.code === 'INSUFFICIENT_CREDIT')
		return { place: 'payments', message: problem.message };
	if (field === 'customer') return { place: 'customer', message: problem.message };
	return { place: 'form', problem };
}

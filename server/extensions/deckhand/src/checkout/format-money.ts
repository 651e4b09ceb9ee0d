/** "$12.50": an amount in minor units as a clerk reads it, in the shop's currency (ISO 4217). */
export function formatMoney(amount: number, currency: string): string {
	let format: Intl.NumberFormat;
	try {
		format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
	} catch {
		format = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
	}
	const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
	return format.format(amount / 10 ** digits);
}

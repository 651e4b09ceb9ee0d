/**
 * The most store credit may pay of a sale's total: the shop's share (PRODUCT.md §3), rounded
 * down to the minor unit, so "at most 50 %" never lets a cent more through.
 */
export function creditShareLimit(total: number, sharePercent: number): number {
	return Math.floor((total * sharePercent) / 100);
}

/** Money is integer minor units (cents). Division rounds half up to the minor unit. */
export function percentOf(amount: number, percent: number): number {
	return Math.floor((amount * percent + 50) / 100);
}

/** Tax on an amount at a rate in basis points (825 = 8.25 %), rounded half up. */
export function taxOn(amount: number, basisPoints: number): number {
	return Math.floor((amount * basisPoints + 5_000) / 10_000);
}

/**
 * Two till names are the same when they differ only in case or in the spaces around them
 * ("Counter 1", "counter 1 "): on a receipt, a report or the till choice they read as one till.
 * Letters with another accent stay different ("Kasse" and "Kässe"). Shared by the server's rule
 * and the dashboard's form, which says it before the owner saves.
 */
export function sameTillName(a: string, b: string): boolean {
	return a.trim().localeCompare(b.trim(), 'en', { sensitivity: 'accent' }) === 0;
}

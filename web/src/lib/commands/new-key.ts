/**
 * A new random key, for a sale (its sale key) or an attempt at a command (its `Idempotency-Key`):
 * a version 4 UUID. `crypto.randomUUID` exists only on secure pages (https or localhost), and the
 * shop's tablets may reach the server over plain http on the shop's own network;
 * `crypto.getRandomValues` is there on every page.
 */
export function newKey(
	fill: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer> = (bytes) => crypto.getRandomValues(bytes),
): string {
	const bytes = fill(new Uint8Array(16));
	// The version (4: random) and the variant (RFC 9562) in their bits, as every UUID reader expects.
	bytes[6] = (bytes[6]! & 0x0f) | 0x40;
	bytes[8] = (bytes[8]! & 0x3f) | 0x80;
	const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
	return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

import { createHash } from 'node:crypto';

/**
 * A digest of what a command was asked: its input as its parser read the body (fields the command
 * does not read, the order of a body's fields and its spacing make no difference; every value it
 * acts on does). Parsers build their objects in one order, so the same request gives the same text.
 */
export function requestFingerprint(input: unknown): string {
	return createHash('sha256').update(JSON.stringify(input)).digest('hex');
}

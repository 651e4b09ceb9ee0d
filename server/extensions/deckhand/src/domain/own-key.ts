/**
 * Whether `key` is one of `record`'s own keys. A lookup keyed by text from a request must use
 * this, never `key in record` or `record[key] ?? …`: those also find what every object inherits
 * (`valueOf`, `constructor`, `__proto__`), which a request could name to reach a function.
 */
export function isOwnKey<T extends object>(record: T, key: string): key is Extract<keyof T, string> {
	return Object.hasOwn(record, key);
}

/** `record[key]` when `key` is one of its own keys, else undefined. */
export function ownValue<V>(record: Readonly<Record<string, V>>, key: string): V | undefined {
	return Object.hasOwn(record, key) ? record[key] : undefined;
}

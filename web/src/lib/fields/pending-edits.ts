import { useSyncExternalStore } from 'react';

/**
 * The in-place edits typed but not saved on the screen (a price cell whose text differs from the
 * saved price), so leaving the screen can ask first. Each field marks itself pending under its own
 * key while its text differs and clears the mark when saved, undone or gone.
 */
const pending = new Set<string>();
const listeners = new Set<() => void>();

function notify() {
	for (const listener of listeners) listener();
}

export function markPending(key: string, isPending: boolean): void {
	if (isPending === pending.has(key)) return;
	if (isPending) pending.add(key);
	else pending.delete(key);
	notify();
}

export const pendingEditCount = () => pending.size;

function subscribe(listener: () => void) {
	listeners.add(listener);
	return () => listeners.delete(listener);
}

/** How many edits on the screen are typed and not saved. */
export const usePendingEditCount = () => useSyncExternalStore(subscribe, pendingEditCount, pendingEditCount);

import { useEffect, useState } from 'react';
import { browserStorage, type TillStorage } from './kept-sales.ts';

/** The storage item naming this browser's till: a browser at the counter is one register, whoever signs in. */
export const BROWSER_TILL_ITEM = 'deckhand.browser-till';

/** The till this browser is set to, or null (none chosen, or the browser keeps nothing). */
export function readBrowserTill(from: TillStorage | null = browserStorage()): number | null {
	try {
		const value = Number(from?.getItem(BROWSER_TILL_ITEM));
		return Number.isInteger(value) && value > 0 ? value : null;
	} catch {
		return null;
	}
}

/** Sets (or clears) this browser's till; false when the browser refused to keep it. */
export function keepBrowserTill(till: number | null, to: TillStorage | null = browserStorage()): boolean {
	try {
		if (till === null) to?.removeItem(BROWSER_TILL_ITEM);
		else to?.setItem(BROWSER_TILL_ITEM, String(till));
		return to !== null;
	} catch {
		return false;
	}
}

/** This browser's till, following a change made in another tab. */
export function useBrowserTill(): [number | null, (till: number | null) => void] {
	const [till, setTill] = useState(() => readBrowserTill());
	useEffect(() => {
		const onStorage = (event: StorageEvent) => {
			if (event.key === BROWSER_TILL_ITEM || event.key === null) setTill(readBrowserTill());
		};
		window.addEventListener('storage', onStorage);
		return () => window.removeEventListener('storage', onStorage);
	}, []);
	return [
		till,
		(next) => {
			keepBrowserTill(next);
			setTill(next);
		},
	];
}

import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/** Whether the browser has a connection, as TanStack Query sees it (it pauses queries while offline); the server drawing a page is online. */
export function useOnline(): boolean {
	return useSyncExternalStore(
		onlineManager.subscribe.bind(onlineManager),
		() => onlineManager.isOnline(),
		() => true,
	);
}

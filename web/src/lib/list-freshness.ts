/**
 * How long a list's answer is shown as it is without being asked again: the page a loader
 * fetched, a hover prefetched or the server sent with the page is not fetched a second time when
 * the screen mounts a moment later (the browser taking over a page the server drew included).
 */
export const LIST_FRESH_MS = 5_000;

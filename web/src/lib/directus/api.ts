/**
 * Where the API lives: the page's own origin by default (the dashboard is served by Directus),
 * or VITE_DIRECTUS_URL at build time for a Directus elsewhere (with CORS set for this origin).
 * In the frame the server draws, addresses (images) stay relative to the page.
 */
export const API_URL = import.meta.env['VITE_DIRECTUS_URL'] ?? (import.meta.env.SSR ? '' : window.location.origin);

/** Where the SDK keeps the session's expiry (see `client.ts`). */
export const SESSION_STORAGE_KEY = 'deckhand.session';

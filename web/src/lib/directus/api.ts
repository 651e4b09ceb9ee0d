/**
 * Where the API lives, as the dashboard's links and images name it: the page's own origin by
 * default (the dashboard is served by Directus), so addresses stay relative and read the same in
 * a page the server drew as in the browser; or VITE_DIRECTUS_URL at build time for a Directus
 * elsewhere (with CORS set for this origin).
 */
export const API_URL: string = import.meta.env['VITE_DIRECTUS_URL'] ?? '';

/** Where the SDK keeps the session's expiry (see `client.ts`). */
export const SESSION_STORAGE_KEY = 'deckhand.session';

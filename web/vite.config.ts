import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The dashboard is served by Deckhand's Directus extension under /app/ (same origin as the
 * API, so the session cookie just works). In development, `vite` proxies the API to
 * DECKHAND_API_URL (default http://localhost:8055).
 */
const api = process.env['DECKHAND_API_URL'] ?? 'http://localhost:8055';
const apiPaths = ['/auth', '/users', '/items', '/server', '/permissions', '/policies', '/settings', '/assets', '/files', '/deckhand'];

export default defineConfig({
	root: import.meta.dirname,
	base: '/app/',
	plugins: [react()],
	build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', sourcemap: false },
	server: { proxy: Object.fromEntries(apiPaths.map((path) => [path, { target: api, changeOrigin: true }])) },
});

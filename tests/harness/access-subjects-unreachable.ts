// The permission matrix's subjects no API may reach: Directus's own private tables, and the tables Deckhand keeps from
// Directus.
import { unreachable, type Subject } from './access-subject-kinds.ts';

export const UNREACHABLE_SUBJECTS: Record<string, Subject> = {
	directus_migrations: unreachable('directus_migrations', { key: 'version' }),
	directus_sessions: unreachable('directus_sessions', { key: 'token' }),
	directus_oauth_clients: unreachable('directus_oauth_clients', { key: 'client_id' }),
	directus_oauth_codes: unreachable('directus_oauth_codes', { uuid: true }),
	directus_oauth_consents: unreachable('directus_oauth_consents', { uuid: true }),
	directus_oauth_tokens: unreachable('directus_oauth_tokens', { uuid: true }),

	price_changes: unreachable('price_changes'),
	// The scale profile's books checker writes a result every two seconds.
	books_checks: unreachable('books_checks', { volatile: true }),
	cash_movements: unreachable('cash_movements'),
	open_tills: unreachable('open_tills', { key: 'till' }),
	refused_cash: unreachable('refused_cash'),
	buylist_events: unreachable('buylist_events'),
	import_jobs: unreachable('import_jobs'),
	import_rows: unreachable('import_rows'),
	market_prices: unreachable('market_prices'),
	price_reviews: unreachable('price_reviews'),
	idempotency_keys: unreachable('idempotency_keys'),
	card_day_sales: unreachable('card_day_sales', { key: 'day' }),
	sku_stock: unreachable('sku_stock', { key: 'sku' }),
	sku_tally: unreachable('sku_tally'),
	parked_sales: unreachable('parked_sales'),
	schema_fingerprint: unreachable('schema_fingerprint'),
	catalogue_runs: unreachable('catalogue_runs'),
	catalogue_entries: unreachable('catalogue_entries', { key: 'source_id' }),
	catalogue_rows: unreachable('catalogue_rows', { key: 'seq' }),
	market_quotes: unreachable('market_quotes', { key: 'card' }),
	catalogue_sources: unreachable('catalogue_sources', { key: 'source' }),
	market_quote_changes: unreachable('market_quote_changes'),
	deckhand_migrations: unreachable('deckhand_migrations'),
	deckhand_migrations_lock: unreachable('deckhand_migrations_lock', { key: 'index' }),
};

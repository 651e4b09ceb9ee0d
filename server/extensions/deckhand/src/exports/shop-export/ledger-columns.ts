/**
 * What the export's README says of Deckhand's ledger tables: they live outside Directus's schema
 * (server/schema/ledger-tables/), so no snapshot note describes them. A column named here in
 * `COMMON` means the same in every table (a collection's field without a note is described by it
 * too); a ledger's column missing from both maps is listed as "(ledger column)".
 */
export const LEDGER_ABOUT: Record<string, string> = {
	price_changes: 'Every change of a SKU’s price, with why and by whom',
	books_checks: 'Each run of the books checker and what it found',
	cash_movements: 'Every movement of cash in or out of a till’s drawer',
	open_tills: 'The till sessions open now, one per till',
	refused_cash: 'Cash a drawer was asked for and refused, kept for the owner',
	buylist_events: 'Each change of a buylist’s status',
	import_jobs: 'Each import of a file of cards, stock or prices',
	import_rows: 'The rows of an import’s file, as read and matched',
	market_prices: 'Market prices of SKUs, by source and day',
	price_reviews: 'Proposed price changes waiting for, or given, a decision',
	idempotency_keys: 'Requests recorded once with their answers, so a retry is not done twice',
	card_day_sales: 'Sales summed per UTC day and card (kept from the order lines, for the rankings)',
	sku_stock: 'A narrow copy of each SKU’s stock figures (kept from the SKUs)',
	sku_tally: 'How many SKUs each game has, as changes that add up to it (kept from the SKUs)',
	parked_sales: 'Sales set aside at a till, to be taken up again',
	catalogue_runs: 'Each run of a catalogue source, with what it read and applied',
	catalogue_entries: 'Each set and card of a catalogue source, and the shop’s set or card it is',
	catalogue_rows: 'The records of a catalogue run at work, before they are applied',
	catalogue_sources: 'Each catalogue source’s address and schedule, as the owner set them',
	market_quotes: 'Market prices of cards, by finish, edition, source and currency',
	market_quote_changes: 'Changes of the market prices of cards the shop has SKUs for',
};

const COMMON: Record<string, string> = {
	id: 'Row id',
	user_created: 'The user (directus_users.id) who wrote the row',
	date_created: 'When the row was written',
	user_updated: 'The user who last changed the row',
	date_updated: 'When the row was last changed',
	sku: 'The SKU (skus.id)',
	card: 'The card (cards.id)',
	session: 'The till session (till_sessions.id)',
	till: 'The till (tills.id)',
	buylist: 'The buylist (buylists.id)',
	order: 'The order (orders.id)',
	customer: 'The customer (customers.id)',
	game: 'The game (games.id)',
	set: 'The set (sets.id)',
	number: 'The number the shop shows',
	name: 'Name',
	note: 'A note',
	quantity: 'Copies',
	condition: 'Condition (NM, LP, MP, HP, DMG)',
	finish: 'Finish',
	language: 'Language',
	price: 'Price, in minor units (cents)',
	reason: 'Why, in the shop’s words or as a code',
	status: 'Status',
	kind: 'What kind of row this is',
	amount: 'Amount, in minor units (cents)',
};

const COLUMNS: Record<string, Record<string, string>> = {
	price_changes: {
		old_price: 'Price before, in minor units',
		new_price: 'Price after, in minor units',
		run: 'The repricing run or import that made the change',
		restored_from: 'The change this one undid (price_changes.id)',
	},
	books_checks: {
		trigger: 'What started the check',
		started_ms: 'When the check started, milliseconds since 1970-01-01 UTC',
		report: 'The broken rules found, as JSON',
	},
	refused_cash: { why: 'Why the drawer refused', expected_cash: 'Cash the drawer held then, in minor units' },
	buylist_events: { from_status: 'Status before', to_status: 'Status after', note: 'A note given with the change' },
	import_jobs: {
		file_name: 'The file’s name',
		file_digest: 'SHA-256 of the file',
		row_count: 'Rows in the file',
		error_count: 'Rows refused',
		date_committed: 'When the import was applied',
	},
	import_rows: { job: 'The import (import_jobs.id)', line: 'Line in the file' },
	market_prices: {
		source: 'Where the price comes from',
		price: 'Market price, in minor units',
		priced_at: 'The day of the price',
		import_job: 'The import that brought it (import_jobs.id)',
	},
	price_reviews: {
		run: 'The repricing run',
		old_price: 'Price before, in minor units',
		proposed_price: 'Proposed price, in minor units',
		decided_by: 'The user who decided',
		date_decided: 'When it was decided',
		kind: 'reprice (a run’s large move) or market (the market price followed moved)',
		market_before: 'A market move: the market price before, in minor units',
		market_price: 'The market price it was priced from, in minor units',
		market_source: 'Where that market price came from',
		market_at: 'When that market price was quoted',
	},
	idempotency_keys: {
		key: 'The key the client sent',
		route: 'The request',
		fingerprint: 'Digest of the request’s body',
		answer: 'The answer given, as JSON',
	},
	card_day_sales: {
		day: 'UTC day, as days since 1970-01-01',
		units: 'Copies sold',
		revenue: 'Takings, in minor units',
		cost: 'Cost of the copies sold, in minor units',
		uncosted_lines: 'Lines sold without a known cost',
	},
	sku_stock: {
		quantity: 'Copies in stock',
		price: 'Price, in minor units',
		unit_cost: 'Cost per copy, in minor units',
		fresh_at: 'When the figures were copied',
	},
	sku_tally: {
		skus: 'SKUs added (or, below zero, removed) in the game',
	},
	catalogue_runs: {
		source: 'The catalogue source run',
		finished: 'When the run ended',
		progress: 'Records read',
		counts: 'What the run read and applied, as JSON',
		failure: 'Why a failed run was refused',
		trigger: 'How it started: owner or schedule',
		download: 'What it downloaded first (files, unchanged, bytes), as JSON',
		files_read: 'The files it read, each one’s SHA-256 by name, as JSON',
	},
	catalogue_sources: {
		source: 'The catalogue source',
		address: 'The address its files are downloaded from (empty: its folder only)',
		schedule: 'off, daily or weekly',
		hour: 'The hour of the shop’s day a scheduled run starts',
	},
	catalogue_entries: {
		source: 'The catalogue source, or tcgplayer for a TCGplayer group (its id and name) matched to a set',
		kind: 'set or card',
		source_id: 'The source’s own id of the set or card',
		target: 'The shop’s set or card it is (sets.id or cards.id)',
		digest: 'Digest of the record last applied',
		finishes: 'The finishes it was printed in',
		image_url: 'The address of its picture at the source',
		applied_name: 'The name the source last gave',
		applied_number: 'The collector number the source last gave',
		applied_rarity: 'The rarity the source last gave',
	},
	catalogue_rows: {
		run: 'The run (catalogue_runs.id)',
		seq: 'Place in the source',
		batch: 'A batch of quotes, as a JSON array of their values',
	},
	market_quotes: {
		edition: 'The edition quoted, blank for any',
		source: 'The catalogue source that quoted it',
		currency: 'Currency (ISO 4217)',
		market: 'Market price, in minor units',
		low: 'Lowest listing, in minor units',
		quoted_at: 'When it was quoted',
	},
	market_quote_changes: {
		edition: 'The edition quoted, blank for any',
		source: 'The catalogue source that quoted it',
		currency: 'Currency (ISO 4217)',
		previous: 'Market price before, in minor units (blank: the first quote)',
		market: 'Market price after, in minor units',
		quoted_at: 'When it was quoted',
		run: 'The catalogue run that applied it (catalogue_runs.id)',
	},
	parked_sales: {
		sale: 'The sale’s lines and customer, as JSON',
		lines: 'Lines in the sale',
		copies: 'Copies in the sale',
		subtotal: 'Subtotal, in minor units',
		customer_name: 'The customer’s name',
		sale_key: 'The key the sale will be rung up with',
	},
};

/** What a column of this name means in any table, when it is one of the common ones. */
export const commonColumnMeaning = (column: string): string | undefined => COMMON[column];

/** A ledger column's meaning for the README. */
export function ledgerColumnMeaning(table: string, column: string): string {
	return COLUMNS[table]?.[column] ?? COMMON[column] ?? '(ledger column)';
}

/** A ledger's primary key, where it is not `id`: pages are read in its order. */
export const LEDGER_KEYS: Record<string, readonly string[]> = {
	open_tills: ['till'],
	sku_stock: ['sku'],
	card_day_sales: ['day', 'card'],
	catalogue_entries: ['source', 'kind', 'source_id'],
	catalogue_rows: ['run', 'seq'],
	catalogue_sources: ['source'],
	market_quotes: ['card', 'finish', 'edition', 'source', 'currency'],
};

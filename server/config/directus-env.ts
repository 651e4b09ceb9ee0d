import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CARD_WORDS_TABLES } from '../extensions/deckhand/src/inventory/card-words.ts';
import { DECKHAND_TABLES } from '../schema/ledger-tables/index.ts';

export const PROJECT_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
/** The schema snapshot Directus is brought to: the collections, and what they and their fields mean. */
export const SNAPSHOT_FILE = join(PROJECT_ROOT, 'server/schema/snapshot.yaml');
export const DEMO_ADMIN_EMAIL = 'admin@deckhand.example.com';
export const DEMO_STAFF_EMAIL = 'staff@deckhand.example.com';

export interface DirectusEnvOptions {
	/** Folder for the SQLite database, uploads, mail and the local env file. */
	dataDir: string;
	/** Values from `data/local.env`. */
	local: Record<string, string>;
	/** The caller's environment: every key here wins over the defaults and the local file. */
	overrides: NodeJS.ProcessEnv;
}

/**
 * The environment Deckhand runs Directus with. Defaults give the embedded set-up (SQLite and
 * local uploads under the data folder, mail kept as files); any Directus variable set in the
 * environment or in `data/local.env` replaces its default, e.g. DB_CLIENT=pg with DB_HOST… for
 * PostgreSQL, STORAGE_LOCATIONS for S3, EMAIL_TRANSPORT=smtp for real mail.
 */
export function directusEnv({ dataDir, local, overrides }: DirectusEnvOptions): Record<string, string> {
	const port = overrides['PORT'] ?? local['PORT'] ?? '8055';
	const publicUrl = (overrides['PUBLIC_URL'] ?? local['PUBLIC_URL'] ?? `http://localhost:${port}`).replace(/\/$/, '');
	const defaults: Record<string, string> = {
		HOST: '0.0.0.0',
		PORT: port,
		PUBLIC_URL: publicUrl,
		ROOT_REDIRECT: './app/',
		DECKHAND_WEB_DIST: join(PROJECT_ROOT, 'web/dist'),
		PASSWORD_RESET_URL_ALLOW_LIST: `${publicUrl}/app/reset-password`,
		USER_INVITE_URL_ALLOW_LIST: `${publicUrl}/app/accept-invite`,
		DB_CLIENT: 'sqlite3',
		DB_FILENAME: join(dataDir, 'database.db'),
		STORAGE_LOCATIONS: 'local',
		STORAGE_LOCAL_ROOT: join(dataDir, 'uploads'),
		// Card pictures are a few hundred kilobytes; the dashboard says the same bound before sending.
		FILES_MAX_UPLOAD_SIZE: '10mb',
		// Sign-in limiter (TOO_MANY_ATTEMPTS): failed sign-ins and password-reset requests allowed per
		// e-mail address and per client address within the window (seconds). Directus's own lock-out,
		// which suspends an account, is switched off at start (server/provision/settings.ts).
		DECKHAND_SIGN_IN_WINDOW: '900',
		DECKHAND_SIGN_IN_FAILURES_PER_ADDRESS: '5',
		DECKHAND_SIGN_IN_FAILURES_PER_CLIENT: '20',
		DECKHAND_PASSWORD_REQUESTS_PER_ADDRESS: '3',
		DECKHAND_PASSWORD_REQUESTS_PER_CLIENT: '10',
		EXTENSIONS_PATH: join(PROJECT_ROOT, 'server/extensions'),
		EXTENSIONS_AUTO_RELOAD: 'false',
		TEMP_PATH: join(dataDir, 'tmp'),
		EMAIL_TRANSPORT: 'sendmail',
		EMAIL_SENDMAIL_PATH: join(PROJECT_ROOT, 'scripts/keep-mail.sh'),
		EMAIL_FROM: 'no-reply@deckhand.example.com',
		EMAIL_VERIFY_SETUP: 'false',
		DECKHAND_MAIL_DIR: join(dataDir, 'mail'),
		// The extension reads what the backup process last saw there (`backups-status.json`).
		DECKHAND_DATA_DIR: dataDir,
		// The export of the shop's data names its tables and columns from it (`/deckhand/exports/all.zip`).
		DECKHAND_SCHEMA_SNAPSHOT: SNAPSHOT_FILE,
		ADMIN_EMAIL: DEMO_ADMIN_EMAIL,
		ADMIN_PASSWORD: local['DECKHAND_ADMIN_PASSWORD'] ?? '',
		PROJECT_NAME: 'Deckhand',
		TELEMETRY: 'false',
		AI_ENABLED: 'false',
		MCP_ENABLED: 'false',
		LOG_LEVEL: 'warn',
		LOG_STYLE: 'pretty',
		WEBSOCKETS_ENABLED: 'false',
		// Bounded reads (docs/decisions/trust-at-the-edges.md): rows per read (limit=-1 is answered
		// whole only up to it, else refused by name), rows of a read without a limit and of a nested
		// list per row, relations a field path goes through (the dashboard's deepest is
		// sku.card.set.code), tokens of a GraphQL document, and the values one answer may hold:
		// each row's fields, and a related row's each time it repeats.
		QUERY_LIMIT_MAX: '10000',
		QUERY_LIMIT_DEFAULT: '100',
		MAX_RELATIONAL_DEPTH: '4',
		GRAPHQL_QUERY_TOKEN_LIMIT: '5000',
		DECKHAND_ANSWER_VALUES_MAX: '25000',
		// Directus's pressure limiter answers 503 to whichever request comes next once the event loop
		// is busy: a till's sale as readily as the read that made it busy. Reads are bounded instead.
		PRESSURE_LIMITER_ENABLED: 'false',
		// Every request is handed the schema Directus keeps in memory: by default a deep copy of it
		// (a few milliseconds of the server's thread a request, on Deckhand's schema), frozen and
		// shared when this is on. Deckhand only reads the schema it is handed.
		CACHE_SCHEMA_FREEZE_ENABLED: 'true',
	};
	const fromEnvironment = Object.fromEntries(
		Object.entries(overrides).filter((entry): entry is [string, string] => entry[1] !== undefined),
	);
	const env = { ...defaults, ...local, ...fromEnvironment };
	// Deckhand's own tables stay hidden from Directus whatever else the environment excludes.
	const excluded = (env['DB_EXCLUDE_TABLES'] ?? DIRECTUS_EXCLUDED_TABLES).split(',').filter(Boolean);
	return {
		...env,
		DB_EXCLUDE_TABLES: [...new Set([...excluded, ...DECKHAND_TABLES, ...CARD_WORDS_TABLES])].join(','),
	};
}

/** Directus's own default for `DB_EXCLUDE_TABLES`. */
const DIRECTUS_EXCLUDED_TABLES = 'spatial_ref_sys,sysdiagrams';

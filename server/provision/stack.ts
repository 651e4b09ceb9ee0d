import { mkdirSync } from 'node:fs';
import type { Knex } from 'knex';
import { readItems, readSingleton } from '@directus/sdk';
import { DEMO_ADMIN_EMAIL, DEMO_STAFF_EMAIL, SNAPSHOT_FILE, directusEnv } from '../config/directus-env.ts';
import { withDatabase } from '../config/knex-config.ts';
import { migrateLedgerTables } from '../schema/ledger-tables/index.ts';
import { keepBackups, type BackupKeeper, type BackupLog } from '../backup/backup-keeper.ts';
import { watchRestoreRequests, type RestoreWatcher } from '../backup/restore-requests.ts';
import { guardMigrations } from '../backup/migration-guard.ts';
import { ensureLocalEnv } from '../config/local-env.ts';
import { seedShop, type SeedCounts } from '../seed/index.ts';
import type { ShopSize } from '../seed/shop-size.ts';
import { applyAccess } from './access.ts';
import { adminClient, type AdminClient } from './admin-client.ts';
import { moveShopNameToProject } from './shop-name.ts';
import { applySchemaSnapshot, runDirectusCli, type DirectusOutput } from './directus-process.ts';
import { ensureFolder } from './folders.ts';
import { PEOPLE_FOLDER, SHOP_FOLDER } from '@deckhand/contract/schema/folders.ts';
import {
	ensureNoSignInLockout,
	ensurePasswordPolicy,
	ensureProjectSettings,
	ensureShopSettings,
	ensureUploadFolder,
} from './settings.ts';
import { superviseDirectus, type Supervisor } from './supervisor.ts';
import { ensureUser } from './users.ts';

export const SNAPSHOT = SNAPSHOT_FILE;

export interface StackOptions {
	dataDir: string;
	/** Environment that wins over every default (PORT, DB_CLIENT…). */
	overrides?: NodeJS.ProcessEnv;
	/** Directus's own log: shown, dropped or read (tests). */
	output?: DirectusOutput;
	/** Demo shop to create when the catalog is empty; null for none. */
	seed: ShopSize | null;
	/** Schema snapshot to apply; the committed one unless a test brings a newer one. */
	snapshot?: string;
	/** Called with each step's name, for progress and timings. */
	onStep?: (step: string) => void;
	/** Start Directus again when it stops unexpectedly (`npm start`); tests leave it stopped, so a crash shows. */
	restart?: boolean;
	/** Back the shop up on a schedule (`npm start`), logging here; tests take their backups themselves. */
	backups?: BackupLog;
}

export interface Stack {
	url: string;
	env: Record<string, string>;
	admin: { email: string; password: string; token: string };
	staff: { email: string; password: string };
	seeded: SeedCounts | null;
	/** The Directus process (`directus.child`), restarted when `restart` is set. */
	directus: Supervisor;
	/** The backup schedule, when `backups` was given. */
	keeper: BackupKeeper | null;
	/**
	 * Every Directus process serving this database: this one, and those a cluster starts beside it
	 * (it adds them here). A restore stops and starts them all.
	 */
	servers: Supervisor[];
	/**
	 * Carries out from now on the restores asked from the status page or `npm run restore`
	 * (`npm start`), logging here; called once every server runs. `stop` ends it first.
	 */
	watchRestores: (log: BackupLog) => void;
	stop: () => Promise<void>;
}

/**
 * Brings the whole server side up: Directus tables and migrations, the schema snapshot, the
 * migrations of Deckhand's own tables (backed up before, and put back if any step fails), the
 * server itself, access (roles, policies, permissions), demo users, settings and, on an empty
 * catalog, the demo shop. Every step is idempotent, so this runs at every start.
 */
export async function startStack(options: StackOptions): Promise<Stack> {
	const step = options.onStep ?? (() => {});
	const local = ensureLocalEnv(options.dataDir);
	const env = directusEnv({ dataDir: options.dataDir, local, overrides: { ...options.overrides } });
	for (const key of ['STORAGE_LOCAL_ROOT', 'TEMP_PATH', 'DECKHAND_MAIL_DIR'])
		mkdirSync(env[key]!, { recursive: true });

	step('database');
	const snapshot = options.snapshot ?? SNAPSHOT;
	const guard = await guardMigrations({ env, dataDir: options.dataDir, snapshot });
	try {
		await runDirectusCli(['bootstrap'], env);
		if (env['DB_CLIENT'] === 'sqlite3')
			await withDatabase(env, (database) => setJournalMode(database, env['DECKHAND_SQLITE_JOURNAL']));
		step('schema');
		await withDatabase(env, moveShopNameToProject);
		await applySchemaSnapshot(snapshot, env);
		await withDatabase(env, migrateLedgerTables);
		await guard.migrated();
	} catch (error) {
		await guard.rollBack(error);
	}
	step('server');
	const url = `http://127.0.0.1:${env['PORT']}`;
	const directus = superviseDirectus({
		env,
		url,
		output: options.output ?? 'inherit',
		restart: options.restart ?? false,
	});
	const stop = () => directus.stop();
	try {
		await directus.started;
		step('access');
		const client = adminClient(url, env['ADMIN_TOKEN']!);
		const { staffRole } = await applyAccess(client);
		await ensureUser(client, {
			email: DEMO_STAFF_EMAIL,
			password: local['DECKHAND_STAFF_PASSWORD']!,
			first_name: 'Sam',
			last_name: 'Counter',
			role: staffRole,
		});
		await ensureShopSettings(client);
		await ensureProjectSettings(client);
		await ensureNoSignInLockout(client);
		await ensurePasswordPolicy(client);
		const imageFolder = await ensureFolder(client, 'Card images');
		await ensureUploadFolder(client, imageFolder);
		// Pictures of the shop (its logo) and of people (avatars), apart from the card images.
		await ensureFolder(client, SHOP_FOLDER);
		await ensureFolder(client, PEOPLE_FOLDER);
		const seeded = options.seed ? await seedIfEmpty(client, env, options.seed, imageFolder, step) : null;
		const keeper = options.backups
			? await keepBackups({ env, dataDir: options.dataDir, log: options.backups })
			: null;
		const servers = [directus];
		let restores: RestoreWatcher | null = null;
		const watchRestores = (log: BackupLog) => {
			restores ??= watchRestoreRequests({ env, dataDir: options.dataDir, url, servers, keeper, log });
		};
		return {
			url,
			env,
			directus,
			keeper,
			servers,
			watchRestores,
			stop: async () => {
				await restores?.stop();
				await keeper?.stop();
				await stop();
			},
			seeded,
			admin: { email: env['ADMIN_EMAIL']!, password: env['ADMIN_PASSWORD']!, token: env['ADMIN_TOKEN']! },
			staff: { email: DEMO_STAFF_EMAIL, password: local['DECKHAND_STAFF_PASSWORD']! },
		};
	} catch (error) {
		await stop();
		throw error;
	}
}

async function seedIfEmpty(
	client: AdminClient,
	env: Record<string, string>,
	size: ShopSize,
	imageFolder: string,
	step: (s: string) => void,
): Promise<SeedCounts | null> {
	const existing = await client.request(readItems('games', { fields: ['id'], limit: 1 }));
	if (existing.length > 0) return null;
	step('seed');
	const settings = await client.request(readSingleton('shop_settings'));
	return withDatabase(env, async (database) => {
		const users = await database('directus_users')
			.select('id', 'email')
			.whereIn('email', [DEMO_ADMIN_EMAIL, DEMO_STAFF_EMAIL]);
		const idOf = (email: string) => users.find((user) => user.email === email)?.id as string;
		return seedShop(database, {
			size,
			settings,
			imageFolder,
			uploadsDir: env['STORAGE_LOCAL_ROOT']!,
			people: { admin: idOf(DEMO_ADMIN_EMAIL), staff: idOf(DEMO_STAFF_EMAIL) },
		});
	});
}

/**
 * SQLite's journal: write-ahead (`wal`, the default) lets readers go on while a sale is written
 * and commits with one write to the log instead of two to the database and its journal
 * (figures in docs/decisions/scale-out.md). `delete`, SQLite's own default, is for a database on a network
 * filesystem, where write-ahead logging does not work. The mode is kept in the file.
 */
async function setJournalMode(database: Knex, mode = 'wal'): Promise<void> {
	if (!['wal', 'delete'].includes(mode))
		throw new Error(`DECKHAND_SQLITE_JOURNAL must be wal or delete, not ${mode}`);
	await database.raw(`PRAGMA journal_mode = ${mode}`);
}

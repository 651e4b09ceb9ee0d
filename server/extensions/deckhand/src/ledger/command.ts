import { asCommand } from '../jobs/counter-first.ts';
import type { Knex } from 'knex';
import { insertedId, nowForDb } from '../db.ts';

/** Who gives a command: every command runs for one signed-in user, who is an administrator or not. */
export interface Actor {
	user: string;
	admin: boolean;
}

/** A row a command wrote, told to Directus once the transaction has committed (cache, action events). */
export interface BookChange {
	event: 'create' | 'update';
	collection: string;
	keys: number[];
	payload: Record<string, unknown>;
}

/**
 * One command's transaction: the writes of the shop's books go through here, so each is
 * recorded for what follows the commit. Every ledger writer (`ledger/*.ts`) takes it.
 */
export class Books {
	readonly changes: BookChange[] = [];
	readonly trx: Knex.Transaction;
	readonly actor: Actor;
	readonly now: number | Date;

	constructor(trx: Knex.Transaction, actor: Actor) {
		this.trx = trx;
		this.actor = actor;
		this.now = nowForDb(trx);
	}

	/** Inserts one row and answers its id. */
	async insert(table: string, row: Record<string, unknown>): Promise<number> {
		const [inserted] = await this.trx(table).insert(row, ['id']);
		const id = insertedId(inserted);
		this.changes.push({ event: 'create', collection: table, keys: [id], payload: row });
		return id;
	}

	/**
	 * Inserts one row unless one with the same value in the `unique` column exists, and answers
	 * the row's id either way. Another command may be inserting that very row at this moment: the
	 * database makes this insert wait for it, and then finds its row.
	 */
	async insertOrFind(
		table: string,
		row: Record<string, unknown>,
		unique: string,
	): Promise<{ id: number; created: boolean }> {
		const [inserted] = await this.trx(table).insert(row, ['id']).onConflict(unique).ignore();
		if (inserted !== undefined) {
			const id = insertedId(inserted);
			this.changes.push({ event: 'create', collection: table, keys: [id], payload: row });
			return { id, created: true };
		}
		const existing = await this.trx(table)
			.select('id')
			.where(unique, row[unique] as string)
			.first();
		return { id: Number(existing.id), created: false };
	}

	/** Records an update the caller made itself (a guarded update whose row count it checks). */
	updated(collection: string, keys: number[], payload: Record<string, unknown>): void {
		this.changes.push({ event: 'update', collection, keys, payload });
	}

	/** The ISO time of this command, as its answers report it. */
	get isoNow(): string {
		return new Date(this.now).toISOString();
	}
}

/** What happens after a command's transaction commits: told the rows it wrote. Never throws. */
export type AfterCommit = (changes: BookChange[], actor: Actor) => Promise<void>;

export type RunCommand = <T>(actor: Actor, work: (books: Books) => Promise<T>) => Promise<T>;

/** What a refusal leaves behind although its command rolled back, by the refusal. */
const KEPT = new WeakMap<object, (books: Books) => Promise<void>>();

/**
 * Marks a refusal as one the books keep a trace of: once the refused command's transaction has
 * rolled back, `keep` writes in a transaction of its own (a refused cash movement, for the
 * owner to see). Answers the refusal, to be thrown.
 */
export function keptWhenRefused<E extends Error>(refusal: E, keep: (books: Books) => Promise<void>): E {
	KEPT.set(refusal, keep);
	return refusal;
}

/**
 * Runs commands: each in one transaction (any error rolls back everything it wrote), then,
 * once committed, `afterCommit` with what it wrote. Commands write through knex, so Directus
 * neither purges its cache nor emits action events for them by itself. A refusal marked by
 * `keptWhenRefused` has its trace written after the rollback, then is thrown as it was. Each is
 * counted at work while it runs, so jobs in the background let it go first (`asCommand`).
 */
export function commandRunner(database: Knex, afterCommit: AfterCommit): RunCommand {
	const inTransaction: RunCommand = async (actor, work) => {
		let books: Books | undefined;
		const result = await database.transaction(async (trx) => {
			books = new Books(trx, actor);
			return work(books);
		});
		if (books) await afterCommit(books.changes, actor);
		return result;
	};
	return (actor, work) =>
		asCommand(async () => {
			try {
				return await inTransaction(actor, work);
			} catch (error) {
				const keep = typeof error === 'object' && error !== null ? KEPT.get(error) : undefined;
				if (keep) await inTransaction(actor, keep);
				throw error;
			}
		});
}

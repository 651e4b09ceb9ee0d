import type { Knex } from 'knex';
import { LIMITS } from '@deckhand/contract/domain/limits.ts';
import { nameWithoutGroupCode } from '../catalogue/tcgplayer-groups.ts';
import type { RowReason } from './row-reasons.ts';

/** The game and set a row names (any of them may be missing). */
export interface GameSetNames {
	gameCode: string | null;
	gameName: string | null;
	setCode: string | null;
	setName: string | null;
}

/**
 * Where a row's card is to be found or made: the shop's game and set, or the codes of the game and
 * set a commit creates when asked to (null when it cannot: no set named, or no game to put it in),
 * and why a card of it may be missing (`reason`: the first thing the shop lacks).
 */
export interface GameSetMatch {
	gameId: number | null;
	setId: number | null;
	newGameCode: string | null;
	newSetCode: string | null;
	reason: RowReason | null;
}

interface Game {
	id: number;
	code: string;
	name: string;
}
interface CardSet {
	id: number;
	game: number;
	code: string;
	name: string;
	/** Its name at TCGplayer, where a price feed of the catalogue's matched a group to it ("SV03: Obsidian Flames"). */
	tcgplayerName: string | null;
}

const lower = (text: string | null) => (text === null ? null : text.toLowerCase());

/** "Flesh and Blood TCG" → "FLESHANDBLOODTCG": a code for a game or set the file names only by its name. */
export function codeFromName(name: string): string {
	const code = name
		.normalize('NFKD')
		.replace(/\p{M}/gu, '')
		.toUpperCase()
		.replace(/[^A-Z0-9]+/g, '');
	return (code || 'NEW').slice(0, LIMITS.codeMax);
}

/** `base`, or `base` with the smallest number that makes it a code no one has (within the code's bound). */
function freeCode(base: string, taken: ReadonlySet<string>): string {
	if (!taken.has(base.toLowerCase())) return base;
	for (let n = 2; ; n++) {
		const code = `${base.slice(0, LIMITS.codeMax - String(n).length - 1)}-${n}`;
		if (!taken.has(code.toLowerCase())) return code;
	}
}

/**
 * Games and sets as a dry run matches them: the shop has few (tens of games, a few thousand sets),
 * so they are read once and each distinct name a file gives is looked up here, case aside, rather
 * than row by row in SQL (SQLite could use no index for a case-insensitive comparison). A game is
 * found by its code, else by its name; a set by its code, else by its name, within the row's game
 * when the row names one, else by its name at TCGplayer (a group a price feed matched to it, or the
 * name after TCGplayer's code: "SV03: Obsidian Flames" is Obsidian Flames). A game or set the shop lacks gets the code it will be created with,
 * the same for every spelling of it in the file.
 */
export class GameSetFinder {
	private readonly games: Game[];
	private readonly sets: CardSet[];
	private readonly gameCodes: Set<string>;
	private readonly newGames = new Map<string, string>();
	private readonly setCodes = new Map<string, Set<string>>();
	private readonly newSets = new Map<string, string>();

	private constructor(games: Game[], sets: CardSet[]) {
		this.games = games;
		this.sets = sets;
		this.gameCodes = new Set(games.map((game) => game.code.toLowerCase()));
		for (const set of sets) this.setCodesOf(String(set.game)).add(set.code.toLowerCase());
	}

	static async load(database: Knex): Promise<GameSetFinder> {
		const games = await database('games').select('id', 'code', 'name').orderBy('id');
		// A set is listed once per group TCGplayer has of it (most often one).
		const sets = await database('sets')
			.leftJoin('catalogue_entries', (join) =>
				join
					.onVal('catalogue_entries.source', 'tcgplayer')
					.andOnVal('catalogue_entries.kind', 'set')
					.andOn('catalogue_entries.target', 'sets.id'),
			)
			.select(
				'sets.id',
				'sets.game',
				'sets.code',
				'sets.name',
				'catalogue_entries.applied_name as tcgplayer_name',
			)
			.orderBy('sets.id');
		const number = <T extends { id: unknown }>(row: T) => ({ ...row, id: Number(row.id) });
		return new GameSetFinder(
			games.map(number),
			sets.map((set) => ({
				id: Number(set.id),
				game: Number(set.game),
				code: String(set.code),
				name: String(set.name),
				tcgplayerName: set.tcgplayer_name === null ? null : String(set.tcgplayer_name),
			})),
		);
	}

	private setCodesOf(gameKey: string): Set<string> {
		let codes = this.setCodes.get(gameKey);
		if (!codes) this.setCodes.set(gameKey, (codes = new Set()));
		return codes;
	}

	private findGame(names: GameSetNames): Game | undefined {
		const [code, name] = [lower(names.gameCode), lower(names.gameName)];
		return (
			(code === null ? undefined : this.games.find((game) => game.code.toLowerCase() === code)) ??
			(name === null ? undefined : this.games.find((game) => game.name.toLowerCase() === name))
		);
	}

	private findSet(names: GameSetNames, game: Game | undefined): CardSet | undefined {
		const gameNamed = names.gameCode !== null || names.gameName !== null;
		if (gameNamed && !game) return undefined;
		const inGame = this.sets.filter((set) => !game || set.game === game.id);
		const [code, name] = [lower(names.setCode), lower(names.setName)];
		if (code !== null) {
			const set = inGame.find((set) => set.code.toLowerCase() === code);
			if (set) return set;
		}
		if (name === null) return undefined;
		const plainName = lower(nameWithoutGroupCode(name));
		return (
			inGame.find((set) => set.name.toLowerCase() === name) ??
			inGame.find((set) => lower(set.tcgplayerName) === name) ??
			(plainName === null ? undefined : inGame.find((set) => set.name.toLowerCase() === plainName))
		);
	}

	private newGameCode(names: GameSetNames): string {
		const key = names.gameCode !== null ? `code:${lower(names.gameCode)}` : `name:${lower(names.gameName)}`;
		let code = this.newGames.get(key);
		if (code === undefined) {
			code = names.gameCode ?? freeCode(codeFromName(names.gameName!), this.gameCodes);
			this.gameCodes.add(code.toLowerCase());
			this.newGames.set(key, code);
		}
		return code;
	}

	private newSetCode(gameKey: string, names: GameSetNames): string {
		const key = `${gameKey}|${names.setCode !== null ? `code:${lower(names.setCode)}` : `name:${lower(names.setName)}`}`;
		let code = this.newSets.get(key);
		if (code === undefined) {
			const taken = this.setCodesOf(gameKey);
			code = names.setCode ?? freeCode(codeFromName(names.setName!), taken);
			taken.add(code.toLowerCase());
			this.newSets.set(key, code);
		}
		return code;
	}

	/**
	 * Meets every game and set a job's rows name, in the order they first appear in the file, so
	 * that new ones get their codes in that order (two new names making one code: the first keeps
	 * it, the next gets `-2`) however the rounds of a plan are run, and the same at the commit as in
	 * the dry run.
	 */
	async meetNames(database: Knex, job: number): Promise<void> {
		const named: Array<{
			game_code: string | null;
			game_name: string | null;
			set_code: string | null;
			set_name: string | null;
		}> = await database('import_rows')
			.select('game_code', 'game_name', 'set_code', 'set_name', database.raw('MIN(id) AS first'))
			.where('job', job)
			.whereNull('errors')
			.groupBy('game_code', 'game_name', 'set_code', 'set_name')
			.orderBy('first');
		for (const row of named)
			this.match({
				gameCode: row.game_code,
				gameName: row.game_name,
				setCode: row.set_code,
				setName: row.set_name,
			});
	}

	match(names: GameSetNames): GameSetMatch {
		const game = this.findGame(names);
		const set = this.findSet(names, game);
		if (set) return { gameId: set.game, setId: set.id, newGameCode: null, newSetCode: null, reason: null };
		const none = { gameId: game?.id ?? null, setId: null, newGameCode: null, newSetCode: null };
		if (names.setCode === null && names.setName === null) return { ...none, reason: 'no_set_named' };
		if (game) return { ...none, newSetCode: this.newSetCode(String(game.id), names), reason: 'no_set' };
		if (names.gameCode === null && names.gameName === null) return { ...none, reason: 'no_game_named' };
		const newGameCode = this.newGameCode(names);
		return {
			...none,
			newGameCode,
			newSetCode: this.newSetCode(`new:${newGameCode.toLowerCase()}`, names),
			reason: 'no_game',
		};
	}
}

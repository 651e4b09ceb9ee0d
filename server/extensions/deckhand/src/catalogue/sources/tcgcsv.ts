import type { Readable } from 'node:stream';
import type { Edition, Finish } from '@deckhand/contract/schema/choices.ts';
import { jsonItems, type JsonItem } from '../json-items.ts';
import { LIMITS } from '@deckhand/contract/domain/limits.ts';
import { externalId, objectOf, optionalText, priceOf, requiredText } from '../record-fields.ts';
import {
	SourceRefusal,
	type CatalogueGame,
	type CatalogueSource,
	type SourceFiles,
	type SourceGroup,
	type SourceQuote,
	type SourceRecord,
	type SourceSkip,
} from '../source-records.ts';

/**
 * TCGplayer's market prices from tcgcsv.com (https://tcgcsv.com/docs), a daily copy of the answers
 * of TCGplayer's catalogue API, kept as JSON files at the API's own paths under
 * https://tcgcsv.com/tcgplayer/ (the source's files are named by those paths):
 *
 *     {categoryId}/groups             {totalItems, success, errors, results: [{groupId, name,
 *                                      abbreviation, isSupplemental, publishedOn, modifiedOn, categoryId}]}
 *     {categoryId}/{groupId}/prices   {success, errors, results: [{productId, lowPrice, midPrice,
 *                                      highPrice, marketPrice, directLowPrice, subTypeName}]}
 *
 * A category is a game, a group a set (or a promo line, a sealed line); a price row is one
 * product in one printing (`subTypeName`), in US dollars or null. This source reads the groups of
 * the categories it is given, then each group's prices, and yields them as quotes matched by
 * TCGplayer's product id: market is `marketPrice` (what it last sold for), or `midPrice` where
 * it has not sold; low is `lowPrice`. A printing Deckhand has no finish for is passed over by
 * name. An answer with `success` false is refused: tcgcsv turns TCGplayer's "No products were
 * found." into an empty success, so one it did not is not a whole copy.
 *
 * Terms: tcgcsv states no licence; its FAQ invites reading its JSON files directly. The figures
 * are TCGplayer's, under terms of TCGplayer's own that were not read here (unknown).
 */
export const TCGCSV_CATEGORIES: Readonly<Record<CatalogueGame, number>> = {
	MTG: 1,
	YGO: 2,
	PKM: 3,
	LOR: 71,
	OPCG: 68,
};

/** The games of TCGplayer's categories, by category. */
const GAMES_OF_CATEGORIES = new Map(
	Object.entries(TCGCSV_CATEGORIES).map(([game, category]) => [category, game as CatalogueGame]),
);

/**
 * TCGplayer's printings by the finish and the edition Deckhand gives them: a product priced in its
 * 1st Edition and its Unlimited gives a quote of each.
 */
const PRINTINGS: Readonly<Record<string, readonly [Finish, Edition | null]>> = {
	'Normal': ['normal', null],
	'Foil': ['foil', null],
	'Holofoil': ['foil', null],
	'Reverse Holofoil': ['reverse_holo', null],
	'1st Edition': ['normal', 'first_edition'],
	'Unlimited': ['normal', 'unlimited'],
	'Limited': ['normal', 'limited'],
	'1st Edition Normal': ['normal', 'first_edition'],
	'Unlimited Normal': ['normal', 'unlimited'],
	'1st Edition Holofoil': ['foil', 'first_edition'],
	'Unlimited Holofoil': ['foil', 'unlimited'],
};

/** TCGplayer's printing names are a word or four ("1st Edition Holofoil"). */
const PRINTING_MAX = 60;

/**
 * The groups and prices of these TCGplayer categories. A category's groups are optional (a
 * folder holds the games it holds), but a read that finds none of them is refused; every group
 * a category lists must have its prices, since tcgcsv writes both in the same run.
 */
export function tcgcsvOf(categories: readonly number[]): CatalogueSource {
	if (categories.length === 0) throw new RangeError('A tcgcsv source reads one TCGplayer category at least.');
	const other = categories.find((category) => !GAMES_OF_CATEGORIES.has(category));
	if (other !== undefined) throw new RangeError(`TCGplayer's category ${other} is no game of the catalogue's.`);
	return { id: 'tcgcsv', read: (files) => read(files, categories), priceFeed: true, games: categories };
}

/** Every game of the catalogue's. */
export const tcgcsv = tcgcsvOf(Object.values(TCGCSV_CATEGORIES));

async function* read(files: SourceFiles, categories: readonly number[]): AsyncGenerator<SourceRecord> {
	let found = 0;
	for (const category of categories) {
		const groupsFile = `${category}/groups`;
		const groupList = await files.openOptional(groupsFile);
		if (!groupList) continue;
		found += 1;
		// Only the ids are kept: the groups are read whole before the first price file is opened.
		const groups: string[] = [];
		for await (const { index, value } of answerResults(groupsFile, groupList)) {
			const group = readGroup(groupsFile, index, value, GAMES_OF_CATEGORIES.get(category)!);
			groups.push(group.groupId);
			yield group;
		}
		for (const group of groups) {
			const pricesFile = `${category}/${group}/prices`;
			for await (const { index, value } of answerResults(pricesFile, await files.open(pricesFile)))
				yield readPrice(pricesFile, index, value);
		}
	}
	if (found === 0)
		throw new SourceRefusal(
			`the groups of categories ${categories.join(', ')}`,
			'files',
			'are all missing: the groups of one category at least are needed.',
		);
}

/**
 * A group, kept with its name and abbreviation (the code a shop's set most often has: OBF). An
 * abbreviation longer than any set code is no code of the shop's and is left out.
 */
function readGroup(file: string, index: number, value: unknown, game: CatalogueGame): SourceGroup {
	const raw = objectOf(`${file} row ${index}`, value);
	const record = `${file} row ${index}${idNamed(raw, 'groupId')}`;
	const groupId = wholeId(record, 'groupId', raw['groupId']);
	const name = requiredText(record, 'name', raw['name'], LIMITS.setNameMax);
	const abbreviation = optionalText(record, 'abbreviation', raw['abbreviation'], LIMITS.setNameMax);
	return {
		type: 'group',
		game,
		groupId,
		name,
		abbreviation:
			abbreviation !== null && abbreviation.length <= LIMITS.codeMax ? abbreviation.toUpperCase() : null,
	};
}

function readPrice(file: string, index: number, value: unknown): SourceQuote | SourceSkip {
	const raw = objectOf(`${file} row ${index}`, value);
	const record = `${file} row ${index}${idNamed(raw, 'productId')}`;
	const productId = wholeId(record, 'productId', raw['productId']);
	const printing = requiredText(record, 'subTypeName', raw['subTypeName'], PRINTING_MAX);
	const market = priceOf(record, 'marketPrice', raw['marketPrice'], 'USD');
	const mid = priceOf(record, 'midPrice', raw['midPrice'], 'USD');
	const low = priceOf(record, 'lowPrice', raw['lowPrice'], 'USD');
	const printed = PRINTINGS[printing];
	if (!printed)
		return { type: 'skip', record, reason: `printed "${printing}", a printing Deckhand has no finish for` };
	if (market === null && mid === null) return { type: 'skip', record, reason: 'no market or mid price' };
	return {
		type: 'quote',
		match: { system: 'tcgplayer', productId },
		price: { finish: printed[0], edition: printed[1], currency: 'USD', market: market ?? mid!, low },
	};
}

/** " (groupId 3170)" to name a row by, where its id is one. */
function idNamed(raw: Readonly<Record<string, unknown>>, field: string): string {
	const id = raw[field];
	return typeof id === 'number' || typeof id === 'string' ? ` (${field} ${id})` : '';
}

/** TCGplayer's ids are whole numbers: anything else is not a row of its answers. */
function wholeId(record: string, field: string, value: unknown): string {
	const id = externalId(record, field, value);
	if (id === null) throw new SourceRefusal(record, field, 'is missing.');
	if (!/^\d+$/.test(id)) throw new SourceRefusal(record, field, `"${id}" is not a TCGplayer id (a whole number).`);
	return id;
}

/** An answer's `success`, `errors` and the elements of its `results`, in the order TCGplayer writes them. */
const ANSWER = /^(success|errors|results\.\d+)$/;

/**
 * The rows of an answer of TCGplayer's (`results`), after its `success` and `errors`, which
 * TCGplayer writes first. An answer whose `success` is missing or false is refused, naming its
 * errors, before any of its rows is read.
 */
async function* answerResults(file: string, input: Readable): AsyncGenerator<JsonItem> {
	let success: unknown;
	let errors: unknown = [];
	let rows = 0;
	for await (const { path, value } of jsonItems(file, input, ANSWER)) {
		if (path === 'success') success = value;
		else if (path === 'errors') errors = value;
		else {
			if (success !== true) refuseAnswer(file, success, errors);
			yield { index: rows, path, value };
			rows += 1;
		}
	}
	if (success !== true) refuseAnswer(file, success, errors);
}

function refuseAnswer(file: string, success: unknown, errors: unknown): never {
	if (typeof success !== 'boolean')
		throw new SourceRefusal(file, 'success', "is missing: not an answer of TCGplayer's catalogue.");
	const said = (Array.isArray(errors) ? errors : [errors])
		.map((error) => (typeof error === 'string' ? error : JSON.stringify(error)))
		.join(' ');
	throw new SourceRefusal(
		file,
		'success',
		`is false: TCGplayer answered ${said ? `"${said.slice(0, 300)}"` : 'no error'}.`,
	);
}

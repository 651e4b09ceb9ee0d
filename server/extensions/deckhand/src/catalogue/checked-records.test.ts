import { describe, expect, it } from 'vitest';
import { checkedRecords } from './checked-records.ts';
import type { SourceCard, SourceRecord, SourceSet } from './source-records.ts';

const set = (sourceId: string): SourceSet => ({
	type: 'set',
	game: 'PKM',
	sourceId,
	code: sourceId.toUpperCase(),
	name: sourceId,
	releaseDate: null,
	tcgplayerGroupId: null,
});
const card = (sourceId: string, setSourceId: string, name = sourceId): SourceCard => ({
	type: 'card',
	sourceId,
	setSourceId,
	name,
	collectorNumber: null,
	rarity: null,
	kind: 'single',
	language: 'EN',
	finishes: ['normal'],
	ids: { scryfall: null, oracle: null, tcgplayer: null, cardmarket: null },
	image: null,
	prices: [],
});

async function all(records: SourceRecord[]) {
	const read: SourceRecord[] = [];
	for await (const record of checkedRecords(
		(async function* () {
			yield* records;
		})(),
	))
		read.push(record);
	return read;
}

describe('the records of a source, checked across records', () => {
	it('passes every record of a sound source on, in order', async () => {
		const records = [
			set('sv3'),
			card('sv3-1', 'sv3'),
			{ type: 'skip', record: 'card 2', reason: 'why' } as const,
			card('sv3-2', 'sv3'),
		];
		expect(await all(records)).toEqual(records);
	});

	it('refuses one id for two cards, naming it', async () => {
		await expect(
			all([set('sv3'), card('sv3-1', 'sv3', 'Charizard'), card('sv3-1', 'sv3', 'Pikachu')]),
		).rejects.toThrow('card sv3-1: id names two cards of the source.');
	});

	it('refuses one id for two groups of TCGplayer', async () => {
		const group = {
			type: 'group',
			game: 'PKM',
			groupId: '3170',
			name: 'Silver Tempest',
			abbreviation: null,
		} as const;
		await expect(all([group, { ...group, name: 'Lost Origin' }])).rejects.toThrow(
			'group 3170: groupId names two groups of the source.',
		);
	});

	it('refuses one id for two sets, and a card of a set the source does not have', async () => {
		await expect(all([set('sv3'), set('sv3')])).rejects.toThrow('set sv3: id names two sets of the source.');
		await expect(all([set('sv3'), card('xy1-1', 'xy1')])).rejects.toThrow(
			'card xy1-1: set "xy1" is not a set of the source.',
		);
	});
});

import { SourceRefusal, type SourceRecord } from './source-records.ts';

/**
 * A source's records as a run may apply them, checked across records as no single one can be:
 * every set, card and group of the source once (one id for two cards is the source's mistake, and
 * which of the two is right cannot be told), and every card's set read before it. The first
 * record that breaks one of these refuses the run, by name.
 */
export async function* checkedRecords(records: AsyncIterable<SourceRecord>): AsyncGenerator<SourceRecord> {
	const sets = new Set<string>();
	const cards = new Set<string>();
	const groups = new Set<string>();
	for await (const record of records) {
		if (record.type === 'set') {
			if (sets.has(record.sourceId))
				throw new SourceRefusal(`set ${record.sourceId}`, 'id', 'names two sets of the source.');
			sets.add(record.sourceId);
		} else if (record.type === 'card') {
			const name = `card ${record.sourceId}`;
			if (cards.has(record.sourceId)) throw new SourceRefusal(name, 'id', 'names two cards of the source.');
			if (!sets.has(record.setSourceId))
				throw new SourceRefusal(name, 'set', `"${record.setSourceId}" is not a set of the source.`);
			cards.add(record.sourceId);
		} else if (record.type === 'group') {
			if (groups.has(record.groupId))
				throw new SourceRefusal(`group ${record.groupId}`, 'groupId', 'names two groups of the source.');
			groups.add(record.groupId);
		}
		yield record;
	}
}

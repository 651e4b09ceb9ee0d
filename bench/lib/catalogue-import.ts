// Directus's own import of the catalogue's card rows, the floor the catalogue's runs are compared with.
import { createWriteStream } from 'node:fs';
import { openAsBlob } from 'node:fs';
import { join } from 'node:path';
import { once } from 'node:events';
import type { Knex } from 'knex';
import { round } from './load.ts';
import { withPeakMemory } from './process-memory.ts';

/**
 * The rows Directus imports: at its 150–300 rows a second, the whole catalogue's 178 000 would take
 * a quarter of an hour, so it imports the first of them and its time for all is worked out from its rate.
 */
const IMPORTED_ROWS = 20_000;

/**
 * The cards the catalogue's runs made (set, name, number, rarity, kind, the other systems' ids),
 * the first `IMPORTED_ROWS` of them, as a JSON file through `POST /utils/import/cards`: its time,
 * rows per second, its time for every card of the catalogue at that rate, and the server's peak
 * memory. The rows land as new cards beside the catalogue's, so this runs last.
 */
export async function directusImport(target: { url: string; token: string; pid: number; db: Knex; dir: string }) {
	const file = join(target.dir, 'catalogue-cards.json');
	const out = createWriteStream(file);
	const columns = [
		'set',
		'name',
		'collector_number',
		'rarity',
		'kind',
		'tcgplayer_id',
		'scryfall_id',
		'cardmarket_id',
	];
	const catalogue = target
		.db('cards')
		.whereIn('id', target.db('catalogue_entries').where('kind', 'card').select('target'));
	const all = Number((await catalogue.clone().count({ n: '*' }).first())?.['n']);
	const rows: unknown[] = await catalogue
		.orderBy('cards.id')
		.limit(IMPORTED_ROWS)
		.select(columns.map((column) => `cards.${column}`));
	let count = 0;
	out.write('[');
	for (const row of rows)
		if (!out.write(`${count++ === 0 ? '' : ','}${JSON.stringify(row)}`)) await once(out, 'drain');
	out.end(']');
	await once(out, 'finish');
	const form = new FormData();
	form.append('file', await openAsBlob(file, { type: 'application/json' }), 'cards.json');
	const began = performance.now();
	const { result: status, peak } = await withPeakMemory(target.pid, async () => {
		const response = await fetch(`${target.url}/utils/import/cards`, {
			method: 'POST',
			headers: { authorization: `Bearer ${target.token}` },
			body: form,
		});
		await response.text();
		return response.status;
	});
	const ms = Math.round(performance.now() - began);
	return {
		rows: count,
		status,
		ms,
		rows_per_second: round((count * 1000) / ms),
		catalogue_cards: all,
		ms_for_every_card: Math.round((ms * all) / Math.max(1, count)),
		peak_rss_mib: round(peak),
	};
}

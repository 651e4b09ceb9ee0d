import type { Knex } from 'knex';
import { ownValue } from '../domain/own-key.ts';

const FINISH_LABELS: Record<string, string> = {
	normal: '',
	foil: 'foil',
	reverse_holo: 'reverse holo',
	etched: 'etched',
};
const EDITION_LABELS: Record<string, string> = {
	first_edition: '1st Edition',
	unlimited: 'Unlimited',
	limited: 'Limited',
};

/**
 * "Charizard ex (NM, foil)", "Dark Magician (NM, 1st Edition)", "Obsidian Flames Booster Box (Sealed)":
 * how a clerk names a SKU, used in error messages. Sealed product has no grade, so no condition.
 */
export async function describeSku(
	database: Knex,
	id: number,
): Promise<{ quantity: number; label: string } | undefined> {
	const row = await database('skus')
		.join('cards', 'cards.id', 'skus.card')
		.select(
			'skus.quantity',
			'skus.condition',
			'skus.finish',
			'skus.language',
			'skus.edition',
			'cards.name',
			'cards.kind',
		)
		.where('skus.id', id)
		.first();
	if (!row) return undefined;
	const details = [
		row.kind === 'sealed' ? 'Sealed' : row.condition,
		ownValue(FINISH_LABELS, row.finish) ?? row.finish,
		row.language === 'EN' ? '' : row.language,
		row.edition ? ownValue(EDITION_LABELS, row.edition) : '',
	].filter(Boolean);
	return { quantity: Number(row.quantity), label: `${row.name} (${details.join(', ')})` };
}

import { formatMoney } from '../checkout/format-money.ts';
import { LIMITS } from '@deckhand/contract/domain/limits.ts';
import type { ImportPlan } from '@deckhand/contract/imports/import-job.ts';
import type { ImportRow, RowError } from '@deckhand/contract/imports/import-row.ts';

/**
 * Why a dry run skips or refuses a row, as `import_rows.reason` keeps it; the sentence is made when
 * the row is read (`reasonText`), from the row itself.
 */
export type RowReason =
	| 'no_game'
	| 'no_set'
	| 'no_set_named'
	| 'no_game_named'
	| 'no_card'
	| 'no_sku'
	| 'already_imported'
	| 'barcode_taken'
	| 'barcode_twice'
	| 'cost_currency'
	| 'cost_above_max';

const CREATE = 'Choose to create missing cards to add it.';

const setOf = (row: ImportRow) => row.setCode ?? row.setName ?? '';
const gameOf = (row: ImportRow) => row.gameCode ?? row.gameName ?? '';
const editionWords: Record<string, string> = {
	first_edition: '1st Edition',
	unlimited: 'Unlimited',
	limited: 'Limited',
};

function skuWords(row: ImportRow): string {
	return [row.condition, row.finish, row.language, row.edition ? editionWords[row.edition] : null]
		.filter(Boolean)
		.join(' · ');
}

function cardWords(row: ImportRow): string {
	return `"${row.cardName}"${row.collectorNumber ? ` #${row.collectorNumber}` : ''}`;
}

const costWords = (row: ImportRow) =>
	row.cost === null || row.costCurrency === null ? '' : formatMoney(row.cost, row.costCurrency);

function dateWords(iso: string): string {
	return iso.slice(0, 10);
}

/** The sentence the owner reads for a row's reason. */
export function reasonText(
	reason: RowReason,
	row: ImportRow,
	plan: Pick<ImportPlan, 'alreadyImported' | 'foreignCosts'> | null,
): string {
	switch (reason) {
		case 'no_game':
			return `The shop has no game "${gameOf(row)}". ${CREATE}`;
		case 'no_set':
			return `The shop has no set "${setOf(row)}"${gameOf(row) ? ` in ${gameOf(row)}` : ''}. ${CREATE}`;
		case 'no_set_named':
			return `No card of the shop matches ${cardWords(row)}, and the file names no set to create it in.`;
		case 'no_game_named':
			return `No card of the shop matches ${cardWords(row)}, and the file names no game to create its set "${setOf(row)}" in.`;
		case 'no_card':
			return `The shop has no card ${cardWords(row)} in set "${setOf(row)}". ${CREATE}`;
		case 'no_sku':
			return `The shop has no ${skuWords(row)} SKU of ${cardWords(row)}. ${CREATE}`;
		case 'already_imported': {
			const earlier = plan?.alreadyImported;
			const when = earlier ? ` (import #${earlier.job} on ${dateWords(earlier.date)})` : '';
			const what =
				earlier?.repeats === 'rows'
					? 'The same rows were imported before from a file saved differently'
					: 'This file was imported before';
			return `${what}${when}: its quantities are not added again; its prices still apply.`;
		}
		case 'barcode_taken':
			return `Barcode ${row.barcode} belongs to another SKU of the shop.`;
		case 'barcode_twice':
			return `Barcode ${row.barcode} is given to different SKUs in this file.`;
		case 'cost_currency':
			return `Purchase price ${costWords(row)} is in ${row.costCurrency}, not the shop's currency: import the file's purchase prices without cost, or convert them at your rate.`;
		case 'cost_above_max': {
			const foreign = plan?.foreignCosts;
			const most = foreign ? formatMoney(LIMITS.priceMax, foreign.into) : String(LIMITS.priceMax);
			return `Purchase price ${costWords(row)} at ${foreign?.rate ?? 'the rate given'} comes to more than ${most}, the most Deckhand keeps: check the rate.`;
		}
	}
}

/** A row that could not be read: its errors, one after the other. */
export function errorsText(errors: readonly RowError[]): string {
	return errors.map((error) => error.message).join(' ');
}

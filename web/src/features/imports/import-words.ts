import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { ImportFormat, ImportRow } from '@deckhand/contract/imports/import-row.ts';
import type { ImportStatus, RowKind } from './import-job.ts';

/** The tools whose files Deckhand reads, by their own names (names of products: the same in every language). */
export const FORMAT_NAMES: Record<ImportFormat, string> = {
	tcgplayer: 'TCGplayer',
	manabox: 'ManaBox',
	deckbox: 'Deckbox',
	dragonshield: 'Dragon Shield',
	moxfield: 'Moxfield',
	deckhand: 'Deckhand CSV',
};

/** A format by its tool's name; one the dashboard does not know yet is shown as the server names it. */
export const formatName = (format: string) =>
	Object.hasOwn(FORMAT_NAMES, format) ? FORMAT_NAMES[format as ImportFormat] : format;

/** Where a job stands, as the list of imports says it (translated where shown). */
export const STATUS_WORDS: Record<ImportStatus, MessageDescriptor> = {
	staged: msg({ message: 'Not imported yet', context: 'import status' }),
	committing: msg({ message: 'Importing', context: 'import status' }),
	committed: msg({ message: 'Imported', context: 'import status' }),
	failed: msg({ message: 'Failed', context: 'import status' }),
	cancelled: msg({ message: 'Cancelled', context: 'import status' }),
};

/** Which of a dry run's rows are listed. */
export const ROW_KIND_WORDS: Record<RowKind, MessageDescriptor> = {
	error: msg({ message: 'Errors', context: 'rows of an import' }),
	create: msg({ message: 'To create', context: 'rows of an import' }),
	update: msg({ message: 'To update', context: 'rows of an import' }),
	skip: msg({ message: 'Skipped', context: 'rows of an import' }),
};

/** Each field of a row as Deckhand stores it, named as the catalog names it: the column mapping says which file column fills which. */
const FIELD_WORDS: Record<keyof ImportRow, MessageDescriptor> = {
	gameCode: msg`Game code`,
	gameName: msg`Game`,
	setCode: msg`Set code`,
	setName: msg`Set name`,
	cardName: msg`Card name`,
	collectorNumber: msg`Collector number`,
	rarity: msg`Rarity`,
	kind: msg`Single or sealed`,
	cardTcgplayerId: msg`TCGplayer product id`,
	scryfallId: msg`Scryfall id`,
	cardmarketId: msg`Cardmarket id`,
	condition: msg`Condition`,
	finish: msg`Finish`,
	language: msg`Language`,
	edition: msg`Edition`,
	skuTcgplayerId: msg`TCGplayer SKU id`,
	bin: msg`Bin location`,
	barcode: msg`Barcode`,
	quantity: msg`Quantity`,
	quantityAdd: msg`Quantity to add`,
	price: msg`Price`,
	cost: msg`Cost`,
	costCurrency: msg`Cost currency`,
	marketPrice: msg`Market price`,
	marketPriceDate: msg`Market price date`,
};

/**
 * The Deckhand fields a file column fills, in words: "Card name"; a column carrying several
 * ("Condition" in TCGplayer's files: condition, edition, finish, language) lists each; a column
 * Deckhand does not read is "not used". A field the dashboard has no word for is shown as named.
 */
export function fieldWords(field: string | null): string {
	if (field === null) return t({ message: 'not used', comment: 'a file column the import does not read' });
	return field
		.split(/[,+\s]+/)
		.filter(Boolean)
		.map((name) => (Object.hasOwn(FIELD_WORDS, name) ? i18n._(FIELD_WORDS[name as keyof ImportRow]) : name))
		.join(', ');
}

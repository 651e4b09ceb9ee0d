import { Table, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ImportRow } from '@deckhand/contract/imports/import-row.ts';
import { formatNumber } from '../../lib/i18n/formats.ts';
import { formatMoney } from '../../lib/money.ts';
import { skuWords } from '../../lib/sku-words.ts';

/** Where the card comes from, under its name: "Obsidian Flames (OBF) · 125 · Pokémon", as much as the file says. */
function origin(row: ImportRow): string {
	const set = row.setName && row.setCode ? `${row.setName} (${row.setCode})` : (row.setName ?? row.setCode);
	return [set, row.collectorNumber, row.gameName ?? row.gameCode].filter(Boolean).join(' · ');
}

/** Copies as the file gives them: "4", "+2" (TCGplayer's Add to Quantity, left out at 0: nothing to add), "4 +2", or a dash. */
function copies(row: ImportRow): string {
	const held = row.quantity === null ? null : formatNumber(row.quantity);
	const added = row.quantityAdd ? `+${formatNumber(row.quantityAdd)}` : null;
	return [held, added].filter(Boolean).join(' ') || '—';
}

/** The card and the SKU of a row as Deckhand will store them: the cells every table of rows starts with. */
export function RowIdentityCells({ row }: { row: ImportRow }) {
	const { t } = useLingui();
	const sealed =
		row.kind === 'sealed' ? t({ message: 'sealed', context: 'kind of product, inside a SKU name' }) : null;
	return (
		<>
			<Table.Td>
				<Text size="sm">{row.cardName}</Text>
				<Text size="xs" c="dimmed">
					{origin(row)}
				</Text>
			</Table.Td>
			<Table.Td>{[sealed, skuWords(row)].filter(Boolean).join(' · ')}</Table.Td>
			<Table.Td ta="right">{copies(row)}</Table.Td>
		</>
	);
}

/** An amount of the file, or a dash where it gives none. */
export function MoneyCell({ amount, currency }: { amount: number | null; currency: string }) {
	return <Table.Td ta="right">{amount === null ? '—' : formatMoney(amount, currency)}</Table.Td>;
}

import { Table, VisuallyHidden } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatNumber } from '../../../lib/i18n/formats.ts';
import { formatMoney } from '../../../lib/money.ts';
import { conditionWord } from '../../../lib/sku-words.ts';
import { CardThumbnail } from '../../../components/card-thumbnail.tsx';
import { SortHeader } from '../../../components/list-screen/sort-header.tsx';
import { PriceCell } from '../card/price-cell.tsx';
import { COLUMN_LABELS } from './column-picker.tsx';
import { finishLabel } from './inventory-filters.tsx';
import type { InventoryRow } from '@deckhand/contract/inventory/inventory-list.ts';
import { SORTABLE, type Column } from './inventory-search.ts';
import './inventory-table.css';

/*
 * Rows, cells and their contents are plain elements styled with the kit's variables rather than
 * a component each (inventory-table.css): a page has 50 rows × up to 11 columns, and this table
 * is the first thing a clerk waits for.
 */
const NAME_STYLE = { color: 'var(--mantine-color-anchor)', textDecoration: 'none', fontWeight: 500 } as const;
const CONDITION_STYLE = {
	background: 'var(--mantine-primary-color-light)',
	color: 'var(--mantine-primary-color-light-color)',
	borderRadius: 'var(--mantine-radius-xl)',
	padding: '1px 8px',
	fontSize: 11,
	fontWeight: 700,
} as const;
const UNPRICED_STYLE = { color: 'var(--mantine-color-orange-text)' } as const;
const QUANTITY_STYLE = { fontWeight: 600 } as const;
const SOLD_OUT_STYLE = { fontWeight: 600, color: 'var(--mantine-color-red-text)' } as const;

function cell(column: Column, row: InventoryRow, currency: string, pricing: boolean): ReactNode {
	switch (column) {
		case 'image':
			return <CardThumbnail card={row.card} />;
		case 'name':
			return (
				<Link to="/catalog/cards/$cardId" params={{ cardId: String(row.card.id) }} style={NAME_STYLE}>
					{row.card.name}
				</Link>
			);
		case 'set':
			return <span title={`${row.set.name} · ${row.game.name}`}>{row.set.code}</span>;
		case 'number':
			return row.card.collector_number;
		case 'rarity':
			return row.card.rarity;
		case 'condition':
			return <span style={CONDITION_STYLE}>{conditionWord(row.condition, row.card.kind)}</span>;
		case 'finish':
			return finishLabel(row.finish);
		case 'language':
			return row.language;
		case 'price':
			if (pricing)
				return <PriceCell key={`${row.id}:${row.price}`} card={row.card.id} sku={row} currency={currency} />;
			return row.price === null ? (
				<span style={UNPRICED_STYLE}>
					<Trans>Unpriced</Trans>
				</span>
			) : (
				formatMoney(row.price, currency)
			);
		case 'quantity':
			return (
				<span style={row.quantity === 0 ? SOLD_OUT_STYLE : QUANTITY_STYLE}>{formatNumber(row.quantity)}</span>
			);
		case 'bin':
			return row.bin;
	}
}

function ColumnHeader({ column, sort, onSort }: { column: Column; sort: string; onSort: (sort: string) => void }) {
	const { i18n } = useLingui();
	const label = i18n._(COLUMN_LABELS[column]);
	if (!SORTABLE.has(column))
		return <Table.Th>{column === 'image' ? <VisuallyHidden>{label}</VisuallyHidden> : label}</Table.Th>;
	return <SortHeader column={column} label={label} sort={sort} onSort={onSort} />;
}

/** `pricing`: the price column is edited in place (the unpriced queue of an administrator). */
export function InventoryTable({
	rows,
	columns,
	sort,
	currency,
	busy,
	pricing,
	onSort,
}: {
	rows: InventoryRow[];
	columns: Column[];
	sort: string;
	currency: string;
	busy: boolean;
	pricing: boolean;
	onSort: (sort: string) => void;
}) {
	const { t } = useLingui();
	return (
		<Table.ScrollContainer minWidth={800}>
			<Table
				className="inventory-table"
				verticalSpacing={4}
				aria-label={t`Inventory`}
				aria-busy={busy}
				style={{ opacity: busy ? 0.6 : 1 }}
			>
				<Table.Thead>
					<Table.Tr>
						{columns.map((column) => (
							<ColumnHeader key={column} column={column} sort={sort} onSort={onSort} />
						))}
					</Table.Tr>
				</Table.Thead>
				<Table.Tbody>
					{rows.map((row) => (
						<tr key={row.id}>
							{columns.map((column) => (
								<td key={column}>{cell(column, row, currency, pricing)}</td>
							))}
						</tr>
					))}
				</Table.Tbody>
			</Table>
		</Table.ScrollContainer>
	);
}

import { ActionIcon, Button, Group, Stack, Table, Tooltip } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog.tsx';
import { formatNumber } from '../../../lib/i18n/formats.ts';
import { formatMoney } from '../../../lib/money.ts';
import { reasonWhyNot } from '../../../lib/permissions/capabilities.ts';
import { useCapabilities } from '../../../lib/permissions/use-capabilities.ts';
import type { SkuRow } from './card-detail-query.ts';
import { deleteSku } from './card-edit-query.ts';
import { MarketQuoteText } from '../../../components/market-quote-text.tsx';
import type { CardMarketView } from './market-price-query.ts';
import { PriceCell } from './price-cell.tsx';
import { skuWords } from '../../../lib/sku-words.ts';

/** Deletes a SKU that was never stocked or sold (administrators); the server keeps any with history. */
function DeleteSkuButton({ card, kind, sku }: { card: number; kind: string; sku: SkuRow }) {
	const { t } = useLingui();
	const words = skuWords({ ...sku, kind });
	const allowed = useCapabilities()?.deleteCatalog ?? false;
	const [confirming, setConfirming] = useState(false);
	return (
		<>
			<Tooltip label={allowed ? t`Delete ${words}` : reasonWhyNot('deleteCatalog')}>
				<ActionIcon
					variant="subtle"
					color="red"
					disabled={!allowed}
					onClick={() => setConfirming(true)}
					aria-label={t`Delete SKU ${words}`}
				>
					<IconTrash size={16} />
				</ActionIcon>
			</Tooltip>
			{confirming ? (
				<ConfirmDeleteDialog
					title={t`Delete ${words}?`}
					command="sku-delete"
					changed={{ card }}
					remove={() => deleteSku(sku.id)}
					onClose={() => setConfirming(false)}
				>
					<Trans>A SKU that has been stocked or sold is kept for its history; the server will say so.</Trans>
				</ConfirmDeleteDialog>
			) : null}
		</>
	);
}

function CostCells({ sku, cost, currency }: { sku: SkuRow; cost: number | undefined; currency: string }) {
	const margin = cost !== undefined && sku.price ? Math.round(((sku.price - cost) / sku.price) * 100) : null;
	const percent = margin === null ? '' : formatNumber(margin).replace(/^-/, '−');
	return (
		<>
			<Table.Td>{cost === undefined ? '—' : formatMoney(cost, currency)}</Table.Td>
			<Table.Td c={margin !== null && margin < 0 ? 'red' : undefined}>
				{margin === null ? '—' : `${percent} %`}
			</Table.Td>
		</>
	);
}

/** A SKU's market prices under its price: the followed one of its finish, then its imported ones. */
function SkuMarket({ market, sku, currency }: { market: CardMarketView; sku: SkuRow; currency: string }) {
	const followed = market.followed.get(sku.finish);
	const imported = market.bySku.get(sku.id) ?? [];
	return (
		<Stack gap={0} mt={4}>
			{followed ? <MarketQuoteText quote={followed} currency={currency} /> : null}
			{imported.map((row) => (
				<MarketQuoteText
					key={row.source}
					quote={{ source: row.source, quoted_at: row.priced_at, stale: row.stale, price: row.price }}
					currency={currency}
				/>
			))}
		</Stack>
	);
}

/**
 * The card's sellable units: price (editable by administrators), on hand, bin, barcode, and their
 * actions. `costs` (average unit cost per SKU) is given only to those who may see costs, and
 * adds the cost and margin columns; `market` (the card's market) only to administrators, and
 * adds under each SKU's price the market price the shop follows for its finish (an NM price) and
 * the SKU's own imported price, each with its source, day and staleness. Under the price rather
 * than a column of its own: the SKU table already fills a tablet's width.
 */
export function SkuTable({
	card,
	kind,
	skus,
	currency,
	costs,
	market,
	onAdjust,
	onRegrade,
}: {
	card: number;
	/** The card's kind: sealed product is named "Sealed" where a single names its condition. */
	kind: string;
	skus: SkuRow[];
	currency: string;
	costs: Map<number, number> | null;
	market: CardMarketView | null;
	onAdjust: (sku: SkuRow) => void;
	onRegrade: (sku: SkuRow) => void;
}) {
	const { t } = useLingui();
	return (
		<Table aria-label={t`SKUs`} verticalSpacing={6}>
			<Table.Thead>
				<Table.Tr>
					<Table.Th>
						<Trans>SKU</Trans>
					</Table.Th>
					<Table.Th>
						<Trans>Price</Trans>
					</Table.Th>
					{costs ? (
						<>
							<Table.Th>
								<Trans>Cost</Trans>
							</Table.Th>
							<Table.Th>
								<Trans>Margin</Trans>
							</Table.Th>
						</>
					) : null}
					<Table.Th>
						<Trans>On hand</Trans>
					</Table.Th>
					<Table.Th>
						<Trans>Bin</Trans>
					</Table.Th>
					<Table.Th>
						<Trans>Barcode</Trans>
					</Table.Th>
					<Table.Th />
				</Table.Tr>
			</Table.Thead>
			<Table.Tbody>
				{skus.map((sku) => {
					const words = skuWords({ ...sku, kind });
					return (
						<Table.Tr key={sku.id}>
							<Table.Td>{words}</Table.Td>
							<Table.Td>
								<PriceCell key={`${sku.id}:${sku.price}`} card={card} sku={sku} currency={currency} />
								{market ? <SkuMarket market={market} sku={sku} currency={currency} /> : null}
							</Table.Td>
							{costs ? <CostCells sku={sku} cost={costs.get(sku.id)} currency={currency} /> : null}
							<Table.Td fw={600}>{formatNumber(sku.quantity)}</Table.Td>
							<Table.Td>{sku.bin}</Table.Td>
							<Table.Td>{sku.barcode}</Table.Td>
							<Table.Td>
								<Group gap="xs" wrap="nowrap">
									<Button
										size="xs"
										variant="light"
										onClick={() => onAdjust(sku)}
										aria-label={t`Adjust stock of ${words}`}
									>
										<Trans>Adjust stock</Trans>
									</Button>
									<Tooltip label={t`Nothing on hand to move`} disabled={sku.quantity > 0}>
										<Button
											size="xs"
											variant="light"
											color="gray"
											disabled={sku.quantity === 0}
											onClick={() => onRegrade(sku)}
											aria-label={t`Regrade copies of ${words}`}
										>
											<Trans>Regrade</Trans>
										</Button>
									</Tooltip>
									<DeleteSkuButton card={card} kind={kind} sku={sku} />
								</Group>
							</Table.Td>
						</Table.Tr>
					);
				})}
			</Table.Tbody>
		</Table>
	);
}

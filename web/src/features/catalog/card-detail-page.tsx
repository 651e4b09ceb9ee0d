import { Anchor, Badge, Button, Card, Grid, Group, Image, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { QueryProblem } from '../../components/query-problem.tsx';
import { API_URL } from '../../lib/directus/client.ts';
import { cardQuery, cardSkusQuery, type SkuRow } from './card-detail-query.ts';
import { currencyQuery } from './inventory-query.ts';
import { PriceCell } from './price-cell.tsx';
import { StockAdjustDialog } from './stock-adjust-dialog.tsx';
import { StockHistory } from './stock-history.tsx';

const skuLabel = (sku: SkuRow) => `${sku.condition} · ${sku.finish.replace('_', ' ')} · ${sku.language}`;

function SkuTable({ card, skus, currency, onAdjust }: { card: number; skus: SkuRow[]; currency: string; onAdjust: (sku: SkuRow) => void }) {
	return (
		<Table aria-label="SKUs" verticalSpacing={6}>
			<Table.Thead>
				<Table.Tr>
					<Table.Th>SKU</Table.Th>
					<Table.Th>Price</Table.Th>
					<Table.Th>On hand</Table.Th>
					<Table.Th>Bin</Table.Th>
					<Table.Th>Barcode</Table.Th>
					<Table.Th />
				</Table.Tr>
			</Table.Thead>
			<Table.Tbody>
				{skus.map((sku) => (
					<Table.Tr key={sku.id}>
						<Table.Td>{skuLabel(sku)}</Table.Td>
						<Table.Td>
							<PriceCell key={`${sku.id}:${sku.price}`} card={card} sku={sku} currency={currency} />
						</Table.Td>
						<Table.Td fw={600}>{sku.quantity}</Table.Td>
						<Table.Td>{sku.bin}</Table.Td>
						<Table.Td>{sku.barcode}</Table.Td>
						<Table.Td>
							<Button size="xs" variant="light" onClick={() => onAdjust(sku)} aria-label={`Adjust stock of ${skuLabel(sku)}`}>
								Adjust stock
							</Button>
						</Table.Td>
					</Table.Tr>
				))}
			</Table.Tbody>
		</Table>
	);
}

/** One card: picture and facts, its SKUs with price and stock, and the stock history. */
export function CardDetailPage() {
	const card = Number(useParams({ from: '/signed-in/catalog/cards/$cardId' }).cardId);
	const details = useQuery(cardQuery(card));
	const skus = useQuery(cardSkusQuery(card));
	const currency = useQuery(currencyQuery()).data?.currency ?? 'USD';
	const [adjusting, setAdjusting] = useState<SkuRow | null>(null);
	if (details.error) return <QueryProblem error={details.error} onRetry={() => details.refetch()} />;
	const data = details.data;
	return (
		<Stack>
			<Anchor component={Link} to="/catalog" size="sm">
				← Catalog
			</Anchor>
			{data ? (
				<Grid>
					<Grid.Col span={{ base: 12, md: 3 }}>
						{data.image ? <Image src={`${API_URL}/assets/${data.image}?width=500`} alt={data.name} radius="md" maw={260} /> : null}
					</Grid.Col>
					<Grid.Col span={{ base: 12, md: 9 }}>
						<Stack gap="xs">
							<Title order={1} size="h2">
								{data.name}
							</Title>
							<Group gap="xs">
								<Badge variant="light">{data.set.game.name}</Badge>
								<Badge variant="outline">{`${data.set.code} ${data.collector_number ?? ''}`.trim()}</Badge>
								{data.rarity ? <Badge variant="default">{data.rarity}</Badge> : null}
								{data.kind === 'sealed' ? <Badge color="grape">Sealed</Badge> : null}
							</Group>
							<Text c="dimmed" size="sm">
								{data.set.name}
								{data.set.release_date ? ` · released ${data.set.release_date}` : ''}
							</Text>
							<Card withBorder mt="sm" padding="sm">
								{skus.error ? <QueryProblem error={skus.error} onRetry={() => skus.refetch()} /> : null}
								{skus.data ? <SkuTable card={card} skus={skus.data} currency={currency} onAdjust={setAdjusting} /> : <Skeleton height={80} />}
							</Card>
						</Stack>
					</Grid.Col>
				</Grid>
			) : (
				<Skeleton height={240} />
			)}
			<Title order={2} size="h4" mt="md">
				Stock history
			</Title>
			<StockHistory card={card} />
			{adjusting ? <StockAdjustDialog card={card} sku={adjusting} label={`${data?.name ?? ''} ${skuLabel(adjusting)}`} onClose={() => setAdjusting(null)} /> : null}
		</Stack>
	);
}

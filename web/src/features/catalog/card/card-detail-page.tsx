import { Anchor, Badge, Card, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { Notes } from '../../../components/notes.tsx';
import { QueryProblem } from '../../../components/query-problem.tsx';
import { UnsavedEditsGuard } from '../../../components/fields/unsaved-edits-guard.tsx';
import { useCapabilities } from '../../../lib/permissions/use-capabilities.ts';
import { formatDay } from '../../../lib/i18n/formats.ts';
import { useShopCurrency } from '../../../lib/shop-currency.ts';
import { CardActions } from './card-actions.tsx';
import { cardCostsQuery, cardQuery, cardSkusQuery, type SkuRow } from './card-detail-query.ts';
import { CardImage } from './card-image.tsx';
import { cardMarketQuery } from './market-price-query.ts';
import { MarketHistory } from './market-history.tsx';
import { PriceHistory } from './price-history.tsx';
import { RegradeDialog } from './regrade-dialog.tsx';
import { StockAdjustDialog } from './stock-adjust-dialog.tsx';
import { skuWords } from '../../../lib/sku-words.ts';
import { SkuTable } from './sku-table.tsx';
import { StockHistory } from './stock-history.tsx';

/** One card: picture and facts, its SKUs with price and stock, and the stock history. */
export function CardDetailPage() {
	const { t } = useLingui();
	const card = Number(useParams({ from: '/signed-in/catalog/cards/$cardId' }).cardId);
	const details = useQuery(cardQuery(card));
	const skus = useQuery(cardSkusQuery(card));
	const currency = useShopCurrency();
	const capabilities = useCapabilities();
	const seeCosts = capabilities?.seeCosts ?? false;
	const costs = useQuery({ ...cardCostsQuery(card), enabled: seeCosts });
	const seeMarket = capabilities?.marketPricing ?? false;
	const market = useQuery({ ...cardMarketQuery(card), enabled: seeMarket });
	const [adjusting, setAdjusting] = useState<SkuRow | null>(null);
	const [regrading, setRegrading] = useState<SkuRow | null>(null);
	if (details.error) return <QueryProblem error={details.error} onRetry={() => details.refetch()} />;
	const data = details.data;
	const setName = data?.set.name;
	const released = data?.set.release_date ? formatDay(data.set.release_date) : null;
	return (
		<Stack>
			<Anchor component={Link} to="/catalog" size="sm">
				<Trans>← Catalog</Trans>
			</Anchor>
			{data ? (
				<>
					<Grid>
						<Grid.Col span={{ base: 12, sm: 4, lg: 3 }}>
							<CardImage card={data} />
						</Grid.Col>
						<Grid.Col span={{ base: 12, sm: 8, lg: 9 }}>
							<Stack gap="xs">
								<Group justify="space-between" align="start">
									<Title order={1} size="h2">
										{data.name}
									</Title>
									<CardActions card={data} skuCount={skus.data?.length} currency={currency} />
								</Group>
								<Group gap="xs">
									<Badge variant="light">{data.set.game.name}</Badge>
									<Badge variant="outline">
										{`${data.set.code} ${data.collector_number ?? ''}`.trim()}
									</Badge>
									{data.rarity ? <Badge variant="default">{data.rarity}</Badge> : null}
									{data.kind === 'sealed' ? (
										<Badge color="grape">{t({ message: 'Sealed', context: 'card kind' })}</Badge>
									) : null}
								</Group>
								<Text c="dimmed" size="sm">
									{released === null ? data.set.name : t`${setName} · released ${released}`}
								</Text>
							</Stack>
						</Grid.Col>
					</Grid>
					{/* The SKUs take the screen's whole width: beside the picture, a tablet cut their row actions off. */}
					<Card withBorder padding="sm">
						{skus.error ? <QueryProblem error={skus.error} onRetry={() => skus.refetch()} /> : null}
						{skus.data ? (
							<SkuTable
								card={card}
								kind={data?.kind ?? 'single'}
								skus={skus.data}
								currency={currency}
								costs={seeCosts ? (costs.data ?? new Map()) : null}
								market={seeMarket ? (market.data ?? null) : null}
								onAdjust={setAdjusting}
								onRegrade={setRegrading}
							/>
						) : (
							<Skeleton height={80} />
						)}
					</Card>
				</>
			) : (
				<Skeleton height={240} />
			)}
			<Title order={2} size="h4" mt="md">
				<Trans>Stock history</Trans>
			</Title>
			<StockHistory card={card} />
			<PriceHistory card={card} currency={currency} />
			{seeMarket && market.data ? <MarketHistory changes={market.data.history} currency={currency} /> : null}
			<Notes collection="cards" item={card} />
			<UnsavedEditsGuard />
			{adjusting ? (
				<StockAdjustDialog
					card={card}
					sku={adjusting}
					label={`${data?.name ?? ''} ${skuWords({ ...adjusting, kind: data?.kind })}`}
					onClose={() => setAdjusting(null)}
				/>
			) : null}
			{regrading ? (
				<RegradeDialog
					card={card}
					sku={regrading}
					label={`${data?.name ?? ''} ${skuWords({ ...regrading, kind: data?.kind })}`}
					onClose={() => setRegrading(null)}
				/>
			) : null}
		</Stack>
	);
}

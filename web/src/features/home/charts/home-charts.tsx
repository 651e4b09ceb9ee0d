import { SimpleGrid, Stack, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Grain } from '@deckhand/contract/reports/period.ts';
import type { ChartAnswer, MarginAnswer } from '../home-request.ts';
import { BuylistReturnChart } from './buylist-return-chart.tsx';
import { MarginRanking, RevenueRanking } from './ranking-chart.tsx';
import { SalesChart } from './sales-chart.tsx';
import { StockChart } from './stock-chart.tsx';

interface Answered<T> {
	data: T | undefined;
	busy: boolean;
}

/**
 * The charts of the period (and of the stock now), each with its heading and its figures as a
 * table. Administrators also see the best cards and sets by margin (`/margins`) and the stock at
 * cost; a clerk's page asks for neither.
 */
export function HomeCharts({
	charts,
	margins,
	grain,
	onGrain,
	seeCosts,
}: {
	charts: Answered<ChartAnswer>;
	margins: Answered<MarginAnswer> | null;
	grain: Grain;
	onGrain: (grain: Grain) => void;
	seeCosts: boolean;
}) {
	const { t } = useLingui();
	const { data, busy } = charts;
	return (
		<Stack component="section" aria-labelledby="charts" gap="md">
			<Title order={2} size="h3" id="charts">
				<Trans>Charts</Trans>
			</Title>
			<SalesChart answer={data} busy={busy} grain={grain} onGrain={onGrain} />
			<SimpleGrid cols={{ base: 1, lg: 2 }}>
				<RevenueRanking
					name="sales-by-game"
					title={t`Sales by game`}
					rows={data?.sales_by_game}
					busy={busy}
					nameHeader={t`Game`}
					detailHeader={t`Code`}
				/>
				<BuylistReturnChart answer={data} busy={busy} />
				<RevenueRanking
					name="top-cards"
					title={t`Top 10 cards by revenue`}
					rows={data?.top_cards}
					busy={busy}
					nameHeader={t`Card`}
					detailHeader={t`Set`}
				/>
				<RevenueRanking
					name="top-sets"
					title={t`Top 10 sets by revenue`}
					rows={data?.top_sets}
					busy={busy}
					nameHeader={t`Set`}
					detailHeader={t`Game`}
				/>
				{margins ? (
					<>
						<MarginRanking
							name="top-cards-margin"
							title={t`Top 10 cards by margin`}
							rows={margins.data?.top_cards}
							busy={margins.busy}
							nameHeader={t`Card`}
							detailHeader={t`Set`}
						/>
						<MarginRanking
							name="top-sets-margin"
							title={t`Top 10 sets by margin`}
							rows={margins.data?.top_sets}
							busy={margins.busy}
							nameHeader={t`Set`}
							detailHeader={t`Game`}
						/>
					</>
				) : null}
				<StockChart
					name="stock-by-game"
					title={t`Stock value by game`}
					empty={t`No stock on hand.`}
					rows={data?.stock_by_game}
					busy={busy}
					seeCosts={seeCosts}
				/>
				<StockChart
					name="aged-stock"
					title={t`Aged stock by game (no sale or intake in 90 days)`}
					empty={t`No stock has gone 90 days without a sale.`}
					rows={data?.aged_stock_by_game}
					busy={busy}
					seeCosts={seeCosts}
				/>
			</SimpleGrid>
		</Stack>
	);
}

import { SimpleGrid } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '../../lib/i18n/formats.ts';
import { formatMoney } from '../../lib/money.ts';
import { useShopCurrency } from '../../lib/shop-currency.ts';
import type { StockCost, StockValue } from '@deckhand/contract/reports/stock-value.ts';
import type { KpiAnswer } from './home-request.ts';
import { KpiCard, type KpiFigure } from './kpi-card.tsx';

type Figures = KpiAnswer['current'];

interface Kpi {
	name: string;
	label: string;
	figure: (answer: KpiAnswer) => KpiFigure;
	/** A figure of costs: shown only to those who may see them (a clerk's answer has none). */
	costs?: true;
}

/**
 * The period's figures against the previous period's (docs/reports.md, "What counts"), and the
 * stock as it is now. Cost figures (gross margin, cost of sales, stock at cost) only for those who
 * may see costs: a clerk's answer has none, and their page has no such card.
 */
export function KpiCards({
	answer,
	busy,
	seeCosts,
}: {
	answer: KpiAnswer | undefined;
	busy: boolean;
	seeCosts: boolean;
}) {
	const { t } = useLingui();
	const currency = useShopCurrency();
	const money = (value: number | null | undefined) => (value == null ? null : formatMoney(value, currency));
	const count = (value: number) => formatNumber(value);
	/** A figure of both periods, shown with `show`. */
	const compared =
		(of: (figures: Figures) => number | null | undefined, show: (value: number) => string | null) =>
		(answer: KpiAnswer): KpiFigure => {
			const [current, previous] = [of(answer.current) ?? null, of(answer.before) ?? null];
			return {
				value: current === null ? null : show(current),
				previous: previous === null ? null : show(previous),
				change: { current, previous, show },
			};
		};
	const buylistSpend = (figures: Figures) => figures.buylist_cash + figures.buylist_credit;

	// The margin and the cost of sales beside the sales they are made of; the stock at cost beside the stock at retail.
	const kpis: Kpi[] = [
		{ name: 'sales', label: t`Sales`, figure: compared((f) => f.sales, money) },
		{
			name: 'gross-margin',
			costs: true,
			label: t`Gross margin`,
			figure: (answer) => {
				const uncosted = answer.current.uncosted_lines ?? 0;
				const detail =
					uncosted > 0
						? plural(uncosted, {
								one: '# line sold without a cost: the margin is that much too high',
								other: '# lines sold without a cost: the margin is that much too high',
							})
						: undefined;
				return { ...compared((f) => f.gross_margin, money)(answer), detail };
			},
		},
		{
			name: 'cost-of-sales',
			costs: true,
			label: t`Cost of sales`,
			figure: compared((f) => f.cost_of_sales, money),
		},
		{ name: 'orders', label: t`Orders`, figure: compared((f) => f.orders, count) },
		{
			name: 'average-order-value',
			label: t`Average order value`,
			figure: compared((f) => f.average_order_value, money),
		},
		{ name: 'units-sold', label: t`Copies sold`, figure: compared((f) => f.units_sold, count) },
		{
			name: 'buylist-spend',
			label: t`Buylist spend`,
			figure: (answer) => {
				const cash = money(answer.current.buylist_cash);
				const credit = money(answer.current.buylist_credit);
				return { ...compared(buylistSpend, money)(answer), detail: t`Cash ${cash} · store credit ${credit}` };
			},
		},
		{ name: 'credit-issued', label: t`Store credit issued`, figure: compared((f) => f.credit_issued, money) },
		{ name: 'credit-redeemed', label: t`Store credit redeemed`, figure: compared((f) => f.credit_redeemed, money) },
		{
			name: 'credit-outstanding',
			label: t`Store credit owed`,
			figure: (answer) => ({
				...compared((f) => f.credit_outstanding, money)(answer),
				detail: t`What customers hold at the period's end`,
			}),
		},
		{ name: 'tax', label: t`Tax collected`, figure: compared((f) => f.tax, money) },
		{
			name: 'stock-retail',
			label: t`Stock at retail`,
			figure: ({ stock }) => {
				const unpriced = stock.unpriced_on_hand;
				return {
					value: money(stock.retail_value),
					detail:
						unpriced > 0
							? plural(unpriced, {
									one: 'Now; # SKU in stock has no price',
									other: 'Now; # SKUs in stock have no price',
								})
							: t`Now`,
				};
			},
		},
		{
			name: 'stock-cost',
			costs: true,
			label: t`Stock at cost`,
			figure: ({ stock }) => {
				// Only an administrator's answer has the stock at cost; this card is theirs alone.
				const { cost_value, uncosted_on_hand: uncosted = 0 } = stock as StockValue & Partial<StockCost>;
				return {
					value: money(cost_value),
					detail:
						uncosted > 0
							? plural(uncosted, {
									one: 'Now; # SKU in stock has no cost',
									other: 'Now; # SKUs in stock have no cost',
								})
							: t`Now`,
				};
			},
		},
	];
	const shown = kpis.filter((kpi) => seeCosts || !kpi.costs);
	return (
		<SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }}>
			{shown.map((kpi) => (
				<KpiCard
					key={kpi.name}
					name={kpi.name}
					label={kpi.label}
					figure={answer ? kpi.figure(answer) : undefined}
					busy={busy}
				/>
			))}
		</SimpleGrid>
	);
}

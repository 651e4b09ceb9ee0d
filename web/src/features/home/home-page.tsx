import { Stack, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { QueryProblem } from '../../components/query-problem.tsx';
import { describeError } from '../../lib/directus/errors.ts';
import { meQuery } from '../../lib/directus/session.ts';
import { useCapabilities } from '../../lib/permissions/use-capabilities.ts';
import { useShopSettings } from '../../lib/shop-settings.ts';
import { FigureCard } from './figure-card.tsx';
import { chartsQuery, kpisQuery, marginsQuery, workQueuesQuery } from './home-request.ts';
import { isWithheld } from '@deckhand/contract/reports/figures-withheld.ts';
import { grainOf, periodParams, type HomeSearch } from './home-period.ts';
import { KpiCards } from './kpi-cards.tsx';
import { PeriodPicker, type PeriodProblem } from './period-picker.tsx';
import { WorkQueueLinks } from './work-queues.tsx';

/** The charts' code is a chunk of its own that only Home loads (`web/vite.config.ts`); the route starts loading it with the figures. */
const HomeCharts = lazy(async () => ({ default: (await import('./charts/home-charts.tsx')).HomeCharts }));

/** Busy until the answer for what is asked now is on screen (not while the previous period's stands in for it). */
const answered = <T,>(query: UseQueryResult<T>) => ({
	data: query.data,
	busy: query.isPending || query.isPlaceholderData,
});

/** The server's refusal of the period, when that is why the figures failed: said beside the field it names, not as a failed load. */
function periodProblem(error: unknown): PeriodProblem | null {
	if (!error) return null;
	const problem = describeError(error);
	return problem.kind === 'invalid' ? { field: problem.field, message: problem.message } : null;
}

/**
 * How the shop is doing and what needs doing now: the work queues first, then the period's KPIs
 * against the previous period's, then the charts. Every figure is computed by the server (four
 * requests: KPIs, charts, work queues, and margins for those who may see costs). Staff see the
 * KPIs and charts only when the owner lets them (`staff_see_figures`; the server answers them
 * no figure otherwise): their Home is then what needs doing.
 */
export function HomePage() {
	const { t } = useLingui();
	const search: HomeSearch = useSearch({ from: '/signed-in/' });
	const navigate = useNavigate({ from: '/' });
	const can = useCapabilities();
	const seeCosts = can?.seeCosts ?? false;
	const staffSee = useShopSettings((settings) => settings.staff_see_figures).data;
	const { data: me } = useQuery(meQuery());
	const period = periodParams(search);
	const grain = grainOf(search);
	const kpis = useQuery(kpisQuery(period));
	const charts = useQuery(chartsQuery(period, grain));
	const margins = useQuery(marginsQuery(period, seeCosts));
	const queues = useQuery(workQueuesQuery());
	// Staff see the money figures only when the owner lets them: the server withholds them otherwise, and the settings say so before it answers.
	const withheld =
		isWithheld(kpis.data) || isWithheld(charts.data) || (can?.viewReports === false && staffSee === false);
	const kpiAnswer = isWithheld(kpis.data) ? undefined : kpis.data;
	const chartAnswer = isWithheld(charts.data) ? undefined : charts.data;
	const refused = periodProblem(kpis.error);
	const failed = [kpis, charts, queues, ...(seeCosts ? [margins] : [])].find(
		(query) => query.error && !periodProblem(query.error),
	);
	const change = (next: Partial<HomeSearch>) =>
		void navigate({ search: (previous) => ({ ...previous, ...next }), replace: true });
	const name = me?.first_name;
	if (!can) return null;
	return (
		<Stack gap="xl">
			<Title order={1} size="h2">
				{name ? t`Hello, ${name}` : t`Hello`}
			</Title>
			<WorkQueueLinks queues={queues.data} can={can} />
			{withheld ? (
				failed ? (
					<QueryProblem error={failed.error} onRetry={() => void failed.refetch()} />
				) : null
			) : (
				<>
					<Stack component="section" aria-labelledby="kpis" gap="md">
						<Title order={2} size="h3" id="kpis">
							<Trans>How the shop is doing</Trans>
						</Title>
						<PeriodPicker
							search={search}
							answered={kpis.isPlaceholderData ? undefined : kpiAnswer}
							problem={refused}
							onChange={change}
						/>
						{failed ? <QueryProblem error={failed.error} onRetry={() => void failed.refetch()} /> : null}
						{refused ? null : (
							<KpiCards answer={kpiAnswer} busy={answered(kpis).busy} seeCosts={seeCosts} />
						)}
					</Stack>
					{refused ? null : (
						// Until the charts' code is here, one busy placeholder stands for them, so the page is not taken as painted.
						<Suspense fallback={<FigureCard name="charts" busy h={320} />}>
							<HomeCharts
								charts={{ data: chartAnswer, busy: answered(charts).busy }}
								margins={seeCosts ? answered(margins) : null}
								grain={grain}
								onGrain={(next) => change({ grain: next })}
								seeCosts={seeCosts}
							/>
						</Suspense>
					)}
				</>
			)}
		</Stack>
	);
}

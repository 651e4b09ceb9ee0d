import { Stack, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { QueryProblem } from '../../components/query-problem.tsx';
import { describeError } from '../../lib/directus/errors.ts';
import { meQuery } from '../../lib/directus/session.ts';
import { useCapabilities } from '../../lib/permissions/use-capabilities.ts';
import { FigureCard } from './figure-card.tsx';
import { chartsQuery, kpisQuery, marginsQuery, workQueuesQuery } from './home-request.ts';
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
 * requests: KPIs, charts, work queues, and margins for those who may see costs).
 */
export function HomePage() {
	const { t } = useLingui();
	const search: HomeSearch = useSearch({ from: '/signed-in/' });
	const navigate = useNavigate({ from: '/' });
	const can = useCapabilities();
	const seeCosts = can?.seeCosts ?? false;
	const { data: me } = useQuery(meQuery());
	const period = periodParams(search);
	const grain = grainOf(search);
	const kpis = useQuery(kpisQuery(period));
	const charts = useQuery(chartsQuery(period, grain));
	const margins = useQuery(marginsQuery(period, seeCosts));
	const queues = useQuery(workQueuesQuery());
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
			<Stack component="section" aria-labelledby="kpis" gap="md">
				<Title order={2} size="h3" id="kpis">
					<Trans>How the shop is doing</Trans>
				</Title>
				<PeriodPicker
					search={search}
					answered={kpis.isPlaceholderData ? undefined : kpis.data}
					problem={refused}
					onChange={change}
				/>
				{failed ? <QueryProblem error={failed.error} onRetry={() => void failed.refetch()} /> : null}
				{refused ? null : <KpiCards answer={kpis.data} busy={answered(kpis).busy} seeCosts={seeCosts} />}
			</Stack>
			{refused ? null : (
				// Until the charts' code is here, one busy placeholder stands for them, so the page is not taken as painted.
				<Suspense fallback={<FigureCard name="charts" busy h={320} />}>
					<HomeCharts
						charts={answered(charts)}
						margins={seeCosts ? answered(margins) : null}
						grain={grain}
						onGrain={(next) => change({ grain: next })}
						seeCosts={seeCosts}
					/>
				</Suspense>
			)}
		</Stack>
	);
}

import { Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { aggregate } from '@directus/sdk';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { QueryProblem } from '../../components/query-problem.tsx';
import { directus } from '../../lib/directus/client.ts';
import { meQuery } from '../../lib/directus/session.ts';
import { formatNumber } from '../../lib/i18n/formats.ts';

const countOf = (result: unknown) => Number((result as Array<{ count: Record<string, string | number> }>)[0]?.count['id'] ?? 0);

/** The first look at the shop: what is in stock and what waits to be done. */
const homeFiguresQuery = {
	queryKey: ['home', 'figures'] as const,
	queryFn: async () => {
		const [inStock, outOfStock, openOrders] = await Promise.all([
			directus.request(aggregate('skus', { aggregate: { count: 'id' }, query: { filter: { quantity: { _gt: 0 } } } })),
			directus.request(aggregate('skus', { aggregate: { count: 'id' }, query: { filter: { quantity: { _eq: 0 } } } })),
			directus.request(aggregate('orders', { aggregate: { count: 'id' }, query: { filter: { status: { _in: ['open', 'paid'] } } } })),
		]);
		return { inStock: countOf(inStock), outOfStock: countOf(outOfStock), openOrders: countOf(openOrders) };
	},
};

function Figure({ label, value }: { label: string; value: number | undefined }) {
	return (
		<Card withBorder padding="lg">
			<Text size="sm" c="dimmed">
				{label}
			</Text>
			{value === undefined ? <Skeleton height={32} mt={6} width={80} /> : <Text fz={32} fw={700}>{formatNumber(value)}</Text>}
		</Card>
	);
}

export function HomePage() {
	const { t } = useLingui();
	const { data: me } = useQuery(meQuery());
	const figures = useQuery(homeFiguresQuery);
	const name = me?.first_name;
	return (
		<Stack>
			<Title order={1} size="h2">
				{name ? t`Hello, ${name}` : t`Hello`}
			</Title>
			{figures.error ? <QueryProblem error={figures.error} onRetry={() => figures.refetch()} /> : null}
			<SimpleGrid cols={{ base: 1, sm: 3 }}>
				<Figure label={t`SKUs in stock`} value={figures.data?.inStock} />
				<Figure label={t`SKUs out of stock`} value={figures.data?.outOfStock} />
				<Figure label={t`Orders to fulfil`} value={figures.data?.openOrders} />
			</SimpleGrid>
		</Stack>
	);
}

import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { QueryProblem } from '../../components/query-problem.tsx';
import { useCapabilities } from '../../lib/permissions/use-capabilities.ts';
import { formatNumber } from '../../lib/i18n/formats.ts';
import { useOnline } from '../../lib/use-online.ts';
import { BackupsCard } from './backups-card.tsx';
import { BooksCard } from './books-card.tsx';
import { serverStatusQuery } from './server-status-query.ts';
import { ShopExportCard } from './shop-export-card.tsx';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
	return (
		<Card withBorder padding="md">
			<Text size="sm" c="dimmed">
				{label}
			</Text>
			<Text fw={600} fz="lg" component="div">
				{children}
			</Text>
		</Card>
	);
}

export function ServerStatusPage() {
	const { t } = useLingui();
	const status = useQuery(serverStatusQuery());
	const online = useOnline();
	// Asked of the capability itself, not of the page's: the books card stays the owner's whoever else may see this page.
	const capabilities = useCapabilities();
	const canCheckBooks = capabilities?.checkBooks ?? false;
	const canSeeBackups = capabilities?.seeBackups ?? false;
	const canExport = capabilities?.importExport ?? false;
	const data = status.data;
	// The server's own values (its version, "ok", the database's name) are shown as it says them.
	const unknown = t({ message: 'unknown', comment: 'a server fact the server did not give' });
	return (
		<Stack>
			<Group justify="space-between">
				<Title order={1} size="h2">
					<Trans>Server status</Trans>
				</Title>
				<Button variant="light" onClick={() => status.refetch()} loading={status.isFetching}>
					<Trans>Check again</Trans>
				</Button>
			</Group>
			{status.error ? <QueryProblem error={status.error} onRetry={() => status.refetch()} /> : null}
			{data ? (
				<SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
					<Fact label={t`Server`}>
						{/* White on the kit's filled green is 4.4:1, on teal 4.9:1. */}
						<Badge color={online ? 'teal' : 'red'} size="lg">
							{online ? t`Reachable` : t`Unreachable`}
						</Badge>
					</Fact>
					<Fact label={t`Latency (median of 3 pings)`}>{`${formatNumber(data.latencyMs)} ms`}</Fact>
					<Fact label={t`Directus version`}>{data.version ?? unknown}</Fact>
					<Fact label={t`Database`}>
						{data.database
							? [
									data.database.name,
									data.database.status,
									...(data.database.responseMs !== null
										? [`${formatNumber(data.database.responseMs)} ms`]
										: []),
								].join(' · ')
							: unknown}
					</Fact>
					<Fact label={t`Overall health`}>{data.health ?? unknown}</Fact>
				</SimpleGrid>
			) : status.isPending ? (
				<Skeleton height={120} />
			) : null}
			{canCheckBooks ? <BooksCard /> : null}
			{canSeeBackups ? <BackupsCard /> : null}
			{canExport ? <ShopExportCard /> : null}
		</Stack>
	);
}

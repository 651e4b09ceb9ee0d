import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryProblem } from '../../components/query-problem.tsx';
import { useCapabilities } from '../../lib/permissions/use-capabilities.ts';
import { useOnline } from '../../lib/use-online.ts';
import { BooksCard } from './books-card.tsx';
import { serverStatusQuery } from './server-status-query.ts';

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
	const status = useQuery(serverStatusQuery());
	const online = useOnline();
	// Asked of the capability itself, not of the page's: the books card stays the owner's whoever else may see this page.
	const canCheckBooks = useCapabilities()?.checkBooks ?? false;
	const data = status.data;
	return (
		<Stack>
			<Group justify="space-between">
				<Title order={1} size="h2">
					Server status
				</Title>
				<Button variant="light" onClick={() => status.refetch()} loading={status.isFetching}>
					Check again
				</Button>
			</Group>
			{status.error ? <QueryProblem error={status.error} onRetry={() => status.refetch()} /> : null}
			{data ? (
				<SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
					<Fact label="Server">
						{/* White on the kit's filled green is 4.4:1, on teal 4.9:1. */}
						<Badge color={online ? 'teal' : 'red'} size="lg">
							{online ? 'Reachable' : 'Unreachable'}
						</Badge>
					</Fact>
					<Fact label="Latency (median of 3 pings)">{data.latencyMs} ms</Fact>
					<Fact label="Directus version">{data.version ?? 'unknown'}</Fact>
					<Fact label="Database">
						{data.database ? `${data.database.name} · ${data.database.status}${data.database.responseMs !== null ? ` · ${data.database.responseMs} ms` : ''}` : 'unknown'}
					</Fact>
					<Fact label="Overall health">{data.health ?? 'unknown'}</Fact>
				</SimpleGrid>
			) : status.isPending ? (
				<Skeleton height={120} />
			) : null}
			{canCheckBooks ? <BooksCard /> : null}
		</Stack>
	);
}

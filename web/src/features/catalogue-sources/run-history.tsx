import { Stack, Table, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CatalogueSourceState } from '@deckhand/contract/catalogue/catalogue-sources.ts';
import { formatDateTime } from '../../lib/i18n/formats.ts';
import { SOURCES } from './catalogue-source-words.ts';
import { RunOutcome, RunStatusBadge } from './run-state.tsx';

/** A source's newest runs, newest first: when each started and ended, where it stands and what it did (or why it failed). */
export function RunHistory({ state }: { state: CatalogueSourceState }) {
	const { t } = useLingui();
	const name = SOURCES[state.source].name;
	return (
		<Stack gap="xs">
			<Title order={2} size="h3">
				<Trans>Runs of {name}</Trans>
			</Title>
			{state.runs.length === 0 ? (
				<Text size="sm" c="dimmed">
					<Trans>{name} has not been run yet.</Trans>
				</Text>
			) : (
				<Table aria-label={t`Runs of ${name}`} verticalSpacing={4}>
					<Table.Thead>
						<Table.Tr>
							<Table.Th>
								<Trans>Started</Trans>
							</Table.Th>
							<Table.Th>
								<Trans>Status</Trans>
							</Table.Th>
							<Table.Th>
								<Trans>What it did</Trans>
							</Table.Th>
							<Table.Th>
								<Trans>Ended</Trans>
							</Table.Th>
						</Table.Tr>
					</Table.Thead>
					<Table.Tbody>
						{state.runs.map((run) => (
							<Table.Tr key={run.id}>
								<Table.Td>{formatDateTime(run.startedAt)}</Table.Td>
								<Table.Td>
									<RunStatusBadge status={run.status} />
								</Table.Td>
								<Table.Td style={{ overflowWrap: 'anywhere' }}>
									<RunOutcome run={run} />
								</Table.Td>
								<Table.Td>{run.finishedAt ? formatDateTime(run.finishedAt) : null}</Table.Td>
							</Table.Tr>
						))}
					</Table.Tbody>
				</Table>
			)}
		</Stack>
	);
}

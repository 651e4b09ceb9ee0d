import { Anchor, Button, Code, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { CatalogueSourceState } from '@deckhand/contract/catalogue/catalogue-sources.ts';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { formatDateTime } from '../../lib/i18n/formats.ts';
import { SOURCES } from './catalogue-source-words.ts';
import { runningRun, startRun } from './catalogue-sources-query.ts';
import { RunOutcome, RunStatusBadge } from './run-state.tsx';

/** Its name, its games, and whether it brings cards or only prices. */
function SourceName({ state }: { state: CatalogueSourceState }) {
	const { name, games, prices } = SOURCES[state.source];
	return (
		<Stack gap={0}>
			<Text fw={600} size="sm">
				{name}
			</Text>
			<Text size="xs" c="dimmed">
				{prices ? <Trans>Market prices for {games}</Trans> : games}
			</Text>
		</Stack>
	);
}

/** One source: its folder's files, its last run, and what can be done with it now. */
function SourceRow({ state, onCancel }: { state: CatalogueSourceState; onCancel: (run: number) => void }) {
	const { t } = useLingui();
	const name = SOURCES[state.source].name;
	const running = runningRun(state);
	const last = state.runs[0];
	const filesId = useId();
	const start = useCommandMutation('catalogue-run-start', { mutationFn: () => startRun(state.source) });
	return (
		<Table.Tr>
			<Table.Td>
				<SourceName state={state} />
			</Table.Td>
			<Table.Td id={filesId}>
				<Text size="sm">
					{state.files > 0 ? plural(state.files, { one: '# file', other: '# files' }) : t`No files yet`}
				</Text>
				<Code>{state.folder}</Code>
			</Table.Td>
			<Table.Td style={{ overflowWrap: 'anywhere' }}>
				{last ? (
					<Stack gap={2}>
						<Group gap="xs">
							<RunStatusBadge status={last.status} />
							<Text size="xs" c="dimmed">
								{formatDateTime(last.startedAt)}
							</Text>
						</Group>
						<RunOutcome run={last} />
					</Stack>
				) : (
					<Text size="sm" c="dimmed">
						<Trans>Never run</Trans>
					</Text>
				)}
			</Table.Td>
			<Table.Td>
				<Group gap="xs" wrap="nowrap" justify="flex-end">
					{running ? (
						<Button
							size="xs"
							variant="light"
							color="red"
							aria-label={t`Cancel the run: ${name}`}
							onClick={() => onCancel(running.id)}
						>
							<Trans>Cancel the run</Trans>
						</Button>
					) : (
						<Button
							size="xs"
							loading={start.isPending}
							disabled={state.files === 0}
							aria-describedby={state.files === 0 ? filesId : undefined}
							aria-label={t`Run now: ${name}`}
							onClick={() => start.mutate()}
						>
							<Trans>Run now</Trans>
						</Button>
					)}
					<Anchor
						size="sm"
						aria-label={t`History: ${name}`}
						renderRoot={(props) => (
							<Link {...props} to="/catalogue-sources" search={{ source: state.source }} />
						)}
					>
						<Trans>History</Trans>
					</Anchor>
				</Group>
			</Table.Td>
		</Table.Tr>
	);
}

/** Every source the catalogue reads, one row each, in the contract's order. */
export function SourcesTable({
	states,
	onCancel,
}: {
	states: CatalogueSourceState[];
	onCancel: (run: number) => void;
}) {
	const { t } = useLingui();
	return (
		<Table aria-label={t`Catalogue sources`} verticalSpacing="xs">
			<Table.Thead>
				<Table.Tr>
					<Table.Th>
						<Trans>Source</Trans>
					</Table.Th>
					<Table.Th>
						<Trans>Files in the data folder</Trans>
					</Table.Th>
					<Table.Th>
						<Trans>Last run</Trans>
					</Table.Th>
					<Table.Th>
						<VisuallyHidden>
							<Trans>Actions</Trans>
						</VisuallyHidden>
					</Table.Th>
				</Table.Tr>
			</Table.Thead>
			<Table.Tbody>
				{states.map((state) => (
					<SourceRow key={state.source} state={state} onCancel={onCancel} />
				))}
			</Table.Tbody>
		</Table>
	);
}

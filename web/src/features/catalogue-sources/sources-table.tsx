import { Anchor, Button, Code, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { CatalogueSourceId } from '@deckhand/contract/catalogue/catalogue-run.ts';
import type { CatalogueSourceState } from '@deckhand/contract/catalogue/catalogue-sources.ts';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { formatDateTime } from '../../lib/i18n/formats.ts';
import { downloadInWords, hourWords, SCHEDULE_WORDS, SOURCES } from './catalogue-source-words.ts';
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

/** Where its files come from (its address, or its folder alone) and when it runs on its own. */
function SourceOrigin({ state, id }: { state: CatalogueSourceState; id: string }) {
	const { t, i18n } = useLingui();
	const { address, schedule, hour } = state.settings;
	const files = state.files > 0 ? plural(state.files, { one: '# file', other: '# files' }) : t`No files yet`;
	const at = hourWords(hour);
	const every = i18n._(SCHEDULE_WORDS[schedule]);
	const next = state.nextRunAt ? formatDateTime(state.nextRunAt) : null;
	return (
		<Stack gap={2} id={id}>
			{address ? (
				<Code style={{ overflowWrap: 'anywhere' }}>{address}</Code>
			) : (
				<Text size="sm">
					<Trans>
						Files only: {files} in <Code>{state.folder}</Code>
					</Trans>
				</Text>
			)}
			<Text size="xs" c="dimmed">
				{schedule === 'off' ? every : t`${every} at ${at}`}
				{next ? ` · ${t`next run ${next}`}` : null}
			</Text>
		</Stack>
	);
}

/** One source: where its files come from, its last run, and what can be done with it now. */
function SourceRow({
	state,
	onCancel,
	onSettings,
}: {
	state: CatalogueSourceState;
	onCancel: (run: number) => void;
	onSettings: () => void;
}) {
	const { t } = useLingui();
	const name = SOURCES[state.source].name;
	const running = runningRun(state);
	const last = state.runs[0];
	const originId = useId();
	// A source with an address downloads first; one read from its folder alone needs files there.
	const nothingToRead = state.settings.address === null && state.files === 0;
	const start = useCommandMutation('catalogue-run-start', { mutationFn: () => startRun(state.source) });
	return (
		<Table.Tr>
			<Table.Td>
				<SourceName state={state} />
			</Table.Td>
			<Table.Td style={{ maxWidth: 280 }}>
				<SourceOrigin state={state} id={originId} />
			</Table.Td>
			<Table.Td style={{ overflowWrap: 'anywhere' }}>
				{last ? (
					<Stack gap={2}>
						<Group gap="xs">
							<RunStatusBadge status={last.status} />
							<Text size="xs" c="dimmed">
								{formatDateTime(last.startedAt)}
								{last.trigger === 'schedule' ? ` · ${t`scheduled`}` : null}
							</Text>
						</Group>
						<RunOutcome run={last} />
						{last.download ? (
							<Text size="xs" c="dimmed">
								{downloadInWords(last.download)}
							</Text>
						) : null}
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
							disabled={nothingToRead}
							aria-describedby={nothingToRead ? originId : undefined}
							aria-label={t`Run now: ${name}`}
							onClick={() => start.mutate()}
						>
							<Trans>Run now</Trans>
						</Button>
					)}
					<Button size="xs" variant="default" aria-label={t`Settings: ${name}`} onClick={onSettings}>
						<Trans>Settings</Trans>
					</Button>
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
	onSettings,
}: {
	states: CatalogueSourceState[];
	onCancel: (run: number) => void;
	onSettings: (source: CatalogueSourceId) => void;
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
						<Trans>Address and schedule</Trans>
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
					<SourceRow
						key={state.source}
						state={state}
						onCancel={onCancel}
						onSettings={() => onSettings(state.source)}
					/>
				))}
			</Table.Tbody>
		</Table>
	);
}

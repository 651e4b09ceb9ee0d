import { Alert, Center, Code, Loader, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconFolderOpen } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { CatalogueSourceState } from '@deckhand/contract/catalogue/catalogue-sources.ts';
import { QueryProblem } from '../../components/query-problem.tsx';
import { refreshAfter } from '../../lib/api/refreshes.ts';
import { CancelRunDialog } from './cancel-run-dialog.tsx';
import { runningRun, sourcesQuery } from './catalogue-sources-query.ts';
import { RunHistory } from './run-history.tsx';
import { SourceSettingsDialog } from './source-settings-dialog.tsx';
import { SourcesTable } from './sources-table.tsx';

/** A run this page watched at work that is now done: what it applied (games, sets, cards, prices) is asked for again everywhere. */
function useRefreshAfterRuns(states: CatalogueSourceState[] | undefined) {
	const queryClient = useQueryClient();
	const working = useRef(new Set<number>());
	useEffect(() => {
		if (!states) return;
		const runs = states.flatMap((state) => state.runs);
		const ended = runs.some((run) => working.current.has(run.id) && run.status === 'done');
		working.current = new Set(states.map(runningRun).flatMap((run) => (run ? [run.id] : [])));
		if (ended) void refreshAfter(queryClient, 'catalogue-run-done');
	}, [states, queryClient]);
}

/** Where a source's files go, said while no source has any and none downloads. */
function NoFilesYet() {
	const { t } = useLingui();
	return (
		<Alert color="teal" icon={<IconFolderOpen size={18} />} title={t`No source's files are in the data folder yet`}>
			<Stack gap={4}>
				<Text size="sm">
					<Trans>
						Put a source's files in its folder in the server's data folder (<Code>data/</Code> unless the
						server was told another), laid out as the source publishes them: for example{' '}
						<Code>catalogue/pokemon-tcg-data/sets/en.json</Code> and{' '}
						<Code>catalogue/pokemon-tcg-data/cards/en/sv3.json</Code>. Then run it here, or give it an
						address to download from under Settings.
					</Trans>
				</Text>
			</Stack>
		</Alert>
	);
}

/**
 * Catalogue sources (administrators): each open catalogue and price feed Deckhand reads, where its
 * files come from (downloaded from its address, or its folder alone) and its schedule, its last run
 * and download, a run started by hand and a run at work followed (asked again every second) or
 * cancelled; a source's recent runs below, at its address; its settings in a dialog.
 */
export function CatalogueSourcesPage() {
	const { t } = useLingui();
	const search = useSearch({ from: '/signed-in/catalogue-sources' });
	const navigate = useNavigate({ from: '/catalogue-sources' });
	const sources = useQuery(sourcesQuery());
	useRefreshAfterRuns(sources.data);
	const states = sources.data ?? [];
	const shown = states.find((state) => state.source === search.source);
	// The dialog's run, while it is one of the runs listed (an address kept from before shows nothing).
	const toEdit = search.dialog === 'settings' ? states.find((state) => state.source === search.edit) : undefined;
	const toCancel =
		search.dialog === 'cancel'
			? states.flatMap((state) => state.runs).find((run) => run.id === search.run)
			: undefined;
	return (
		<Stack>
			<Title order={1} size="h2">
				<Trans>Catalogue sources</Trans>
			</Title>
			<Text size="sm" c="dimmed" maw={720}>
				<Trans>
					Cards, sets and market prices from the open catalogues, downloaded from their addresses (or read
					from the files in the server's data folder) by hand or on a schedule. A run reads its source while
					the till keeps selling, then applies all of it at once: a run that fails or is cancelled applies
					nothing; a source unchanged since its last run ends at once.
				</Trans>
			</Text>
			{sources.error ? <QueryProblem error={sources.error} onRetry={() => sources.refetch()} /> : null}
			{sources.isPending ? (
				<Center mih={160}>
					<Loader aria-label={t`Loading the catalogue sources`} />
				</Center>
			) : null}
			{sources.data && states.every((state) => state.files === 0 && state.settings.address === null) ? (
				<NoFilesYet />
			) : null}
			{sources.data ? (
				<SourcesTable
					states={states}
					onCancel={(run) => navigate({ search: { ...search, dialog: 'cancel', run } })}
					onSettings={(edit) => navigate({ search: { ...search, dialog: 'settings', edit } })}
				/>
			) : null}
			{shown ? <RunHistory state={shown} /> : null}
			{toEdit ? (
				<SourceSettingsDialog state={toEdit} onClose={() => navigate({ search: { source: search.source } })} />
			) : null}
			{toCancel ? (
				<CancelRunDialog run={toCancel} onClose={() => navigate({ search: { source: search.source } })} />
			) : null}
		</Stack>
	);
}

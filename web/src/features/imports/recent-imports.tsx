import { Anchor, Badge, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { QueryProblem } from '../../components/query-problem.tsx';
import { formatDateTime, formatNumber } from '../../lib/i18n/formats.ts';
import type { ImportJob, ImportStatus } from './import-job.ts';
import { progressPercent } from './import-steps.ts';
import { formatName, STATUS_WORDS } from './import-words.ts';
import { importsQuery } from './imports-query.ts';

/** Teal's light variant is the theme's one coloured badge with AA contrast in both schemes; red's filled badge is the other. */
const BADGE: Record<ImportStatus, { color?: string; variant: 'light' | 'default' | 'filled' }> = {
	staged: { variant: 'default' },
	committing: { variant: 'light' },
	committed: { variant: 'light' },
	failed: { color: 'red', variant: 'filled' },
	cancelled: { variant: 'default' },
};

function Status({ job }: { job: ImportJob }) {
	const { t, i18n } = useLingui();
	const words = i18n._(STATUS_WORDS[job.status]);
	if (job.status !== 'committing')
		return (
			<Badge tt="none" {...BADGE[job.status]}>
				{words}
			</Badge>
		);
	const percent = progressPercent(job.progress);
	const fileName = job.fileName;
	return (
		<Group gap="xs" wrap="nowrap">
			<Progress value={percent} w={96} aria-label={t`Progress of ${fileName}`} />
			<Text size="sm">
				{t({ message: `${words}: ${percent} %`, comment: 'an import’s status and how far it is' })}
			</Text>
		</Group>
	);
}

/**
 * The newest imports with where each stands; one still committing shows its progress, moving,
 * whoever started it and whether or not its tab is still open. Each opens at its step.
 */
export function RecentImports({ current }: { current: number | undefined }) {
	const { t } = useLingui();
	const jobs = useQuery(importsQuery());
	return (
		<Stack gap="xs">
			<Title order={2} size="h3">
				<Trans>Recent imports</Trans>
			</Title>
			{jobs.error ? <QueryProblem error={jobs.error} onRetry={() => jobs.refetch()} /> : null}
			{jobs.data?.length === 0 ? (
				<Text c="dimmed" size="sm">
					<Trans>No file has been imported yet.</Trans>
				</Text>
			) : null}
			{jobs.data && jobs.data.length > 0 ? (
				<Table aria-label={t`Recent imports`} verticalSpacing={4}>
					<Table.Thead>
						<Table.Tr>
							<Table.Th>
								<Trans>File</Trans>
							</Table.Th>
							<Table.Th>
								<Trans>Format</Trans>
							</Table.Th>
							<Table.Th ta="right">
								<Trans>Rows</Trans>
							</Table.Th>
							<Table.Th>
								<Trans>Uploaded</Trans>
							</Table.Th>
							<Table.Th>
								<Trans>Status</Trans>
							</Table.Th>
						</Table.Tr>
					</Table.Thead>
					<Table.Tbody>
						{jobs.data.map((job) => (
							<Table.Tr key={job.id} aria-current={job.id === current || undefined}>
								<Table.Td style={{ overflowWrap: 'anywhere' }}>
									<Anchor
										size="sm"
										renderRoot={(props) => (
											<Link {...props} to="/imports" search={{ job: job.id }} />
										)}
									>
										{job.fileName}
									</Anchor>
								</Table.Td>
								<Table.Td>{formatName(job.format)}</Table.Td>
								<Table.Td ta="right">{formatNumber(job.rowCount)}</Table.Td>
								<Table.Td>{formatDateTime(job.createdAt)}</Table.Td>
								<Table.Td>
									<Status job={job} />
								</Table.Td>
							</Table.Tr>
						))}
					</Table.Tbody>
				</Table>
			) : null}
		</Stack>
	);
}

import { Alert, Button, Card, Code, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { ColumnsTable, type Column } from '../../components/columns-table.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { formatDateTime, formatMinutesAgo, formatSize } from '../../lib/i18n/formats.ts';
import { backupsQuery, type BackupSummary, type BackupsReport, type RestoreRequest } from './backups-query.ts';
import {
	backupsWarning,
	kindLabel,
	minutesSince,
	restoreOutcomeLabel,
	restoreUnderWay,
	verifiedLabel,
} from './backups-words.ts';
import { RestoreBackupDialog } from './restore-backup-dialog.tsx';

/** How many of the latest backups the list shows: a day of hourly ones. */
const LISTED = 24;
/** While a restore is under way its outcome is looked for this often: it takes seconds, not minutes. */
const WHILE_RESTORING_MS = 3_000;

function Fact({ label, children }: { label: string; children: ReactNode }) {
	return (
		<div>
			<Text size="sm" c="dimmed">
				{label}
			</Text>
			<Text fw={600}>{children}</Text>
		</div>
	);
}

/** Verified or not, said in words beside its icon and colour (never the colour alone). */
function Verified({ backup }: { backup: BackupSummary }) {
	const ok = backup.verification.ok;
	return (
		<Group gap={6} wrap="nowrap" align="flex-start">
			<ThemeIcon variant="light" color={ok ? 'green' : 'red'} size="sm" radius="xl" aria-hidden>
				{ok ? <IconCircleCheck size={14} /> : <IconCircleX size={14} />}
			</ThemeIcon>
			<span>{verifiedLabel(backup)}</span>
		</Group>
	);
}

/** When the latest backup failed, the one a restore would still offer. */
function LastGood({ taken }: { taken: string }) {
	const when = formatDateTime(taken);
	return (
		<Text size="sm">
			<Trans>Last good backup: {when}</Trans>
		</Text>
	);
}

/**
 * The restore asked from this page while it is under way, then the last restore's outcome (from
 * here, `npm run restore` or before), said as a status so a screen reader hears it change.
 */
function RestoreState({ asked, report }: { asked: RestoreRequest | null; report: BackupsReport | undefined }) {
	const last = report?.file?.lastRestore ?? null;
	if (asked && restoreUnderWay(asked, report)) {
		const when = formatDateTime(asked.at);
		return (
			<Alert role="status" color="blue" variant="light" title={<Trans>A restore is under way</Trans>}>
				<Trans>Asked at {when}. The server stops for a moment and starts again; the outcome shows here.</Trans>
			</Alert>
		);
	}
	if (!last) return null;
	const failed = last.status !== 'restored' || last.broken.length > 0;
	return (
		<Alert
			role="status"
			color={failed ? 'red' : 'green'}
			variant="light"
			icon={failed ? <IconCircleX size={20} aria-hidden /> : <IconCircleCheck size={20} aria-hidden />}
			title={<Trans>Last restore</Trans>}
		>
			<Stack gap={4}>
				<Text size="sm">{restoreOutcomeLabel(last)}</Text>
				{last.keptAs ? (
					<Text size="sm">
						<Trans>
							What it replaced is kept as the backup <Code>{last.keptAs}</Code>.
						</Trans>
					</Text>
				) : null}
			</Stack>
		</Alert>
	);
}

/** The warning when the backups need the owner: what is wrong, and what to do about it. */
function Warning({ report }: { report: BackupsReport }) {
	const headline = backupsWarning(report);
	if (!headline) return null;
	return (
		<Alert
			role="alert"
			color="red"
			variant="light"
			icon={<IconAlertTriangle size={20} aria-hidden />}
			title={headline}
		>
			<Stack gap={4}>
				{report.problem ? <Text size="sm">{report.problem}</Text> : null}
				{report.file?.lastFailure && report.failing ? (
					<Text size="sm">{report.file.lastFailure.error}</Text>
				) : null}
				<Text size="sm">
					<Trans>
						Run <Code>npm run backup</Code> on the server, and see its log.
					</Trans>
				</Text>
			</Stack>
		</Alert>
	);
}

/**
 * The shop's backups, for administrators, as the backup process last wrote them down: where they
 * go, the latest one (when, how old, how large, why taken, whether its copy was restored and
 * checked), a warning when the last good one is too old or the latest failed, and the latest few,
 * each verified one with a "Restore…" that asks first; then the restore under way and its outcome.
 */
export function BackupsCard() {
	const { t } = useLingui();
	const titleId = useId();
	const [restoring, setRestoring] = useState<BackupSummary | null>(null);
	const [asked, setAsked] = useState<RestoreRequest | null>(null);
	const backups = useQuery({
		...backupsQuery(),
		refetchInterval: (query) => (restoreUnderWay(asked, query.state.data) ? WHILE_RESTORING_MS : 60_000),
	});
	const report = backups.data;
	const waiting = restoreUnderWay(asked, report);
	const latest = report?.file?.backups[0] ?? null;
	const columns: Array<Column<BackupSummary>> = [
		{ title: t`Backup`, cell: (backup) => <Code>{backup.id}</Code> },
		{ title: t`Taken`, cell: (backup) => formatDateTime(backup.takenAt) },
		{ title: t`Kind`, cell: (backup) => kindLabel(backup.kind) },
		{ title: t`Size`, cell: (backup) => formatSize(backup.bytes), align: 'right' },
		{ title: t`Verified`, cell: (backup) => <Verified backup={backup} /> },
		{
			title: t`Restore`,
			cell: (backup) => {
				if (!backup.verification.ok) return null;
				const when = formatDateTime(backup.takenAt);
				return (
					<Button
						size="compact-sm"
						variant="default"
						disabled={waiting}
						aria-label={t`Restore the backup of ${when}…`}
						onClick={() => setRestoring(backup)}
					>
						<Trans>Restore…</Trans>
					</Button>
				);
			},
		},
	];
	return (
		<Card withBorder padding="md" component="section" aria-labelledby={titleId}>
			<Stack gap="sm">
				<Title order={2} size="h4" id={titleId}>
					<Trans>Backups</Trans>
				</Title>
				{backups.error ? <QueryProblem error={backups.error} onRetry={() => backups.refetch()} /> : null}
				{report ? (
					<>
						<Warning report={report} />
						<RestoreState asked={asked} report={report} />
						{report.file ? (
							<Text size="sm">
								<Trans>
									Backups go to <Code>{report.file.where}</Code>
								</Trans>
							</Text>
						) : null}
						{latest ? (
							<SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
								<Fact label={t`Last backup`}>{formatDateTime(latest.takenAt)}</Fact>
								{/* Counted to when the answer came, which is asked for again every minute. */}
								<Fact label={t`Age`}>
									{formatMinutesAgo(minutesSince(latest.takenAt, backups.dataUpdatedAt))}
								</Fact>
								<Fact label={t`Size`}>{formatSize(latest.bytes)}</Fact>
								<Fact label={t`Kind`}>{kindLabel(latest.kind)}</Fact>
								<Fact label={t`Verification`}>
									<Verified backup={latest} />
								</Fact>
							</SimpleGrid>
						) : (
							<Text fw={600}>
								<Trans>No backup yet</Trans>
							</Text>
						)}
						{latest && report.newest && report.newest.id !== latest.id ? (
							<LastGood taken={report.newest.takenAt} />
						) : null}
						{latest ? (
							<>
								<Title order={3} size="h5">
									<Trans>Latest backups</Trans>
								</Title>
								<ColumnsTable
									label={t`Latest backups`}
									columns={columns}
									rows={report.file!.backups.slice(0, LISTED)}
									rowKey={(backup) => backup.id}
								/>
							</>
						) : null}
					</>
				) : backups.isPending ? (
					<Skeleton height={80} />
				) : null}
			</Stack>
			{restoring ? (
				<RestoreBackupDialog
					backup={restoring}
					onClose={() => setRestoring(null)}
					onAsked={(request) => {
						setAsked(request);
						setRestoring(null);
					}}
				/>
			) : null}
		</Card>
	);
}

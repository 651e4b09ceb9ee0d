import { Anchor, Button, Card, Group, List, Loader, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconClockHour4, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { QueryProblem } from '../../components/query-problem.tsx';
import { serverStatusKeys } from '../../lib/api/keys.ts';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { booksQuery, checkBooksNow, type BooksReport, type BrokenRule } from './books-query.ts';
import { booksHeadline, subjectLabel } from './books-words.ts';

const LOOK: Record<BooksReport['status'], { color: string; icon: ReactNode }> = {
	holds: { color: 'green', icon: <IconCircleCheck size={20} /> },
	broken: { color: 'red', icon: <IconCircleX size={20} /> },
	failed: { color: 'orange', icon: <IconAlertTriangle size={20} /> },
	unchecked: { color: 'gray', icon: <IconClockHour4 size={20} /> },
};

/** An offending row: orders, customers and cards open their page; SKUs and order lines are named by id. */
function RowId({ subject, id }: { subject: BrokenRule['subject']; id: number }) {
	if (subject === 'order')
		return (
			<Anchor renderRoot={(props) => <Link {...props} to="/orders/$orderId" params={{ orderId: String(id) }} />}>
				{id}
			</Anchor>
		);
	if (subject === 'customer')
		return (
			<Anchor
				renderRoot={(props) => (
					<Link {...props} to="/customers/$customerId" params={{ customerId: String(id) }} />
				)}
			>
				{id}
			</Anchor>
		);
	if (subject === 'card')
		return (
			<Anchor
				renderRoot={(props) => <Link {...props} to="/catalog/cards/$cardId" params={{ cardId: String(id) }} />}
			>
				{id}
			</Anchor>
		);
	return <>{id}</>;
}

/** A broken rule as the server words it, and the rows that break it ("SKUs 4, 9 and more"). */
function Broken({ rule }: { rule: BrokenRule }) {
	const subject = subjectLabel(rule);
	// Each once: a card can break the sales summary on several days.
	const ids = [...new Set(rule.ids)].map((id, index) => (
		<span key={id}>
			{index > 0 ? ', ' : null}
			<RowId subject={rule.subject} id={id} />
		</span>
	));
	return (
		<List.Item>
			<Text fw={600}>{rule.description}</Text>
			<Text size="sm">
				{rule.more ? (
					<Trans>
						{subject} {ids} and more
					</Trans>
				) : (
					<>
						{subject} {ids}
					</>
				)}
			</Text>
		</List.Item>
	);
}

/**
 * The books checker's latest result, for administrators: the server checks at start and every
 * hour; "Check now" runs it at once. The result line is a live region, so a new result is read
 * out. A check that could not run is said as such, with the server's reason.
 */
export function BooksCard() {
	const { t } = useLingui();
	const titleId = useId();
	const books = useQuery(booksQuery());
	const check = useCommandMutation('books-check', {
		mutationFn: checkBooksNow,
		answerAt: () => serverStatusKeys.books(),
		showsError: true,
	});
	const report = books.data;
	const look = report ? LOOK[report.status] : null;
	return (
		<Card withBorder padding="md" component="section" aria-labelledby={titleId}>
			<Stack gap="sm">
				<Group justify="space-between" wrap="nowrap" align="flex-start">
					<div>
						<Title order={2} size="h4" id={titleId}>
							<Trans>Books</Trans>
						</Title>
						<Text size="sm">
							<Trans>
								Stock against its history, store credit against its ledger, orders against their lines
								and payments: checked at start and every hour.
							</Trans>
						</Text>
					</div>
					{/* Not Mantine's `loading`: it disables the button, which drops the keyboard's focus mid-check. */}
					<Button
						variant="light"
						style={{ flexShrink: 0 }}
						onClick={() => !check.isPending && check.mutate()}
						aria-busy={check.isPending}
						leftSection={check.isPending ? <Loader size={14} /> : <IconRefresh size={16} aria-hidden />}
					>
						<Trans>Check now</Trans>
					</Button>
				</Group>
				{books.error ? <QueryProblem error={books.error} onRetry={() => books.refetch()} /> : null}
				{check.error ? <QueryProblem error={check.error} onRetry={() => check.mutate()} /> : null}
				<div role="status">
					{report && look ? (
						<Stack gap="xs">
							<Group gap="xs" wrap="nowrap">
								<ThemeIcon variant="light" color={look.color} radius="xl" aria-hidden>
									{look.icon}
								</ThemeIcon>
								<Text fw={600}>{booksHeadline(report)}</Text>
							</Group>
							{report.status === 'failed' && report.error ? <Text size="sm">{report.error}</Text> : null}
							{report.broken.length > 0 ? (
								<List spacing="xs" aria-label={t`Broken rules`}>
									{report.broken.map((rule) => (
										<Broken key={rule.rule} rule={rule} />
									))}
								</List>
							) : null}
						</Stack>
					) : books.isPending ? (
						<Skeleton height={28} />
					) : null}
				</div>
			</Stack>
		</Card>
	);
}

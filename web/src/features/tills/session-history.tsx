import { Anchor, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { QueryProblem } from '../../components/query-problem.tsx';
import { formatDateTime } from '../../lib/i18n/formats.ts';
import { formatMoney } from '../../lib/money.ts';
import { HISTORY_PAGE, sessionsQuery } from './tills-query.ts';
import { signedMoney } from '../../lib/till-words.ts';

/** When and by whom, as the end-of-day report says it: "5 Dec 2026, 09:12 · Sam Clerk". */
const whenAndWho = (at: string, name: string | null) => [formatDateTime(at), name].filter(Boolean).join(' · ');

/** Sessions newest first, a page at a time: this browser's till, or every till for an administrator. */
export function SessionHistory({
	till,
	page,
	onPage,
	currency,
}: {
	till: number | 'all';
	page: number;
	onPage: (page: number) => void;
	currency: string;
}) {
	const { t } = useLingui();
	const sessions = useQuery(sessionsQuery(till, page));
	const money = (amount: number | null) => (amount === null ? '—' : formatMoney(amount, currency));
	return (
		<Stack gap="xs">
			<Title order={2} size="h3">
				<Trans>Sessions</Trans>
			</Title>
			{sessions.isError ? <QueryProblem error={sessions.error} onRetry={() => void sessions.refetch()} /> : null}
			{sessions.data?.total === 0 ? (
				<Text c="dimmed">
					<Trans>No sessions yet.</Trans>
				</Text>
			) : null}
			{sessions.data && sessions.data.total > 0 ? (
				<Table.ScrollContainer minWidth={720}>
					<Table aria-label={t`Sessions`} aria-busy={sessions.isFetching} striped>
						<Table.Thead>
							<Table.Tr>
								<Table.Th>{t`Till`}</Table.Th>
								<Table.Th>{t`Opened`}</Table.Th>
								<Table.Th>{t`Closed`}</Table.Th>
								<Table.Th ta="right">{t`Float`}</Table.Th>
								<Table.Th ta="right">{t`Expected`}</Table.Th>
								<Table.Th ta="right">{t`Counted`}</Table.Th>
								<Table.Th ta="right">{t`Over/short`}</Table.Th>
								<Table.Th>{t`Report`}</Table.Th>
							</Table.Tr>
						</Table.Thead>
						<Table.Tbody>
							{sessions.data.data.map((session) => (
								<Table.Tr key={session.id}>
									<Table.Td>{session.till_name}</Table.Td>
									<Table.Td>{whenAndWho(session.opened_at, session.opened_by_name)}</Table.Td>
									<Table.Td>
										{session.closed_at
											? whenAndWho(session.closed_at, session.closed_by_name)
											: t({ message: 'Open', comment: 'till session state' })}
									</Table.Td>
									<Table.Td ta="right">{money(session.opening_float)}</Table.Td>
									<Table.Td ta="right">{money(session.expected_cash)}</Table.Td>
									<Table.Td ta="right">{money(session.counted_cash)}</Table.Td>
									<Table.Td ta="right">
										{session.over_short === null ? '—' : signedMoney(session.over_short, currency)}
									</Table.Td>
									<Table.Td>
										<Anchor
											renderRoot={(props) => (
												<Link
													{...props}
													to="/tills/$tillId/sessions/$sessionId"
													params={{
														tillId: String(session.till),
														sessionId: String(session.id),
													}}
												/>
											)}
										>
											<Trans>Report #{session.id}</Trans>
										</Anchor>
									</Table.Td>
								</Table.Tr>
							))}
						</Table.Tbody>
					</Table>
				</Table.ScrollContainer>
			) : null}
			{sessions.data && sessions.data.total > HISTORY_PAGE ? (
				<Pagination
					total={Math.ceil(sessions.data.total / HISTORY_PAGE)}
					value={page}
					onChange={onPage}
					aria-label={t`Pages`}
				/>
			) : null}
		</Stack>
	);
}

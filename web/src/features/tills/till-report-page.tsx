import { Anchor, Button, Center, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CASH_KINDS } from '@deckhand/contract/ledger/cash.ts';
import { QueryProblem } from '../../components/query-problem.tsx';
import { formatDateTime } from '../../lib/i18n/formats.ts';
import { formatMoney } from '../../lib/money.ts';
import { useShopCurrency } from '../../lib/shop-currency.ts';
import { reportQuery, type TenderTotal } from './tills-query.ts';
import { RefusedCashTable } from './refused-cash.tsx';
import { PAYMENT_METHOD_WORDS } from '../../lib/order-words.ts';
import { CASH_KIND_WORDS, overShortWords, signedMoney } from '../../lib/till-words.ts';
import './till-report.css';

const route = getRouteApi('/signed-in/tills/$tillId/sessions/$sessionId');

function Section({ title, children }: { title: string; children: ReactNode }) {
	return (
		<Stack gap={4}>
			<Title order={2} size="h4">
				{title}
			</Title>
			{children}
		</Stack>
	);
}

/** The end-of-day report of one till session, to read on screen and to print (the report alone, on a page). */
export function TillReportPage() {
	const { t, i18n } = useLingui();
	const { tillId, sessionId } = route.useParams();
	const currency = useShopCurrency();
	const report = useQuery(reportQuery(Number(tillId), Number(sessionId)));
	const money = (amount: number) => formatMoney(amount, currency);
	const taxCollected = money(report.data?.tax.collected ?? 0);
	const taxRefunded = money(report.data?.tax.refunded ?? 0);
	if (report.isPending)
		return (
			<Center mih={240}>
				<Loader aria-label={t`Loading the report`} />
			</Center>
		);
	if (report.isError) return <QueryProblem error={report.error} onRetry={() => void report.refetch()} />;
	const { session, sales, refunds, cash, paid_in_out: handled } = report.data;
	const name = session.till_name;
	const number = session.id;
	const opened = `${formatDateTime(session.opened_at)} · ${session.opened_by_name ?? '—'}`;
	const closed = session.closed_at
		? `${formatDateTime(session.closed_at)} · ${session.closed_by_name ?? '—'}`
		: t({ message: 'Still open', comment: 'till session state' });
	const tenders = (rows: TenderTotal[], label: string) =>
		rows.length === 0 ? (
			<Text size="sm" c="dimmed">
				<Trans>None.</Trans>
			</Text>
		) : (
			<Table aria-label={label} withRowBorders={false} verticalSpacing={2}>
				<Table.Tbody>
					{rows.map((row) => (
						<Table.Tr key={row.method}>
							<Table.Td>
								{row.method in PAYMENT_METHOD_WORDS
									? i18n._(PAYMENT_METHOD_WORDS[row.method as keyof typeof PAYMENT_METHOD_WORDS])
									: row.method}
							</Table.Td>
							<Table.Td>
								<Plural value={row.orders} one="# order" other="# orders" />
							</Table.Td>
							<Table.Td ta="right">{money(row.amount)}</Table.Td>
						</Table.Tr>
					))}
				</Table.Tbody>
			</Table>
		);
	return (
		<Stack>
			<Group className="printed-till-report-actions" justify="space-between">
				<Anchor renderRoot={(props) => <Link {...props} to="/tills" />}>
					<Trans>Back to tills</Trans>
				</Anchor>
				<Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
					<Trans>Print report</Trans>
				</Button>
			</Group>
			<Paper withBorder p="lg" className="printed-till-report" maw={640}>
				<Stack>
					<Title order={1} size="h2">
						<Trans>
							End-of-day report · {name} · session #{number}
						</Trans>
					</Title>
					<Table aria-label={t`Session`} withRowBorders={false} verticalSpacing={2}>
						<Table.Tbody>
							<Table.Tr>
								<Table.Th>{t`Opened`}</Table.Th>
								<Table.Td>{opened}</Table.Td>
							</Table.Tr>
							<Table.Tr>
								<Table.Th>{t`Closed`}</Table.Th>
								<Table.Td>{closed}</Table.Td>
							</Table.Tr>
						</Table.Tbody>
					</Table>
					<Section title={t`Sales by tender`}>{tenders(sales, t`Sales by tender`)}</Section>
					<Section title={t`Refunds`}>{tenders(refunds, t`Refunds`)}</Section>
					<Section title={t`Cash drawer`}>
						<Table aria-label={t`Cash drawer`} withRowBorders={false} verticalSpacing={2}>
							<Table.Tbody>
								{CASH_KINDS.map((kind) => (
									<Table.Tr key={kind}>
										<Table.Td>{i18n._(CASH_KIND_WORDS[kind])}</Table.Td>
										<Table.Td ta="right">{signedMoney(cash[kind].amount, currency)}</Table.Td>
									</Table.Tr>
								))}
							</Table.Tbody>
						</Table>
					</Section>
					{handled.length > 0 ? (
						<Section title={t`Paid in and out`}>
							<Table aria-label={t`Paid in and out`} withRowBorders={false} verticalSpacing={2}>
								<Table.Tbody>
									{handled.map((row) => (
										<Table.Tr key={row.id}>
											<Table.Td>{formatDateTime(row.at)}</Table.Td>
											<Table.Td>{row.reason}</Table.Td>
											<Table.Td>{row.by ?? '—'}</Table.Td>
											<Table.Td ta="right">{signedMoney(row.amount, currency)}</Table.Td>
										</Table.Tr>
									))}
								</Table.Tbody>
							</Table>
						</Section>
					) : null}
					{report.data.refused === null ? null : (
						<Section title={t`Refused cash`}>
							<RefusedCashTable refused={report.data.refused} currency={currency} />
						</Section>
					)}
					<Section title={t`Tax`}>
						<Text size="sm">{t`Collected ${taxCollected}, refunded ${taxRefunded}.`}</Text>
					</Section>
					<Section title={t`Cash count`}>
						<Table aria-label={t`Cash count`} withRowBorders={false} verticalSpacing={2}>
							<Table.Tbody>
								<Table.Tr>
									<Table.Td>{t`Expected`}</Table.Td>
									<Table.Td ta="right">{money(report.data.expected_cash)}</Table.Td>
								</Table.Tr>
								<Table.Tr>
									<Table.Td>{t`Counted`}</Table.Td>
									<Table.Td ta="right">
										{report.data.counted_cash === null ? '—' : money(report.data.counted_cash)}
									</Table.Td>
								</Table.Tr>
								<Table.Tr>
									<Table.Td fw={700}>{t`Over/short`}</Table.Td>
									<Table.Td ta="right" fw={700}>
										{report.data.over_short === null
											? '—'
											: overShortWords(report.data.over_short, currency)}
									</Table.Td>
								</Table.Tr>
							</Table.Tbody>
						</Table>
						{session.close_note ? <Text size="sm">{session.close_note}</Text> : null}
					</Section>
				</Stack>
			</Paper>
		</Stack>
	);
}

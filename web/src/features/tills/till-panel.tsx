import { Alert, Anchor, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCashBanknote, IconCashBanknoteOff, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { ManualCashKind } from '@deckhand/contract/tills/till-limits.ts';
import { QueryProblem } from '../../components/query-problem.tsx';
import { meQuery } from '../../lib/directus/session.ts';
import { reasonWhyNot } from '../../lib/permissions/capabilities.ts';
import { useCapabilities } from '../../lib/permissions/use-capabilities.ts';
import { formatDateTime } from '../../lib/i18n/formats.ts';
import { formatMoney } from '../../lib/money.ts';
import type { ClosedSession } from '@deckhand/contract/tills/till-sessions.ts';
import { tillStatusQuery } from '../../lib/tills/till-queries.ts';
import { CashMoveDialog } from './cash-move-dialog.tsx';
import { CloseTillDialog } from './close-till-dialog.tsx';
import { OpenTillForm } from './open-till-form.tsx';
import { overShortWords } from '../../lib/till-words.ts';

/** The till this browser is set to: open it, move cash by hand, close it with the count. */
export function TillPanel({ till, currency }: { till: number; currency: string }) {
	const { t } = useLingui();
	const status = useQuery(tillStatusQuery(till));
	const me = useQuery(meQuery()).data?.id ?? null;
	const closesAny = useCapabilities()?.closeAnyTill ?? false;
	const [moving, setMoving] = useState<ManualCashKind | null>(null);
	const [closing, setClosing] = useState(false);
	const [closed, setClosed] = useState<ClosedSession | null>(null);
	if (status.isPending)
		return (
			<Center mih={120}>
				<Loader aria-label={t`Loading the till`} />
			</Center>
		);
	if (status.isError) return <QueryProblem error={status.error} onRetry={() => void status.refetch()} />;
	const { session } = status.data;
	const name = session?.till_name;
	const opened = session ? formatDateTime(session.opened_at) : '';
	const by = session?.opened_by_name ?? '—';
	const float = formatMoney(session?.opening_float ?? 0, currency);
	const expected = session?.expected_cash == null ? null : formatMoney(session.expected_cash, currency);
	// Whoever opened the session closes it, or an administrator: the server refuses anyone else.
	const mayClose = closesAny || (session !== null && session.opened_by === me);
	const whyNotClose = mayClose ? null : reasonWhyNot('closeAnyTill');
	return (
		<Stack>
			{closed ? <ClosedResult closed={closed} currency={currency} /> : null}
			{session === null ? (
				<OpenTillForm till={status.data.till} currency={currency} />
			) : (
				<Paper withBorder p="md">
					<Stack gap="xs">
						<Text fw={600}>{t`${name} is open`}</Text>
						<Text size="sm">{t`Opened ${opened} by ${by}, with a float of ${float}.`}</Text>
						{expected === null ? null : <Text size="sm">{t`The drawer should hold ${expected}.`}</Text>}
						<Group mt="xs">
							<Button
								variant="default"
								leftSection={<IconCashBanknote size={16} />}
								onClick={() => setMoving('paid_in')}
							>
								<Trans>Paid in</Trans>
							</Button>
							<Button
								variant="default"
								leftSection={<IconCashBanknoteOff size={16} />}
								onClick={() => setMoving('paid_out')}
							>
								<Trans>Paid out</Trans>
							</Button>
							<Button
								leftSection={<IconLock size={16} />}
								disabled={!mayClose}
								aria-describedby={whyNotClose ? `close-till-${till}-why` : undefined}
								onClick={() => setClosing(true)}
							>
								<Trans>Close till</Trans>
							</Button>
						</Group>
						{whyNotClose ? (
							<Text id={`close-till-${till}-why`} size="sm" c="dimmed">
								{whyNotClose}
							</Text>
						) : null}
					</Stack>
				</Paper>
			)}
			{moving && session ? (
				<CashMoveDialog
					kind={moving}
					till={till}
					session={session.id}
					currency={currency}
					onClose={() => setMoving(null)}
				/>
			) : null}
			{closing && session && mayClose ? (
				<CloseTillDialog
					session={session}
					currency={currency}
					onClose={() => setClosing(false)}
					onClosed={(result) => {
						setClosing(false);
						setClosed(result);
					}}
				/>
			) : null}
		</Stack>
	);
}

/** What the count came to, said at once after closing, with the way to the printable report. */
function ClosedResult({ closed, currency }: { closed: ClosedSession; currency: string }) {
	const { t } = useLingui();
	const expected = formatMoney(closed.expected_cash ?? 0, currency);
	const counted = formatMoney(closed.counted_cash ?? 0, currency);
	const name = closed.till_name;
	const overShort = closed.over_short ?? 0;
	return (
		<Alert color={overShort === 0 ? 'green' : 'orange'} title={t`${name} is closed`} role="status">
			<Stack gap={4}>
				<Text size="sm">{t`Expected ${expected}, counted ${counted}.`}</Text>
				<Text size="sm" fw={700}>
					{overShortWords(overShort, currency)}
				</Text>
				<Anchor
					renderRoot={(props) => (
						<Link
							{...props}
							to="/tills/$tillId/sessions/$sessionId"
							params={{ tillId: String(closed.till), sessionId: String(closed.id) }}
						/>
					)}
				>
					<Trans>End-of-day report</Trans>
				</Anchor>
			</Stack>
		</Alert>
	);
}

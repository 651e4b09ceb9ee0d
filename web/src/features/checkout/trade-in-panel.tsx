import { Alert, Anchor, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCards, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { QueryProblem } from '../../components/query-problem.tsx';
import { buylistKeys } from '../../lib/api/keys.ts';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { BUYLIST_STATUS_WORDS } from '../../lib/buylist-words.ts';
import { describeError } from '../../lib/directus/errors.ts';
import { formatMoney } from '../../lib/money.ts';
import { buylistViewQuery, createDraftBuylist, openTradeInsQuery } from '../../lib/trade-in/trade-in-queries.ts';
import { intakeFromTill } from '../../lib/trade-in/till-return.ts';
import type { CustomerChoice } from './checkout-query.ts';
import { tradeInStanding } from './trade-in.ts';

interface TradeInPanelProps {
	customer: CustomerChoice | null;
	tradeIn: number | null;
	onAttach: (buylist: number) => void;
	onRemove: () => void;
	/** The server's refusal of the trade-in with the last sale sent (the staff limit), said here. */
	refusal: string | null;
	currency: string;
	/** While the sale is on its way the trade-in is not changed. */
	busy: boolean;
}

/**
 * One visit, one cart: the customer's cards taken in for store credit pay towards what they buy.
 * With a customer chosen, the clerk picks one of their open buylists or takes cards in on a new
 * one (the intake screen, and back to this very sale); the sale completes the trade-in for
 * store credit in its own transaction.
 */
export function TradeInPanel({ customer, tradeIn, onAttach, onRemove, refusal, currency, busy }: TradeInPanelProps) {
	const { t } = useLingui();
	if (!customer)
		return (
			<Text size="sm" c="dimmed">
				<Trans>Choose a customer to take cards in as a trade-in.</Trans>
			</Text>
		);
	return tradeIn === null ? (
		<OpenTradeIns customer={customer} onAttach={onAttach} currency={currency} busy={busy} />
	) : (
		<Stack gap="xs" role="group" aria-label={t`Trade-in`}>
			<AttachedTradeIn
				buylist={tradeIn}
				customer={customer.id}
				onRemove={onRemove}
				currency={currency}
				busy={busy}
			/>
			{refusal ? (
				<Alert color="red" role="alert" title={t`The sale was not recorded`}>
					<Text size="sm">{refusal}</Text>
				</Alert>
			) : null}
		</Stack>
	);
}

function OpenTradeIns({
	customer,
	onAttach,
	currency,
	busy,
}: {
	customer: CustomerChoice;
	onAttach: (buylist: number) => void;
	currency: string;
	busy: boolean;
}) {
	const { t, i18n } = useLingui();
	const navigate = useNavigate();
	const open = useQuery(openTradeInsQuery(customer.id));
	const take = useCommandMutation('buylist-create', {
		mutationFn: () => createDraftBuylist(customer.id),
		changed: (created) => ({ buylist: created.id }),
		answerAt: (created) => buylistKeys.detail(created.id),
		showsError: true,
		onSuccess: async (created) => {
			// Attached before leaving: however the clerk comes back, the sale has its trade-in.
			onAttach(created.id);
			await navigate({ href: intakeFromTill(created.id) });
		},
	});
	const name = customer.name;
	return (
		<Stack gap="xs" role="group" aria-label={t`Trade-in`}>
			<Group justify="space-between">
				<Text fw={500}>
					<Trans>Trade-in</Trans>
				</Text>
				<Button
					size="compact-sm"
					variant="default"
					leftSection={<IconCards size={14} />}
					loading={take.isPending}
					disabled={busy}
					onClick={() => take.mutate()}
				>
					<Trans>Take cards in</Trans>
				</Button>
			</Group>
			{take.error ? (
				<Text size="xs" c="red" role="alert">
					{describeError(take.error).message}
				</Text>
			) : null}
			{open.error ? <QueryProblem error={open.error} onRetry={() => void open.refetch()} /> : null}
			{open.isPending ? <Loader size="xs" aria-label={t`Loading the open buylists of ${name}`} /> : null}
			{open.data?.length === 0 ? (
				<Text size="xs" c="dimmed">
					<Trans>{name} has no open buylist.</Trans>
				</Text>
			) : null}
			{open.data?.map((buylist) => {
				const { number } = buylist;
				const credit = formatMoney(buylist.total_credit, currency);
				return (
					<Group key={buylist.id} justify="space-between" gap="xs" wrap="nowrap">
						<Text size="sm">
							{number} · {i18n._(BUYLIST_STATUS_WORDS[buylist.status])} · <Trans>credit {credit}</Trans>
						</Text>
						<Button
							size="compact-xs"
							variant="light"
							disabled={busy}
							onClick={() => onAttach(buylist.id)}
							aria-label={t`Use ${number} for this sale`}
						>
							<Trans context="trade-in">Use</Trans>
						</Button>
					</Group>
				);
			})}
		</Stack>
	);
}

function AttachedTradeIn({
	buylist,
	customer,
	onRemove,
	currency,
	busy,
}: {
	buylist: number;
	customer: number;
	onRemove: () => void;
	currency: string;
	busy: boolean;
}) {
	const { t, i18n } = useLingui();
	const navigate = useNavigate();
	const view = useQuery(buylistViewQuery(buylist));
	const remove = (
		<Button
			size="compact-xs"
			variant="subtle"
			color="gray"
			leftSection={<IconX size={12} />}
			disabled={busy}
			onClick={onRemove}
		>
			<Trans>Remove trade-in</Trans>
		</Button>
	);
	if (view.error)
		return (
			<>
				<QueryProblem error={view.error} onRetry={() => void view.refetch()} />
				{remove}
			</>
		);
	if (!view.data) return <Loader size="xs" aria-label={t`Loading the trade-in`} />;
	const { number } = view.data;
	const standing = tradeInStanding(view.data, customer);
	const credit = formatMoney(view.data.total_credit, currency);
	const copies = view.data.lines.reduce((sum, line) => sum + line.buy_quantity, 0);
	const cards = plural(copies, { one: '# card', other: '# cards' });
	return (
		<>
			<Group justify="space-between" gap="xs">
				<Text fw={500}>
					<Trans>Trade-in {number}</Trans>
				</Text>
				<Badge variant="default" tt="none">
					{i18n._(BUYLIST_STATUS_WORDS[view.data.status])}
				</Badge>
			</Group>
			<Text size="sm" aria-label={t`Trade-in credit`}>
				<Trans>
					{cards} · credit {credit}
				</Trans>
			</Text>
			{standing.problem ? (
				<Text size="xs" c="red" role="alert">
					{standing.problem}
				</Text>
			) : null}
			<Group gap="xs">
				<Anchor
					component="button"
					type="button"
					size="sm"
					onClick={() => void navigate({ href: intakeFromTill(buylist) })}
				>
					<Trans>Open the intake</Trans>
				</Anchor>
				{remove}
			</Group>
		</>
	);
}

import { Alert, Anchor, Button, Grid, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { IconPrinter } from '@tabler/icons-react';
import { NotFound } from '../../components/not-found.tsx';
import { Notes } from '../../components/notes.tsx';
import { DetailHeader } from '../../components/detail-header.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { describeError } from '../../lib/directus/errors.ts';
import { BUYLIST_STATUS_COLORS, BUYLIST_STATUS_WORDS, paidWords } from '../../lib/buylist-words.ts';
import { formatDateTime } from '../../lib/i18n/formats.ts';
import { useCapabilities } from '../../lib/permissions/use-capabilities.ts';
import { useShopCurrency } from '../../lib/shop-currency.ts';
import { CUSTOMER_STATUSES, TRADE_IN_STATUSES } from '@deckhand/contract/buylists/buylist-states.ts';
import { buylistActions, isOpenForLines, lineEditsOf, openDialog } from './buylist-actions.ts';
import { BuylistCustomer } from './buylist-customer.tsx';
import { CloseDialog, CompleteDialog } from './buylist-dialogs.tsx';
import { StatusHistory } from '../../components/status-history.tsx';
import { ApprovalNotice } from './approval-notice.tsx';
import { ArrivalsPanel } from './arrivals-panel.tsx';
import { SaleCompletesNote } from './sale-completes-note.tsx';
import { BuylistTotals } from './buylist-totals.tsx';
import { buylistQuery } from './buylists-query.ts';
import type { BuylistSearch } from './buylists-search.ts';
import { BackToSale } from '../../components/back-to-sale.tsx';
import { useSaleWaitsFor } from '../../lib/trade-in/till-return.ts';
import { IntakeForm } from './intake-form.tsx';
import { IntakeLinesTable } from './intake-lines-table.tsx';
import { OverrideDialog } from './override-dialog.tsx';
import { useBuylistCommands } from './use-buylist-commands.ts';

/**
 * One buylist. While draft or offered it is the intake screen (scan or search, condition,
 * quantity, Enter); in every state its lines with the offer, the running totals, the customer,
 * the changes its state and the user's role allow, its history and notes. Dialogs live in the address.
 */
export function BuylistPage() {
	const { t, i18n } = useLingui();
	const id = Number(useParams({ from: '/signed-in/buylists/$buylistId' }).buylistId);
	const search = useSearch({ from: '/signed-in/buylists/$buylistId' });
	const navigate = useNavigate({ from: '/buylists/$buylistId' });
	const capabilities = useCapabilities();
	const admin = capabilities?.approveBuylists ?? false;
	const canOverride = capabilities?.overrideOffers ?? false;
	const currency = useShopCurrency();
	const detail = useQuery(buylistQuery(id));
	const forSale = useSaleWaitsFor(id, search.from);
	const change = (next: Partial<BuylistSearch>) =>
		navigate({ search: (previous) => ({ ...previous, ...next }), replace: true });
	const close = () => change({ dialog: undefined, line: undefined, payout: undefined });

	const { pageRefusal, setPageRefusal, lineErrors, sayRefusal, lineCommand, step, addLine } = useBuylistCommands(
		id,
		detail.data?.lines ?? [],
	);

	const back = (
		<Anchor component={Link} to="/buylists" size="sm">
			<Trans>← Buylists</Trans>
		</Anchor>
	);
	if (detail.error)
		return describeMissing(detail.error) ? (
			<NotFound
				title={t`This buylist does not exist`}
				text={t`Check the link, or find the buylist in the buylists list.`}
				list="/buylists"
				listLabel={t`Back to the buylists list`}
			/>
		) : (
			<QueryProblem error={detail.error} onRetry={() => detail.refetch()} />
		);
	if (!detail.data)
		return !(Number.isSafeInteger(id) && id > 0) ? (
			<NotFound
				title={t`This buylist does not exist`}
				text={t`Check the link, or find the buylist in the buylists list.`}
				list="/buylists"
				listLabel={t`Back to the buylists list`}
			/>
		) : (
			<Stack>
				{back}
				<Skeleton height={240} />
			</Stack>
		);
	const view = detail.data;
	const open = isOpenForLines(view.status);
	const actions = buylistActions(view, admin, forSale);
	const dialog = openDialog(search.dialog, view, admin, search.line, forSale);
	const overridden = dialog === 'override' ? view.lines.find((line) => line.id === search.line) : undefined;
	const number = view.number;
	const paid = paidWords(view, currency);
	const taken = formatDateTime(view.date_created);
	const order = view.order;
	const orderNumber = order?.number;
	return (
		<Stack>
			{back}
			<DetailHeader
				title={<Trans>Buylist {number}</Trans>}
				status={i18n._(BUYLIST_STATUS_WORDS[view.status])}
				statusColor={BUYLIST_STATUS_COLORS[view.status]}
				actionsLabel={t`Buylist actions`}
				actions={
					<>
						{forSale ? <BackToSale buylist={view.id} /> : null}
						<Button
							variant="default"
							leftSection={<IconPrinter size={16} />}
							renderRoot={(props) => (
								<Link
									{...props}
									to="/buylists/$buylistId/offer-sheet"
									params={{ buylistId: String(view.id) }}
								/>
							)}
						>
							<Trans>Offer sheet</Trans>
						</Button>
					</>
				}
				steps={actions}
				undoes={(action) => action.to === 'rejected' || action.to === 'cancelled'}
				busy={(action) => step.isPending && step.variables === action.to}
				onStep={(action) => {
					setPageRefusal(null);
					if (action.dialog) change({ dialog: action.dialog });
					else if (action.to === 'offered' || action.to === 'accepted') step.mutate(action.to);
				}}
			>
				<Text size="sm" c="dimmed">
					<Trans>Started {taken}</Trans>
				</Text>
				{paid ? <Text size="sm">{paid}</Text> : null}
				{order ? (
					<Text size="sm">
						<Trans>
							Credit spent on order{' '}
							<Anchor
								renderRoot={(props) => (
									<Link {...props} to="/orders/$orderId" params={{ orderId: String(order.id) }} />
								)}
							>
								{orderNumber}
							</Anchor>
						</Trans>
					</Text>
				) : null}
			</DetailHeader>
			{pageRefusal ? (
				<Alert
					color={pageRefusal.place.at === 'limit' ? 'orange' : 'red'}
					role="alert"
					title={pageRefusal.place.at === 'limit' ? t`Waiting for approval` : t`Not done`}
					withCloseButton
					onClose={() => setPageRefusal(null)}
					closeButtonLabel={t`Dismiss`}
				>
					{pageRefusal.message}
				</Alert>
			) : view.status === 'awaiting_approval' ? (
				<ApprovalNotice view={view} currency={currency} admin={admin} />
			) : forSale && TRADE_IN_STATUSES.includes(view.status) ? (
				<SaleCompletesNote />
			) : null}
			{view.status === 'completed' ? <ArrivalsPanel buylist={view.id} currency={currency} /> : null}
			{/* The intake beside the running totals and the customer; the lines below at the full width, every column in sight on a tablet. */}
			<Grid>
				<Grid.Col span={{ base: 12, md: 8 }}>{open ? <IntakeForm onAdd={addLine} /> : null}</Grid.Col>
				<Grid.Col span={{ base: 12, md: open ? 4 : 12 }}>
					<SimpleGrid cols={{ base: 1, sm: open ? 1 : 2 }}>
						<BuylistTotals
							view={view}
							currency={currency}
							open={!['completed', 'rejected', 'cancelled'].includes(view.status)}
						/>
						<BuylistCustomer
							view={view}
							currency={currency}
							editable={CUSTOMER_STATUSES.includes(view.status)}
						/>
					</SimpleGrid>
				</Grid.Col>
			</Grid>
			<IntakeLinesTable
				lines={view.lines}
				currency={currency}
				editable={lineEditsOf(view.status)}
				canOverride={canOverride}
				lineErrors={lineErrors}
				paid={view.status === 'completed'}
				offersWithheld={view.offers_withheld}
				onChange={(line, lineChange) => lineCommand.mutate({ line, change: lineChange })}
				onRemove={(line) => lineCommand.mutate({ line, change: 'remove' })}
				onOverride={(line) => change({ dialog: 'override', line: line.id })}
			/>
			<StatusHistory
				events={view.events}
				words={BUYLIST_STATUS_WORDS}
				when={(event) => formatDateTime(event.date_created)}
			/>
			<Notes collection="buylists" item={view.id} />
			{dialog === 'complete' || dialog === 'approve' ? (
				<CompleteDialog
					view={view}
					currency={currency}
					approving={dialog === 'approve'}
					payout={search.payout}
					onPayout={(payout) => change({ payout })}
					onClose={close}
					onRefused={sayRefusal}
				/>
			) : null}
			{dialog === 'reject' || dialog === 'cancel' ? (
				<CloseDialog
					view={view}
					currency={currency}
					to={dialog === 'reject' ? 'rejected' : 'cancelled'}
					onClose={close}
					onRefused={sayRefusal}
				/>
			) : null}
			{overridden ? <OverrideDialog view={view} line={overridden} currency={currency} onClose={close} /> : null}
		</Stack>
	);
}

/** The buylist command refuses a buylist that does not exist as a bad `id`: the page says it does not exist rather than a failure. */
function describeMissing(error: unknown): boolean {
	const problem = describeError(error);
	return problem.code === 'VALIDATION_FAILED' && problem.field === 'id';
}

import { Button, Grid, Group, Kbd, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPlayerPause } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import type { Channel } from '@deckhand/contract/checkout/checkout-limits.ts';
import { accessQuery } from '../../lib/directus/session.ts';
import { CartTable } from './cart-table.tsx';
import type { CustomerChoice, TillSettings } from './checkout-query.ts';
import { CustomerPanel, useCreditBalance } from './customer-panel.tsx';
import { useArrivingCustomer } from './use-arriving-customer.ts';
import { ParkedSalesPanel } from './parked-sales-panel.tsx';
import { isEmptySale } from './sale-in-hand.ts';
import { saleFigures } from './sale-figures.ts';
import { SaleKeyUsed } from './sale-key-used.tsx';
import { SaleNotRecorded } from './sale-not-recorded.tsx';
import { SaleSoldElsewhere } from './sale-sold-elsewhere.tsx';
import type { Sale } from './sale-receipt.ts';
import { ScanBox } from './scan-box.tsx';
import { TenderPanel } from './tender-panel.tsx';
import { TillDrawer, type Drawer } from './till-drawer.tsx';
import { KEY_HINTS } from './till-keys.ts';
import { TillWarnings } from './till-warnings.tsx';
import { TradeInPanel } from './trade-in-panel.tsx';
import { useCompleteSale } from './use-complete-sale.ts';
import { useTillSale } from './use-till-sale.ts';
import { useScanQueue } from './use-scan-queue.ts';
import { useTradeIn } from './use-trade-in.ts';

interface TillProps {
	settings: TillSettings;
	/** This browser's till and whether its drawer is open: cash needs it open. */
	drawer: Drawer;
	/** The storage key of this till (`till-storage.ts: tillKey`). */
	tillKey: string;
	channel: Channel;
	/** The storage key of another channel's till, to hand the sale in hand over to it. */
	tillKeyOf: (channel: Channel) => string;
	/** Another channel asked for, once the sale in hand is handed over to its till; says whether a sale waiting there was parked. */
	onChannel: (channel: Channel, parkedWaiting: boolean) => void;
	onSold: (sale: Sale) => void;
	/** Said when the till opens (a sale waiting here was parked when the clerk's sale arrived from another channel). */
	arrivalNotice: string | null;
	/** A trade-in brought back from the intake screen (`?trade_in=`): attached to the sale in hand as the till opens. */
	arrivingTradeIn: number | undefined;
	/** The arriving trade-in is attached: the address may drop it. */
	onTradeInArrived: () => void;
	/** A customer an order's exchange sent (`?customer=`): the sale in hand becomes theirs as the till opens. */
	arrivingCustomer: number | undefined;
	onCustomerArrived: () => void;
}

/** The sale being rung up: what is in the cart, who buys, the discount and the tenders; and the shop's parked sales. */
export function Till({
	settings,
	drawer,
	tillKey,
	channel,
	onChannel,
	tillKeyOf,
	onSold,
	arrivalNotice,
	arrivingTradeIn,
	onTradeInArrived,
	arrivingCustomer,
	onCustomerArrived,
}: TillProps) {
	const { t, i18n } = useLingui();
	const admin = useQuery({ ...accessQuery(), select: (access) => access.admin }).data ?? false;
	const { currency } = settings;
	const till = useTillSale(tillKey, drawer.till, currency, arrivalNotice);
	const { sale, change } = till;
	const scanInput = useRef<HTMLInputElement>(null);
	const balance = useCreditBalance(sale.customer);
	const tradeIn = useTradeIn(sale, change, arrivingTradeIn, onTradeInArrived);
	const scans = useScanQueue(till.dispatch);
	const rules = {
		taxRateBp: settings.tax_rate_bp,
		staffDiscountCapPercent: settings.staff_discount_cap_percent,
		admin,
		currency,
		creditSharePercent: settings.credit_share_percent,
	};
	const figures = saleFigures(sale, rules, balance, tradeIn.credit);
	const checkout = useCompleteSale({
		till,
		figures,
		tradeInBlocker: tradeIn.blocker,
		// A scan still on its way is part of the sale: completing without it would undercharge.
		scanBlocker: scans.pending > 0 ? t`Wait for the scans being looked up.` : null,
		channel,
		drawer,
		currency,
		onSold,
	});
	const { refusal } = checkout;

	function chooseCustomer(chosen: CustomerChoice | null) {
		// A trade-in is its customer's: another customer (or a walk-in) leaves it out of the sale.
		change((s) => ({
			...s,
			customer: chosen,
			tradeIn: chosen && chosen.id === s.customer?.id ? s.tradeIn : null,
			tender: chosen ? s.tender : { ...s.tender, credit: '' },
		}));
		// Back to scanning once a customer is chosen (after the dialog of a new customer has given the focus back).
		if (chosen) setTimeout(() => scanInput.current?.focus());
	}

	useArrivingCustomer(arrivingCustomer, onCustomerArrived, chooseCustomer);

	async function park() {
		await till.parked.park();
		checkout.clearRefusal();
		scanInput.current?.focus();
	}

	const placed = (place: 'discount' | 'payments' | 'customer') =>
		refusal && refusal.place === place ? refusal.message : null;
	const formProblem = refusal?.place === 'form' ? refusal.problem : null;
	const empty = isEmptySale(sale);

	return (
		<Stack>
			<Group justify="space-between" align="center" gap="sm">
				<Title order={1} size="h2">
					<Trans>Checkout</Trans>
				</Title>
				<Text size="sm" role="status" aria-live="polite" style={{ flex: 1 }} ta="right">
					{till.notice}
				</Text>
				<Button
					variant="default"
					leftSection={<IconPlayerPause size={16} />}
					disabled={empty || checkout.pending || till.parked.busy}
					onClick={() => void park()}
				>
					<Trans>Park sale</Trans>
				</Button>
			</Group>
			<TillDrawer drawer={drawer} />
			<TillWarnings
				keepFailed={till.keepFailed}
				otherTab={till.otherTab}
				// While sending, or once the connection-lost notice says it, the sale's own notice would say it twice.
				unanswered={checkout.pending || formProblem?.kind === 'offline' ? null : till.unanswered}
				onSendAgain={sale.sent ? checkout.sendAgain : null}
			/>
			{till.takenBy ? <SaleSoldElsewhere order={till.takenBy} /> : null}
			<Grid gap="lg">
				<Grid.Col span={{ base: 12, md: 8 }}>
					<Stack>
						<ScanBox
							input={scanInput}
							dispatch={till.dispatch}
							scans={scans}
							hasLines={sale.cart.lines.length > 0}
							currency={currency}
							onTender={checkout.toTender}
							notice={sale.cart.notice}
						/>
						<Group gap="md" aria-label={t`Keys`} role="note">
							{KEY_HINTS.map(([keys, what]) => (
								<Text key={keys.id} size="xs" c="dimmed">
									<Kbd size="xs">{i18n._(keys)}</Kbd> {i18n._(what)}
								</Text>
							))}
						</Group>
						<Paper withBorder p="sm">
							<CartTable
								cart={sale.cart}
								dispatch={till.dispatch}
								currency={currency}
								held={till.parked.held}
							/>
						</Paper>
						<ParkedSalesPanel
							parked={till.parked.parked}
							currency={currency}
							busy={!empty}
							pending={till.parked.busy}
							onResume={(id) => void till.parked.resume(id)}
							onDiscard={(id) => void till.parked.discard(id)}
						/>
					</Stack>
				</Grid.Col>
				<Grid.Col span={{ base: 12, md: 4 }}>
					<Stack>
						{formProblem ? (
							<SaleNotRecorded
								failure={formProblem}
								onSendAgain={sale.sent ? checkout.sendAgain : null}
								onTryAgain={() => checkout.submit()}
							/>
						) : null}
						{refusal?.place === 'sale-key' ? (
							<SaleKeyUsed order={refusal.order} onNewSale={checkout.newSale} />
						) : null}
						<Paper withBorder p="sm">
							<CustomerPanel
								customer={sale.customer}
								onChange={chooseCustomer}
								balance={balance}
								currency={currency}
								error={placed('customer')}
							/>
						</Paper>
						<Paper withBorder p="sm">
							<TradeInPanel
								customer={sale.customer}
								tradeIn={sale.tradeIn}
								onAttach={(buylist) => {
									checkout.clearRefusal();
									change((s) => ({ ...s, tradeIn: buylist }));
								}}
								onRemove={() => {
									checkout.clearRefusal();
									change((s) => ({ ...s, tradeIn: null }));
								}}
								refusal={refusal?.place === 'trade-in' ? refusal.message : null}
								currency={currency}
								busy={checkout.pending}
							/>
						</Paper>
						{/* Only the payment fields are a form: Enter in Cash tendered completes the sale, Enter elsewhere never does. */}
						<Paper
							withBorder
							p="sm"
							component="form"
							onSubmit={checkout.submit}
							noValidate
							aria-label={t`Payment`}
						>
							<TenderPanel
								channel={channel}
								onChannel={(next) => onChannel(next, till.handOver(tillKeyOf(next)))}
								discountKind={sale.discountKind}
								onDiscountKind={(discountKind) => change((s) => ({ ...s, discountKind }))}
								discount={sale.discount}
								onDiscount={(discount) => change((s) => ({ ...s, discount }))}
								capPercent={settings.staff_discount_cap_percent}
								admin={admin}
								totals={figures.totals}
								taxRateBp={settings.tax_rate_bp}
								tender={sale.tender}
								onTender={(tender) => change((s) => ({ ...s, tender }))}
								settlement={figures.settlement}
								hasCustomer={sale.customer !== null}
								creditBalance={figures.creditAvailable}
								tradeInCredit={tradeIn.credit}
								creditLeft={figures.creditLeft}
								creditSharePercent={settings.credit_share_percent}
								onUseAllCredit={checkout.takeAllCredit}
								problems={{
									discount: figures.discountProblem ?? placed('discount'),
									payments: figures.paymentsProblem ?? placed('payments'),
									credit: figures.tenderProblems.credit ?? figures.creditProblem,
									card: figures.tenderProblems.card,
									cash: figures.tenderProblems.cash,
								}}
								currency={currency}
								cashInput={checkout.cashInput}
								cardInput={checkout.cardInput}
								pending={checkout.pending}
								blocker={checkout.blocker}
							/>
						</Paper>
					</Stack>
				</Grid.Col>
			</Grid>
		</Stack>
	);
}

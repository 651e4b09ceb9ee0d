import { Alert, Button, Grid, Group, Kbd, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPlayerPause, IconWifiOff } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { Channel } from '../../../../server/extensions/deckhand/src/checkout/checkout-limits.ts';
import { accessQuery } from '../../lib/directus/session.ts';
import { tillKeys } from '../../lib/tills/till-queries.ts';
import { moneyText } from '../../lib/fields/typed-number.ts';
import { CartTable } from './cart-table.tsx';
import { checkoutKeys, sendCheckout, type CustomerChoice, type TillSettings } from './checkout-query.ts';
import { placeRefusal, type Refusal } from './checkout-refusal.ts';
import { CustomerPanel, useCreditBalance } from './customer-panel.tsx';
import { ParkedSalesPanel } from './parked-sales-panel.tsx';
import { isEmptySale } from './sale-in-hand.ts';
import { cashToTender, completeBlocker, creditToUse, saleFigures } from './sale-figures.ts';
import type { Sale } from './sale-receipt.ts';
import type { CheckoutBody } from './stored-sale.ts';
import { ScanBox } from './scan-box.tsx';
import { TenderPanel } from './tender-panel.tsx';
import { KEY_HINTS, screenCommand } from './till-keys.ts';
import { TillWarnings } from './till-warnings.tsx';
import { cashBlocker, TillDrawer, type Drawer } from './till-drawer.tsx';
import { SaleKeyUsed } from './sale-key-used.tsx';
import { buylistViewQuery, tradeInKeys } from '../../lib/trade-in/trade-in-queries.ts';
import { tradeInStanding } from './trade-in.ts';
import { TradeInPanel } from './trade-in-panel.tsx';
import { useTillSale } from './use-till-sale.ts';

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
}

/** The sale being rung up: what is in the cart, who buys, the discount and the tenders; and the sales parked on this till. */
export function Till({ settings, drawer, tillKey, channel, onChannel, tillKeyOf, onSold, arrivalNotice, arrivingTradeIn, onTradeInArrived }: TillProps) {
	const { t, i18n } = useLingui();
	const queryClient = useQueryClient();
	const admin = useQuery({ ...accessQuery(), select: (access) => access.admin }).data ?? false;
	const { currency } = settings;
	const till = useTillSale(tillKey, currency, arrivalNotice);
	const { sale, change } = till;
	const [refusal, setRefusal] = useState<Refusal | null>(null);
	const cashInput = useRef<HTMLInputElement>(null);
	const scanInput = useRef<HTMLInputElement>(null);
	const balance = useCreditBalance(sale.customer);

	const tradeIn = useQuery({ ...buylistViewQuery(sale.tradeIn ?? 0), enabled: sale.tradeIn !== null });
	const standing = sale.tradeIn !== null && tradeIn.data ? tradeInStanding(tradeIn.data, sale.customer?.id ?? null) : null;

	const rules = { taxRateBp: settings.tax_rate_bp, staffDiscountCapPercent: settings.staff_discount_cap_percent, admin, currency, creditSharePercent: settings.credit_share_percent };
	const figures = saleFigures(sale, rules, balance, standing?.credit ?? 0);
	const counter = channel === 'counter';

	const mutation = useMutation({
		mutationFn: sendCheckout,
		// Sent at once even when the browser says it is offline: a sale must fail visibly and be retried by the clerk,
		// never wait paused and go through by itself later, after the customer has left.
		networkMode: 'always',
		onMutate: (body) => till.sending(body),
		onSuccess: async (order, body) => {
			till.recorded();
			// A sale changes the till's cash and its history as well as the till's own lookups.
			// A sale with a trade-in completed that buylist too.
			await Promise.all([
				queryClient.invalidateQueries({ queryKey: checkoutKeys.all }),
				queryClient.invalidateQueries({ queryKey: tillKeys.all }),
				queryClient.invalidateQueries({ queryKey: tradeInKeys.all }),
			]);
			onSold({ order, lines: sale.cart.lines.filter((line) => body.lines.some((l) => l.sku === line.sku)), customer: sale.customer });
		},
		onError: (error, body) => {
			const placed = placeRefusal(error, body.lines);
			// No answer (a lost connection) may still mean the sale reached the server: it stays marked as sent.
			if (!(placed.place === 'form' && placed.problem.kind === 'offline')) till.refused();
			if (placed.place === 'line') till.dispatch({ type: 'refused', sku: placed.sku, message: placed.message, available: placed.available });
			// Above the staff limit the trade-in now waits for an administrator: the panel shows it so.
			if (placed.place === 'trade-in') void queryClient.invalidateQueries({ queryKey: tradeInKeys.all });
			setRefusal(placed);
		},
	});
	const tradeInBlocker = sale.tradeIn === null ? null : !tradeIn.data ? t`Reading the trade-in…` : standing?.problem ? t`The trade-in cannot go with this sale: see the trade-in.` : null;
	const blocker = tradeInBlocker ?? completeBlocker(sale, figures, { counter, checking: till.checking, currency }) ?? cashBlocker(figures.payments, drawer);

	function submit(event?: FormEvent) {
		event?.preventDefault();
		if (blocker !== null || mutation.isPending) return;
		setRefusal(null);
		const body: CheckoutBody = {
			customer: sale.customer?.id ?? null,
			channel,
			lines: sale.cart.lines.map((line) => ({ sku: line.sku, quantity: line.quantity })),
			discount: figures.discountAsked,
			payments: figures.payments,
			complete: counter,
			till: drawer.till,
			sale_key: till.keyToSend(),
			...(sale.tradeIn === null ? {} : { trade_in: sale.tradeIn }),
		};
		mutation.mutate(body);
	}

	/**
	 * Sends again exactly what was sent with no answer, whatever the till shows now (a reload may
	 * find the stock that very sale took): the server answers a sale it already recorded with its
	 * order, so nothing is taken twice.
	 */
	function sendAgain() {
		if (!sale.sent || mutation.isPending) return;
		setRefusal(null);
		mutation.mutate(sale.sent);
	}

	function newSale() {
		till.newSale();
		setRefusal(null);
	}

	/** To payment: "Cash tendered" holds what store credit and card leave to pay, selected, so Enter completes and typing replaces it. */
	function toTender() {
		if (sale.cart.lines.length === 0) return;
		// Rendered at once, so an Enter typed right after (a fast hand, a keyboard wedge) already lands in the cash field.
		flushSync(() => change((s) => ({ ...s, tender: { ...s.tender, cash: moneyText(cashToTender(figures), currency) } })));
		cashInput.current?.focus();
		cashInput.current?.select();
	}

	/** All the store credit the sale can take: the balance with the trade-in's credit, or what card leaves to pay if that is less. */
	function takeAllCredit() {
		const available = figures.creditAvailable;
		if (!sale.customer || !available) return;
		const credit = moneyText(creditToUse(figures, available), currency);
		change((s) => ({ ...s, tender: { ...s.tender, credit } }));
	}

	// F2 and F4 work from anywhere on the screen (the scan box handles F2 itself first).
	useEffect(() => {
		const onKey = (event: KeyboardEvent) => {
			const command = screenCommand(event.key);
			if (command === null || event.defaultPrevented) return;
			event.preventDefault();
			if (command === 'toTender') toTender();
			else takeAllCredit();
		};
		window.addEventListener('keydown', onKey);
		return () => window.removeEventListener('keydown', onKey);
	});

	function chooseCustomer(chosen: CustomerChoice | null) {
		// A trade-in is its customer's: another customer (or a walk-in) leaves it out of the sale.
		change((s) => ({ ...s, customer: chosen, tradeIn: chosen && chosen.id === s.customer?.id ? s.tradeIn : null, tender: chosen ? s.tender : { ...s.tender, credit: '' } }));
		// Back to scanning once a customer is chosen (after the dialog of a new customer has given the focus back).
		if (chosen) setTimeout(() => scanInput.current?.focus());
	}

	// A trade-in back from the intake screen joins the sale in hand (kept in the browser meanwhile);
	// a sale with no customer yet takes the trade-in's.
	useEffect(() => {
		if (arrivingTradeIn === undefined) return;
		change((s) => ({ ...s, tradeIn: arrivingTradeIn }));
		onTradeInArrived();
		queryClient.fetchQuery(buylistViewQuery(arrivingTradeIn)).then(
			({ customer }) => {
				if (customer) change((s) => (s.customer ? s : { ...s, customer: { id: customer.id, name: customer.name, email: null, phone: null } }));
			},
			// The trade-in panel reads it again and says what went wrong.
			() => undefined,
		);
		// Once, as the till opens with the address that brought it.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, []);

	function park() {
		till.park();
		setRefusal(null);
		scanInput.current?.focus();
	}

	const placed = (place: 'discount' | 'payments' | 'customer') => (refusal && refusal.place === place ? refusal.message : null);
	const formProblem = refusal?.place === 'form' ? refusal.problem : null;
	const problem = formProblem?.message;
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
				<Button variant="default" leftSection={<IconPlayerPause size={16} />} disabled={empty || mutation.isPending} onClick={park}>
					<Trans>Park sale</Trans>
				</Button>
			</Group>
			<TillDrawer drawer={drawer} />
			<TillWarnings
				keepFailed={till.keepFailed}
				otherTab={till.otherTab}
				// While sending, or once the connection-lost notice says it, the sale's own notice would say it twice.
				unanswered={mutation.isPending || formProblem?.kind === 'offline' ? null : till.unanswered}
				onSendAgain={sale.sent ? sendAgain : null}
			/>
			<Grid gap="lg">
				<Grid.Col span={{ base: 12, md: 8 }}>
					<Stack>
						<ScanBox input={scanInput} dispatch={till.dispatch} hasLines={sale.cart.lines.length > 0} currency={currency} onTender={toTender} notice={sale.cart.notice} />
						<Group gap="md" aria-label={t`Keys`} role="note">
							{KEY_HINTS.map(([keys, what]) => (
								<Text key={keys.id} size="xs" c="dimmed">
									<Kbd size="xs">{i18n._(keys)}</Kbd> {i18n._(what)}
								</Text>
							))}
						</Group>
						<Paper withBorder p="sm">
							<CartTable cart={sale.cart} dispatch={till.dispatch} currency={currency} />
						</Paper>
						<ParkedSalesPanel parked={till.parked} currency={currency} busy={!empty} onResume={till.resume} onDiscard={till.discard} />
					</Stack>
				</Grid.Col>
				<Grid.Col span={{ base: 12, md: 4 }}>
					<Stack>
						{formProblem ? (
							<Alert
								color={formProblem.kind === 'offline' ? 'orange' : 'red'}
								role="alert"
								icon={formProblem.kind === 'offline' ? <IconWifiOff size={18} /> : undefined}
								title={formProblem.kind === 'offline' ? t`Connection lost` : t`The sale was not recorded`}
							>
								<Stack gap="xs">
									<Text size="sm">
										{formProblem.kind === 'offline' ? (
											<Trans>{problem} The sale is kept as it is. Sending it again is safe: a sale is recorded once.</Trans>
										) : (
											<Trans>{problem} The sale is kept as it is.</Trans>
										)}
									</Text>
									{formProblem.kind === 'offline' && sale.sent ? (
										<Button size="xs" variant="white" onClick={sendAgain}>
											<Trans>Send again</Trans>
										</Button>
									) : formProblem.retry ? (
										<Button size="xs" variant="white" onClick={() => submit()}>
											<Trans>Try again</Trans>
										</Button>
									) : null}
								</Stack>
							</Alert>
						) : null}
						{refusal?.place === 'sale-key' ? <SaleKeyUsed order={refusal.order} onNewSale={newSale} /> : null}
						<Paper withBorder p="sm">
							<CustomerPanel customer={sale.customer} onChange={chooseCustomer} balance={balance} currency={currency} error={placed('customer')} />
						</Paper>
						<Paper withBorder p="sm">
							<TradeInPanel
								customer={sale.customer}
								tradeIn={sale.tradeIn}
								onAttach={(buylist) => {
									setRefusal(null);
									change((s) => ({ ...s, tradeIn: buylist }));
								}}
								onRemove={() => {
									setRefusal(null);
									change((s) => ({ ...s, tradeIn: null }));
								}}
								refusal={refusal?.place === 'trade-in' ? refusal.message : null}
								currency={currency}
								busy={mutation.isPending}
							/>
						</Paper>
						{/* Only the payment fields are a form: Enter in Cash tendered completes the sale, Enter elsewhere never does. */}
						<Paper withBorder p="sm" component="form" onSubmit={submit} noValidate aria-label={t`Payment`}>
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
								tradeInCredit={standing?.credit ?? 0}
								creditLeft={figures.creditLeft}
								creditSharePercent={settings.credit_share_percent}
								onUseAllCredit={takeAllCredit}
								problems={{
									discount: figures.discountProblem ?? placed('discount'),
									payments: figures.paymentsProblem ?? placed('payments'),
									credit: figures.tenderProblems.credit ?? figures.creditProblem,
									card: figures.tenderProblems.card,
									cash: figures.tenderProblems.cash,
								}}
								currency={currency}
								cashInput={cashInput}
								pending={mutation.isPending}
								blocker={blocker}
							/>
						</Paper>
					</Stack>
				</Grid.Col>
			</Grid>
		</Stack>
	);
}

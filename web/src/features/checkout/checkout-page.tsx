import { Alert, Button, Center, Grid, Group, Kbd, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { Channel } from '../../../../server/extensions/deckhand/src/checkout/checkout-limits.ts';
import { QueryProblem } from '../../components/query-problem.tsx';
import { accessQuery } from '../../lib/directus/session.ts';
import { errorOf } from '../../lib/fields/form-readings.ts';
import { moneyText } from '../../lib/fields/typed-number.ts';
import { formatMoney } from '../../lib/money.ts';
import { CartTable } from './cart-table.tsx';
import { cartProblem, cartReducer, EMPTY_CART } from './cart.ts';
import { checkoutKeys, sendCheckout, tillSettingsQuery, type CheckoutBody, type CustomerChoice, type TillSettings } from './checkout-query.ts';
import { placeRefusal } from './checkout-refusal.ts';
import { CustomerPanel, useCreditBalance } from './customer-panel.tsx';
import { Receipt, type Sale } from './receipt.tsx';
import { ScanBox } from './scan-box.tsx';
import { KEY_HINTS } from './till-keys.ts';
import { cartTotals, readDiscount, readTender, settle, type DiscountKind } from './till-money.ts';
import { TenderPanel, type Tender } from './tender-panel.tsx';

const NO_TENDER: Tender = { cash: '', card: '', credit: '' };

export function CheckoutPage({ channel, onChannel }: { channel: Channel; onChannel: (channel: Channel) => void }) {
	const settings = useQuery(tillSettingsQuery());
	const [sale, setSale] = useState<Sale | null>(null);
	if (settings.isPending)
		return (
			<Center mih={240}>
				<Loader aria-label="Loading the till" />
			</Center>
		);
	if (settings.isError) return <QueryProblem error={settings.error} onRetry={() => void settings.refetch()} />;
	if (sale) return <Receipt sale={sale} settings={settings.data} onNewSale={() => setSale(null)} />;
	return <Till settings={settings.data} channel={channel} onChannel={onChannel} onSold={setSale} />;
}

interface TillProps {
	settings: TillSettings;
	channel: Channel;
	onChannel: (channel: Channel) => void;
	onSold: (sale: Sale) => void;
}

/** The sale being rung up: what is in the cart, who buys, the discount and the tenders. */
function Till({ settings, channel, onChannel, onSold }: TillProps) {
	const queryClient = useQueryClient();
	const admin = useQuery({ ...accessQuery(), select: (access) => access.admin }).data ?? false;
	const [cart, dispatch] = useReducer(cartReducer, EMPTY_CART);
	const [customer, setCustomer] = useState<CustomerChoice | null>(null);
	const [discountKind, setDiscountKind] = useState<DiscountKind>('amount');
	const [discount, setDiscount] = useState('');
	const [tender, setTender] = useState<Tender>(NO_TENDER);
	const [refusal, setRefusal] = useState<ReturnType<typeof placeRefusal> | null>(null);
	const cashInput = useRef<HTMLInputElement>(null);
	const balance = useCreditBalance(customer);

	const { currency } = settings;
	const rules = { taxRateBp: settings.tax_rate_bp, staffDiscountCapPercent: settings.staff_discount_cap_percent, admin, currency };
	const discountReading = readDiscount(discountKind, discount, currency);
	const discountAsked = discountReading.ok ? discountReading.value : null;
	const { totals, discountProblem: pricingProblem } = cartTotals(cart.lines, discountAsked, rules);
	const discountProblem = discountReading.ok ? pricingProblem : discountReading.error;
	// Each tender as typed; one that does not read is said beside its field, and counts as nothing until it does.
	const readings = { credit: readTender('credit', tender.credit, currency), card: readTender('card', tender.card, currency), cash: readTender('cash', tender.cash, currency) };
	const amountOf = (reading: (typeof readings)['cash']) => (reading.ok ? (reading.value ?? 0) : 0);
	const credit = customer ? amountOf(readings.credit) : 0;
	const card = amountOf(readings.card);
	const cash = amountOf(readings.cash);
	const fieldProblems = { credit: customer ? errorOf(readings.credit) : null, card: errorOf(readings.card), cash: errorOf(readings.cash) };
	const payments = [
		{ method: 'credit' as const, amount: credit },
		{ method: 'card' as const, amount: card },
		{ method: 'cash' as const, amount: cash },
	].filter((payment) => payment.amount > 0);
	const { settlement, paymentsProblem } = settle(totals.total, payments, currency);
	const creditProblem = balance !== null && credit > balance && customer ? `${customer.name} has ${formatMoney(balance, currency)} of store credit, less than the ${formatMoney(credit, currency)} asked.` : null;

	const mutation = useMutation({
		mutationFn: sendCheckout,
		// Sent at once even when the browser says it is offline: a sale must fail visibly and be retried by the clerk,
		// never wait paused and go through by itself later, after the customer has left.
		networkMode: 'always',
		onSuccess: async (order, body) => {
			await queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
			onSold({ order, lines: cart.lines.filter((line) => body.lines.some((l) => l.sku === line.sku)), customer });
		},
		onError: (error, body) => {
			const placed = placeRefusal(error, body.lines);
			if (placed.place === 'line') dispatch({ type: 'refused', sku: placed.sku, message: placed.message, available: placed.available });
			setRefusal(placed);
		},
	});

	const counter = channel === 'counter';
	const covered = settlement?.covered ?? false;
	const blocked =
		cart.lines.length === 0 ||
		cartProblem(cart) !== null ||
		Object.values(fieldProblems).some((problem) => problem !== null) ||
		discountProblem !== null ||
		paymentsProblem !== null ||
		creditProblem !== null ||
		(counter && !covered);

	function submit(event?: FormEvent) {
		event?.preventDefault();
		if (blocked || mutation.isPending) return;
		setRefusal(null);
		const body: CheckoutBody = {
			customer: customer?.id ?? null,
			channel,
			lines: cart.lines.map((line) => ({ sku: line.sku, quantity: line.quantity })),
			discount: discountAsked,
			payments,
			complete: counter,
		};
		mutation.mutate(body);
	}

	/** To payment: "Cash tendered" holds what is left to pay, selected, so Enter completes and typing replaces it. */
	function toTender() {
		if (cart.lines.length === 0) return;
		const due = Math.max(0, totals.total - credit - card);
		// Rendered at once, so an Enter typed right after (a fast hand, a keyboard wedge) already lands in the cash field.
		flushSync(() => setTender((current) => ({ ...current, cash: moneyText(due, currency) })));
		cashInput.current?.focus();
		cashInput.current?.select();
	}
	// F2 goes to payment from anywhere on the screen (the scan box handles its own keys first).
	useEffect(() => {
		const onKey = (event: KeyboardEvent) => {
			if (event.key !== 'F2' || event.defaultPrevented) return;
			event.preventDefault();
			toTender();
		};
		window.addEventListener('keydown', onKey);
		return () => window.removeEventListener('keydown', onKey);
	});

	const placed = (place: 'discount' | 'payments' | 'customer') => (refusal && refusal.place === place ? refusal.message : null);
	const formProblem = refusal?.place === 'form' ? refusal.problem : null;

	return (
		<Stack>
			<Title order={1} size="h2">Checkout</Title>
			<Grid gap="lg">
					<Grid.Col span={{ base: 12, md: 8 }}>
						<Stack>
							<ScanBox dispatch={dispatch} hasLines={cart.lines.length > 0} currency={currency} onTender={toTender} notice={cart.notice} />
							<Group gap="md" aria-label="Keys" role="note">
								{KEY_HINTS.map(([keys, what]) => (
									<Text key={keys} size="xs" c="dimmed">
										<Kbd size="xs">{keys}</Kbd> {what}
									</Text>
								))}
							</Group>
							<Paper withBorder p="sm">
								<CartTable cart={cart} dispatch={dispatch} currency={currency} />
							</Paper>
						</Stack>
					</Grid.Col>
					<Grid.Col span={{ base: 12, md: 4 }}>
						<Stack>
							{formProblem ? (
								<Alert color={formProblem.kind === 'offline' ? 'orange' : 'red'} role="alert" icon={formProblem.kind === 'offline' ? <IconWifiOff size={18} /> : undefined}
									title={formProblem.kind === 'offline' ? 'Connection lost' : 'The sale was not recorded'}>
									<Stack gap="xs">
										<Text size="sm">{formProblem.message} The sale is kept as it is.</Text>
										{formProblem.retry ? (
											<Button size="xs" variant="white" onClick={() => submit()}>
												Try again
											</Button>
										) : null}
									</Stack>
								</Alert>
							) : null}
							<Paper withBorder p="sm">
								<CustomerPanel
									customer={customer}
									onChange={(chosen) => {
										setCustomer(chosen);
										if (!chosen) setTender((current) => ({ ...current, credit: '' }));
									}}
									balance={balance}
									currency={currency}
									error={placed('customer')}
								/>
							</Paper>
							{/* Only the payment fields are a form: Enter in Cash tendered completes the sale, Enter elsewhere never does. */}
							<Paper withBorder p="sm" component="form" onSubmit={submit} noValidate aria-label="Payment">
								<TenderPanel
									channel={channel}
									onChannel={onChannel}
									discountKind={discountKind}
									onDiscountKind={setDiscountKind}
									discount={discount}
									onDiscount={setDiscount}
									capPercent={settings.staff_discount_cap_percent}
									admin={admin}
									totals={totals}
									taxRateBp={settings.tax_rate_bp}
									tender={tender}
									onTender={setTender}
									settlement={settlement}
									hasCustomer={customer !== null}
									problems={{ discount: discountProblem ?? placed('discount'), payments: paymentsProblem ?? placed('payments'), credit: fieldProblems.credit ?? creditProblem, card: fieldProblems.card, cash: fieldProblems.cash }}
									currency={currency}
									cashInput={cashInput}
									pending={mutation.isPending}
									canSubmit={!blocked}
								/>
							</Paper>
						</Stack>
					</Grid.Col>
			</Grid>
		</Stack>
	);
}

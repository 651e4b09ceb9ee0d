import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPrinter, IconShoppingCartPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Channel } from '@deckhand/contract/checkout/checkout-limits.ts';
import { QueryProblem } from '../../components/query-problem.tsx';
import { Receipt } from '../../components/receipt/receipt.tsx';
import { meQuery } from '../../lib/directus/session.ts';
import { personName } from '../../lib/people.ts';
import { shopSettingsQuery } from '../../lib/shop-settings.ts';
import { useBrowserTill } from '../../lib/tills/browser-till.ts';
import { tillKey } from '../../lib/tills/kept-sales.ts';
import { tillStatusQuery } from '../../lib/tills/till-queries.ts';
import { creditLeftQuery } from '../../lib/trade-in/trade-in-queries.ts';
import type { TillSettings } from './checkout-query.ts';
import { receiptOfSale, type Sale, type ServedAt } from './sale-receipt.ts';
import { Till } from './till.tsx';
import type { Drawer } from './till-drawer.tsx';

interface CheckoutPageProps {
	channel: Channel;
	onChannel: (channel: Channel) => void;
	/** A trade-in brought back from the intake screen, for the sale in hand. */
	tradeIn: number | undefined;
	onTradeInArrived: () => void;
	/** A customer an order's exchange sent, for the sale in hand. */
	customer: number | undefined;
	onCustomerArrived: () => void;
}

export function CheckoutPage({
	channel,
	onChannel,
	tradeIn,
	onTradeInArrived,
	customer,
	onCustomerArrived,
}: CheckoutPageProps) {
	const { t } = useLingui();
	const settings = useQuery(shopSettingsQuery());
	const me = useQuery(meQuery());
	const [browserTill] = useBrowserTill();
	const status = useQuery({ ...tillStatusQuery(browserTill ?? 0), enabled: browserTill !== null });
	// Unknown while loading or unreadable: the server decides then.
	const drawer: Drawer = {
		till: browserTill,
		name: status.data?.till.name ?? null,
		open: status.data ? status.data.session !== null : null,
	};
	const [sale, setSale] = useState<(Sale & { served: ServedAt }) | null>(null);
	const [arrivalNotice, setArrivalNotice] = useState<string | null>(null);
	const heading = (
		<Title order={1} size="h2">
			<Trans>Checkout</Trans>
		</Title>
	);
	if (settings.isPending || me.isPending)
		return (
			<Center mih={240}>
				<Loader aria-label={t`Loading the till`} />
			</Center>
		);
	if (settings.isError || me.isError)
		return (
			<Stack>
				{heading}
				<QueryProblem
					error={settings.error ?? me.error}
					onRetry={() => void (settings.isError ? settings.refetch() : me.refetch())}
				/>
			</Stack>
		);
	const keyOf = (of: Channel) => tillKey({ till: browserTill, user: me.data.id, channel: of });
	if (sale)
		return (
			<Stack>
				{heading}
				{sale.order.repeated ? (
					<Alert color="teal" role="status" title={t`This sale had already been recorded`}>
						<Text size="sm">
							<Trans>
								It went through when it was first sent, though no answer came back then. This is its
								receipt; nothing was recorded twice.
							</Trans>
						</Text>
					</Alert>
				) : null}
				<SaleReceipt sale={sale} settings={settings.data} onNewSale={() => setSale(null)} />
			</Stack>
		);
	return (
		// One till per key: another channel (or user) is another till, with its own kept sale.
		<Till
			key={keyOf(channel)}
			settings={settings.data}
			drawer={drawer}
			tillKey={keyOf(channel)}
			tillKeyOf={keyOf}
			channel={channel}
			onChannel={(next, parkedWaiting) => {
				setArrivalNotice(parkedWaiting ? t`The sale that was waiting on this channel is parked below.` : null);
				onChannel(next);
			}}
			onSold={(sold) => {
				setArrivalNotice(null);
				// Who served at which till, as they were when the sale was made.
				setSale({ ...sold, served: { clerk: personName(me.data) || null, till: drawer.name } });
			}}
			arrivalNotice={arrivalNotice}
			arrivingTradeIn={tradeIn}
			onTradeInArrived={onTradeInArrived}
			arrivingCustomer={customer}
			onCustomerArrived={onCustomerArrived}
		/>
	);
}

/** The receipt of the sale just made; with store credit moved (a trade-in, a credit payment), the credit the customer kept, from the ledger. */
function SaleReceipt({
	sale,
	settings,
	onNewSale,
}: {
	sale: Sale & { served: ServedAt };
	settings: TillSettings;
	onNewSale: () => void;
}) {
	const { t } = useLingui();
	const tradeIn = sale.order.trade_in ?? null;
	const creditMoved = tradeIn !== null || sale.order.payments.some((payment) => payment.method === 'credit');
	const creditLeft = useQuery({
		...creditLeftQuery(sale.order.id, tradeIn?.id ?? null),
		enabled: sale.customer !== null && creditMoved,
	});
	// The receipt is shown once, as it will print: not first without the credit left and then with it.
	if (creditLeft.isLoading)
		return (
			<Center py="xl">
				<Loader aria-label={t`Loading the receipt`} />
			</Center>
		);
	return (
		<Receipt
			receipt={receiptOfSale(sale, sale.served, settings, creditLeft.data ?? null)}
			actions={<ReceiptActions onNewSale={onNewSale} />}
		/>
	);
}

function ReceiptActions({ onNewSale }: { onNewSale: () => void }) {
	const newSale = useRef<HTMLButtonElement>(null);
	// The next customer is one Enter away.
	useEffect(() => newSale.current?.focus(), []);
	return (
		<>
			<Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
				<Trans>Print</Trans>
			</Button>
			<Button ref={newSale} leftSection={<IconShoppingCartPlus size={16} />} onClick={onNewSale}>
				<Trans>New sale</Trans>
			</Button>
		</>
	);
}

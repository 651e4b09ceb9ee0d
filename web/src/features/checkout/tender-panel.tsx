import { Button, Group, Kbd, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type RefObject } from 'react';
import type { Channel } from '@deckhand/contract/checkout/checkout-limits.ts';
import { MoneyField, PercentField } from '../../components/fields/number-fields.tsx';
import { formatNumber } from '../../lib/i18n/formats.ts';
import { currencySymbol, formatMoney } from '../../lib/money.ts';
import type { Tender } from './sale-in-hand.ts';
import type { DiscountKind, Settlement, Totals } from './till-money.ts';

export interface TenderProblems {
	discount: string | null;
	payments: string | null;
	credit: string | null;
	card: string | null;
	cash: string | null;
}

interface TenderPanelProps {
	channel: Channel;
	onChannel: (channel: Channel) => void;
	discountKind: DiscountKind;
	onDiscountKind: (kind: DiscountKind) => void;
	discount: string;
	onDiscount: (text: string) => void;
	capPercent: number;
	admin: boolean;
	totals: Totals;
	taxRateBp: number;
	tender: Tender;
	onTender: (tender: Tender) => void;
	settlement: Settlement | null;
	hasCustomer: boolean;
	/** The store credit the chosen customer may spend (their balance and the trade-in's credit); null while unknown or for a walk-in. */
	creditBalance: number | null;
	/** The trade-in's credit total in that, 0 without a trade-in. */
	tradeInCredit: number;
	/** The store credit the customer keeps after this sale; null while unknown or for a walk-in. */
	creditLeft: number | null;
	/** The share of a sale store credit may pay (shop settings), said under the field when it is less than all. */
	creditSharePercent: number;
	onUseAllCredit: () => void;
	problems: TenderProblems;
	currency: string;
	cashInput: RefObject<HTMLInputElement | null>;
	/** Card, for F3. */
	cardInput: RefObject<HTMLInputElement | null>;
	pending: boolean;
	/** Why the sale cannot be completed yet, shown under the button; null when it can. */
	blocker: string | null;
}

/** Translated where shown: the list is built once, the language can change. */
const CHANNELS = [
	{ value: 'counter', label: msg`Counter` },
	{ value: 'online', label: msg`Online` },
	{ value: 'phone', label: msg`Phone` },
];

/**
 * Channel, discount, totals and tenders. The fields live in the sale's form, so Enter in
 * "Cash tendered" completes the sale; totals are the server's own arithmetic (`till-money.ts`).
 */
export function TenderPanel({ cashInput, cardInput, ...props }: TenderPanelProps) {
	const { t, i18n } = useLingui();
	const { totals, currency, tender, onTender, settlement, problems } = props;
	const money = (amount: number) => formatMoney(amount, currency);
	const cap = formatNumber(props.capPercent);
	const taxRate = formatNumber(props.taxRateBp / 100);
	const discountField = {
		style: { flex: 1 },
		label: t`Discount`,
		description: props.admin ? t`Up to the subtotal.` : t`Staff may give up to ${cap} %.`,
		value: props.discount,
		onChange: (event: { currentTarget: HTMLInputElement }) => props.onDiscount(event.currentTarget.value),
		error: problems.discount,
	};
	const counter = props.channel === 'counter';
	const due = settlement ? Math.max(0, totals.total - settlement.paid) : totals.total;
	const stillToPay = money(due);
	const change = money(settlement?.changeDue ?? 0);
	const blockerId = useId();
	const creditShare = props.creditSharePercent;
	return (
		<Stack gap="sm">
			<SegmentedControl
				aria-label={t`Channel`}
				fullWidth
				data={CHANNELS.map((channel) => ({ value: channel.value, label: i18n._(channel.label) }))}
				value={props.channel}
				onChange={(value) => props.onChannel(value as Channel)}
			/>
			<Group align="flex-start" gap="xs" wrap="nowrap">
				{props.discountKind === 'percent' ? (
					<PercentField {...discountField} />
				) : (
					<MoneyField currency={currency} {...discountField} />
				)}
				<SegmentedControl
					mt={24}
					aria-label={t`Discount as`}
					data={[
						{ value: 'amount', label: currencySymbol(currency) },
						{ value: 'percent', label: '%' },
					]}
					value={props.discountKind}
					onChange={(value) => props.onDiscountKind(value as DiscountKind)}
				/>
			</Group>
			<Table aria-label={t`Totals`} withRowBorders={false} verticalSpacing={2}>
				<Table.Tbody>
					<Table.Tr>
						<Table.Td>
							<Trans>Subtotal</Trans>
						</Table.Td>
						<Table.Td ta="right">{money(totals.subtotal)}</Table.Td>
					</Table.Tr>
					<Table.Tr>
						<Table.Td>
							<Trans>Discount</Trans>
						</Table.Td>
						<Table.Td ta="right">−{money(totals.discount)}</Table.Td>
					</Table.Tr>
					<Table.Tr>
						<Table.Td>
							<Trans>Tax ({taxRate} %)</Trans>
						</Table.Td>
						<Table.Td ta="right">{money(totals.tax)}</Table.Td>
					</Table.Tr>
					<Table.Tr>
						<Table.Td fw={700} fz="lg">
							<Trans>Total</Trans>
						</Table.Td>
						<Table.Td ta="right" fw={700} fz="lg">
							{money(totals.total)}
						</Table.Td>
					</Table.Tr>
				</Table.Tbody>
			</Table>
			<MoneyField
				label={t`Store credit`}
				description={
					!props.hasCustomer
						? t`Choose a customer to pay with store credit.`
						: creditShare < 100
							? t`At most ${creditShare} % of a sale.`
							: undefined
				}
				disabled={!props.hasCustomer}
				currency={currency}
				value={tender.credit}
				onChange={(event) => onTender({ ...tender, credit: event.currentTarget.value })}
				error={problems.credit}
			/>
			<Button
				variant="default"
				size="compact-sm"
				disabled={!props.creditBalance}
				onClick={props.onUseAllCredit}
				aria-keyshortcuts="F4"
				rightSection={
					<Kbd size="xs" aria-hidden>
						F4
					</Kbd>
				}
				style={{ alignSelf: 'flex-start' }}
			>
				<Trans>Use all store credit</Trans>
			</Button>
			{props.hasCustomer &&
			props.creditBalance !== null &&
			(props.tradeInCredit > 0 || props.creditLeft !== props.creditBalance) ? (
				<CreditLines
					available={props.creditBalance}
					tradeIn={props.tradeInCredit}
					left={props.creditLeft}
					currency={currency}
				/>
			) : null}
			<MoneyField
				ref={cardInput}
				label={t`Card`}
				currency={currency}
				value={tender.card}
				onChange={(event) => onTender({ ...tender, card: event.currentTarget.value })}
				error={problems.card}
			/>
			<MoneyField
				ref={cashInput}
				label={t`Cash tendered`}
				currency={currency}
				value={tender.cash}
				onChange={(event) => onTender({ ...tender, cash: event.currentTarget.value })}
				error={problems.cash ?? problems.payments}
			/>
			{/* Held at the foot of the screen while the form runs below it: Complete is in sight at 768 px high without scrolling. */}
			<Stack gap="xs" pos="sticky" bottom={0} py="xs" bg="var(--mantine-color-body)" style={{ zIndex: 2 }}>
				<Group justify="space-between">
					<Text size="sm">{due > 0 ? t`Still to pay: ${stillToPay}` : t`Paid in full`}</Text>
					<Text size="lg" fw={700} aria-label={t`Change due`}>
						<Trans>Change: {change}</Trans>
					</Text>
				</Group>
				<Button
					type="submit"
					size="lg"
					loading={props.pending}
					disabled={props.blocker !== null}
					aria-describedby={props.blocker === null ? undefined : blockerId}
				>
					{counter ? t`Complete sale` : t`Create order`}
				</Button>
				{props.blocker === null ? null : (
					<Text id={blockerId} size="sm" c="dimmed" ta="center">
						{props.blocker}
					</Text>
				)}
			</Stack>
		</Stack>
	);
}

/** What store credit the customer has for this sale, with the trade-in's share, and what they keep after it. */
function CreditLines({
	available,
	tradeIn,
	left,
	currency,
}: {
	available: number;
	tradeIn: number;
	left: number | null;
	currency: string;
}) {
	const { t } = useLingui();
	const total = formatMoney(available, currency);
	const fromTradeIn = formatMoney(tradeIn, currency);
	const kept = left === null ? null : formatMoney(left, currency);
	return (
		<Stack gap={0} role="group" aria-label={t`Store credit for this sale`}>
			<Text size="sm">
				{tradeIn > 0 ? (
					<Trans>
						Store credit to spend: {total}, {fromTradeIn} of it from the trade-in
					</Trans>
				) : (
					<Trans>Store credit to spend: {total}</Trans>
				)}
			</Text>
			{kept === null ? null : (
				<Text size="sm" fw={500}>
					<Trans>Store credit left after this sale: {kept}</Trans>
				</Text>
			)}
		</Stack>
	);
}

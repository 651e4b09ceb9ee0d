import { Button, Group, Kbd, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useId, type RefObject } from 'react';
import type { Channel } from '../../../../server/extensions/deckhand/src/checkout/checkout-limits.ts';
import { MoneyField, PercentField } from '../../components/fields/number-fields.tsx';
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
	/** The chosen customer's store credit; null while unknown or for a walk-in. */
	creditBalance: number | null;
	onUseAllCredit: () => void;
	problems: TenderProblems;
	currency: string;
	cashInput: RefObject<HTMLInputElement | null>;
	pending: boolean;
	/** Why the sale cannot be completed yet, shown under the button; null when it can. */
	blocker: string | null;
}

const CHANNELS = [
	{ value: 'counter', label: 'Counter' },
	{ value: 'online', label: 'Online' },
	{ value: 'phone', label: 'Phone' },
];

/**
 * Channel, discount, totals and tenders. The fields live in the sale's form, so Enter in
 * "Cash tendered" completes the sale; totals are the server's own arithmetic (`till-money.ts`).
 */
export function TenderPanel({ cashInput, ...props }: TenderPanelProps) {
	const { totals, currency, tender, onTender, settlement, problems } = props;
	const money = (amount: number) => formatMoney(amount, currency);
	const discountField = {
		style: { flex: 1 },
		label: 'Discount',
		description: props.admin ? 'Up to the subtotal.' : `Staff may give up to ${props.capPercent} %.`,
		value: props.discount,
		onChange: (event: { currentTarget: HTMLInputElement }) => props.onDiscount(event.currentTarget.value),
		error: problems.discount,
	};
	const counter = props.channel === 'counter';
	const due = settlement ? Math.max(0, totals.total - settlement.paid) : totals.total;
	const blockerId = useId();
	return (
		<Stack gap="sm">
			<SegmentedControl aria-label="Channel" fullWidth data={CHANNELS} value={props.channel} onChange={(value) => props.onChannel(value as Channel)} />
			<Group align="flex-start" gap="xs" wrap="nowrap">
				{props.discountKind === 'percent' ? <PercentField {...discountField} /> : <MoneyField currency={currency} {...discountField} />}
				<SegmentedControl
					mt={24}
					aria-label="Discount as"
					data={[
						{ value: 'amount', label: currencySymbol(currency) },
						{ value: 'percent', label: '%' },
					]}
					value={props.discountKind}
					onChange={(value) => props.onDiscountKind(value as DiscountKind)}
				/>
			</Group>
			<Table aria-label="Totals" withRowBorders={false} verticalSpacing={2}>
				<Table.Tbody>
					<Table.Tr>
						<Table.Td>Subtotal</Table.Td>
						<Table.Td ta="right">{money(totals.subtotal)}</Table.Td>
					</Table.Tr>
					<Table.Tr>
						<Table.Td>Discount</Table.Td>
						<Table.Td ta="right">−{money(totals.discount)}</Table.Td>
					</Table.Tr>
					<Table.Tr>
						<Table.Td>Tax ({props.taxRateBp / 100} %)</Table.Td>
						<Table.Td ta="right">{money(totals.tax)}</Table.Td>
					</Table.Tr>
					<Table.Tr>
						<Table.Td fw={700} fz="lg">
							Total
						</Table.Td>
						<Table.Td ta="right" fw={700} fz="lg">
							{money(totals.total)}
						</Table.Td>
					</Table.Tr>
				</Table.Tbody>
			</Table>
			<MoneyField
				label="Store credit"
				description={props.hasCustomer ? undefined : 'Choose a customer to pay with store credit.'}
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
				rightSection={<Kbd size="xs" aria-hidden>F4</Kbd>}
				style={{ alignSelf: 'flex-start' }}
			>
				Use all store credit
			</Button>
			<MoneyField label="Card" currency={currency} value={tender.card} onChange={(event) => onTender({ ...tender, card: event.currentTarget.value })} error={problems.card} />
			<MoneyField
				ref={cashInput}
				label="Cash tendered"
				currency={currency}
				value={tender.cash}
				onChange={(event) => onTender({ ...tender, cash: event.currentTarget.value })}
				error={problems.cash ?? problems.payments}
			/>
			<Group justify="space-between">
				<Text size="sm">{due > 0 ? `Still to pay: ${money(due)}` : 'Paid in full'}</Text>
				<Text size="lg" fw={700} aria-label="Change due">
					Change: {money(settlement?.changeDue ?? 0)}
				</Text>
			</Group>
			<Button type="submit" size="lg" loading={props.pending} disabled={props.blocker !== null} aria-describedby={props.blocker === null ? undefined : blockerId}>
				{counter ? 'Complete sale' : 'Create order'}
			</Button>
			{props.blocker === null ? null : (
				<Text id={blockerId} size="sm" c="dimmed" ta="center">
					{props.blocker}
				</Text>
			)}
		</Stack>
	);
}

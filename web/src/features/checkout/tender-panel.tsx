import { Button, Group, NumberInput, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import type { RefObject } from 'react';
import type { Channel } from '../../../../server/extensions/deckhand/src/checkout/checkout-limits.ts';
import { formatMoney } from '../../lib/money.ts';
import type { DiscountKind, Settlement, Totals } from './till-money.ts';

export interface Tender {
	cash: number | string;
	card: number | string;
	credit: number | string;
}

export interface TenderProblems {
	discount: string | null;
	payments: string | null;
	credit: string | null;
}

interface TenderPanelProps {
	channel: Channel;
	onChannel: (channel: Channel) => void;
	discountKind: DiscountKind;
	onDiscountKind: (kind: DiscountKind) => void;
	discount: number | string;
	onDiscount: (value: number | string) => void;
	capPercent: number;
	admin: boolean;
	totals: Totals;
	taxRateBp: number;
	tender: Tender;
	onTender: (tender: Tender) => void;
	settlement: Settlement | null;
	hasCustomer: boolean;
	problems: TenderProblems;
	digits: number;
	currency: string;
	cashInput: RefObject<HTMLInputElement | null>;
	pending: boolean;
	canSubmit: boolean;
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
	const { totals, currency, tender, onTender, settlement, problems, digits } = props;
	const money = (amount: number) => formatMoney(amount, currency);
	const moneyInput = { min: 0, decimalScale: digits, allowNegative: false, hideControls: true } as const;
	const counter = props.channel === 'counter';
	const due = settlement ? Math.max(0, totals.total - settlement.paid) : totals.total;
	return (
		<Stack gap="sm">
			<SegmentedControl aria-label="Channel" fullWidth data={CHANNELS} value={props.channel} onChange={(value) => props.onChannel(value as Channel)} />
			<Group align="flex-start" gap="xs" wrap="nowrap">
				<NumberInput
					style={{ flex: 1 }}
					label="Discount"
					description={props.admin ? 'Up to the subtotal.' : `Staff may give up to ${props.capPercent} %.`}
					{...moneyInput}
					decimalScale={props.discountKind === 'percent' ? 0 : digits}
					max={props.discountKind === 'percent' ? 100 : undefined}
					value={props.discount}
					onChange={props.onDiscount}
					error={problems.discount}
				/>
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
			<NumberInput
				label="Store credit"
				description={props.hasCustomer ? undefined : 'Choose a customer to pay with store credit.'}
				disabled={!props.hasCustomer}
				{...moneyInput}
				value={tender.credit}
				onChange={(credit) => onTender({ ...tender, credit })}
				error={problems.credit}
			/>
			<NumberInput label="Card" {...moneyInput} value={tender.card} onChange={(card) => onTender({ ...tender, card })} />
			<NumberInput
				ref={cashInput}
				label="Cash tendered"
				{...moneyInput}
				value={tender.cash}
				onChange={(cash) => onTender({ ...tender, cash })}
				error={problems.payments}
			/>
			<Group justify="space-between">
				<Text size="sm">{due > 0 ? `Still to pay: ${money(due)}` : 'Paid in full'}</Text>
				<Text size="lg" fw={700} aria-label="Change due">
					Change: {money(settlement?.changeDue ?? 0)}
				</Text>
			</Group>
			<Button type="submit" size="lg" loading={props.pending} disabled={!props.canSubmit}>
				{counter ? 'Complete sale' : 'Create order'}
			</Button>
		</Stack>
	);
}

function currencySymbol(currency: string): string {
	try {
		return new Intl.NumberFormat('en', { style: 'currency', currency }).formatToParts(0).find((part) => part.type === 'currency')?.value ?? currency;
	} catch {
		return currency;
	}
}

import { Anchor, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { formatMoney } from '../../lib/money.ts';
import { buylistRefusal } from './buylist-refusal.ts';
import type { BuylistView } from '@deckhand/contract/buylists/buylist-view.ts';
import { buylistAnswer, setBuylistCustomer } from './buylists-query.ts';
import { customerOptionsQuery } from '../../lib/customer-options.ts';

/** Who brings the cards, and their store credit balance (what a credit payout adds to); changed until the buylist is closed. */
export function BuylistCustomer({
	view,
	currency,
	editable,
}: {
	view: BuylistView;
	currency: string;
	editable: boolean;
}) {
	const { t } = useLingui();
	const [choosing, setChoosing] = useState(false);
	const [typed, setTyped] = useState('');
	const [q] = useDebouncedValue(typed.trim(), 250);
	const options = useQuery({ ...customerOptionsQuery(q, undefined), enabled: choosing && q.length >= 2 });
	const mutation = useCommandMutation('buylist-customer', {
		...buylistAnswer,
		mutationFn: (customer: number | null) => setBuylistCustomer(view.id, customer),
		showsError: true,
		onSuccess: () => {
			setChoosing(false);
			setTyped('');
		},
	});
	const error = mutation.error ? buylistRefusal(mutation.error, view.lines, currency).message : null;
	const customer = view.customer;
	const balance = customer ? formatMoney(customer.credit_balance, currency) : '';
	const name = customer?.name;
	return (
		<Card withBorder padding="sm">
			<Stack gap={6} role="group" aria-label={t`Customer`}>
				<Title order={2} size="h4">
					<Trans>Customer</Trans>
				</Title>
				{customer ? (
					<>
						<Anchor
							renderRoot={(props) => (
								<Link
									{...props}
									to="/customers/$customerId"
									params={{ customerId: String(customer.id) }}
								/>
							)}
						>
							{name}
						</Anchor>
						<Text size="sm">
							<Trans>Store credit balance: {balance}</Trans>
						</Text>
					</>
				) : (
					<Text size="sm" c="dimmed">
						<Trans>Walk-in: store credit needs a customer.</Trans>
					</Text>
				)}
				{editable && choosing ? (
					<Select
						label={t`Find a customer`}
						placeholder={t`Name, email or phone`}
						searchable
						autoFocus
						searchValue={typed}
						onSearchChange={setTyped}
						filter={({ options: all }) => all}
						nothingFoundMessage={q.length >= 2 ? t`No customer matches` : t`Type at least two letters`}
						data={(options.data ?? []).map((row) => ({
							value: String(row.id),
							label: [row.name, row.email, row.phone].filter(Boolean).join(' · '),
						}))}
						value={null}
						onChange={(picked) => picked && mutation.mutate(Number(picked))}
						error={error}
					/>
				) : null}
				{editable ? (
					<Group gap="xs">
						{choosing ? null : (
							<Button size="compact-sm" variant="default" onClick={() => setChoosing(true)}>
								{customer ? <Trans>Change customer</Trans> : <Trans>Choose customer</Trans>}
							</Button>
						)}
						{customer ? (
							<Button
								size="compact-sm"
								variant="subtle"
								loading={mutation.isPending && mutation.variables === null}
								onClick={() => mutation.mutate(null)}
							>
								<Trans>Walk-in instead</Trans>
							</Button>
						) : null}
					</Group>
				) : null}
				{error && !choosing ? (
					<Text size="xs" c="red" role="alert">
						{error}
					</Text>
				) : null}
			</Stack>
		</Card>
	);
}

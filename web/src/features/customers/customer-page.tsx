import { Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCoin, IconEdit } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { NotFound } from '../../components/not-found.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { formatMoney } from '../../lib/money.ts';
import { reasonWhyNot } from '../../lib/permissions/capabilities.ts';
import { useCapabilities } from '../../lib/permissions/use-capabilities.ts';
import { useShopCurrency } from '../../lib/shop-currency.ts';
import { CreditAdjustDialog } from './credit-adjust-dialog.tsx';
import { CustomerFormDialog } from './customer-form.tsx';
import { customerBalanceQuery } from './customer-history-query.ts';
import { CreditLedger, CustomerBuylists, CustomerOrders } from './customer-history.tsx';
import { customerQuery, isCustomerId, updateCustomer } from './customers-query.ts';
import type { CustomerSearch } from './customers-search.ts';
import { fromCustomer } from './customer-values.ts';

/** One customer: contact and notes, store credit with its ledger, orders and trade-ins. Dialogs and list pages live in the address. */
export function CustomerPage() {
	const { t } = useLingui();
	const id = Number(useParams({ from: '/signed-in/customers/$customerId' }).customerId);
	const search = useSearch({ from: '/signed-in/customers/$customerId' });
	const navigate = useNavigate({ from: '/customers/$customerId' });
	const customer = useQuery(customerQuery(id));
	const balance = useQuery(customerBalanceQuery(id));
	const currency = useShopCurrency();
	const canAdjust = useCapabilities()?.adjustCredit ?? false;
	const change = (next: Partial<CustomerSearch>) =>
		navigate({ search: (previous) => ({ ...previous, ...next }), replace: true });
	const close = () => change({ dialog: undefined });

	if (customer.error) return <QueryProblem error={customer.error} onRetry={() => customer.refetch()} />;
	const data = customer.data;
	const name = data?.name;
	if ((customer.isSuccess && !data) || !isCustomerId(id))
		return (
			<NotFound
				title={t`This customer does not exist`}
				text={t`Check the link, or find the customer in the customer list.`}
				list="/customers"
				listLabel={t`Back to the customer list`}
			/>
		);
	return (
		<Stack>
			<Anchor component={Link} to="/customers" size="sm">
				<Trans>← Customers</Trans>
			</Anchor>
			{data ? (
				<SimpleGrid cols={{ base: 1, md: 2 }}>
					<Stack gap="xs">
						<Group justify="space-between" align="start">
							<Title order={1} size="h2">
								{data.name}
							</Title>
							<Button
								variant="default"
								size="xs"
								leftSection={<IconEdit size={14} />}
								onClick={() => change({ dialog: 'edit' })}
							>
								<Trans>Edit customer</Trans>
							</Button>
						</Group>
						<Text size="sm">{data.email ?? t`No email`}</Text>
						<Text size="sm">{data.phone ?? t`No phone`}</Text>
						{data.notes ? (
							<Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
								{data.notes}
							</Text>
						) : null}
					</Stack>
					<Card withBorder padding="sm">
						<Group justify="space-between" align="start">
							<div>
								<Text size="sm" c="dimmed">
									<Trans>Store credit</Trans>
								</Text>
								<Text size="xl" fw={700} aria-label={t`Store credit balance`}>
									{balance.data !== undefined ? formatMoney(balance.data, currency) : '…'}
								</Text>
							</div>
							<Tooltip label={reasonWhyNot('adjustCredit')} disabled={canAdjust}>
								<Button
									variant="light"
									size="xs"
									leftSection={<IconCoin size={14} />}
									disabled={!canAdjust || balance.data === undefined}
									onClick={() => change({ dialog: 'adjust-credit' })}
								>
									<Trans>Adjust credit</Trans>
								</Button>
							</Tooltip>
						</Group>
						{balance.error ? (
							<QueryProblem error={balance.error} onRetry={() => balance.refetch()} />
						) : null}
					</Card>
				</SimpleGrid>
			) : (
				<Skeleton height={120} />
			)}
			<Title order={2} size="h4" mt="md">
				<Trans>Credit ledger</Trans>
			</Title>
			<CreditLedger
				customer={id}
				page={search.ledger ?? 1}
				currency={currency}
				onPage={(ledger) => change({ ledger })}
			/>
			<Title order={2} size="h4" mt="md">
				<Trans>Orders</Trans>
			</Title>
			<CustomerOrders
				customer={id}
				page={search.orders ?? 1}
				currency={currency}
				onPage={(orders) => change({ orders })}
			/>
			<Title order={2} size="h4" mt="md">
				<Trans>Buylists</Trans>
			</Title>
			<CustomerBuylists
				customer={id}
				page={search.buylists ?? 1}
				currency={currency}
				onPage={(buylists) => change({ buylists })}
			/>
			{data && search.dialog === 'edit' ? (
				<CustomerFormDialog
					title={t`Edit ${name}`}
					initial={fromCustomer(data)}
					submitLabel={t`Save customer`}
					save={(values) => updateCustomer(id, values)}
					onSaved={close}
					onClose={close}
				/>
			) : null}
			{data && canAdjust && balance.data !== undefined && search.dialog === 'adjust-credit' ? (
				<CreditAdjustDialog
					customer={id}
					name={data.name}
					balance={balance.data}
					currency={currency}
					onClose={close}
				/>
			) : null}
		</Stack>
	);
}

import { Anchor, Box, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatDateTime, formatNumber } from '../../lib/i18n/formats.ts';
import type { Capabilities } from '../../lib/permissions/capabilities.ts';
import type { WorkQueues } from './home-request.ts';

interface Queue {
	name: string;
	label: string;
	count: number | undefined;
	/** The list the count was counted from (docs/reports.md, "Work queues"): the count is its number of rows. */
	link: LinkProps;
	detail?: ReactNode;
}

/** One queue: its count and name, one link to the list it counts. */
function QueueCard({ queue }: { queue: Queue }) {
	return (
		<Card withBorder padding="md" data-queue={queue.name}>
			<Anchor renderRoot={(props) => <Link {...props} {...queue.link} />} underline="hover" c="inherit">
				<Text component="span" display="block" fz={28} fw={700} lh={1.2} data-count>
					{queue.count === undefined ? (
						<Skeleton component="span" display="block" height={28} width={40} />
					) : (
						formatNumber(queue.count)
					)}
				</Text>
				<Text component="span" display="block" size="sm" fw={500}>
					{queue.label}
				</Text>
			</Anchor>
			{queue.detail}
		</Card>
	);
}

/**
 * What needs doing now, first on the page: each count opens the list it was counted from, with
 * that list's own filter, so the list shows exactly that many rows. A queue is shown to those who
 * may open its list.
 */
export function WorkQueueLinks({ queues, can }: { queues: WorkQueues | undefined; can: Capabilities }) {
	const { t } = useLingui();
	const stale = queues?.stale_tills ?? [];
	const shown: Array<Queue | false> = [
		// A counter sale left with its customer: only online and phone orders wait to be shipped or picked up.
		can.orders && {
			name: 'online-orders-to-fulfil',
			label: t`Online orders to fulfil`,
			count: queues?.online_orders_to_fulfil,
			link: { to: '/orders', search: { status: 'paid', channel: 'online' } },
		},
		can.orders && {
			name: 'phone-orders-to-fulfil',
			label: t`Phone orders to fulfil`,
			count: queues?.phone_orders_to_fulfil,
			link: { to: '/orders', search: { status: 'paid', channel: 'phone' } },
		},
		can.buylists && {
			name: 'buylists-awaiting-approval',
			label: t`Buylists awaiting approval`,
			count: queues?.buylists_awaiting_approval,
			link: { to: '/buylists', search: { status: 'awaiting_approval' } },
		},
		can.catalog && {
			name: 'low-stock-skus',
			label: t`Low-stock sealed product`,
			count: queues?.low_stock_skus,
			link: { to: '/catalog', search: { stock: 'low', kind: 'sealed' } },
		},
		can.catalog && {
			name: 'unpriced-skus',
			label: t`Unpriced SKUs`,
			count: queues?.unpriced_skus,
			link: { to: '/catalog', search: { unpriced: true } },
		},
		can.catalog && {
			name: 'bought-in-waiting',
			label: t`Bought in, waiting for a price or a shelf`,
			count: queues?.bought_in_waiting_skus,
			link: { to: '/catalog', search: { bought_in_waiting: true } },
		},
		can.marketPricing && {
			name: 'price-reviews',
			label: t`Price moves to review`,
			count: queues?.price_reviews_pending,
			link: { to: '/prices/review' },
		},
		can.tills && {
			name: 'stale-tills',
			label: t`Tills open from an earlier day`,
			count: queues?.tills_open_from_earlier_days,
			link: { to: '/tills' },
			detail:
				stale.length > 0 ? (
					<Stack gap={0} mt={4}>
						{stale.map((till) => {
							const [tillName, opened] = [till.name, formatDateTime(till.opened_at)];
							return (
								<Text key={till.session} size="sm" c="dimmed">
									{t`${tillName}, open since ${opened}`}
								</Text>
							);
						})}
					</Stack>
				) : null,
		},
	];
	return (
		<Box component="section" aria-labelledby="to-do" data-figure="work-queues" aria-busy={queues === undefined}>
			<Title order={2} size="h3" id="to-do" mb="sm">
				<Trans>To do</Trans>
			</Title>
			<SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>
				{shown
					.filter((queue): queue is Queue => queue !== false)
					.map((queue) => (
						<QueueCard key={queue.name} queue={queue} />
					))}
			</SimpleGrid>
		</Box>
	);
}

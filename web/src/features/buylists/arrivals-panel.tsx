import { Alert, Card, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useCapabilities } from '../../lib/permissions/use-capabilities.ts';
import { ArrivalRow } from './arrival-row.tsx';
import { arrivalsQuery } from './arrivals-query.ts';

/**
 * On a completed buylist: the SKUs its copies went to that cannot sell yet, without a price or a
 * bin, each with a first price to start from (the market's, or the condition ladder's from the
 * card's other conditions). An administrator prices and shelves them here; a clerk shelves them
 * and the owner prices them, here or from Home's queue. Nothing is shown once all are done.
 */
export function ArrivalsPanel({ buylist, currency }: { buylist: number; currency: string }) {
	const { t } = useLingui();
	const mayPrice = useCapabilities()?.changePrices ?? false;
	const { data } = useQuery(arrivalsQuery(buylist));
	const arrivals = data?.skus ?? [];
	if (arrivals.length === 0) return null;
	const count = arrivals.length;
	return (
		<Card withBorder component="section" aria-labelledby="arrivals" data-arrivals>
			<Stack gap="sm">
				<Title order={2} size="h4" id="arrivals">
					{plural(count, {
						one: '# SKU arrived without a price or a bin',
						other: '# SKUs arrived without a price or a bin',
					})}
				</Title>
				<Text size="sm">
					<Trans>
						Copies bought in sell once they have a price and wait on their shelf once they have a bin.
					</Trans>
				</Text>
				{mayPrice ? null : (
					<Alert color="blue" variant="light">
						<Trans>Prices are the owner’s: give each SKU its bin; the owner prices them from Home.</Trans>
					</Alert>
				)}
				<Table.ScrollContainer minWidth={640}>
					<Table>
						<Table.Thead>
							<Table.Tr>
								<Table.Th>{t`Card`}</Table.Th>
								<Table.Th ta="right">{t`On hand`}</Table.Th>
								<Table.Th>{t`Price`}</Table.Th>
								<Table.Th>{t`Bin`}</Table.Th>
								<Table.Th>
									<VisuallyHidden>
										<Trans>Save</Trans>
									</VisuallyHidden>
								</Table.Th>
							</Table.Tr>
						</Table.Thead>
						<Table.Tbody>
							{arrivals.map((arrival) => (
								<ArrivalRow
									key={arrival.sku}
									arrival={arrival}
									currency={currency}
									mayPrice={mayPrice}
								/>
							))}
						</Table.Tbody>
					</Table>
				</Table.ScrollContainer>
			</Stack>
		</Card>
	);
}

import { Group, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { CardThumbnailSlot } from '../../components/card-thumbnail.tsx';
import { CardMarket, StockWords } from '../../components/catalogue-card-facts.tsx';
import { cardLabel, cardMatchesQuery } from '../../lib/catalogue-cards.ts';

/**
 * What the till says when nothing in stock matches: the cards of the catalogue that do, none of
 * them on hand, each with the market price the shop follows, so the clerk can tell the customer
 * what the card goes for (and buy it from them at a trade-in). Nothing here can be added to a sale.
 */
export function NotInStock({ typed, currency }: { typed: string; currency: string }) {
	const { t } = useLingui();
	const cards = useQuery(cardMatchesQuery(typed));
	const known = (cards.data ?? []).filter((card) => card.held === 0);
	return (
		<Stack gap={4} p="xs" role="status">
			<Text size="sm">
				<Trans>Nothing in stock matches “{typed}”.</Trans>
			</Text>
			{known.length > 0 ? (
				<Stack gap={4}>
					<Text size="xs" fw={600}>
						<Trans>In the catalogue, not in stock:</Trans>
					</Text>
					<Stack
						component="ul"
						gap={4}
						m={0}
						p={0}
						style={{ listStyle: 'none' }}
						aria-label={t`In the catalogue, not in stock`}
					>
						{known.slice(0, 5).map((card) => (
							<Group component="li" key={card.id} justify="space-between" wrap="nowrap" align="start">
								<Group gap="xs" wrap="nowrap" align="start">
									<CardThumbnailSlot card={card} />
									<Text size="sm">
										{card.name}{' '}
										<Text span size="xs">
											{cardLabel(card)}
										</Text>
									</Text>
								</Group>
								<Stack gap={0} align="end">
									<StockWords card={card} />
									<CardMarket card={card} currency={currency} align="end" />
								</Stack>
							</Group>
						))}
					</Stack>
				</Stack>
			) : null}
		</Stack>
	);
}

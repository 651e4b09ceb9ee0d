import { Table, Text, VisuallyHidden } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CatalogueCardRow } from '@deckhand/contract/catalogue/catalogue-cards.ts';
import { CardPageLink } from '../../../components/card-page-link.tsx';
import { CardThumbnail, THUMBNAIL_WIDTH } from '../../../components/card-thumbnail.tsx';
import { CardMarket, StockWords } from '../../../components/catalogue-card-facts.tsx';
import { COLUMN_LABELS } from './column-picker.tsx';

/**
 * The whole catalogue, a card a row with its picture: stocked or not (a card the shop never had is
 * "not stocked": its SKU is made when a copy is first stocked, bought or priced, from the card's
 * page), with the market prices the shop follows per finish. The card's page is where the shop
 * acts on it.
 */
export function CatalogueCardsTable({
	rows,
	currency,
	busy,
}: {
	rows: CatalogueCardRow[];
	currency: string;
	busy: boolean;
}) {
	const { t, i18n } = useLingui();
	return (
		<Table.ScrollContainer minWidth={760}>
			<Table striped aria-busy={busy} aria-label={t`The whole catalogue`}>
				<Table.Thead>
					<Table.Tr>
						<Table.Th w={THUMBNAIL_WIDTH}>
							<VisuallyHidden>{i18n._(COLUMN_LABELS.image)}</VisuallyHidden>
						</Table.Th>
						<Table.Th>
							<Trans>Card</Trans>
						</Table.Th>
						<Table.Th>
							<Trans>Set</Trans>
						</Table.Th>
						<Table.Th>
							<Trans>Number</Trans>
						</Table.Th>
						<Table.Th ta="right">
							<Trans>On hand</Trans>
						</Table.Th>
						<Table.Th>
							<Trans>Market</Trans>
						</Table.Th>
					</Table.Tr>
				</Table.Thead>
				<Table.Tbody>
					{rows.map((card) => (
						<Table.Tr key={card.id}>
							<Table.Td>
								<CardThumbnail card={card} />
							</Table.Td>
							<Table.Td>
								<CardPageLink card={card.id} size="sm">
									{card.name}
								</CardPageLink>
								<Text size="xs" c="dimmed">
									{card.game.name}
								</Text>
							</Table.Td>
							<Table.Td title={card.set.name}>{card.set.code}</Table.Td>
							<Table.Td>{card.collector_number}</Table.Td>
							<Table.Td ta="right">
								<StockWords card={card} size="sm" />
							</Table.Td>
							<Table.Td>
								<CardMarket card={card} currency={currency} />
							</Table.Td>
						</Table.Tr>
					))}
				</Table.Tbody>
			</Table>
		</Table.ScrollContainer>
	);
}

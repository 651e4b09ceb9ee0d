import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { cardLabel, type CardChoice } from '../../lib/catalogue-cards.ts';
import { CardMarket, StockWords } from '../../components/catalogue-card-facts.tsx';
import { CardThumbnailSlot } from '../../components/card-thumbnail.tsx';

/**
 * The cards found for the intake's box, under it: each with its picture and set, what the shop
 * holds of it ("not stocked": the shop has never had a copy) and the market prices it follows per
 * finish. Options of the box's listbox: the box keeps the focus, ↑ ↓ move `active`, Enter or a
 * click chooses. The picture keeps its width when there is none, so the names line up.
 */
export function CardMatches({
	matches,
	typed,
	active,
	currency,
	onChoose,
}: {
	matches: CardChoice[];
	typed: string;
	active: number;
	currency: string;
	onChoose: (card: CardChoice) => void;
}) {
	const { t } = useLingui();
	return (
		<Paper withBorder shadow="md" p={4} pos="absolute" top="100%" left={0} right={0} style={{ zIndex: 20 }}>
			{matches.length === 0 ? (
				<Text size="sm" c="dimmed" p="xs">
					<Trans>No card matches “{typed}”.</Trans>
				</Text>
			) : (
				<Stack gap={2} role="listbox" id="intake-matches" aria-label={t`Cards found`}>
					{matches.map((match, index) => (
						<UnstyledButton
							key={match.id}
							id={`intake-match-${index}`}
							role="option"
							aria-selected={index === active}
							tabIndex={-1}
							onMouseDown={(event) => event.preventDefault()}
							onClick={() => onChoose(match)}
							p="xs"
							style={{
								borderRadius: 6,
								background: index === active ? 'var(--mantine-color-teal-light)' : undefined,
							}}
						>
							<Group justify="space-between" wrap="nowrap" align="start">
								<Group gap="xs" wrap="nowrap" align="start">
									<CardThumbnailSlot card={match} />
									<div>
										<Text size="sm" fw={500}>
											{match.name}
										</Text>
										<Text size="xs" c="dimmed">
											{`${cardLabel(match)} · ${match.set.name}`}
										</Text>
									</div>
								</Group>
								<Stack gap={0} align="end">
									<StockWords card={match} />
									<CardMarket card={match} currency={currency} align="end" />
								</Stack>
							</Group>
						</UnstyledButton>
					))}
				</Stack>
			)}
		</Paper>
	);
}

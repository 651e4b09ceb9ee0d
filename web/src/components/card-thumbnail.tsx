import { Box } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { LIST_PICTURE } from '@deckhand/contract/catalogue/catalogue-pictures.ts';
import type { CardSummary } from '@deckhand/contract/inventory/inventory-list.ts';
import { cardPictureSrc } from '../lib/card-picture.ts';

/** A card's proportions (63 × 88 mm), small enough for a row of a list. */
export const THUMBNAIL_WIDTH = 32;
const STYLE = { display: 'block', width: THUMBNAIL_WIDTH, height: 45, borderRadius: 3, objectFit: 'cover' } as const;

/**
 * A card's small picture in a list (the inventory, the whole catalogue, a trade-in's card search):
 * the shop's own, else the catalogue's, nothing when neither. Its words name the card, for a
 * list read aloud.
 */
type Pictured = Pick<CardSummary, 'id' | 'name' | 'image' | 'catalogue_picture'>;

export function CardThumbnail({ card }: { card: Pictured }) {
	const { t } = useLingui();
	const src = cardPictureSrc(
		card,
		`width=${LIST_PICTURE.width}&height=${LIST_PICTURE.height}&fit=cover&quality=70`,
		'list',
	);
	const { name } = card;
	return src ? <img src={src} alt={t`Picture of ${name}`} style={STYLE} loading="lazy" /> : null;
}

/** A card's small picture beside its name in a list of names: the picture's width is kept for a card without one, so the names line up. */
export function CardThumbnailSlot({ card }: { card: Pictured }) {
	return (
		<Box w={THUMBNAIL_WIDTH} style={{ flexShrink: 0 }}>
			<CardThumbnail card={card} />
		</Box>
	);
}

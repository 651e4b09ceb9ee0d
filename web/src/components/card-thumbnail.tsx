import { useLingui } from '@lingui/react/macro';
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
export function CardThumbnail({ card }: { card: Pick<CardSummary, 'id' | 'name' | 'image' | 'catalogue_picture'> }) {
	const { t } = useLingui();
	const src = cardPictureSrc(card, 'width=48&height=67&fit=cover&quality=70');
	const { name } = card;
	return src ? <img src={src} alt={t`Picture of ${name}`} style={STYLE} loading="lazy" /> : null;
}

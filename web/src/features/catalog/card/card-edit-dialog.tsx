import { Modal } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { CardForm } from './card-form.tsx';
import type { CardDetail } from '@deckhand/contract/catalogue/catalogue-cards.ts';
import { updateCard } from './card-edit-query.ts';

/** Edits a card's facts; its SKUs, prices and stock are edited on the card page itself. */
export function CardEditDialog({ card, onClose }: { card: CardDetail; onClose: () => void }) {
	const { t } = useLingui();
	const { name } = card;
	return (
		<Modal opened onClose={onClose} title={t`Edit ${name}`} size="lg">
			<CardForm
				initial={{ ...card, set: card.set.id, kind: card.kind === 'sealed' ? 'sealed' : 'single' }}
				submitLabel={t`Save card`}
				save={(values) => updateCard(card.id, values)}
				onSaved={onClose}
				onCancel={onClose}
			/>
		</Modal>
	);
}

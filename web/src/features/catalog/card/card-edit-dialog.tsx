import { Modal } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { CardForm } from './card-form.tsx';
import { refreshCard, type CardDetail } from './card-detail-query.ts';
import { updateCard } from './card-edit-query.ts';

/** Edits a card's facts; its SKUs, prices and stock are edited on the card page itself. */
export function CardEditDialog({ card, onClose }: { card: CardDetail; onClose: () => void }) {
	const queryClient = useQueryClient();
	return (
		<Modal opened onClose={onClose} title={`Edit ${card.name}`} size="lg">
			<CardForm
				initial={{ ...card, set: card.set.id, kind: card.kind === 'sealed' ? 'sealed' : 'single' }}
				submitLabel="Save card"
				save={(values) => updateCard(card.id, values)}
				onSaved={async () => {
					await refreshCard(queryClient, card.id);
					onClose();
				}}
				onCancel={onClose}
			/>
		</Modal>
	);
}

import { Modal } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { CardForm } from './card-form.tsx';
import { refreshCard, type CardDetail } from './card-detail-query.ts';
import { updateCard } from './card-edit-query.ts';

/** Edits a card's facts; its SKUs, prices and stock are edited on the card page itself. */
export function CardEditDialog({ card, onClose }: { card: CardDetail; onClose: () => void }) {
	const { t } = useLingui();
	const queryClient = useQueryClient();
	const { name } = card;
	return (
		<Modal opened onClose={onClose} title={t`Edit ${name}`} size="lg">
			<CardForm
				initial={{ ...card, set: card.set.id, kind: card.kind === 'sealed' ? 'sealed' : 'single' }}
				submitLabel={t`Save card`}
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

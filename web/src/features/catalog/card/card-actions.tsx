import { Button, Group, Tooltip } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog.tsx';
import { reasonWhyNot } from '../../../lib/permissions/capabilities.ts';
import { useCapabilities } from '../../../lib/permissions/use-capabilities.ts';
import { CardEditDialog } from './card-edit-dialog.tsx';
import type { CardDetail } from '@deckhand/contract/catalogue/catalogue-cards.ts';
import { deleteCard } from './card-edit-query.ts';
import type { CardSearch } from './card-search.ts';
import { SkuAddDialog } from './sku-add-dialog.tsx';

/** Edit the card, add a SKU, delete the card: each opens a dialog whose state is in the address. */
export function CardActions({
	card,
	skuCount,
	currency,
}: {
	card: CardDetail;
	skuCount: number | undefined;
	currency: string;
}) {
	const { t } = useLingui();
	const { dialog } = useSearch({ from: '/signed-in/catalog/cards/$cardId' });
	const navigate = useNavigate({ from: '/catalog/cards/$cardId' });
	const canDelete = useCapabilities()?.deleteCatalog ?? false;
	const open = (next: CardSearch['dialog']) => navigate({ search: { dialog: next }, replace: true });
	const close = () => open(undefined);
	const { name } = card;
	const deleteBlocked = !canDelete
		? reasonWhyNot('deleteCatalog')
		: skuCount !== 0
			? t`Delete its SKUs first: a card with SKUs is kept.`
			: null;
	return (
		<Group gap="xs">
			<Button variant="default" size="xs" leftSection={<IconEdit size={14} />} onClick={() => open('edit')}>
				<Trans>Edit card</Trans>
			</Button>
			<Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={() => open('add-sku')}>
				<Trans>Add SKU</Trans>
			</Button>
			<Tooltip label={deleteBlocked} disabled={!deleteBlocked}>
				<Button
					variant="subtle"
					color="red"
					size="xs"
					leftSection={<IconTrash size={14} />}
					disabled={deleteBlocked !== null}
					onClick={() => open('delete')}
				>
					<Trans>Delete card</Trans>
				</Button>
			</Tooltip>
			{dialog === 'edit' ? <CardEditDialog card={card} onClose={close} /> : null}
			{dialog === 'add-sku' ? (
				<SkuAddDialog card={card.id} cardName={card.name} currency={currency} onClose={close} />
			) : null}
			{dialog === 'delete' && !deleteBlocked ? (
				<ConfirmDeleteDialog
					title={t`Delete ${name}?`}
					command="card-delete"
					changed={{ card: card.id }}
					remove={() => deleteCard(card.id)}
					onDeleted={() => navigate({ to: '/catalog', search: {} })}
					onClose={close}
				>
					<Trans>The card leaves the catalog. It has no SKUs, so no stock or sale refers to it.</Trans>
				</ConfirmDeleteDialog>
			) : null}
		</Group>
	);
}

import { Anchor, Card, Stack, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { CardForm } from './card-form.tsx';
import { createCard } from './card-edit-query.ts';

/** A card the shop has never stocked: its facts first, then (on its page) the SKUs to sell. */
export function CardNewPage() {
	const { t } = useLingui();
	const navigate = useNavigate();
	return (
		<Stack maw={720}>
			<Anchor component={Link} to="/catalog" size="sm">
				<Trans>← Catalog</Trans>
			</Anchor>
			<Title order={1} size="h2">
				<Trans>New card</Trans>
			</Title>
			<Card withBorder>
				<CardForm
					submitLabel={t`Create card`}
					save={createCard}
					onSaved={({ id }) =>
						navigate({
							to: '/catalog/cards/$cardId',
							params: { cardId: String(id) },
							search: { dialog: 'add-sku' },
						})
					}
					onCancel={() => navigate({ to: '/catalog' })}
				/>
			</Card>
		</Stack>
	);
}

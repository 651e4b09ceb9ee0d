import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** A link to a card's page: its name, or where the owner sets its price. */
export function CardPageLink({ card, size, children }: { card: number; size: 'sm' | 'xs'; children: ReactNode }) {
	return (
		<Anchor
			size={size}
			renderRoot={(props) => <Link {...props} to="/catalog/cards/$cardId" params={{ cardId: String(card) }} />}
		>
			{children}
		</Anchor>
	);
}

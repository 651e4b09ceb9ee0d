import { Card, type CardProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A KPI card or a chart, marked for anyone who waits for the page to be painted (the benchmark,
 * screen readers): `data-figure` names it, `aria-busy` is true until its own figures are on
 * screen (a new period's included). The page is painted when no `[data-figure]` is busy.
 */
export function FigureCard({
	name,
	busy,
	labelledBy,
	children,
	...props
}: CardProps & { name: string; busy: boolean; labelledBy?: string; children?: ReactNode }) {
	// A chart is a section named by its heading; a KPI card is a plain box under the KPIs' heading.
	return (
		<Card
			withBorder
			padding="md"
			data-figure={name}
			aria-busy={busy}
			{...(labelledBy ? { component: 'section', 'aria-labelledby': labelledBy } : {})}
			{...props}
		>
			{children}
		</Card>
	);
}

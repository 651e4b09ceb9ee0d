import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconArrowDownRight, IconArrowRight, IconArrowUpRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatPercent } from '../../lib/i18n/formats.ts';
import { changeBetween, type Change } from './figure-change.ts';
import { FigureCard } from './figure-card.tsx';

type Shown = (value: number) => string | null;

export interface KpiFigure {
	/** The figure as shown (money or a count); null when there is none (no orders, no average). */
	value: string | null;
	/** The previous period's, as shown; absent for figures of now (the stock). */
	previous?: string | null;
	/** Both as numbers, for the change between them, and how an amount of the figure is shown. */
	change?: { current: number | null; previous: number | null; show: Shown };
	/** A line under the figure: what it is made of, or what it leaves out. */
	detail?: ReactNode;
}

/** The change in words and an arrow, never in colour alone: "Up 12.5 %", "Up $65.10" past tripling, "Up from none", "No change". */
function ChangeWords({ change, fromNone, show }: { change: Change; fromNone: boolean; show: Shown }) {
	const { t } = useLingui();
	// A share where one is told (figure-change.ts), else the amount itself.
	const by = change.ratio === null ? (show(change.amount) ?? '') : formatPercent(change.ratio);
	const [Icon, words] =
		change.direction === 'same'
			? [IconArrowRight, t({ message: 'No change', comment: 'a figure against the previous period' })]
			: change.direction === 'up'
				? [
						IconArrowUpRight,
						fromNone
							? t`Up from none`
							: t({
									message: `Up ${by}`,
									comment: 'a figure against the previous period: Up 12.5%, or Up $65.10',
								}),
					]
				: [
						IconArrowDownRight,
						t({
							message: `Down ${by}`,
							comment: 'a figure against the previous period: Down 12.5%, or Down $65.10',
						}),
					];
	return (
		<Group gap={4} wrap="nowrap">
			<Icon size={16} aria-hidden />
			<Text size="sm" fw={600}>
				{words}
			</Text>
		</Group>
	);
}

/** One KPI: its name, the figure, the previous period's and the change; a skeleton until the first answer. */
export function KpiCard({
	name,
	label,
	figure,
	busy,
}: {
	name: string;
	label: string;
	figure: KpiFigure | undefined;
	busy: boolean;
}) {
	const { t } = useLingui();
	const change = figure?.change ? changeBetween(figure.change.current, figure.change.previous) : null;
	const previous = figure?.previous;
	const shownPrevious = previous ?? '—';
	return (
		<FigureCard name={name} busy={busy}>
			<Stack gap={4}>
				<Text component="h3" size="sm" c="dimmed" fw={500}>
					{label}
				</Text>
				{figure === undefined ? (
					<Skeleton height={28} width="60%" />
				) : (
					<>
						<Text fz={24} fw={700} lh={1.2}>
							{figure.value ?? '—'}
						</Text>
						{change && figure.change ? (
							<ChangeWords
								change={change}
								fromNone={figure.change.previous === 0}
								show={figure.change.show}
							/>
						) : null}
						{previous !== undefined ? (
							<Text size="sm" c="dimmed">
								{t({
									message: `Previous period: ${shownPrevious}`,
									comment: 'the same figure over the period before',
								})}
							</Text>
						) : null}
						{figure.detail ? (
							<Text size="sm" c="dimmed">
								{figure.detail}
							</Text>
						) : null}
					</>
				)}
			</Stack>
		</FigureCard>
	);
}

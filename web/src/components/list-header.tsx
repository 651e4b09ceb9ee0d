import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The head of a list screen: its title, how many rows match (said to screen readers as it
 * changes; "Loading…" until the server has answered; nothing when the list was not asked for,
 * `null`, because its filters cannot match) and the screen's actions.
 */
export function ListHeader({ title, total, noun, children }: { title: string; total: number | null | undefined; noun: string; children: ReactNode }) {
	return (
		<Group justify="space-between">
			<Title order={1} size="h2">
				{title}
			</Title>
			<Group gap="md">
				<Text c="dimmed" size="sm" aria-live="polite">
					{total === null ? '' : total === undefined ? 'Loading…' : `${total.toLocaleString()} ${noun}${total === 1 ? '' : 's'}`}
				</Text>
				{children}
			</Group>
		</Group>
	);
}

import { Group, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * The head of a list screen: its title, how many rows match (said to screen readers as it
 * changes; "Loading…" until the server has answered; nothing when the list was not asked for,
 * `null`, because its filters cannot match) and the screen's actions. `count` words the number
 * as a plural message of the list's own ("1 order", "12 orders"), since languages count differently.
 */
export function ListHeader({
	title,
	total,
	count,
	children,
}: {
	title: string;
	total: number | null | undefined;
	count: (total: number) => string;
	children: ReactNode;
}) {
	return (
		<Group justify="space-between">
			<Title order={1} size="h2">
				{title}
			</Title>
			<Group gap="md">
				<Text c="dimmed" size="sm" aria-live="polite">
					{total === null ? '' : total === undefined ? <Trans>Loading…</Trans> : count(total)}
				</Text>
				{children}
			</Group>
		</Group>
	);
}

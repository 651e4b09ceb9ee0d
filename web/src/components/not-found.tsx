import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconFileUnknown } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/**
 * A record the address names that the server does not have, said as such, with the way back to
 * its list. A record the user may not read is another thing: the route's guard (or the server's
 * 403) says "Not allowed", so a missing record never reads as a forbidden one, nor the reverse.
 */
export function NotFound({
	title,
	text,
	list,
	listLabel,
}: {
	title: string;
	text: string;
	list: '/orders' | '/customers' | '/buylists';
	listLabel: string;
}) {
	return (
		<Center mih={320}>
			<Stack align="center" gap="xs">
				<IconFileUnknown size={40} stroke={1.5} aria-hidden />
				<Title order={1} size="h2">
					{title}
				</Title>
				<Text c="dimmed">{text}</Text>
				<Button component={Link} to={list} variant="light" mt="sm">
					{listLabel}
				</Button>
			</Stack>
		</Center>
	);
}

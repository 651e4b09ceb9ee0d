import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { describeError } from '../lib/directus/errors.ts';

/** Never a blank screen: what happened, a retry, and a way back. */
export function RouteError({ error }: ErrorComponentProps) {
	const router = useRouter();
	const problem = describeError(error);
	return (
		<Center mih="60vh" p="md">
			<Stack align="center" gap="xs" maw={480}>
				<Title order={2}>{problem.kind === 'offline' ? 'Connection lost' : 'This page could not be shown'}</Title>
				<Text c="dimmed" ta="center">
					{problem.message}
				</Text>
				<Group mt="sm">
					<Button onClick={() => router.invalidate()}>Try again</Button>
					<Button component={Link} to="/" variant="light">
						Back to Home
					</Button>
				</Group>
			</Stack>
		</Center>
	);
}

export function PageNotFound() {
	return (
		<Center mih="60vh">
			<Stack align="center" gap="xs">
				<Title order={2}>Page not found</Title>
				<Text c="dimmed">This address does not exist in Deckhand.</Text>
				<Button component={Link} to="/" variant="light" mt="sm">
					Back to Home
				</Button>
			</Stack>
		</Center>
	);
}

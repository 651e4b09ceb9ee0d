import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { describeError } from '../lib/directus/errors.ts';

/** Never a blank screen: what happened, a retry, and a way back. */
export function RouteError({ error }: ErrorComponentProps) {
	const { t } = useLingui();
	const router = useRouter();
	const problem = describeError(error);
	return (
		<Center mih="60vh" p="md">
			<Stack align="center" gap="xs" maw={480}>
				<Title order={2}>
					{problem.kind === 'offline' ? t`Connection lost` : t`This page could not be shown`}
				</Title>
				<Text c="dimmed" ta="center">
					{problem.message}
				</Text>
				<Group mt="sm">
					<Button onClick={() => router.invalidate()}>
						<Trans>Try again</Trans>
					</Button>
					<Button component={Link} to="/" variant="light">
						<Trans>Back to Home</Trans>
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
				<Title order={2}>
					<Trans>Page not found</Trans>
				</Title>
				<Text c="dimmed">
					<Trans>This address does not exist in Deckhand.</Trans>
				</Text>
				<Button component={Link} to="/" variant="light" mt="sm">
					<Trans>Back to Home</Trans>
				</Button>
			</Stack>
		</Center>
	);
}

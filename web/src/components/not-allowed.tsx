import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

export function NotAllowed({ reason }: { reason: string }) {
	return (
		<Center mih={320}>
			<Stack align="center" gap="xs">
				<IconLock size={40} stroke={1.5} />
				<Title order={2}>
					<Trans>Not allowed</Trans>
				</Title>
				<Text c="dimmed">{reason}</Text>
				<Button component={Link} to="/" variant="light" mt="sm">
					<Trans>Back to Home</Trans>
				</Button>
			</Stack>
		</Center>
	);
}

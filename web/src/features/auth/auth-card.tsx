import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { projectQuery } from '../../lib/directus/session.ts';

/** The frame of the signed-out screens: shop name, a title, the form, and a way back to sign-in. */
export function AuthCard({
	title,
	children,
	backToSignIn = false,
}: {
	title: string;
	children: ReactNode;
	backToSignIn?: boolean;
}) {
	const { data: project } = useQuery(projectQuery());
	return (
		<Center mih="100vh" p="md">
			<Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={400}>
				<Stack gap="lg">
					<Stack gap={2}>
						<Text c="dimmed" size="sm" fw={600}>
							{project?.name ?? 'Deckhand'}
						</Text>
						<Title order={1} size="h2">
							{title}
						</Title>
					</Stack>
					{children}
					{backToSignIn ? (
						<Anchor component={Link} to="/sign-in" size="sm">
							<Trans>Back to sign-in</Trans>
						</Anchor>
					) : null}
				</Stack>
			</Paper>
		</Center>
	);
}

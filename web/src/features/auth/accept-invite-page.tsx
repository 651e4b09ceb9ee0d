import { Text } from '@mantine/core';
import { acceptUserInvite } from '@directus/sdk';
import { useSearch } from '@tanstack/react-router';
import { directus } from '../../lib/directus/client.ts';
import { emailInToken } from '../../lib/directus/session.ts';
import { AuthCard } from './auth-card.tsx';
import { NewPasswordForm } from './new-password-form.tsx';

export function AcceptInvitePage() {
	const { token } = useSearch({ from: '/accept-invite' });
	const email = emailInToken(token);
	return (
		<AuthCard title="Welcome to the team" backToSignIn>
			{email ? <Text size="sm">Choose a password for {email}.</Text> : null}
			<NewPasswordForm token={token} action="Join and sign in" submit={(t, password) => directus.request(acceptUserInvite(t, password))} />
		</AuthCard>
	);
}

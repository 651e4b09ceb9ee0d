import { Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { acceptUserInvite } from '@directus/sdk';
import { useSearch } from '@tanstack/react-router';
import { directus } from '../../lib/directus/client.ts';
import { emailInToken } from '../../lib/directus/session.ts';
import { AuthCard } from './auth-card.tsx';
import { NewPasswordForm } from './new-password-form.tsx';

export function AcceptInvitePage() {
	const { t } = useLingui();
	const { token } = useSearch({ from: '/accept-invite' });
	const email = emailInToken(token);
	return (
		<AuthCard title={t`Welcome to the team`} backToSignIn>
			{email ? (
				<Text size="sm">
					<Trans>Choose a password for {email}.</Trans>
				</Text>
			) : null}
			<NewPasswordForm
				token={token}
				action={t`Join and sign in`}
				submit={(t, password) => directus.request(acceptUserInvite(t, password))}
			/>
		</AuthCard>
	);
}

import { passwordReset } from '@directus/sdk';
import { useSearch } from '@tanstack/react-router';
import { directus } from '../../lib/directus/client.ts';
import { AuthCard } from './auth-card.tsx';
import { NewPasswordForm } from './new-password-form.tsx';

export function ResetPasswordPage() {
	const { token } = useSearch({ from: '/reset-password' });
	return (
		<AuthCard title="Choose a new password" backToSignIn>
			<NewPasswordForm token={token} action="Save and sign in" submit={(t, password) => directus.request(passwordReset(t, password))} />
		</AuthCard>
	);
}

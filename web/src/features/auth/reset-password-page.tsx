import { passwordReset } from '@directus/sdk';
import { useLingui } from '@lingui/react/macro';
import { useSearch } from '@tanstack/react-router';
import { directus } from '../../lib/directus/client.ts';
import { AuthCard } from './auth-card.tsx';
import { NewPasswordForm } from './new-password-form.tsx';

export function ResetPasswordPage() {
	const { t } = useLingui();
	const { token } = useSearch({ from: '/reset-password' });
	return (
		<AuthCard title={t`Choose a new password`} backToSignIn>
			<NewPasswordForm
				token={token}
				action={t`Save and sign in`}
				submit={(t, password) => directus.request(passwordReset(t, password))}
			/>
		</AuthCard>
	);
}

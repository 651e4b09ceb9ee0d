import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { passwordRequest } from '@directus/sdk';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { directus } from '../../lib/directus/client.ts';
import { describeError } from '../../lib/directus/errors.ts';
import { AuthCard } from './auth-card.tsx';

export function ForgotPasswordPage() {
	const { t } = useLingui();
	const form = useForm({
		initialValues: { email: '' },
		validate: {
			email: (value) => (/^\S+@\S+\.\S+$/.test(value) ? null : t`Enter your email address, e.g. name@shop.com.`),
		},
	});
	const mutation = useCommandMutation('password-reset-request', {
		mutationFn: ({ email }: { email: string }) =>
			directus.request(passwordRequest(email.trim(), `${window.location.origin}/app/reset-password`)),
		showsError: true,
	});
	const { email } = form.values;
	if (mutation.isSuccess)
		return (
			<AuthCard title={t`Check your email`} backToSignIn>
				<Text>
					<Trans>If {email} has a Deckhand account, a link to choose a new password is on its way.</Trans>
				</Text>
			</AuthCard>
		);
	return (
		<AuthCard title={t`Reset your password`} backToSignIn>
			<form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
				<Stack>
					<Text size="sm" c="dimmed">
						<Trans>We will email you a link to choose a new password.</Trans>
					</Text>
					{mutation.error ? (
						<Alert color="red" role="alert">
							{describeError(mutation.error).message}
						</Alert>
					) : null}
					<TextInput
						label={t`Email`}
						type="email"
						autoComplete="username"
						required
						autoFocus
						{...form.getInputProps('email')}
					/>
					<Button type="submit" loading={mutation.isPending}>
						<Trans>Send the link</Trans>
					</Button>
				</Stack>
			</form>
		</AuthCard>
	);
}

import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { describeError } from '../../lib/directus/errors.ts';
import { emailInToken, signIn } from '../../lib/directus/session.ts';

const MIN_LENGTH = 8;

/**
 * Choose a password with a one-time token (reset or invite), then sign in with it straight away.
 * `submit` sends the token and password to the server.
 */
export function NewPasswordForm({
	token,
	submit,
	action,
}: {
	token: string;
	submit: (token: string, password: string) => Promise<unknown>;
	action: string;
}) {
	const { t } = useLingui();
	const navigate = useNavigate();
	const form = useForm({
		initialValues: { password: '', confirm: '' },
		validate: {
			password: (value) => (value.length >= MIN_LENGTH ? null : t`Use at least ${MIN_LENGTH} characters.`),
			confirm: (value, values) => (value === values.password ? null : t`The two passwords differ.`),
		},
	});
	const mutation = useCommandMutation('password-set', {
		mutationFn: async ({ password }: typeof form.values) => {
			await submit(token, password);
			const email = emailInToken(token);
			if (email) await signIn(email, password);
			return Boolean(email);
		},
		showsError: true,
		onSuccess: (signedIn) => navigate({ to: signedIn ? '/' : '/sign-in', search: {}, replace: true }),
	});
	return (
		<form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
			<Stack>
				{mutation.error ? (
					<Alert color="red" role="alert">
						{describeError(mutation.error).message}
					</Alert>
				) : null}
				<PasswordInput
					label={t`New password`}
					autoComplete="new-password"
					required
					autoFocus
					{...form.getInputProps('password')}
				/>
				<PasswordInput
					label={t`Repeat the password`}
					autoComplete="new-password"
					required
					{...form.getInputProps('confirm')}
				/>
				<Button type="submit" loading={mutation.isPending}>
					{action}
				</Button>
			</Stack>
		</form>
	);
}

import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { describeError } from '../../lib/directus/errors.ts';
import { signIn } from '../../lib/directus/session.ts';
import { AuthCard } from './auth-card.tsx';

export function SignInPage() {
	const { t } = useLingui();
	const { redirect } = useSearch({ from: '/sign-in' });
	const navigate = useNavigate();
	const form = useForm({
		initialValues: { email: '', password: '' },
		validate: {
			email: (value) => (/^\S+@\S+\.\S+$/.test(value) ? null : t`Enter your email address, e.g. name@shop.com.`),
			password: (value) => (value ? null : t`Enter your password.`),
		},
	});
	const mutation = useCommandMutation('sign-in', {
		mutationFn: (values: typeof form.values) => signIn(values.email.trim(), values.password),
		showsError: true,
		onSuccess: () => navigate({ href: redirect && redirect.startsWith('/') ? redirect : '/', replace: true }),
	});
	const problem = mutation.error ? describeError(mutation.error) : null;
	return (
		<AuthCard title={t`Sign in`}>
			<form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
				<Stack>
					{problem ? (
						<Alert
							color={problem.kind === 'offline' ? 'orange' : 'red'}
							role="alert"
							title={problem.kind === 'offline' ? t`Server unreachable` : t`Could not sign in`}
						>
							{problem.message}
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
					<PasswordInput
						label={t`Password`}
						autoComplete="current-password"
						required
						{...form.getInputProps('password')}
					/>
					<Button type="submit" loading={mutation.isPending} fullWidth>
						<Trans>Sign in</Trans>
					</Button>
					<Anchor component={Link} to="/forgot-password" size="sm">
						<Trans>Forgot your password?</Trans>
					</Anchor>
				</Stack>
			</form>
		</AuthCard>
	);
}

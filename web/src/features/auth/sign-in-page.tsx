import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { describeError } from '../../lib/directus/errors.ts';
import { signIn } from '../../lib/directus/session.ts';
import { AuthCard } from './auth-card.tsx';

export function SignInPage() {
	const { redirect } = useSearch({ from: '/sign-in' });
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const form = useForm({
		initialValues: { email: '', password: '' },
		validate: {
			email: (value) => (/^\S+@\S+\.\S+$/.test(value) ? null : 'Enter your email address, e.g. name@shop.com.'),
			password: (value) => (value ? null : 'Enter your password.'),
		},
	});
	const mutation = useMutation({
		mutationFn: (values: typeof form.values) => signIn(queryClient, values.email.trim(), values.password),
		onSuccess: () => navigate({ href: redirect && redirect.startsWith('/') ? redirect : '/', replace: true }),
	});
	const problem = mutation.error ? describeError(mutation.error) : null;
	return (
		<AuthCard title="Sign in">
			<form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
				<Stack>
					{problem ? (
						<Alert color={problem.kind === 'offline' ? 'orange' : 'red'} role="alert" title={problem.kind === 'offline' ? 'Server unreachable' : 'Could not sign in'}>
							{problem.message}
						</Alert>
					) : null}
					<TextInput label="Email" type="email" autoComplete="username" required autoFocus {...form.getInputProps('email')} />
					<PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />
					<Button type="submit" loading={mutation.isPending} fullWidth>
						Sign in
					</Button>
					<Anchor component={Link} to="/forgot-password" size="sm">
						Forgot your password?
					</Anchor>
				</Stack>
			</form>
		</AuthCard>
	);
}

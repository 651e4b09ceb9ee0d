import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { passwordRequest } from '@directus/sdk';
import { useMutation } from '@tanstack/react-query';
import { directus } from '../../lib/directus/client.ts';
import { describeError } from '../../lib/directus/errors.ts';
import { AuthCard } from './auth-card.tsx';

export function ForgotPasswordPage() {
	const form = useForm({
		initialValues: { email: '' },
		validate: { email: (value) => (/^\S+@\S+\.\S+$/.test(value) ? null : 'Enter your email address, e.g. name@shop.com.') },
	});
	const mutation = useMutation({
		mutationFn: ({ email }: { email: string }) =>
			directus.request(passwordRequest(email.trim(), `${window.location.origin}/app/reset-password`)),
	});
	if (mutation.isSuccess)
		return (
			<AuthCard title="Check your email" backToSignIn>
				<Text>If {form.values.email} has a Deckhand account, a link to choose a new password is on its way.</Text>
			</AuthCard>
		);
	return (
		<AuthCard title="Reset your password" backToSignIn>
			<form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
				<Stack>
					<Text size="sm" c="dimmed">
						We will email you a link to choose a new password.
					</Text>
					{mutation.error ? (
						<Alert color="red" role="alert">
							{describeError(mutation.error).message}
						</Alert>
					) : null}
					<TextInput label="Email" type="email" autoComplete="username" required autoFocus {...form.getInputProps('email')} />
					<Button type="submit" loading={mutation.isPending}>
						Send the link
					</Button>
				</Stack>
			</form>
		</AuthCard>
	);
}

import {
	Button,
	Fieldset,
	Group,
	PasswordInput,
	SimpleGrid,
	Skeleton,
	Stack,
	Text,
	TextInput,
	Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert } from '../../components/form-alert.tsx';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { meQuery, type Me } from '../../lib/directus/session.ts';
import { formProblem, placeOnField } from '../../lib/forms.ts';
import { ProfileAvatar } from './profile-avatar.tsx';
import { changePassword, useSaveName } from './profile-query.ts';
import {
	EMPTY_PASSWORDS,
	nameRules,
	passwordRules,
	toName,
	type NameValues,
	type PasswordValues,
} from './profile-values.ts';

/** Everyone's own account: name, picture and password. Theme and language stay in the account menu, where every screen reaches them. */
export function ProfilePage() {
	const { data: me } = useQuery(meQuery());
	const email = me?.email;
	return (
		<Stack maw={720}>
			<Title order={1} size="h2">
				<Trans>Profile</Trans>
			</Title>
			{me ? (
				<>
					<Text size="sm" c="dimmed">
						<Trans>
							Signed in as {email}. Theme and language are in the account menu under your name, at the top
							right; the language follows you to every device.
						</Trans>
					</Text>
					<NameForm me={me} />
					<PasswordForm />
				</>
			) : (
				<Skeleton height={320} />
			)}
		</Stack>
	);
}

function NameForm({ me }: { me: Me }) {
	const { t } = useLingui();
	const form = useForm<NameValues>({
		initialValues: { first_name: me.first_name ?? '', last_name: me.last_name ?? '' },
		validate: nameRules,
	});
	const save = useSaveName({ onError: (error) => placeOnField(form, error) });
	return (
		<form onSubmit={form.onSubmit((values) => save.mutate(toName(values)))} noValidate>
			<Fieldset legend={t`Name and picture`}>
				<Stack>
					<ProfileAvatar me={me} />
					<FormAlert problem={formProblem(form, save.error)} />
					<SimpleGrid cols={{ base: 1, sm: 2 }}>
						<TextInput
							label={t`First name`}
							autoComplete="given-name"
							{...form.getInputProps('first_name')}
						/>
						<TextInput
							label={t`Last name`}
							autoComplete="family-name"
							{...form.getInputProps('last_name')}
						/>
					</SimpleGrid>
					<Group justify="flex-end">
						{save.isSuccess ? (
							<Text size="sm" role="status">
								<Trans>Name saved.</Trans>
							</Text>
						) : null}
						<Button type="submit" loading={save.isPending}>
							<Trans>Save name</Trans>
						</Button>
					</Group>
				</Stack>
			</Fieldset>
		</form>
	);
}

function PasswordForm() {
	const { t } = useLingui();
	const form = useForm<PasswordValues>({ initialValues: EMPTY_PASSWORDS, validate: passwordRules });
	const [changed, setChanged] = useState(false);
	const change = useCommandMutation('password-change', {
		mutationFn: ({ current_password, new_password }: PasswordValues) =>
			changePassword({ current_password, new_password }),
		onSuccess: () => {
			form.reset();
			setChanged(true);
		},
		onError: (error) => placeOnField(form, error),
	});
	const submit = form.onSubmit((values) => {
		setChanged(false);
		change.mutate(values);
	});
	return (
		<form onSubmit={submit} noValidate>
			<Fieldset legend={t`Password`}>
				<Stack>
					<FormAlert problem={formProblem(form, change.error)} />
					<PasswordInput
						label={t`Current password`}
						autoComplete="current-password"
						required
						{...form.getInputProps('current_password')}
					/>
					<SimpleGrid cols={{ base: 1, sm: 2 }}>
						<PasswordInput
							label={t`New password`}
							autoComplete="new-password"
							required
							description={t`At least 8 characters.`}
							{...form.getInputProps('new_password')}
						/>
						<PasswordInput
							label={t`Repeat the new password`}
							autoComplete="new-password"
							required
							{...form.getInputProps('repeat')}
						/>
					</SimpleGrid>
					<Group justify="flex-end">
						{changed ? (
							<Text size="sm" role="status">
								<Trans>Password changed. Other devices signed in as you have been signed out.</Trans>
							</Text>
						) : null}
						<Button type="submit" loading={change.isPending}>
							<Trans>Change password</Trans>
						</Button>
					</Group>
				</Stack>
			</Fieldset>
		</form>
	);
}

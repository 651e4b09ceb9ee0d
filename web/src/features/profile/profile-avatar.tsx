import { Alert, Avatar, Button, FileButton, Group, Stack } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPhotoUp } from '@tabler/icons-react';
import { useState } from 'react';
import { API_URL } from '../../lib/directus/api.ts';
import { describeError } from '../../lib/directus/errors.ts';
import type { Me } from '../../lib/directus/session.ts';
import { personName } from '../../lib/people.ts';
import { PICTURE_MAX_BYTES, PICTURE_TYPES } from '../../lib/pictures.ts';
import { useSaveAvatar } from './profile-query.ts';

/** The person's picture: uploaded into the people's folder with the upload limits of every picture, saved at once. */
export function ProfileAvatar({ me }: { me: Me }) {
	const { t } = useLingui();
	const save = useSaveAvatar();
	const [tooBig, setTooBig] = useState(false);
	const name = personName(me);
	const choose = (file: File | null) => {
		if (!file) return;
		setTooBig(file.size > PICTURE_MAX_BYTES);
		if (file.size <= PICTURE_MAX_BYTES) save.mutate({ file, title: name });
	};
	const problem = tooBig ? t`A picture may be at most 10 MB. Choose a smaller one.` : save.error ? describeError(save.error).message : null;
	return (
		<Stack gap="xs">
			<Group>
				<Avatar size="xl" radius="xl" name={name} color="initials" src={me.avatar ? `${API_URL}/assets/${me.avatar}?width=128&height=128&fit=cover` : null} alt={t`Your picture`} />
				<FileButton onChange={choose} accept={PICTURE_TYPES}>
					{(props) => (
						<Button {...props} variant="default" size="xs" leftSection={<IconPhotoUp size={14} />} loading={save.isPending}>
							{me.avatar ? <Trans>Replace picture</Trans> : <Trans>Upload picture</Trans>}
						</Button>
					)}
				</FileButton>
				{me.avatar ? (
					<Button variant="subtle" size="xs" color="red" onClick={() => save.mutate({ file: null, title: name })}>
						<Trans>Remove picture</Trans>
					</Button>
				) : null}
			</Group>
			{problem ? (
				<Alert color="red" role="alert" p="xs">
					{problem}
				</Alert>
			) : null}
		</Stack>
	);
}

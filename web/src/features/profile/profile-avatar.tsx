import { Avatar } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { PictureUpload } from '../../components/picture-upload.tsx';
import { API_URL } from '../../lib/directus/api.ts';
import type { Me } from '../../lib/directus/session.ts';
import { personName } from '../../lib/people.ts';
import { useSaveAvatar } from './profile-query.ts';

/** The person's picture: uploaded into the people's folder with the upload limits of every picture, saved at once. */
export function ProfileAvatar({ me }: { me: Me }) {
	const { t } = useLingui();
	const save = useSaveAvatar();
	const name = personName(me);
	return (
		<PictureUpload
			preview={
				<Avatar
					size="xl"
					radius="xl"
					name={name}
					color="initials"
					src={me.avatar ? `${API_URL}/assets/${me.avatar}?width=128&height=128&fit=cover` : null}
					alt={t`Your picture`}
				/>
			}
			present={Boolean(me.avatar)}
			saving={save.isPending}
			error={save.error}
			onFile={(file) => save.mutate({ file, title: name })}
			onRemove={() => save.mutate({ file: null, title: name })}
			words={{
				upload: t`Upload picture`,
				replace: t`Replace picture`,
				remove: t`Remove picture`,
				tooBig: t`A picture may be at most 10 MB. Choose a smaller one.`,
			}}
		/>
	);
}

import { Alert, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPhotoUp } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SHOP_FOLDER } from '../../../../server/schema/folders.ts';
import { API_URL } from '../../lib/directus/api.ts';
import { describeError } from '../../lib/directus/errors.ts';
import { PICTURE_MAX_BYTES, PICTURE_TYPES, uploadPicture } from '../../lib/pictures.ts';
import { refreshSettings, saveProject } from './settings-query.ts';

/** The shop's logo, beside its name in the header and on the sign-in screen: uploaded into the shop's folder, saved at once. */
export function ShopLogo({ logo }: { logo: string | null }) {
	const { t } = useLingui();
	const queryClient = useQueryClient();
	const [tooBig, setTooBig] = useState(false);
	const save = useMutation({
		mutationFn: async (file: File | null) => saveProject({ project_logo: file ? await uploadPicture(file, t`Shop logo`, SHOP_FOLDER) : null }),
		onSuccess: () => refreshSettings(queryClient),
	});
	const choose = (file: File | null) => {
		if (!file) return;
		setTooBig(file.size > PICTURE_MAX_BYTES);
		if (file.size <= PICTURE_MAX_BYTES) save.mutate(file);
	};
	const problem = tooBig ? t`A logo may be at most 10 MB. Choose a smaller picture.` : save.error ? describeError(save.error).message : null;
	return (
		<Stack gap="xs">
			<Text size="sm" fw={500}>
				<Trans>Logo</Trans>
			</Text>
			<Group>
				{logo ? (
					<Image src={`${API_URL}/assets/${logo}?height=96`} alt={t`Shop logo`} h={48} w="auto" fit="contain" />
				) : (
					<Text size="sm" c="dimmed">
						<Trans>No logo yet.</Trans>
					</Text>
				)}
				<FileButton onChange={choose} accept={PICTURE_TYPES}>
					{(props) => (
						<Button {...props} variant="default" size="xs" leftSection={<IconPhotoUp size={14} />} loading={save.isPending}>
							{logo ? <Trans>Replace logo</Trans> : <Trans>Upload logo</Trans>}
						</Button>
					)}
				</FileButton>
				{logo ? (
					<Button variant="subtle" size="xs" color="red" onClick={() => save.mutate(null)}>
						<Trans>Remove logo</Trans>
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

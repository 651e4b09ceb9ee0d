import { Image, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { SHOP_FOLDER } from '@deckhand/contract/schema/folders.ts';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { API_URL } from '../../lib/directus/api.ts';
import { PictureUpload } from '../../components/picture-upload.tsx';
import { uploadPicture } from '../../lib/pictures.ts';
import { saveProject } from './settings-query.ts';

/** The shop's logo, beside its name in the header and on the sign-in screen: uploaded into the shop's folder, saved at once. */
export function ShopLogo({ logo }: { logo: string | null }) {
	const { t } = useLingui();
	const save = useCommandMutation('logo-save', {
		mutationFn: async (file: File | null) =>
			saveProject({ project_logo: file ? await uploadPicture(file, t`Shop logo`, SHOP_FOLDER) : null }),
		showsError: true,
	});
	const preview = logo ? (
		<Image src={`${API_URL}/assets/${logo}?height=96`} alt={t`Shop logo`} h={48} w="auto" fit="contain" />
	) : (
		<Text size="sm" c="dimmed">
			<Trans>No logo yet.</Trans>
		</Text>
	);
	return (
		<Stack gap="xs">
			<Text size="sm" fw={500}>
				<Trans>Logo</Trans>
			</Text>
			<PictureUpload
				preview={preview}
				present={logo !== null}
				saving={save.isPending}
				error={save.error}
				onFile={(file) => save.mutate(file)}
				onRemove={() => save.mutate(null)}
				words={{
					upload: t`Upload logo`,
					replace: t`Replace logo`,
					remove: t`Remove logo`,
					tooBig: t`A logo may be at most 10 MB. Choose a smaller picture.`,
				}}
			/>
		</Stack>
	);
}

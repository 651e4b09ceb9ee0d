import { Alert, Button, FileButton, Image, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPhotoUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useCommandMutation } from '../../../lib/api/use-command-mutation.ts';
import { API_URL } from '../../../lib/directus/api.ts';
import { describeError } from '../../../lib/directus/errors.ts';
import { activeLanguage } from '../../../lib/i18n/i18n.ts';
import { uploadCardImage } from './card-edit-query.ts';

const MAX_BYTES = 10 * 1024 * 1024;
const ACCEPT = 'image/png,image/jpeg,image/webp,image/avif,image/gif';

/** A file's size in megabytes with one decimal, as the language writes it ("12.3", "12,3"). */
const formatMegabytes = (bytes: number) =>
	new Intl.NumberFormat(activeLanguage(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
		bytes / 1024 / 1024,
	);

/**
 * The card's picture, scaled by Directus's asset transforms (a card-sized copy here, a large one
 * when clicked), and the upload of a new one, which replaces it on the card.
 */
export function CardImage({ card, name, image }: { card: number; name: string; image: string | null }) {
	const { t } = useLingui();
	const [large, setLarge] = useState(false);
	const [tooBig, setTooBig] = useState<string | null>(null);
	const upload = useCommandMutation('card-save', {
		mutationFn: (file: File) => uploadCardImage(card, name, file),
		changed: () => ({ card }),
		showsError: true,
	});
	const choose = (file: File | null) => {
		if (!file) return;
		const fileName = file.name;
		const size = formatMegabytes(file.size);
		setTooBig(file.size > MAX_BYTES ? t`${fileName} is ${size} MB; a picture may be at most 10 MB.` : null);
		if (file.size <= MAX_BYTES) upload.mutate(file);
	};
	const problem = tooBig ?? (upload.error ? describeError(upload.error).message : null);
	return (
		<Stack gap="xs" maw={260}>
			{image ? (
				<UnstyledButton onClick={() => setLarge(true)} aria-label={t`Show ${name} large`}>
					<Image src={`${API_URL}/assets/${image}?width=520&quality=80`} alt={name} radius="md" />
				</UnstyledButton>
			) : (
				<Text c="dimmed" size="sm">
					<Trans>No picture yet.</Trans>
				</Text>
			)}
			<FileButton onChange={choose} accept={ACCEPT}>
				{(props) => (
					<Button
						{...props}
						variant="default"
						size="xs"
						leftSection={<IconPhotoUp size={14} />}
						loading={upload.isPending}
					>
						{image ? <Trans>Replace picture</Trans> : <Trans>Upload picture</Trans>}
					</Button>
				)}
			</FileButton>
			{problem ? (
				<Alert color="red" role="alert" p="xs">
					{problem}
				</Alert>
			) : null}
			{large && image ? (
				<Modal opened onClose={() => setLarge(false)} title={name} size="auto" centered>
					<Image
						src={`${API_URL}/assets/${image}?width=1000&quality=90`}
						alt={name}
						mah="80vh"
						fit="contain"
					/>
				</Modal>
			) : null}
		</Stack>
	);
}

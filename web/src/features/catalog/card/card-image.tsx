import { Alert, Button, FileButton, Image, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPhotoUp } from '@tabler/icons-react';
import type { CardSummary } from '@deckhand/contract/inventory/inventory-list.ts';
import { useState } from 'react';
import { useCommandMutation } from '../../../lib/api/use-command-mutation.ts';
import { cardPictureSrc } from '../../../lib/card-picture.ts';
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
 * when clicked), or the catalogue's where the shop has none of its own (asked for only when the
 * card's read says the catalogue has one: a missing picture would be an error in the browser), and
 * the upload of a picture of the shop's own, which replaces it on the card.
 */
export function CardImage({ card }: { card: Pick<CardSummary, 'id' | 'name' | 'image' | 'catalogue_picture'> }) {
	const { t } = useLingui();
	const { name, image } = card;
	const [large, setLarge] = useState(false);
	const shown = cardPictureSrc(card, 'width=520&quality=80');
	const [tooBig, setTooBig] = useState<string | null>(null);
	const upload = useCommandMutation('card-save', {
		mutationFn: (file: File) => uploadCardImage(card.id, name, file),
		changed: () => ({ card: card.id }),
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
			{shown ? (
				<>
					<UnstyledButton onClick={() => setLarge(true)} aria-label={t`Show ${name} large`}>
						<Image src={shown} alt={t`Picture of ${name}`} radius="md" />
					</UnstyledButton>
					{image ? null : (
						<Text c="dimmed" size="xs">
							<Trans>Picture from the catalogue</Trans>
						</Text>
					)}
				</>
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
			{large && shown ? (
				<Modal opened onClose={() => setLarge(false)} title={name} size="auto" centered>
					<Image
						src={cardPictureSrc(card, 'width=1000&quality=90')!}
						alt={t`Picture of ${name}`}
						mah="80vh"
						fit="contain"
					/>
				</Modal>
			) : null}
		</Stack>
	);
}

import { Alert, Button, FileButton, Group, Stack } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { describeError } from '../lib/directus/errors.ts';
import { PICTURE_MAX_BYTES, PICTURE_TYPES } from '../lib/pictures.ts';

/** What the buttons and the size refusal say, in the words of the picture at hand (a logo, a person's picture). */
export interface PictureUploadWords {
	upload: string;
	replace: string;
	remove: string;
	tooBig: string;
}

/**
 * A picture saved as soon as it is chosen: its preview, upload or replace, remove, and what went
 * wrong. A file over the server's limit is refused here, before anything is sent.
 */
export function PictureUpload({
	preview,
	present,
	saving,
	error,
	onFile,
	onRemove,
	words,
}: {
	preview: ReactNode;
	present: boolean;
	saving: boolean;
	error: unknown;
	onFile: (file: File) => void;
	onRemove: () => void;
	words: PictureUploadWords;
}) {
	const [tooBig, setTooBig] = useState(false);
	const choose = (file: File | null) => {
		if (!file) return;
		setTooBig(file.size > PICTURE_MAX_BYTES);
		if (file.size <= PICTURE_MAX_BYTES) onFile(file);
	};
	const problem = tooBig ? words.tooBig : error ? describeError(error).message : null;
	return (
		<Stack gap="xs">
			<Group>
				{preview}
				<FileButton onChange={choose} accept={PICTURE_TYPES}>
					{(props) => (
						<Button
							{...props}
							variant="default"
							size="xs"
							leftSection={<IconPhotoUp size={14} />}
							loading={saving}
						>
							{present ? words.replace : words.upload}
						</Button>
					)}
				</FileButton>
				{present ? (
					<Button variant="subtle" size="xs" color="red" onClick={onRemove}>
						{words.remove}
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

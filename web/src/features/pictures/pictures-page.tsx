import { Anchor, Button, Group, Image, Pagination, Select, Stack, Table, Text, Title } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { API_URL } from '../../lib/directus/api.ts';
import { formatDateTime, formatNumber } from '../../lib/i18n/formats.ts';
import { deletePicture, foldersQuery, picturesQuery, type Picture } from './pictures-query.ts';
import { CARD_IMAGES_FOLDER, PICTURES_PAGE_SIZE, type PicturesSearch } from './pictures-search.ts';

/** A file's size as people read it: "812 KB", "1.4 MB" in the language spoken. */
function sizeText(bytes: number | null): string {
	if (bytes === null) return '—';
	if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;
	return `${formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10)} MB`;
}

/** Card pictures by folder: each with its size, dimensions and the cards showing it; an unused one can be deleted. */
export function PicturesPage() {
	const { t } = useLingui();
	const search = useSearch({ from: '/signed-in/pictures' });
	const navigate = useNavigate({ from: '/pictures' });
	const folders = useQuery(foldersQuery());
	const folder =
		search.folder ??
		folders.data?.find((candidate) => candidate.name === CARD_IMAGES_FOLDER)?.id ??
		folders.data?.[0]?.id;
	const pictures = useQuery({ ...picturesQuery(folder ?? '', search.page ?? 1), enabled: folder !== undefined });
	const change = (next: Partial<PicturesSearch>) =>
		navigate({ search: (previous) => ({ ...previous, ...next }), replace: !('remove' in next) });
	const asked = pictures.data?.items.find((picture) => picture.id === search.remove);
	const total = pictures.data?.total ?? 0;
	const askedName = asked?.filename_download ?? '';
	return (
		<Stack>
			<Group justify="space-between">
				<Title order={1} size="h2">
					<Trans>Picture library</Trans>
				</Title>
				<Text c="dimmed" size="sm" aria-live="polite">
					{pictures.data ? plural(total, { one: '# picture', other: '# pictures' }) : null}
				</Text>
			</Group>
			<Select
				label={t`Folder`}
				w={240}
				allowDeselect={false}
				value={folder ?? null}
				data={(folders.data ?? []).map((candidate) => ({
					value: candidate.id as string,
					label: String(candidate.name),
				}))}
				onChange={(value) => change({ folder: value ?? undefined, page: undefined })}
			/>
			{folders.error ? <QueryProblem error={folders.error} onRetry={() => folders.refetch()} /> : null}
			{pictures.error ? <QueryProblem error={pictures.error} onRetry={() => pictures.refetch()} /> : null}
			{pictures.data ? (
				<>
					<Table aria-label={t`Pictures`} aria-busy={pictures.isFetching} verticalSpacing="xs">
						<Table.Thead>
							<Table.Tr>
								<Table.Th>
									<Trans>Picture</Trans>
								</Table.Th>
								<Table.Th>
									<Trans>File</Trans>
								</Table.Th>
								<Table.Th ta="right">
									<Trans>Size</Trans>
								</Table.Th>
								<Table.Th>
									<Trans>Dimensions</Trans>
								</Table.Th>
								<Table.Th>
									<Trans>Used by</Trans>
								</Table.Th>
								<Table.Th>
									<Trans>Actions</Trans>
								</Table.Th>
							</Table.Tr>
						</Table.Thead>
						<Table.Tbody>
							{pictures.data.items.map((picture) => (
								<PictureRow
									key={picture.id}
									picture={picture}
									onDelete={() => change({ remove: picture.id })}
								/>
							))}
						</Table.Tbody>
					</Table>
					{total === 0 ? (
						<Text c="dimmed">
							<Trans>This folder holds no pictures.</Trans>
						</Text>
					) : null}
					{total > PICTURES_PAGE_SIZE ? (
						<Pagination
							total={Math.ceil(total / PICTURES_PAGE_SIZE)}
							value={search.page ?? 1}
							onChange={(page) => change({ page })}
							aria-label={t`Pages`}
						/>
					) : null}
				</>
			) : null}
			{asked ? (
				<ConfirmDeleteDialog
					title={t`Delete ${askedName}?`}
					command="picture-delete"
					remove={() => deletePicture(asked.id)}
					onDeleted={() => change({ remove: undefined })}
					onClose={() => change({ remove: undefined })}
				>
					<Trans>
						The picture and its file are deleted for good. A picture a card still shows is not deleted.
					</Trans>
				</ConfirmDeleteDialog>
			) : null}
		</Stack>
	);
}

function PictureRow({ picture, onDelete }: { picture: Picture; onDelete: () => void }) {
	const { t } = useLingui();
	const name = picture.filename_download;
	const width = picture.width;
	const height = picture.height;
	return (
		<Table.Tr>
			<Table.Td>
				<Image
					src={`${API_URL}/assets/${picture.id}?width=64&height=90&fit=contain&quality=70`}
					alt={picture.title ?? name}
					w={48}
					h={67}
					fit="contain"
					loading="lazy"
				/>
			</Table.Td>
			<Table.Td>
				<Text size="sm">{name}</Text>
				{picture.uploaded_on ? (
					<Text size="xs" c="dimmed">
						{formatDateTime(picture.uploaded_on)}
					</Text>
				) : null}
			</Table.Td>
			<Table.Td ta="right">{sizeText(picture.filesize)}</Table.Td>
			<Table.Td>{width !== null && height !== null ? t`${width} × ${height} px` : '—'}</Table.Td>
			<Table.Td>
				{picture.cards.length === 0 ? (
					<Text size="sm" c="dimmed">
						<Trans>No card</Trans>
					</Text>
				) : (
					<Stack gap={2}>
						{picture.cards.map((card) => (
							<Anchor
								key={card.id}
								size="sm"
								renderRoot={(props) => (
									<Link {...props} to="/catalog/cards/$cardId" params={{ cardId: String(card.id) }} />
								)}
							>
								{card.name}
							</Anchor>
						))}
					</Stack>
				)}
			</Table.Td>
			<Table.Td>
				<Button
					variant="subtle"
					color="red"
					size="xs"
					leftSection={<IconTrash size={14} />}
					aria-label={t`Delete ${name}`}
					onClick={onDelete}
				>
					<Trans>Delete</Trans>
				</Button>
			</Table.Td>
		</Table.Tr>
	);
}

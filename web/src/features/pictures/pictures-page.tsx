import { Anchor, Button, Group, Image, Select, Stack, Text, Title } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { ListResults } from '../../components/list-screen/list-results.tsx';
import type { TableColumn } from '../../components/list-screen/table-column.ts';
import { API_URL } from '../../lib/directus/api.ts';
import { formatDateTime, formatNumber } from '../../lib/i18n/formats.ts';
import { KeepCataloguePictures } from './keep-catalogue-pictures.tsx';
import { deletePicture, foldersQuery, picturesQuery, type Picture } from './pictures-query.ts';
import { CARD_IMAGES_FOLDER, PICTURES_PAGE_SIZE, type PicturesSearch } from './pictures-search.ts';

/** A file's size as people read it: "812 KB", "1.4 MB" in the language spoken. */
function sizeText(bytes: number | null): string {
	if (bytes === null) return '—';
	if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;
	return `${formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10)} MB`;
}

/** The library's columns: the picture, its file, size and dimensions, the cards showing it, and its delete button. */
function usePictureColumns(onDelete: (picture: Picture) => void): TableColumn<Picture>[] {
	const { t } = useLingui();
	return [
		{
			header: t`Picture`,
			cell: (picture) => (
				<Image
					src={`${API_URL}/assets/${picture.id}?width=64&height=90&fit=contain&quality=70`}
					alt={picture.title ?? picture.filename_download}
					w={48}
					h={67}
					fit="contain"
					loading="lazy"
				/>
			),
		},
		{
			header: t`File`,
			cell: (picture) => (
				<>
					<Text size="sm">{picture.filename_download}</Text>
					{picture.uploaded_on ? (
						<Text size="xs" c="dimmed">
							{formatDateTime(picture.uploaded_on)}
						</Text>
					) : null}
				</>
			),
		},
		{ header: t`Size`, numeric: true, cell: (picture) => sizeText(picture.filesize) },
		{
			header: t`Dimensions`,
			cell: ({ width, height }) => (width !== null && height !== null ? t`${width} × ${height} px` : '—'),
		},
		{
			header: t`Used by`,
			cell: (picture) =>
				picture.cards.length === 0 ? (
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
				),
		},
		{
			header: t`Actions`,
			cell: (picture) => {
				const name = picture.filename_download;
				return (
					<Button
						variant="subtle"
						color="red"
						size="xs"
						leftSection={<IconTrash size={14} />}
						aria-label={t`Delete ${name}`}
						onClick={() => onDelete(picture)}
					>
						<Trans>Delete</Trans>
					</Button>
				);
			},
		},
	];
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
	const columns = usePictureColumns((picture) => change({ remove: picture.id }));
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
			<KeepCataloguePictures />
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
			<ListResults
				list={pictures}
				label={t`Pictures`}
				verticalSpacing="xs"
				columns={columns}
				rowKey={(picture) => picture.id}
				pageSize={PICTURES_PAGE_SIZE}
				page={search.page}
				onPage={(page) => change({ page })}
				empty={<Trans>This folder holds no pictures.</Trans>}
			/>
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

import { aggregate, deleteFile, readFiles, readFolders, readItems } from '@directus/sdk';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { pictureKeys } from '../../lib/api/keys.ts';
import { directus } from '../../lib/directus/client.ts';
import { PICTURES_PAGE_SIZE } from './pictures-search.ts';

export interface Picture {
	id: string;
	title: string | null;
	filename_download: string;
	filesize: number | null;
	width: number | null;
	height: number | null;
	uploaded_on: string | null;
	/** The cards showing it. */
	cards: Array<{ id: number; name: string }>;
}

export const foldersQuery = () =>
	queryOptions({
		queryKey: pictureKeys.folders(),
		queryFn: () => directus.request(readFolders({ fields: ['id', 'name'], sort: ['name'], limit: -1 })),
		staleTime: 60_000,
	});

/** A page of a folder's pictures, newest first, each with the cards that show it (one request for the page's cards). */
export const picturesQuery = (folder: string, page: number) =>
	queryOptions({
		queryKey: pictureKeys.list({ folder, page }),
		queryFn: async () => {
			const filter = { folder: { _eq: folder } };
			const [files, counted] = await Promise.all([
				directus.request(
					readFiles({
						filter,
						fields: ['id', 'title', 'filename_download', 'filesize', 'width', 'height', 'uploaded_on'],
						sort: ['-uploaded_on', 'id'],
						limit: PICTURES_PAGE_SIZE,
						page,
					}),
				),
				directus.request(aggregate('directus_files', { aggregate: { count: '*' }, query: { filter } })),
			]);
			const ids = files.map((file) => file.id as string);
			const cards =
				ids.length === 0
					? []
					: await directus.request(
							readItems('cards', {
								filter: { image: { _in: ids } },
								fields: ['id', 'name', 'image'],
								sort: ['name'],
								limit: -1,
							}),
						);
			const items: Picture[] = files.map((file) => ({
				id: file.id as string,
				title: (file.title as string | null) ?? null,
				filename_download: String(file.filename_download),
				filesize: file.filesize === null || file.filesize === undefined ? null : Number(file.filesize),
				width: (file.width as number | null) ?? null,
				height: (file.height as number | null) ?? null,
				uploaded_on: (file.uploaded_on as string | null) ?? null,
				cards: cards.filter((card) => card.image === file.id).map((card) => ({ id: card.id, name: card.name })),
			}));
			return { items, total: Number(counted[0]?.count ?? 0) };
		},
		placeholderData: keepPreviousData,
	});

/** Deletes a picture; the server refuses one a card shows (IN_USE, naming the cards). */
export const deletePicture = (id: string) => directus.request(deleteFile(id));

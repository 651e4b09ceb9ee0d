import { readFolders, uploadFiles } from '@directus/sdk';
import { directus } from './directus/client.ts';

/** The largest picture the server takes (`FILES_MAX_UPLOAD_SIZE`), said before anything is sent. */
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;
/** The raster formats the server accepts (`files/image-types.ts`). */
export const PICTURE_TYPES = 'image/png,image/jpeg,image/webp,image/avif,image/gif';

/**
 * Uploads a picture into the named folder (created at start: `server/schema/folders.ts`) and
 * answers its id. The folder is found among all folders, unfiltered: Directus 12.4.0 answers 500
 * to a non-administrator's filtered folder list. Without the folder it lands in the default one.
 */
export async function uploadPicture(file: File, title: string, folderName: string): Promise<string> {
	const folders = (await directus.request(readFolders({ fields: ['id', 'name', 'parent'], limit: -1 }))) as Array<{
		id: string;
		name: string;
		parent: string | null;
	}>;
	const folder = folders.find((candidate) => candidate.name === folderName && candidate.parent === null);
	const form = new FormData();
	form.append('title', title);
	if (folder) form.append('folder', folder.id);
	form.append('file', file);
	return ((await directus.request(uploadFiles(form, { fields: ['id'] }))) as { id: string }).id;
}

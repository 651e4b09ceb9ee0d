import { createFolder, readFolders } from '@directus/sdk';
import type { AdminClient } from './admin-client.ts';

/** The Directus folder that holds card images, found or created by name. */
export async function ensureFolder(client: AdminClient, name: string): Promise<string> {
	const [folder] = await client.request(
		readFolders({ filter: { name: { _eq: name }, parent: { _null: true } }, fields: ['id'], limit: 1 }),
	);
	if (folder) return folder.id as string;
	return (await client.request(createFolder({ name }))).id as string;
}

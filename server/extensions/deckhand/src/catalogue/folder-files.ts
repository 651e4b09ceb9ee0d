import { access } from 'node:fs/promises';
import { isAbsolute, join, normalize } from 'node:path';
import { filesAt, SourceRefusal, type LocalFiles } from './source-records.ts';

/**
 * A source's files in a folder, laid out as the source publishes them: a name is a path under the
 * folder (`cards/en/base1`), with or without `.json`. A name leading out of the folder is refused.
 */
export function folderFiles(folder: string): LocalFiles {
	async function find(name: string): Promise<string | null> {
		const path = normalize(name);
		if (isAbsolute(path) || path.startsWith('..'))
			throw new SourceRefusal(name, 'file', 'is not a file of the folder.');
		for (const candidate of [join(folder, path), join(folder, `${path}.json`)]) {
			try {
				await access(candidate);
				return candidate;
			} catch {
				// not this spelling: the next one, or none
			}
		}
		return null;
	}
	return filesAt({
		pathOf: find,
		missing: async (name) => new SourceRefusal(name, 'file', `is not in the folder ${folder}.`),
	});
}

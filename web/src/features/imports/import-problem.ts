import { t } from '@lingui/core/macro';
import { IMPORT_MAX_BYTES } from '@deckhand/contract/imports/import-input.ts';
import { describeError, type Problem } from '../../lib/directus/errors.ts';
import { formatNumber } from '../../lib/i18n/formats.ts';

/** What an import's failed call is about: the file's format, the file, its rows, or none of them in particular. */
export type ImportField = 'format' | 'file' | 'rows';

export interface ImportProblem extends Problem {
	/** The control to show the sentence beside; null: above the step. */
	about: ImportField | null;
}

const FIELDS = new Set<string>(['format', 'file', 'rows']);
const aboutOf = (field: string | undefined): ImportField | null =>
	field && FIELDS.has(field) ? (field as ImportField) : null;
const maxMegabytes = () => formatNumber(IMPORT_MAX_BYTES / 1024 / 1024);

/** A file the server would refuse for its size, said before it is sent; null when it may go. */
export function fileTooLarge(file: File): string | null {
	const max = maxMegabytes();
	return file.size > IMPORT_MAX_BYTES
		? t`The file is larger than ${max} MB. Split it into smaller files and import them one after the other.`
		: null;
}

/**
 * A refused upload, dry run, commit or cancel, said with what to do about it (PRODUCT.md §6): the
 * server's own sentence names the column, the line or the state, and the dashboard adds the way
 * out where the sentence has none. Everything else is worded as any other failed call.
 */
export function describeImportProblem(error: unknown): ImportProblem {
	const problem = describeError(error);
	const said = problem.message;
	const about = aboutOf(problem.field);
	switch (problem.code) {
		case 'CONTENT_TOO_LARGE': {
			const max = maxMegabytes();
			return {
				...problem,
				about: 'file',
				message: t`The file is larger than ${max} MB. Split it into smaller files and import them one after the other.`,
			};
		}
		case 'FORBIDDEN':
			return {
				...problem,
				about: null,
				message: t`Only an administrator can import files. Ask the shop owner to import this one.`,
			};
		case 'INVALID_TRANSITION':
			return { ...problem, about: null, message: t`${said} The import as it stands now is shown below.` };
		case 'VALIDATION_FAILED':
			// A header no format reads and rows in error are said with their way out by the server ("Choose the format…", "Correct the file…"); a file it cannot read is said as a fault only.
			if (about === 'file')
				return {
					...problem,
					about,
					message: t`${said} Check the format chosen, or export the file again from the tool it came from.`,
				};
			return { ...problem, about };
		default:
			return { ...problem, about: null };
	}
}

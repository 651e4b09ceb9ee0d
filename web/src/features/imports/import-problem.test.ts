import { describe, expect, it } from 'vitest';
import { describeImportProblem, fileTooLarge, IMPORT_MAX_BYTES } from './import-problem.ts';

const refusal = (status: number, code: string, message: string, field?: string) => ({
	errors: [{ message, extensions: { code, ...(field ? { field } : {}) } }],
	response: { status },
});

describe('describeImportProblem', () => {
	it('says a header no format reads beside the format, with what to do', () => {
		const problem = describeImportProblem(refusal(400, 'VALIDATION_FAILED', 'The header row is not one Deckhand reads (TCGplayer, ManaBox, Deckbox, Dragon Shield, Moxfield, Deckhand CSV).', 'format'));
		expect(problem.about).toBe('format');
		expect(problem.message).toBe(
			'The header row is not one Deckhand reads (TCGplayer, ManaBox, Deckbox, Dragon Shield, Moxfield, Deckhand CSV). Choose the tool the file comes from under Format, or check that its first line is the header the tool wrote.',
		);
	});

	it('says a missing column or an empty file beside the file', () => {
		const problem = describeImportProblem(refusal(400, 'VALIDATION_FAILED', 'The file has no column "Condition", which a TCGplayer pricing export has.', 'file'));
		expect(problem).toMatchObject({ about: 'file', message: 'The file has no column "Condition", which a TCGplayer pricing export has. Export the file again from the tool it came from, or choose another file.' });
	});

	it('says a commit refused for bad rows with the lines the server named', () => {
		const problem = describeImportProblem(refusal(400, 'VALIDATION_FAILED', 'Lines 4 and 9 have errors.', 'rows'));
		expect(problem).toMatchObject({ about: 'rows', message: 'Lines 4 and 9 have errors. Correct those rows in the file and upload it again: one bad row imports nothing.' });
	});

	it('words a file over the limit with the bound, beside the file', () => {
		expect(describeImportProblem(refusal(413, 'CONTENT_TOO_LARGE', 'raw'))).toMatchObject({ about: 'file', message: 'The file is larger than 50 MB. Split it into smaller files and import them one after the other.' });
	});

	it('tells a clerk that imports are the owner’s', () => {
		expect(describeImportProblem(refusal(403, 'FORBIDDEN', 'raw'))).toMatchObject({ about: null, kind: 'forbidden', message: 'Only an administrator can import files. Ask the shop owner to import this one.' });
	});

	it('says an import that moved on with the server’s sentence, and that it is shown as it stands', () => {
		expect(describeImportProblem(refusal(409, 'INVALID_TRANSITION', 'This import is already committed.'))).toMatchObject({ about: null, message: 'This import is already committed. The import as it stands now is shown below.' });
	});

	it('says a lost connection as such, with a retry', () => {
		expect(describeImportProblem(new TypeError('Failed to fetch'))).toMatchObject({ kind: 'offline', about: null, retry: true });
	});
});

describe('fileTooLarge', () => {
	it('refuses a file over the server’s limit before sending it, and lets one at the limit go', () => {
		expect(fileTooLarge(new File([new Uint8Array(IMPORT_MAX_BYTES + 1)], 'big.csv'))).toBe('The file is larger than 50 MB. Split it into smaller files and import them one after the other.');
		expect(fileTooLarge(new File([new Uint8Array(IMPORT_MAX_BYTES)], 'ok.csv'))).toBeNull();
	});
});

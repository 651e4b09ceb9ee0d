import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES } from '@deckhand/contract/imports/import-input.ts';
import { describeImportProblem, fileTooLarge } from './import-problem.ts';

const refusal = (status: number, code: string, message: string, field?: string) => ({
	errors: [{ message, extensions: { code, ...(field ? { field } : {}) } }],
	response: { status },
});

describe('describeImportProblem', () => {
	it('says a header no format reads beside the format, in the server’s words, which say what to do', () => {
		const said =
			'Deckhand does not recognise this file\'s header ("Colour", "Mood"): it reads a Deckhand CSV, a TCGplayer pricing export or a ManaBox collection. Choose the format if the file is one of these.';
		expect(describeImportProblem(refusal(400, 'VALIDATION_FAILED', said, 'format'))).toMatchObject({
			about: 'format',
			message: said,
		});
	});

	it('says a missing column or an empty file beside the file, with where to look', () => {
		const problem = describeImportProblem(
			refusal(
				400,
				'VALIDATION_FAILED',
				'The file has no column "Condition", which a TCGplayer pricing export has.',
				'file',
			),
		);
		expect(problem).toMatchObject({
			about: 'file',
			message:
				'The file has no column "Condition", which a TCGplayer pricing export has. Check the format chosen, or export the file again from the tool it came from.',
		});
	});

	it('says a commit refused for bad rows in the server’s words, naming the lines and what to do', () => {
		const said = 'Lines 4 and 9 have errors: one bad row imports nothing. Correct the file and upload it again.';
		expect(describeImportProblem(refusal(400, 'VALIDATION_FAILED', said, 'rows'))).toMatchObject({
			about: 'rows',
			message: said,
		});
	});

	it('words a file over the limit with the bound, beside the file', () => {
		expect(describeImportProblem(refusal(413, 'CONTENT_TOO_LARGE', 'raw'))).toMatchObject({
			about: 'file',
			message: 'The file is larger than 50 MB. Split it into smaller files and import them one after the other.',
		});
	});

	it('tells a clerk that imports are the owner’s', () => {
		expect(describeImportProblem(refusal(403, 'FORBIDDEN', 'raw'))).toMatchObject({
			about: null,
			kind: 'forbidden',
			message: 'Only an administrator can import files. Ask the shop owner to import this one.',
		});
	});

	it('says an import that moved on with the server’s sentence, and that it is shown as it stands', () => {
		expect(
			describeImportProblem(refusal(409, 'INVALID_TRANSITION', 'This import is already committed.')),
		).toMatchObject({
			about: null,
			message: 'This import is already committed. The import as it stands now is shown below.',
		});
	});

	it('says a lost connection as such, with a retry', () => {
		expect(describeImportProblem(new TypeError('Failed to fetch'))).toMatchObject({
			kind: 'offline',
			about: null,
			retry: true,
		});
	});
});

describe('fileTooLarge', () => {
	it('refuses a file over the server’s limit before sending it, and lets one at the limit go', () => {
		expect(fileTooLarge(new File([new Uint8Array(IMPORT_MAX_BYTES + 1)], 'big.csv'))).toBe(
			'The file is larger than 50 MB. Split it into smaller files and import them one after the other.',
		);
		expect(fileTooLarge(new File([new Uint8Array(IMPORT_MAX_BYTES)], 'ok.csv'))).toBeNull();
	});
});

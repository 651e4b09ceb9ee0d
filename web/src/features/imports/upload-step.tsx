import { Button, FileInput, Select, Stack } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconFileUpload } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { IMPORT_FORMATS, type ImportFormat } from '@deckhand/contract/imports/import-row.ts';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import type { ImportJob } from './import-job.ts';
import { IMPORT_MAX_BYTES } from '@deckhand/contract/imports/import-input.ts';
import { describeImportProblem, fileTooLarge } from './import-problem.ts';
import { FORMAT_NAMES } from './import-words.ts';
import { jobAnswer, uploadImport } from './imports-query.ts';
import { StepActions } from './step-actions.tsx';
import { formatNumber } from '../../lib/i18n/formats.ts';

/** The file chosen and how to read it: kept by the screen, so a refusal or a step back keeps both. */
export interface UploadChoice {
	file: File | null;
	/** null: detected from the header row. */
	format: ImportFormat | null;
}

const DETECT = 'detect';

/**
 * The first step: a file and its format (detected from its header row unless chosen). A file
 * over the server's limit is refused here, before a byte is sent; every other refusal comes from
 * the server and is said beside the control it is about, with the choice kept.
 */
export function UploadStep({
	choice,
	onChoice,
	onUploaded,
}: {
	choice: UploadChoice;
	onChoice: (choice: UploadChoice) => void;
	onUploaded: (job: ImportJob) => void;
}) {
	const { t } = useLingui();
	const upload = useCommandMutation('import-upload', {
		...jobAnswer,
		mutationFn: (file: File) => uploadImport(file, choice.format),
		onSuccess: (job) => onUploaded(job),
		showsError: true,
	});
	const problem = upload.error ? describeImportProblem(upload.error) : null;
	const tooLarge = choice.file ? fileTooLarge(choice.file) : null;
	const fileError = tooLarge ?? (problem?.about === 'file' ? problem.message : null);
	const formatError = problem?.about === 'format' ? problem.message : null;
	const elsewhere = problem && problem.about !== 'file' && problem.about !== 'format' ? problem : null;
	const change = (next: Partial<UploadChoice>) => {
		upload.reset();
		onChoice({ ...choice, ...next });
	};
	const submit = (event: FormEvent) => {
		event.preventDefault();
		if (choice.file && !tooLarge) upload.mutate(choice.file);
	};
	const max = formatNumber(IMPORT_MAX_BYTES / 1024 / 1024);
	return (
		<form onSubmit={submit} noValidate>
			<Stack maw={560}>
				<FileInput
					label={t`File`}
					description={t`A CSV file as TCGplayer, ManaBox, Deckbox, Dragon Shield, Moxfield or Deckhand writes it, up to ${max} MB.`}
					placeholder={t`Choose a file`}
					// The kit's placeholder grey is 2:1 on white: the hint is text to read, at the dimmed text's contrast.
					styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
					accept=".csv,.txt,text/csv,text/plain"
					leftSection={<IconFileUpload size={16} />}
					clearable
					clearButtonProps={{ 'aria-label': t`Remove the chosen file` }}
					value={choice.file}
					onChange={(file) => change({ file })}
					error={fileError}
				/>
				<Select
					label={t`Format`}
					description={t`Which tool wrote the file. Deckhand can tell from the file's first line.`}
					allowDeselect={false}
					value={choice.format ?? DETECT}
					data={[
						{ value: DETECT, label: t`Detect from the header row` },
						...IMPORT_FORMATS.map((format) => ({ value: format, label: FORMAT_NAMES[format] })),
					]}
					onChange={(value) =>
						change({ format: value === DETECT || value === null ? null : (value as ImportFormat) })
					}
					error={formatError}
				/>
				<StepActions problem={elsewhere}>
					<Button type="submit" loading={upload.isPending} disabled={!choice.file || tooLarge !== null}>
						<Trans>Upload and preview</Trans>
					</Button>
				</StepActions>
			</Stack>
		</form>
	);
}

import { Alert } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconInfoCircle } from '@tabler/icons-react';
import { formatDateTime, formatNumber } from '../../lib/i18n/formats.ts';
import type { ImportPlan } from './import-job.ts';

/**
 * The committed import a dry run repeats, when quantities are added: the same file, or the same
 * rows in a file saved differently (a plan kept before the server said which was of the same file).
 */
export function AlreadyImportedNote({ earlier }: { earlier: NonNullable<ImportPlan['alreadyImported']> }) {
	const { t } = useLingui();
	const earlierJob = formatNumber(earlier.job);
	const earlierDate = formatDateTime(earlier.date);
	return (
		<Alert color="blue" icon={<IconInfoCircle size={18} />} title={t`Already imported`}>
			{earlier.repeats === 'rows' ? (
				<Trans>
					This file holds the same rows as import {earlierJob} ({earlierDate}), saved differently (line
					endings, quoting or a byte order mark). Its quantities are not added again; its prices still apply.
				</Trans>
			) : (
				<Trans>
					This file was imported before (import {earlierJob}, {earlierDate}). Its quantities are not added
					again; its prices still apply.
				</Trans>
			)}
		</Alert>
	);
}

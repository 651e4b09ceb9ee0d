import { Badge, Group, Loader, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { CatalogueRun, CatalogueRunStatus } from '@deckhand/contract/catalogue/catalogue-run.ts';
import { formatNumber } from '../../lib/i18n/formats.ts';
import { countsInWords, RUN_STATUS_WORDS } from './catalogue-source-words.ts';

/** Teal's light variant is the theme's one coloured badge with AA contrast in both schemes; red's filled badge is the other. */
const BADGE: Record<CatalogueRunStatus, { color?: string; variant: 'light' | 'default' | 'filled' }> = {
	reading: { variant: 'light' },
	applying: { variant: 'light' },
	done: { variant: 'light' },
	failed: { color: 'red', variant: 'filled' },
	cancelled: { variant: 'default' },
};

export function RunStatusBadge({ status }: { status: CatalogueRunStatus }) {
	const { i18n } = useLingui();
	return (
		<Badge tt="none" {...BADGE[status]}>
			{i18n._(RUN_STATUS_WORDS[status])}
		</Badge>
	);
}

/**
 * What a run says beside its status: while it works, how far it has read (a source is a stream:
 * its length is not known until its end); once done, what it did; once failed, the sentence naming
 * the record refused; cancelled, that nothing of it was applied.
 */
export function RunOutcome({ run }: { run: CatalogueRun }) {
	const { t } = useLingui();
	const records = formatNumber(run.progress);
	switch (run.status) {
		case 'reading':
		case 'applying':
			return (
				<Group gap="xs" wrap="nowrap">
					<Loader size="xs" aria-hidden />
					<Text size="sm">
						{run.status === 'reading'
							? t`${records} records read so far`
							: t`Applying ${records} records to the catalogue…`}
					</Text>
				</Group>
			);
		case 'done':
			return <Text size="sm">{run.counts ? countsInWords(run.counts) : null}</Text>;
		case 'failed':
			return <Text size="sm">{run.failure}</Text>;
		case 'cancelled':
			return <Text size="sm">{t`Cancelled: nothing of it was applied.`}</Text>;
	}
}

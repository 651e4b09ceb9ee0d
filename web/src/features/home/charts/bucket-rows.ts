import { t } from '@lingui/core/macro';
import type { Grain } from '@deckhand/contract/reports/period.ts';
import { formatDay, formatMonth } from '../../../lib/i18n/formats.ts';

/** A bucket's label as the server gives it (the day, the week's Monday, the month `2026-11`), in words. */
export function bucketWords(label: string, grain: Grain): string {
	if (grain === 'month') return formatMonth(label);
	const day = formatDay(label);
	return grain === 'week' ? t({ message: `Week of ${day}`, comment: 'a week in a chart, named by its Monday' }) : day;
}

interface Bucket {
	label: string;
}

/**
 * A period's buckets beside the previous period's, aligned by index as the server aligns them
 * (the first day of each, the second…). The two may differ in length (March against February):
 * a row exists for every bucket of either, named by the current period's bucket where it has one.
 */
export function alignedRows<T extends Bucket>(
	current: T[],
	previous: T[],
): Array<{ index: number; label: string; current: T | undefined; previous: T | undefined }> {
	return Array.from({ length: Math.max(current.length, previous.length) }, (_, index) => {
		const [now, before] = [current[index], previous[index]];
		return { index, label: (now ?? before)!.label, current: now, previous: before };
	});
}

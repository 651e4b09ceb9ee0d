import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { DayField } from '../../components/fields/day-field.tsx';
import { formatDay } from '../../lib/i18n/formats.ts';
import type { KpiAnswer } from './home-request.ts';
import type { HomeSearch, Period } from './home-period.ts';

/** A refusal of the period by the server, naming its field (`from`, `to`), shown beside that field. */
export interface PeriodProblem {
	field: string | undefined;
	message: string;
}

/**
 * The period of every figure on Home: Today, 7 days, 30 days, This month or Custom with its
 * first and last day. What is chosen goes into the address; the days are the browser's date
 * fields (`DayField`: a day handed over once typed whole), and the server's refusal of them is said beside the field it names.
 * Under it, the days the figures cover and the days they are compared with, as the server counted
 * them in the shop's time zone.
 */
export function PeriodPicker({
	search,
	answered,
	problem,
	onChange,
}: {
	search: HomeSearch;
	answered: KpiAnswer | undefined;
	problem: PeriodProblem | null;
	onChange: (search: Partial<HomeSearch>) => void;
}) {
	const { t } = useLingui();
	const period = search.period ?? 'today';
	const choose = (value: Period) => {
		// A custom period starts from the days on screen, so Custom alone changes nothing yet.
		if (value === 'custom')
			onChange({
				period: 'custom',
				from: search.from ?? answered?.period.from,
				to: search.to ?? answered?.period.to,
			});
		else onChange({ period: value === 'today' ? undefined : value, from: undefined, to: undefined });
	};
	const [from, to, before, beforeEnd] = answered
		? [
				formatDay(answered.period.from),
				formatDay(answered.period.to),
				formatDay(answered.previous.from),
				formatDay(answered.previous.to),
			]
		: [];
	return (
		<Stack gap="xs">
			<SegmentedControl
				aria-label={t`Period`}
				style={{ alignSelf: 'flex-start' }}
				value={period}
				onChange={(value) => choose(value as Period)}
				data={[
					{ value: 'today', label: t`Today` },
					{ value: '7d', label: t`7 days` },
					{ value: '30d', label: t`30 days` },
					{ value: 'month', label: t`This month` },
					{ value: 'custom', label: t({ message: 'Custom', comment: 'a period of days chosen by hand' }) },
				]}
			/>
			{period === 'custom' ? (
				<Group align="flex-start">
					<DayField
						label={t({ message: 'From', context: 'date' })}
						w={170}
						value={search.from ?? ''}
						error={problem?.field === 'from' ? problem.message : undefined}
						onDayChange={(day) => onChange({ from: day || undefined })}
					/>
					<DayField
						label={t({ message: 'To', context: 'date' })}
						w={170}
						value={search.to ?? ''}
						error={problem?.field === 'to' ? problem.message : undefined}
						onDayChange={(day) => onChange({ to: day || undefined })}
					/>
				</Group>
			) : null}
			{problem && problem.field !== 'from' && problem.field !== 'to' ? (
				<Text size="sm" c="var(--mantine-color-error)" role="alert">
					{problem.message}
				</Text>
			) : null}
			<Text size="sm" c="dimmed" aria-live="polite">
				{answered && !problem
					? from === to
						? t`${from}, against ${before}`
						: t`${from} to ${to}, against ${before} to ${beforeEnd}`
					: '\u00a0'}
			</Text>
		</Stack>
	);
}

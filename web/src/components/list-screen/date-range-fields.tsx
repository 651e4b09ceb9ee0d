import { TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

/** A list's "from" and "to" days (the address's `from` and `to`); `problem` says, under "From", why the two do not make a range. */
export function DateRangeFields({
	from,
	to,
	problem,
	onChange,
}: {
	from: string | undefined;
	to: string | undefined;
	problem: string | null;
	onChange: (next: { from?: string; to?: string }) => void;
}) {
	const { t } = useLingui();
	return (
		<>
			<TextInput
				label={t({ message: 'From', context: 'date' })}
				type="date"
				w={150}
				value={from ?? ''}
				error={problem}
				onChange={(event) => onChange({ from: event.currentTarget.value || undefined })}
			/>
			<TextInput
				label={t({ message: 'To', context: 'date' })}
				type="date"
				w={150}
				value={to ?? ''}
				onChange={(event) => onChange({ to: event.currentTarget.value || undefined })}
			/>
		</>
	);
}

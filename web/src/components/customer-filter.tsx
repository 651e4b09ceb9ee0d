import { Select } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { customerOptionsQuery } from '../lib/customer-options.ts';

/** A list's customer filter: a customer found by typing part of the name, email or phone; the server searches. */
export function CustomerFilter({
	value,
	onChange,
}: {
	value: number | undefined;
	onChange: (customer: number | undefined) => void;
}) {
	const { t } = useLingui();
	const [typed, setTyped] = useState('');
	const [q] = useDebouncedValue(typed.trim(), 250);
	const options = useQuery(customerOptionsQuery(q, value));
	const data = (options.data ?? []).map((customer) => ({ value: String(customer.id), label: customer.name }));
	return (
		<Select
			label={t`Customer`}
			w={200}
			searchable
			clearable
			placeholder={t`Anyone`}
			searchValue={typed}
			onSearchChange={setTyped}
			filter={({ options: all }) => all}
			nothingFoundMessage={q ? t`No customer has that name` : t`Type a name`}
			value={value === undefined ? null : String(value)}
			data={
				value !== undefined && !data.some((option) => option.value === String(value))
					? [...data, { value: String(value), label: t`Customer #${value}` }]
					: data
			}
			onChange={(picked) => onChange(picked ? Number(picked) : undefined)}
		/>
	);
}

import { Group } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CustomerFilter } from '../customer-filter.tsx';
import { dateRangeProblem } from '../../lib/calendar-days.ts';
import { FilterSelect, SortSelect } from './choice-select.tsx';
import { DateRangeFields } from './date-range-fields.tsx';
import { SearchBox } from './search-box.tsx';

/** The part of a numbered records list's address its filters read and write. */
export interface RecordSearch<Status extends string, Sort extends string> {
	q?: string | undefined;
	status?: Status | undefined;
	customer?: number | undefined;
	from?: string | undefined;
	to?: string | undefined;
	sort?: Sort | undefined;
}

/**
 * The filters of a list of numbered records (orders, buylists): the number search, the status,
 * the list's own filters (`children`), the customer, the days and the sort. Top-aligned: a field
 * that says a problem below itself does not lift the others.
 */
export function RecordFilters<Status extends string, Sort extends string>({
	search,
	change,
	searchLabel,
	placeholder,
	statuses,
	statusWords,
	statusWidth,
	sorts,
	sortWords,
	sortWidth,
	fallbackSort,
	children,
}: {
	search: RecordSearch<Status, Sort>;
	change: (next: RecordSearch<Status, Sort>) => void;
	/** What screen readers call the number search ("Search order numbers"). */
	searchLabel: string;
	placeholder: string;
	statuses: readonly Status[];
	statusWords: Record<Status, MessageDescriptor>;
	statusWidth: number;
	sorts: readonly Sort[];
	sortWords: Record<Sort, MessageDescriptor>;
	sortWidth: number;
	fallbackSort: Sort;
	children?: ReactNode;
}) {
	const { t } = useLingui();
	return (
		<Group align="start" wrap="wrap">
			<SearchBox
				value={search.q}
				onSearch={(q) => change({ q })}
				style={{ width: 180 }}
				label={t`Number`}
				ariaLabel={searchLabel}
				placeholder={placeholder}
			/>
			<FilterSelect
				label={t`Status`}
				w={statusWidth}
				placeholder={t`Any`}
				values={statuses}
				words={statusWords}
				value={search.status}
				onChange={(status) => change({ status })}
			/>
			{children}
			<CustomerFilter value={search.customer} onChange={(customer) => change({ customer })} />
			<DateRangeFields from={search.from} to={search.to} problem={dateRangeProblem(search)} onChange={change} />
			<SortSelect
				label={t`Sort by`}
				w={sortWidth}
				sorts={sorts}
				words={sortWords}
				value={search.sort}
				fallback={fallbackSort}
				onChange={(sort) => change({ sort })}
			/>
		</Group>
	);
}

import { Group, Select } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ACTIVITY_KINDS } from '@deckhand/contract/activity/activity-entry.ts';
import { dateRangeProblem } from '../../lib/calendar-days.ts';
import { FilterSelect } from '../../components/list-screen/choice-select.tsx';
import { DateRangeFields } from '../../components/list-screen/date-range-fields.tsx';
import { SearchBox } from '../../components/list-screen/search-box.tsx';
import { personName } from '../../lib/people.ts';
import { peopleQuery } from './activity-query.ts';
import type { ActivitySearch } from './activity-search.ts';
import { KIND_WORDS } from './activity-words.ts';

/** The records the record filter offers, by the collection's name in Directus. */
const RECORD_COLLECTIONS = [
	'orders',
	'customers',
	'cards',
	'skus',
	'buylists',
	'tills',
	'games',
	'sets',
	'shop_settings',
	'directus_files',
	'directus_users',
] as const;

/** Person, kind, record and date range: each change is a new address (and page 1). */
export function ActivityFilters({
	search,
	change,
}: {
	search: ActivitySearch;
	change: (next: Partial<ActivitySearch>) => void;
}) {
	const { t } = useLingui();
	const people = useQuery(peopleQuery());
	const collectionWords: Record<(typeof RECORD_COLLECTIONS)[number], string> = {
		orders: t`Orders`,
		customers: t`Customers`,
		cards: t`Cards`,
		skus: t`SKUs`,
		buylists: t`Buylists`,
		tills: t`Tills`,
		games: t`Games`,
		sets: t`Sets`,
		shop_settings: t`Shop settings`,
		directus_files: t`Pictures`,
		directus_users: t`Users`,
	};
	return (
		<Group align="start" wrap="wrap">
			<Select
				label={t`Person`}
				w={200}
				clearable
				searchable
				placeholder={t`Anyone`}
				value={search.person ?? null}
				data={(people.data ?? []).map((person) => ({
					value: person.id,
					label: personName({ ...person, email: person.email ?? '' }),
				}))}
				onChange={(person) => change({ person: person ?? undefined })}
			/>
			<FilterSelect
				label={t`Kind`}
				w={190}
				placeholder={t`Everything`}
				values={ACTIVITY_KINDS}
				words={KIND_WORDS}
				value={search.kind}
				onChange={(kind) => change({ kind })}
			/>
			<Select
				label={t`Record`}
				w={160}
				clearable
				placeholder={t`Any`}
				value={search.collection ?? null}
				data={RECORD_COLLECTIONS.map((collection) => ({
					value: collection,
					label: collectionWords[collection],
				}))}
				onChange={(collection) => change({ collection: collection ?? undefined, item: undefined })}
			/>
			<SearchBox
				name="item"
				value={search.item}
				onSearch={(item) => change({ item })}
				label={t`Record id`}
				w={130}
				icon={false}
				disabled={!search.collection}
				placeholder={t`e.g. 12, then Enter`}
			/>
			<DateRangeFields from={search.from} to={search.to} problem={dateRangeProblem(search)} onChange={change} />
		</Group>
	);
}

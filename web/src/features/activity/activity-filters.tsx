import { Group, Select, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ACTIVITY_KINDS } from '@deckhand/contract/activity/activity-entry.ts';
import { dateRangeProblem } from '../../lib/calendar-days.ts';
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
	const { t, i18n } = useLingui();
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
			<Select
				label={t`Kind`}
				w={190}
				clearable
				placeholder={t`Everything`}
				value={search.kind ?? null}
				data={ACTIVITY_KINDS.map((kind) => ({ value: kind, label: i18n._(KIND_WORDS[kind]) }))}
				onChange={(kind) => change({ kind: (kind ?? undefined) as ActivitySearch['kind'] })}
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
			<form
				onSubmit={(event) => {
					event.preventDefault();
					change({ item: String(new FormData(event.currentTarget).get('item') ?? '').trim() || undefined });
				}}
			>
				<TextInput
					key={search.item ?? ''}
					name="item"
					label={t`Record id`}
					w={130}
					disabled={!search.collection}
					placeholder={t`e.g. 12, then Enter`}
					defaultValue={search.item ?? ''}
				/>
			</form>
			<TextInput
				label={t({ message: 'From', context: 'date' })}
				type="date"
				w={150}
				value={search.from ?? ''}
				error={dateRangeProblem(search)}
				onChange={(event) => change({ from: event.currentTarget.value || undefined })}
			/>
			<TextInput
				label={t({ message: 'To', context: 'date' })}
				type="date"
				w={150}
				value={search.to ?? ''}
				onChange={(event) => change({ to: event.currentTarget.value || undefined })}
			/>
		</Group>
	);
}

import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';

/**
 * A column header that sorts the list by its column: pressed once ascending, again descending
 * (the address writes descending with a leading "-"); `aria-sort` tells screen readers the order.
 */
export function SortHeader<Sort extends string>({
	column,
	label,
	sort,
	onSort,
}: {
	column: Sort;
	label: string;
	sort: string;
	onSort: (sort: Sort | `-${Sort}`) => void;
}) {
	const active = sort === column || sort === `-${column}`;
	const descending = sort === `-${column}`;
	return (
		<Table.Th aria-sort={active ? (descending ? 'descending' : 'ascending') : 'none'}>
			<UnstyledButton onClick={() => onSort(active && !descending ? `-${column}` : column)} fw={600} fz="sm">
				{label} {active ? descending ? <IconArrowDown size={12} /> : <IconArrowUp size={12} /> : null}
			</UnstyledButton>
		</Table.Th>
	);
}

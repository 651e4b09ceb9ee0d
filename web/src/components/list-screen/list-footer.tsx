import { Pagination, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { pageCount } from '../../lib/list-search.ts';

/** Under a list's table: what to say when nothing matches (`empty`), and the pager when the rows fill more than one page. */
export function ListFooter({
	total,
	pageSize,
	page,
	onPage,
	empty,
}: {
	total: number;
	pageSize: number;
	page: number | undefined;
	onPage: (page: number) => void;
	empty: ReactNode;
}) {
	const { t } = useLingui();
	return (
		<>
			{total === 0 ? <Text c="dimmed">{empty}</Text> : null}
			{total > pageSize ? (
				<Pagination
					total={pageCount(total, pageSize)}
					value={page ?? 1}
					onChange={onPage}
					aria-label={t`Pages`}
				/>
			) : null}
		</>
	);
}

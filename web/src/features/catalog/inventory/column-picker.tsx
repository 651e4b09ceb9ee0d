import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconColumns } from '@tabler/icons-react';
import { COLUMNS, type Column } from './inventory-search.ts';

/** The inventory's columns as their headers and the column picker name them (`i18n._` where shown). */
export const COLUMN_LABELS: Record<Column, MessageDescriptor> = {
	image: msg`Image`,
	name: msg`Name`,
	set: msg`Set`,
	number: msg`Number`,
	rarity: msg`Rarity`,
	condition: msg`Condition`,
	finish: msg`Finish`,
	language: msg`Language`,
	price: msg`Price`,
	quantity: msg`On hand`,
	bin: msg`Bin`,
};

/** A finish on its own, as a column or a choice names it: `reverse_holo` is stored, "Reverse holo" is shown. */
/** Which columns the table shows, in the table's own order. */
export function ColumnPicker({ columns, onChange }: { columns: Column[]; onChange: (columns: Column[]) => void }) {
	const { t, i18n } = useLingui();
	return (
		<Popover position="bottom-end" shadow="md">
			<Popover.Target>
				<Button variant="default" leftSection={<IconColumns size={16} />}>
					<Trans>Columns</Trans>
				</Button>
			</Popover.Target>
			<Popover.Dropdown>
				<Checkbox.Group
					label={t`Show columns`}
					value={columns}
					onChange={(value) => onChange(COLUMNS.filter((column) => value.includes(column)))}
				>
					<Stack gap={6} mt="xs">
						{COLUMNS.map((column) => (
							<Checkbox key={column} value={column} label={i18n._(COLUMN_LABELS[column])} />
						))}
					</Stack>
				</Checkbox.Group>
			</Popover.Dropdown>
		</Popover>
	);
}

import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A table row's actions behind one "…" button, named for the row (`label`, e.g. "Actions for Sam Counter"): its `Menu.Item`s are the children. */
export function RowActions({ label, children }: { label: string; children: ReactNode }) {
	return (
		<Menu position="bottom-end">
			<Menu.Target>
				<ActionIcon variant="subtle" color="gray" aria-label={label}>
					<IconDots size={16} />
				</ActionIcon>
			</Menu.Target>
			<Menu.Dropdown>{children}</Menu.Dropdown>
		</Menu>
	);
}

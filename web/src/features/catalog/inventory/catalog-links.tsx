import { Button, Menu } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** Adding to the catalog: a new card, or the games and sets every card belongs to. */
export function CatalogLinks() {
	return (
		<Menu position="bottom-end">
			<Menu.Target>
				<Button leftSection={<IconPlus size={16} />} rightSection={<IconChevronDown size={14} />}>
					<Trans>Add</Trans>
				</Button>
			</Menu.Target>
			<Menu.Dropdown>
				<Menu.Item component={Link} to="/catalog/cards/new">
					<Trans>New card</Trans>
				</Menu.Item>
				<Menu.Item component={Link} to="/catalog/games">
					<Trans>Games and sets</Trans>
				</Menu.Item>
			</Menu.Dropdown>
		</Menu>
	);
}

import { Button, Menu } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import { fileAddress } from '../../../lib/api/deckhand-address.ts';
import { freshenSession } from '../../../lib/exports/fresh-session.ts';
import { useCapabilities } from '../../../lib/permissions/use-capabilities.ts';
import { inventoryFilterParams } from './inventory-params.ts';
import type { InventorySearch } from './inventory-search.ts';

/**
 * The SKUs the list shows (its search and filters; every page, in SKU order) as a file: Deckhand's
 * own CSV, which its import reads back, or TCGplayer's pricing format, for the shop's TCGplayer
 * store. Each is a link the browser downloads. Administrators only, as the server has it.
 */
export function ExportMenu({ search }: { search: InventorySearch }) {
	const allowed = useCapabilities()?.importExport ?? false;
	if (!allowed) return null;
	const filters = inventoryFilterParams(search);
	return (
		<Menu position="bottom-end" onOpen={freshenSession}>
			<Menu.Target>
				<Button
					variant="default"
					leftSection={<IconDownload size={16} aria-hidden />}
					rightSection={<IconChevronDown size={14} aria-hidden />}
				>
					<Trans>Export</Trans>
				</Button>
			</Menu.Target>
			<Menu.Dropdown>
				<Menu.Label>
					<Trans>The SKUs the list shows</Trans>
				</Menu.Label>
				<Menu.Item
					component="a"
					href={fileAddress(ENDPOINTS.exportInventory, { query: { ...filters, format: 'deckhand' } })}
					download
				>
					<Trans>Deckhand CSV</Trans>
				</Menu.Item>
				<Menu.Item
					component="a"
					href={fileAddress(ENDPOINTS.exportInventory, { query: { ...filters, format: 'tcgplayer' } })}
					download
				>
					<Trans>TCGplayer CSV</Trans>
				</Menu.Item>
			</Menu.Dropdown>
		</Menu>
	);
}

import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconDownload } from '@tabler/icons-react';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import { fileAddress } from '../../lib/api/deckhand-address.ts';
import { freshenSession } from '../../lib/exports/fresh-session.ts';
import { useCapabilities } from '../../lib/permissions/use-capabilities.ts';

/**
 * The whole shop as files, beside its imports: the inventory in Deckhand's CSV (which an import
 * reads back) or TCGplayer's pricing format, and the orders, customers and buylists. Each is a
 * link the browser downloads; a list's own Export takes its filters instead.
 */
export function ExportLinks() {
	const { t } = useLingui();
	if (!(useCapabilities()?.importExport ?? false)) return null;
	const links: Array<[string, string]> = [
		[t`Inventory, Deckhand CSV`, fileAddress(ENDPOINTS.exportInventory, { query: { format: 'deckhand' } })],
		[t`Inventory, TCGplayer CSV`, fileAddress(ENDPOINTS.exportInventory, { query: { format: 'tcgplayer' } })],
		[t`Orders`, fileAddress(ENDPOINTS.exportOrders, { query: {} })],
		[t`Customers`, fileAddress(ENDPOINTS.exportCustomers, { query: {} })],
		[t`Buylists`, fileAddress(ENDPOINTS.exportBuylists, { query: {} })],
	];
	return (
		<Stack gap="xs">
			<Title order={2} size="h3">
				<Trans>Export</Trans>
			</Title>
			<Text size="sm" c="dimmed">
				<Trans>
					Everything, as CSV files. The catalog, orders, customers and buylists lists export what their
					filters show.
				</Trans>
			</Text>
			<Group gap="xs">
				{links.map(([label, href]) => (
					<Button
						key={href}
						variant="default"
						leftSection={<IconDownload size={16} aria-hidden />}
						component="a"
						href={href}
						download
						onFocus={freshenSession}
						onMouseEnter={freshenSession}
					>
						{label}
					</Button>
				))}
			</Group>
		</Stack>
	);
}

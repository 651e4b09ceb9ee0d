import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { IconFileZip } from '@tabler/icons-react';
import { useId } from 'react';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import { fileAddress } from '../../lib/api/deckhand-address.ts';
import { freshenSession } from '../../lib/exports/fresh-session.ts';

/**
 * The owner's way out, beside the backups: every table of the shop as CSV files with a README of
 * their columns, one zip (`/deckhand/exports/all.zip`, the files `npm run export:all` writes). A
 * plain link the browser downloads with the session cookie, as every export is.
 */
export function ShopExportCard() {
	const titleId = useId();
	return (
		<Card withBorder padding="md" component="section" aria-labelledby={titleId}>
			<Stack gap="sm">
				<Title order={2} size="h4" id={titleId}>
					<Trans>All the shop’s data</Trans>
				</Title>
				<Text size="sm">
					<Trans>
						Every table of the shop as CSV files, with a README of what each column holds, in one zip: for a
						spreadsheet or another program. A backup restores Deckhand; this is the shop’s data for any
						other use.
					</Trans>
				</Text>
				<Group>
					<Button
						variant="default"
						leftSection={<IconFileZip size={16} aria-hidden />}
						component="a"
						href={fileAddress(ENDPOINTS.exportAll)}
						download
						onFocus={freshenSession}
						onMouseEnter={freshenSession}
					>
						<Trans>Download all data (zip)</Trans>
					</Button>
				</Group>
			</Stack>
		</Card>
	);
}

import { Alert, Button, Group, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconWifiOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useOnline } from '../lib/use-online.ts';

/** Says a lost connection is a lost connection, and retries everything that failed when asked. */
export function ConnectionBanner() {
	const { t } = useLingui();
	const online = useOnline();
	const queryClient = useQueryClient();
	if (online) return null;
	return (
		<Alert color="orange" icon={<IconWifiOff size={18} />} mb="md" title={t`Connection lost`}>
			<Group justify="space-between">
				<Text size="sm">
					<Trans>
						Deckhand cannot reach the server. Your work on screen is kept; it will reload when the
						connection is back.
					</Trans>
				</Text>
				<Button size="xs" variant="white" onClick={() => queryClient.refetchQueries({ type: 'active' })}>
					<Trans>Retry now</Trans>
				</Button>
			</Group>
		</Alert>
	);
}

import { Alert, Button, Group, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useOnline } from '../lib/use-online.ts';

/** Says a lost connection is a lost connection, and retries everything that failed when asked. */
export function ConnectionBanner() {
	const online = useOnline();
	const queryClient = useQueryClient();
	if (online) return null;
	return (
		<Alert color="orange" icon={<IconWifiOff size={18} />} mb="md" title="Connection lost">
			<Group justify="space-between">
				<Text size="sm">Deckhand cannot reach the server. Your work on screen is kept; it will reload when the connection is back.</Text>
				<Button size="xs" variant="white" onClick={() => queryClient.refetchQueries({ type: 'active' })}>
					Retry now
				</Button>
			</Group>
		</Alert>
	);
}

import { Alert, Button, Group, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconAlertTriangle, IconWifiOff } from '@tabler/icons-react';
import { describeError } from '../lib/directus/errors.ts';

/** A failed load, said in a clerk's words, with a retry where trying again can help. */
export function QueryProblem({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
	const { t } = useLingui();
	const problem = describeError(error);
	return (
		<Alert
			color={problem.kind === 'offline' ? 'orange' : 'red'}
			icon={problem.kind === 'offline' ? <IconWifiOff size={18} /> : <IconAlertTriangle size={18} />}
			title={problem.kind === 'offline' ? t`Connection lost` : t`Could not load this`}
		>
			<Group justify="space-between" wrap="nowrap">
				<Text size="sm">{problem.message}</Text>
				{problem.retry && onRetry ? (
					<Button size="xs" variant="white" onClick={onRetry}>
						<Trans>Try again</Trans>
					</Button>
				) : null}
			</Group>
		</Alert>
	);
}

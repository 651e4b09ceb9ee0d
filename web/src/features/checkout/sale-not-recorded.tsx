import { Alert, Button, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconWifiOff } from '@tabler/icons-react';
import type { Problem } from '../../lib/directus/errors.ts';

interface SaleNotRecordedProps {
	/** Why the sale was not recorded, when it is about nothing the form shows (no answer, a server fault). */
	failure: Problem;
	/** Sends the very sale that went with no answer (null when what was sent is not kept). */
	onSendAgain: (() => void) | null;
	onTryAgain: () => void;
}

/**
 * A sale that did not go through, said above the payment: the sale stays as it is. With no answer
 * at all it may have reached the server, so it is sent again as it was (recorded once whatever
 * happens); a fault worth retrying is tried again with the sale as it is now.
 */
export function SaleNotRecorded({ failure, onSendAgain, onTryAgain }: SaleNotRecordedProps) {
	const { t } = useLingui();
	const offline = failure.kind === 'offline';
	const problem = failure.message;
	return (
		<Alert
			color={offline ? 'orange' : 'red'}
			role="alert"
			icon={offline ? <IconWifiOff size={18} /> : undefined}
			title={offline ? t`Connection lost` : t`The sale was not recorded`}
		>
			<Stack gap="xs">
				<Text size="sm">
					{offline ? (
						<Trans>
							{problem} The sale is kept as it is. Sending it again is safe: a sale is recorded once.
						</Trans>
					) : (
						<Trans>{problem} The sale is kept as it is.</Trans>
					)}
				</Text>
				{offline && onSendAgain ? (
					<Button size="xs" variant="white" onClick={onSendAgain}>
						<Trans>Send again</Trans>
					</Button>
				) : failure.retry ? (
					<Button size="xs" variant="white" onClick={onTryAgain}>
						<Trans>Try again</Trans>
					</Button>
				) : null}
			</Stack>
		</Alert>
	);
}

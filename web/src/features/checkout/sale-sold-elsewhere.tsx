import { Alert } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { OrderLink } from './order-link.tsx';

/**
 * The sale this browser kept was completed elsewhere (on another till, or in another tab): an
 * order holds its key. The till says which and starts empty, so nothing is sold twice.
 */
export function SaleSoldElsewhere({ order }: { order: { id: number; number: string } }) {
	const { t } = useLingui();
	return (
		<Alert color="yellow" role="alert" title={t`This sale was already completed`}>
			<Trans>
				The sale kept on this till was completed elsewhere as order <OrderLink order={order} />, so the till
				starts empty.
			</Trans>
		</Alert>
	);
}

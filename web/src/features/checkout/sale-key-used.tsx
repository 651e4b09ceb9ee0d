import { Alert, Button, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { OrderLink } from './order-link.tsx';

/**
 * The server refused the sale's key: a sale already recorded holds it (sent earlier with no answer,
 * then changed here), or someone else's does. The till says which order, when it is the clerk's
 * own, and lets the clerk go on with the sale in hand as a new sale: it takes a key of its own when
 * it is completed.
 */
export function SaleKeyUsed({
	order,
	onNewSale,
}: {
	order: { id: number; number: string } | null;
	onNewSale: () => void;
}) {
	const { t } = useLingui();
	return (
		<Alert
			color="red"
			role="alert"
			title={order ? t`This sale was already recorded` : t`This sale’s key belongs to another sale`}
		>
			<Stack gap="xs">
				<Text size="sm">
					{order ? (
						<Trans>
							It was recorded as order <OrderLink order={order} /> when it was first sent, with other
							lines or payments than the till has now. Check what that order sold; to sell what the till
							has now, make it a new sale and complete it.
						</Trans>
					) : (
						<Trans>
							Someone else recorded a sale under this sale’s key, so nothing was recorded now. Make it a
							new sale and complete it.
						</Trans>
					)}
				</Text>
				<Button size="xs" variant="white" onClick={onNewSale}>
					<Trans>Make it a new sale</Trans>
				</Button>
			</Stack>
		</Alert>
	);
}

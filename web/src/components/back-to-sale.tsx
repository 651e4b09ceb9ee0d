import { Button } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { IconArrowBackUp } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { saleWithTradeIn } from '../lib/trade-in/till-return.ts';

/**
 * For the buylist intake screen opened from the till (`?from=checkout`): back to the sale in hand,
 * with this buylist as its trade-in. The sale waited in the browser; its cart is as it was left.
 */
export function BackToSale({ buylist }: { buylist: number }) {
	return (
		<Button
			renderRoot={(props) => <Link {...props} {...saleWithTradeIn(buylist)} />}
			leftSection={<IconArrowBackUp size={16} />}
		>
			<Trans>Back to the sale</Trans>
		</Button>
	);
}

import { Alert } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * Why a clerk sees no offer per card on a buylist closed before today: an offer paid is what the
 * stock cost, which is the owner's (docs/decisions/buying.md, "Past offers"). The id lets the
 * table it explains point at it.
 */
export function OffersWithheldNote({ id }: { id: string }) {
	const { t } = useLingui();
	return (
		<Alert id={id} role="note" color="gray" variant="light" title={t`Offers per card are for administrators`}>
			<Trans>
				This buylist closed before today. What the shop offered for each card is what its stock cost, so only
				administrators see it. The totals are what the customer was offered and paid.
			</Trans>
		</Alert>
	);
}

import { Alert } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * On a trade-in taken at the till: the sale completes it, in the sale's own transaction, so its
 * credit pays the sale. Its page has no Complete; "Back to the sale" is the next step.
 */
export function SaleCompletesNote() {
	const { t } = useLingui();
	return (
		<Alert color="blue" title={t`The sale completes this trade-in`}>
			<Trans>
				Take every card in here, then go back to the sale: completing the sale completes this trade-in, and its
				store credit pays the sale first.
			</Trans>
		</Alert>
	);
}

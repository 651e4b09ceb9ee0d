import { Button, Modal, Skeleton, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { QueryProblem } from '../../components/query-problem.tsx';
import { Receipt } from '../../components/receipt/receipt.tsx';
import { shopSettingsQuery } from '../../lib/shop-settings.ts';
import { orderReceiptQuery, receiptOfOrder } from './order-receipt-query.ts';

/**
 * The order's receipt, as the till printed it, to print again. Opened by "Print receipt" it prints
 * once it is shown; opened from the address (a reload, a shared link) it waits for Print.
 */
export function OrderReceiptDialog({
	order,
	number,
	printNow,
	onClose,
}: {
	order: number;
	number: string;
	printNow: boolean;
	onClose: () => void;
}) {
	const { t } = useLingui();
	const stored = useQuery(orderReceiptQuery(order));
	const shop = useQuery(shopSettingsQuery());
	const problem = stored.error ?? shop.error;
	const receipt =
		stored.data === null
			? null
			: stored.data && shop.data
				? receiptOfOrder({ ...stored.data, shop: shop.data })
				: undefined;
	const ready = receipt !== undefined && receipt !== null;
	useEffect(() => {
		if (!printNow || !ready) return;
		// After the frame that shows the receipt, so the printer gets it and not an empty dialog.
		const frame = requestAnimationFrame(() => window.print());
		return () => cancelAnimationFrame(frame);
	}, [printNow, ready]);
	return (
		<Modal
			opened
			onClose={onClose}
			title={t`Receipt of order ${number}`}
			size="auto"
			transitionProps={{ duration: 0 }}
		>
			{problem ? (
				<QueryProblem
					error={problem}
					onRetry={() => {
						if (stored.error) void stored.refetch();
						if (shop.error) void shop.refetch();
					}}
				/>
			) : null}
			{receipt === undefined && !problem ? <Skeleton height={320} w={380} /> : null}
			{receipt === null ? (
				<Text>
					<Trans>There is no such order.</Trans>
				</Text>
			) : null}
			{receipt ? (
				<Receipt
					receipt={receipt}
					actions={
						<>
							<Button variant="default" onClick={onClose}>
								<Trans>Close</Trans>
							</Button>
							<Button
								leftSection={<IconPrinter size={16} />}
								onClick={() => window.print()}
								data-autofocus
							>
								<Trans>Print</Trans>
							</Button>
						</>
					}
				/>
			) : null}
		</Modal>
	);
}

import { byColumn } from '../activity-source.ts';
import { ledgerSource, numberOrNull } from './ledger-source.ts';

/** Every store-credit entry: payouts, payments, refunds and adjustments by hand. */
export const creditLedger = ledgerSource({
	kind: 'credit',
	table: 'credit_ledger',
	alias: 'l',
	join: (query) => query.join('customers', 'customers.id', 'l.customer'),
	columns: [
		'l.amount',
		'l.reason',
		'l.note',
		'l.order',
		'l.balance_after',
		'customers.id as customer_id',
		'customers.name as customer_name',
	],
	records: { customers: byColumn('l.customer'), orders: byColumn('l.order'), buylists: byColumn('l.buylist') },
	entry: (row) => {
		const customer = { id: Number(row['customer_id']), name: String(row['customer_name']) };
		return {
			link: { page: 'customer', id: customer.id },
			detail: {
				kind: 'credit',
				reason: String(row['reason']),
				customer,
				amount: Number(row['amount']),
				balance_after: Number(row['balance_after']),
				note: (row['note'] as string | null) ?? null,
				order: numberOrNull(row['order']),
			},
		};
	},
});

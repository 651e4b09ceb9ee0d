import { byColumn } from '../activity-source.ts';
import { ledgerSource } from './ledger-source.ts';

/** Every buylist status change (the buylist's history), with the buylist's customer. */
export const buylistEvents = ledgerSource({
	kind: 'buylist_events',
	table: 'buylist_events',
	alias: 'e',
	join: (query) =>
		query.join('buylists', 'buylists.id', 'e.buylist').leftJoin('customers', 'customers.id', 'buylists.customer'),
	columns: [
		'e.from_status',
		'e.to_status',
		'e.note',
		'buylists.id as buylist_id',
		'buylists.number as buylist_number',
		'customers.id as customer_id',
		'customers.name as customer_name',
	],
	records: { buylists: byColumn('e.buylist'), customers: byColumn('buylists.customer') },
	entry: (row) => ({
		// The dashboard has no page of a buylist's own yet to lead to.
		link: null,
		detail: {
			kind: 'buylist_events',
			buylist: { id: Number(row['buylist_id']), number: String(row['buylist_number']) },
			customer:
				row['customer_id'] === null || row['customer_id'] === undefined
					? null
					: { id: Number(row['customer_id']), name: String(row['customer_name']) },
			from_status: (row['from_status'] as string | null) ?? null,
			to_status: String(row['to_status']),
			note: (row['note'] as string | null) ?? null,
		},
	}),
});

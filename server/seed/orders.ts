// The demo shop's orders: each with its lines and their costs, status history, payments, and the stock and store
// credit it takes (and gives back when cancelled or refunded).
import { percentOf, taxOn } from '@deckhand/contract/domain/money.ts';
import type { SkuRow } from './catalog.ts';
import { pickStatus, statusPath, type Status } from './order-statuses.ts';
import type { Trading } from './trading.ts';

/** One order on `date`, `age` days ago, at the counter, online or by phone, sometimes paid partly with store credit. */
export function addOrder(trading: Trading, date: Date, age: number) {
	const { faker, sales, people, settings, priced, costBySku, balances, grossSold, move, credit, after } = trading;
	const id = sales.orders.length + 1;
	const channel = faker.helpers.weightedArrayElement([
		{ weight: 55, value: 'counter' },
		{ weight: 35, value: 'online' },
		{ weight: 10, value: 'phone' },
	]);
	const customer = channel === 'counter' && faker.number.int(1) === 0 ? null : trading.randomCustomer();
	const status = pickStatus(faker, channel, age);
	const user = channel === 'online' ? null : trading.clerk();
	let subtotal = 0;
	const lines: Array<{ sku: SkuRow; quantity: number; line: number }> = [];
	for (const sku of faker.helpers.arrayElements(
		priced,
		faker.helpers.weightedArrayElement([
			{ weight: 50, value: 1 },
			{ weight: 30, value: 2 },
			{ weight: 15, value: 3 },
			{ weight: 5, value: 4 },
		]),
	)) {
		const quantity = faker.helpers.weightedArrayElement([
			{ weight: 85, value: 1 },
			{ weight: 10, value: 2 },
			{ weight: 5, value: 3 },
		]);
		const line = sales.orderLines.length + 1;
		sales.orderLines.push({
			id: line,
			order: id,
			sku: sku.id,
			quantity,
			unit_price: sku.price!,
			line_total: sku.price! * quantity,
		});
		sales.lineCosts.push({ id: line, order_line: line, unit_cost: costBySku.get(sku.id) ?? 0 });
		subtotal += sku.price! * quantity;
		lines.push({ sku, quantity, line });
		grossSold.set(sku.id, (grossSold.get(sku.id) ?? 0) + quantity);
		move(sku.id, -quantity, 'sale', date, { order: id, user });
	}
	const discount = faker.number.int(9) === 0 ? percentOf(subtotal, 5) : 0;
	const tax = taxOn(subtotal - discount, settings.tax_rate_bp);
	const total = subtotal - discount + tax;
	const balance = customer ? (balances.get(customer) ?? 0) : 0;
	const creditApplied = balance > 0 && faker.number.int(2) === 0 ? Math.min(balance, total) : 0;
	if (customer && creditApplied > 0) credit(customer, -creditApplied, 'order_payment', date, { order: id, user });

	const path = statusPath(channel, status);
	// Paid as the checkout and status changes record it: store credit when the order is taken, the rest by card (online,
	// and every third order) or cash once paid (no random draw here, so the rest of the shop stays as it was); a cancel or refund pays back every method (PRODUCT.md §4), so those orders' payments add up to 0.
	const paidSoFar: Array<{ method: string; amount: number }> = [];
	const pay = (method: string, amount: number, when: Date) => {
		if (amount <= 0) return;
		paidSoFar.push({ method, amount });
		sales.payments.push({
			id: sales.payments.length + 1,
			order: id,
			method,
			amount,
			user_created: user,
			date_created: when,
		});
	};
	const payBack = (when: Date) => {
		for (const { method, amount } of paidSoFar)
			sales.payments.push({
				id: sales.payments.length + 1,
				order: id,
				method,
				amount: -amount,
				user_created: people.admin,
				date_created: when,
			});
	};
	pay('credit', creditApplied, date);
	let from: Status | null = null;
	let when = date;
	for (const to of path) {
		if (to === 'paid' || (to === 'completed' && !path.includes('paid')))
			pay(channel === 'online' || id % 3 === 0 ? 'card' : 'cash', total - creditApplied, when);
		if (to === 'cancelled' || to === 'refunded') payBack(when);
		sales.events.push({
			id: sales.events.length + 1,
			order: id,
			from_status: from,
			to_status: to,
			note: to === 'shipped' ? 'Tracked parcel' : null,
			user_created: user ?? people.staff,
			date_created: when,
		});
		if (to === 'cancelled' || to === 'refunded') {
			const restock = to === 'cancelled' ? lines : lines.slice(0, 1);
			for (const { sku, quantity } of restock) {
				move(sku.id, quantity, to === 'cancelled' ? 'cancel' : 'refund_restock', when, {
					order: id,
					user: people.admin,
				});
			}
			if (customer && creditApplied > 0)
				credit(customer, creditApplied, 'refund', when, {
					order: id,
					user: people.admin,
					note: `Refund of order D-${String(id).padStart(6, '0')}`,
				});
		}
		from = to;
		when = after(when, faker.number.int({ min: 2, max: 60 }));
	}
	sales.orders.push({
		id,
		number: `D-${String(id).padStart(6, '0')}`,
		customer,
		channel,
		status,
		subtotal,
		discount,
		tax,
		total,
		credit_applied: creditApplied,
		tracking_number: path.includes('shipped')
			? `1Z${faker.string.alphanumeric({ length: 16, casing: 'upper' })}`
			: null,
		user_created: user,
		date_created: date,
	});
}

import type { Faker } from '@faker-js/faker';
import { percentOf, taxOn } from '@deckhand/contract/domain/money.ts';
import { phoneDigits } from '@deckhand/contract/domain/phone-digits.ts';
import { unitOffer } from '../extensions/deckhand/src/buylists/offers.ts';
import type { Catalog, SkuRow } from './catalog.ts';
import type { ShopSize } from './shop-size.ts';

const DAY = 86_400_000;
type Status = 'open' | 'paid' | 'shipped' | 'completed' | 'cancelled' | 'refunded';

export interface People {
	admin: string;
	staff: string;
}
export interface Movement {
	id: number;
	sku: number;
	delta: number;
	reason: string;
	order: number | null;
	buylist: number | null;
	note: string | null;
	user_created: string | null;
	date_created: Date;
}
export interface LedgerEntry {
	id: number;
	customer: number;
	amount: number;
	reason: string;
	order: number | null;
	buylist: number | null;
	note: string | null;
	balance_after: number;
	user_created: string | null;
	date_created: Date;
}
export interface Sales {
	customers: Array<{
		id: number;
		name: string;
		email: string | null;
		phone: string | null;
		phone_digits: string | null;
		notes: string | null;
		date_created: Date;
	}>;
	orders: Array<Record<string, unknown> & { id: number; date_created: Date }>;
	orderLines: Array<{
		id: number;
		order: number;
		sku: number;
		quantity: number;
		unit_price: number;
		line_total: number;
	}>;
	lineCosts: Array<{ id: number; order_line: number; unit_cost: number }>;
	events: Array<{
		id: number;
		order: number;
		from_status: string | null;
		to_status: string;
		note: string | null;
		user_created: string | null;
		date_created: Date;
	}>;
	payments: Array<{
		id: number;
		order: number;
		method: string;
		amount: number;
		user_created: string | null;
		date_created: Date;
	}>;
	buylists: Array<Record<string, unknown> & { id: number; date_created: Date }>;
	buylistLines: Array<Record<string, unknown> & { id: number; buylist: number }>;
	buylistEvents: Array<{
		id: number;
		buylist: number;
		from_status: string | null;
		to_status: string;
		note: string | null;
		user_created: string | null;
		date_created: Date;
	}>;
	movements: Movement[];
	ledger: LedgerEntry[];
}

interface Settings {
	tax_rate_bp: number;
	buylist_cash_percent: number;
	buylist_credit_percent: number;
}

/**
 * A year of trading, generated in date order so that every invariant holds as it would in a
 * real shop: stock never below zero (each SKU opens with more than it will sell), quantity =
 * Σ movements, balance = Σ ledger ≥ 0, order totals = Σ lines, every order with its events.
 */
export function makeSales(
	faker: Faker,
	size: ShopSize,
	catalog: Catalog,
	people: People,
	settings: Settings,
	now: Date,
): Sales {
	const sales: Sales = {
		customers: [],
		orders: [],
		orderLines: [],
		lineCosts: [],
		events: [],
		payments: [],
		buylists: [],
		buylistLines: [],
		buylistEvents: [],
		movements: [],
		ledger: [],
	};
	const start = new Date(now.getTime() - 365 * DAY);
	const clerk = () => faker.helpers.arrayElement([people.staff, people.staff, people.admin]);
	const balances = new Map<number, number>();
	const priced = catalog.skus.filter((sku) => sku.price !== null);
	const costBySku = new Map(catalog.costs.map((cost) => [cost.sku, cost.unit_cost]));
	const grossSold = new Map<number, number>();

	const move = (
		sku: number,
		delta: number,
		reason: string,
		date: Date,
		ref: { order?: number; buylist?: number; note?: string; user?: string | null },
	) => {
		sales.movements.push({
			id: 0,
			sku,
			delta,
			reason,
			order: ref.order ?? null,
			buylist: ref.buylist ?? null,
			note: ref.note ?? null,
			user_created: ref.user ?? null,
			date_created: date,
		});
	};
	const credit = (
		customer: number,
		amount: number,
		reason: string,
		date: Date,
		ref: { order?: number; buylist?: number; note?: string; user?: string | null },
	) => {
		const balance = (balances.get(customer) ?? 0) + amount;
		balances.set(customer, balance);
		sales.ledger.push({
			id: sales.ledger.length + 1,
			customer,
			amount,
			reason,
			order: ref.order ?? null,
			buylist: ref.buylist ?? null,
			note: ref.note ?? null,
			balance_after: balance,
			user_created: ref.user ?? null,
			date_created: date,
		});
	};

	for (let id = 1; id <= size.customers; id++) {
		const first = faker.person.firstName();
		const last = faker.person.lastName();
		const phone = faker.number.int(1) === 0 ? faker.phone.number({ style: 'national' }) : null;
		sales.customers.push({
			id,
			name: `${first} ${last}`,
			email:
				faker.number.int(9) < 8
					? `${first}.${last}.${id}@mail.example.com`.toLowerCase().replace(/[^a-z0-9.@]/g, '')
					: null,
			phone,
			phone_digits: phoneDigits(phone),
			notes:
				faker.number.int(14) === 0
					? faker.helpers.arrayElement([
							'Collects Japanese promos',
							'Prefers store credit',
							'Plays Friday night events',
							'Wants Charizard variants',
						])
					: null,
			date_created: new Date(start.getTime() - faker.number.int(400) * DAY),
		});
	}
	const randomCustomer = () => faker.number.int({ min: 1, max: size.customers });
	const at = (offsetDays: number) => new Date(start.getTime() + offsetDays * DAY);
	const after = (date: Date, hours: number) =>
		new Date(Math.min(now.getTime() - 60_000, date.getTime() + hours * 3_600_000));

	// Trade-ins first: their credit is what customers later spend.
	const buylistDates = Array.from({ length: size.buylists }, () => faker.number.float({ min: 0, max: 364.9 })).sort(
		(a, b) => a - b,
	);
	const timeline: Array<{ day: number; kind: 'buylist' | 'order' }> = [
		...buylistDates.map((day) => ({ day, kind: 'buylist' as const })),
		...Array.from({ length: size.orders }, () => ({
			day: faker.number.float({ min: 0, max: 364.99 }),
			kind: 'order' as const,
		})),
	].sort((a, b) => a.day - b.day);

	for (const entry of timeline) {
		const date = at(entry.day);
		const age = 365 - entry.day;
		if (entry.kind === 'buylist') addBuylist(date, age);
		else addOrder(date, age);
	}

	function addBuylist(date: Date, age: number) {
		const id = sales.buylists.length + 1;
		const customer = randomCustomer();
		const payout = faker.number.int(2) === 0 ? 'cash' : 'credit';
		const status =
			age < 30
				? faker.helpers.arrayElement(['draft', 'offered', 'accepted', 'completed'])
				: faker.helpers.weightedArrayElement([
						{ weight: 80, value: 'completed' },
						{ weight: 10, value: 'rejected' },
						{ weight: 10, value: 'cancelled' },
					]);
		const completed = status === 'completed';
		let totalCash = 0;
		let totalCredit = 0;
		// Offered as the server offers: the SKU's price × the cash and credit %, rounded down; every copy taken.
		for (const sku of faker.helpers.arrayElements(priced, faker.number.int({ min: 1, max: 5 }))) {
			const quantity = faker.number.int({ min: 1, max: 4 });
			const cashUnit = unitOffer(sku.price!, 0, settings.buylist_cash_percent);
			const creditUnit = unitOffer(sku.price!, 0, settings.buylist_credit_percent);
			const offer = payout === 'cash' ? cashUnit : creditUnit;
			sales.buylistLines.push({
				id: sales.buylistLines.length + 1,
				buylist: id,
				card: sku.card,
				condition: sku.condition,
				finish: sku.finish,
				language: sku.language,
				sku: sku.id,
				quantity,
				buy_quantity: quantity,
				price_basis: sku.price,
				hot_percent: null,
				cash_unit: cashUnit,
				credit_unit: creditUnit,
				line_cash: cashUnit * quantity,
				line_credit: creditUnit * quantity,
				overridden: false,
				rule: null,
				offer_unit: completed ? offer : null,
				line_total: completed ? offer * quantity : null,
			});
			totalCash += cashUnit * quantity;
			totalCredit += creditUnit * quantity;
			if (completed) move(sku.id, quantity, 'buylist_intake', date, { buylist: id, user: people.staff });
		}
		const total = payout === 'cash' ? totalCash : totalCredit;
		const user = clerk();
		sales.buylists.push({
			id,
			number: `B-${String(id).padStart(6, '0')}`,
			customer,
			status,
			payout_method: completed ? payout : null,
			total_cash: totalCash,
			total_credit: totalCredit,
			total_offer: completed ? total : 0,
			till_session: null,
			user_created: user,
			date_created: date,
		});
		const event = (from: string | null, to: string) =>
			sales.buylistEvents.push({
				id: sales.buylistEvents.length + 1,
				buylist: id,
				from_status: from,
				to_status: to,
				note: null,
				user_created: user,
				date_created: date,
			});
		event(null, 'draft');
		if (status !== 'draft') event('draft', status);
		if (completed && payout === 'credit')
			credit(customer, total, 'buylist_payout', date, { buylist: id, user: people.staff });
	}

	function pickStatus(channel: string, age: number): Status {
		if (age < 3)
			return faker.helpers.arrayElement(
				channel === 'counter' ? ['completed', 'paid'] : ['open', 'paid', 'shipped', 'cancelled'],
			);
		if (age < 10 && channel !== 'counter')
			return faker.helpers.arrayElement(['paid', 'shipped', 'completed', 'completed']);
		return faker.helpers.weightedArrayElement<Status>([
			{ weight: 86, value: 'completed' },
			{ weight: 7, value: 'cancelled' },
			{ weight: 7, value: 'refunded' },
		]);
	}

	function addOrder(date: Date, age: number) {
		const id = sales.orders.length + 1;
		const channel = faker.helpers.weightedArrayElement([
			{ weight: 55, value: 'counter' },
			{ weight: 35, value: 'online' },
			{ weight: 10, value: 'phone' },
		]);
		const customer = channel === 'counter' && faker.number.int(1) === 0 ? null : randomCustomer();
		const status = pickStatus(channel, age);
		const user = channel === 'online' ? null : clerk();
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

		const path: Status[] =
			channel === 'counter'
				? ((
						{
							completed: ['completed'],
							paid: ['paid'],
							cancelled: ['paid', 'cancelled'],
							refunded: ['completed', 'refunded'],
						} as Record<string, Status[]>
					)[status] ?? ['completed'])
				: (
						{
							open: ['open'],
							paid: ['open', 'paid'],
							shipped: ['open', 'paid', 'shipped'],
							completed: ['open', 'paid', 'shipped', 'completed'],
							cancelled: ['open', 'cancelled'],
							refunded: ['open', 'paid', 'shipped', 'completed', 'refunded'],
						} as Record<Status, Status[]>
					)[status];
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

	// A few goodwill credits, with the mandatory note.
	for (let i = 0; i < Math.ceil(size.customers / 25); i++) {
		credit(randomCustomer(), 500, 'manual_adjustment', after(at(360), i), {
			note: 'Goodwill credit for a late shipment',
			user: people.admin,
		});
	}

	// Opening stock a year ago: more than each SKU will ever sell, so the running count never dips below 0.
	const opening: Movement[] = catalog.skus
		.map((sku) => ({
			id: 0,
			sku: sku.id,
			delta:
				(grossSold.get(sku.id) ?? 0) +
				faker.helpers.weightedArrayElement([
					{ weight: 8, value: 0 },
					{ weight: 12, value: 1 },
					{ weight: 30, value: faker.number.int({ min: 2, max: 6 }) },
					{ weight: 50, value: faker.number.int({ min: 7, max: 24 }) },
				]),
			reason: 'import',
			order: null,
			buylist: null,
			note: 'Opening stock count',
			user_created: people.admin,
			date_created: start,
		}))
		.filter((movement) => movement.delta > 0);
	sales.movements = [...opening, ...sales.movements];
	sales.movements.forEach((movement, index) => (movement.id = index + 1));
	const quantities = new Map<number, number>();
	for (const movement of sales.movements)
		quantities.set(movement.sku, (quantities.get(movement.sku) ?? 0) + movement.delta);
	for (const sku of catalog.skus) sku.quantity = quantities.get(sku.id) ?? 0;
	return sales;
}

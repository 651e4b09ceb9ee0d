// The demo shop's trade-ins: each buylist with its lines, status history, and the stock and store credit a completed
// one brings in, offered as the server offers.
import { unitOffer } from '../extensions/deckhand/src/buylists/offers.ts';
import type { Trading } from './trading.ts';

/** One trade-in on `date`, `age` days ago: a recent one may still be open, an older one is settled. */
export function addBuylist(trading: Trading, date: Date, age: number) {
	const { faker, sales, people, settings, priced, clerk, move, credit } = trading;
	const id = sales.buylists.length + 1;
	const customer = trading.randomCustomer();
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

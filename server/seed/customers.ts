// The demo shop's customers, made before any trading so that every trade-in and order has someone to belong to.
import type { Faker } from '@faker-js/faker';
import { phoneDigits } from '@deckhand/contract/domain/phone-digits.ts';
import type { Sales } from './sales-rows.ts';
import { DAY } from './trading.ts';

/** `count` customers (ids 1 to `count`), each known to the shop since before `start`; most with an email, half with a phone. */
export function makeCustomers(faker: Faker, count: number, start: Date): Sales['customers'] {
	const customers: Sales['customers'] = [];
	for (let id = 1; id <= count; id++) {
		const first = faker.person.firstName();
		const last = faker.person.lastName();
		const phone = faker.number.int(1) === 0 ? faker.phone.number({ style: 'national' }) : null;
		customers.push({
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
	return customers;
}

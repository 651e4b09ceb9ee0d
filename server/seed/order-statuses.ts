// Where a demo order ends up and the statuses it passes through to get there, by how it was sold: a counter sale is
// paid on the spot, an online or phone order is opened, paid and shipped first.
import type { Faker } from '@faker-js/faker';

export type Status = 'open' | 'paid' | 'shipped' | 'completed' | 'cancelled' | 'refunded';

/** The status an order of `channel` has `age` days later: a recent one may still be under way, an older one is settled. */
export function pickStatus(faker: Faker, channel: string, age: number): Status {
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

/** Every status an order of `channel` takes, in order, to end up `status`. */
export function statusPath(channel: string, status: Status): Status[] {
	return channel === 'counter'
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
}

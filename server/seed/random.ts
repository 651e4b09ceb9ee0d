import { Faker, en } from '@faker-js/faker';

/** A seeded generator: the same seed gives the same shop (dates are relative to the day of seeding). */
export function seededFaker(seed: number): Faker {
	const faker = new Faker({ locale: [en] });
	faker.seed(seed);
	return faker;
}

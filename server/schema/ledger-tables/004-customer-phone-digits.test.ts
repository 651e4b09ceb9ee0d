import knex, { type Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { customerPhoneDigits } from './004-customer-phone-digits.ts';

let db: Knex;

beforeEach(async () => {
	db = knex({ client: 'sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
	await db.schema.createTable(
		'customers',
		(t) => (t.increments('id'), t.string('phone', 40), t.string('phone_digits', 40)),
	);
});
afterEach(async () => {
	await db.destroy();
});

describe('the phone digits migration', () => {
	it('fills the digits of every customer written before the field existed, and leaves the rest', async () => {
		await db('customers').insert([
			{ phone: '+1 (555) 010-2000', phone_digits: null },
			{ phone: '555.010.2001', phone_digits: null },
			{ phone: null, phone_digits: null },
			{ phone: 'ask at the counter', phone_digits: null },
			{ phone: '(555) 010-2002', phone_digits: '5550102002' },
		]);
		await customerPhoneDigits.up(db);
		expect(await db('customers').select('phone', 'phone_digits').orderBy('id')).toEqual([
			{ phone: '+1 (555) 010-2000', phone_digits: '15550102000' },
			{ phone: '555.010.2001', phone_digits: '5550102001' },
			{ phone: null, phone_digits: null },
			{ phone: 'ask at the counter', phone_digits: null },
			{ phone: '(555) 010-2002', phone_digits: '5550102002' },
		]);
	});
});

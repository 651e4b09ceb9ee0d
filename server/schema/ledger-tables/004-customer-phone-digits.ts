import type { Knex } from 'knex';
import { phoneDigits } from '@deckhand/contract/domain/phone-digits.ts';

/**
 * Fills `customers.phone_digits` (added by the schema snapshot, kept by the extension's hook on
 * every later write) for the customers a shop had before the field existed, so phone search
 * finds them too. A new shop has none to fill: its demo customers are written with the digits.
 */
export const customerPhoneDigits: Knex.Migration = {
	async up(knex) {
		const rows = (await knex('customers')
			.select('id', 'phone')
			.whereNotNull('phone')
			.whereNull('phone_digits')) as Array<{ id: number; phone: string }>;
		for (const row of rows) {
			const digits = phoneDigits(row.phone);
			if (digits !== null) await knex('customers').update({ phone_digits: digits }).where('id', row.id);
		}
	},
	// The column belongs to the snapshot; there is nothing of this migration's own to take back.
	async down() {},
};

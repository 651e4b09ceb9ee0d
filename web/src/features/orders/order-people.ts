import { t } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import type { Channel } from '@deckhand/contract/schema/choices.ts';
import { formatDateTime } from '../../lib/i18n/formats.ts';
import { CHANNEL_WORDS } from '../../lib/order-words.ts';
import { personName, type Person } from '../../lib/people.ts';

/**
 * The line under an order's number: where it was taken, when, and by whom. An order from the
 * online shop was taken by no one, and an account deleted since leaves no name: then the line
 * says nothing about who, rather than "someone".
 */
export function orderTakenLine(
	order: { channel: Channel; date_created: string; user_created: Person | null },
	when: (date: string) => string = formatDateTime,
): string {
	const name = personName(order.user_created);
	const channel = i18n._(CHANNEL_WORDS[order.channel]);
	const date = when(order.date_created);
	return name ? t`${channel} · ${date} · by ${name}` : `${channel} · ${date}`;
}

import type { Channel } from '../../../../server/schema/collections.ts';
import { i18n } from '@lingui/core';
import { CHANNEL_WORDS } from '../../lib/order-words.ts';
import { personName, type Person } from '../../lib/people.ts';

const localTime = (date: string) => new Date(date).toLocaleString();

/**
 * The line under an order's number: where it was taken, when, and by whom. An order from the
 * online shop was taken by no one, and an account deleted since leaves no name: then the line
 * says nothing about who, rather than "someone".
 */
export function orderTakenLine(order: { channel: Channel; date_created: string; user_created: Person | null }, when = localTime): string {
	const name = personName(order.user_created);
	const channel = i18n._(CHANNEL_WORDS[order.channel]);
	return name ? `${channel} · ${when(order.date_created)} · by ${name}` : `${channel} · ${when(order.date_created)}`;
}

import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { RefundDestination } from '@deckhand/contract/orders/order-refund.ts';
import { readServerNote } from '@deckhand/contract/domain/server-notes.ts';

/** Where a refund went, said after its amount. */
const REFUND_DESTINATION_WORDS: Record<RefundDestination, MessageDescriptor> = {
	tenders: msg`as paid`,
	cash: msg`in cash`,
	credit: msg`to store credit`,
};

/**
 * A row's note in the language spoken: a note the server wrote (stored in English, as written:
 * `contract/src/domain/server-notes.ts`) in the reader's words, a note a person typed as typed.
 */
export function noteWords(note: string): string {
	// A person's words may follow the server's on lines of their own (a refund's reason).
	const [first = '', ...rest] = note.split('\n');
	return [firstLineWords(first), ...rest].join('\n');
}

function firstLineWords(note: string): string {
	const read = readServerNote(note);
	if (!read) return note;
	switch (read.kind) {
		case 'refund': {
			const { order } = read;
			return t`Refund of order ${order}`;
		}
		case 'copiesRefunded': {
			const { copies, amount } = read;
			const where = i18n._(REFUND_DESTINATION_WORDS[read.to]);
			return plural(copies, {
				one: `Refunded # copy for ${amount} ${where}.`,
				other: `Refunded # copies for ${amount} ${where}.`,
			});
		}
		case 'orderPayment': {
			const { order } = read;
			return t`Payment for order ${order}`;
		}
		case 'tradedInTowards': {
			const { order } = read;
			return t`Traded in towards order ${order}`;
		}
		case 'tradeIn': {
			const { buylist } = read;
			return t`Trade-in ${buylist}`;
		}
		case 'importRun': {
			const { job, fileName } = read;
			return t`Import #${job}: ${fileName}`;
		}
	}
}

import { t } from '@lingui/core/macro';
import { readServerNote } from '@deckhand/contract/domain/server-notes.ts';

/**
 * A row's note in the language spoken: a note the server wrote (stored in English, as written:
 * `contract/src/domain/server-notes.ts`) in the reader's words, a note a person typed as typed.
 */
export function noteWords(note: string): string {
	const read = readServerNote(note);
	if (!read) return note;
	switch (read.kind) {
		case 'refund': {
			const { order } = read;
			return t`Refund of order ${order}`;
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

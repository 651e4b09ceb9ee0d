import type { RefundDestination } from '../orders/order-refund.ts';

/**
 * The notes the server writes into the rows it records (a credit entry, a buylist's completion, an
 * import's stock movements). They are stored in English, as written, so an export or an old row
 * reads the same; the dashboard reads a note back into its kind and figures (`readServerNote`)
 * and says it in the reader's language. A note a person typed matches none and is shown as typed.
 */
export const SERVER_NOTES = {
	refund: (order: string) => `Refund of order ${order}`,
	/** Some copies of an order refunded: how many, the amount as the shop writes money, and where it went. */
	copiesRefunded: (copies: number, amount: string, to: RefundDestination) =>
		`Refunded ${copies} ${copies === 1 ? 'copy' : 'copies'} for ${amount} ${REFUND_DESTINATION_WORDS[to]}.`,
	orderPayment: (order: string) => `Payment for order ${order}`,
	tradedInTowards: (order: string) => `Traded in towards order ${order}`,
	tradeIn: (buylist: string) => `Trade-in ${buylist}`,
	importRun: (job: number, fileName: string) => `Import #${job}: ${fileName}`,
} as const;

/** Where a refund of some copies went, as the note says it. */
const REFUND_DESTINATION_WORDS: Record<RefundDestination, string> = {
	tenders: 'as paid',
	cash: 'in cash',
	credit: 'to store credit',
};

export type ServerNote =
	| { kind: 'refund' | 'orderPayment' | 'tradedInTowards'; order: string }
	| { kind: 'copiesRefunded'; copies: number; amount: string; to: RefundDestination }
	| { kind: 'tradeIn'; buylist: string }
	| { kind: 'importRun'; job: number; fileName: string };

const destinationOf = (words: string) =>
	(Object.keys(REFUND_DESTINATION_WORDS) as RefundDestination[]).find(
		(to) => REFUND_DESTINATION_WORDS[to] === words,
	)!;

const NUMBER = '([A-Z]+-\\d+)';
const READERS: Array<[RegExp, (match: RegExpExecArray) => ServerNote]> = [
	[new RegExp(`^Refund of order ${NUMBER}$`), (m) => ({ kind: 'refund', order: m[1]! })],
	[
		/^Refunded (\d+) cop(?:y|ies) for (.+) (as paid|in cash|to store credit)\.$/,
		(m) => ({
			kind: 'copiesRefunded',
			copies: Number(m[1]),
			amount: m[2]!,
			to: destinationOf(m[3]!),
		}),
	],
	[new RegExp(`^Payment for order ${NUMBER}$`), (m) => ({ kind: 'orderPayment', order: m[1]! })],
	[new RegExp(`^Traded in towards order ${NUMBER}$`), (m) => ({ kind: 'tradedInTowards', order: m[1]! })],
	[new RegExp(`^Trade-in ${NUMBER}$`), (m) => ({ kind: 'tradeIn', buylist: m[1]! })],
	[/^Import #(\d+): ([\s\S]*)$/, (m) => ({ kind: 'importRun', job: Number(m[1]), fileName: m[2]! })],
];

/** The server's note this text is, with its figures; null for anything else (a note a person wrote). */
export function readServerNote(note: string): ServerNote | null {
	for (const [pattern, read] of READERS) {
		const match = pattern.exec(note);
		if (match) return read(match);
	}
	return null;
}

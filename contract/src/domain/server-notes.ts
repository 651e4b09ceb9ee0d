/**
 * The notes the server writes into the rows it records (a credit entry, a buylist's completion, an
 * import's stock movements). They are stored in English, as written, so an export or an old row
 * reads the same; the dashboard reads a note back into its kind and figures (`readServerNote`)
 * and says it in the reader's language. A note a person typed matches none and is shown as typed.
 */
export const SERVER_NOTES = {
	refund: (order: string) => `Refund of order ${order}`,
	orderPayment: (order: string) => `Payment for order ${order}`,
	tradedInTowards: (order: string) => `Traded in towards order ${order}`,
	tradeIn: (buylist: string) => `Trade-in ${buylist}`,
	importRun: (job: number, fileName: string) => `Import #${job}: ${fileName}`,
} as const;

export type ServerNote =
	| { kind: 'refund' | 'orderPayment' | 'tradedInTowards'; order: string }
	| { kind: 'tradeIn'; buylist: string }
	| { kind: 'importRun'; job: number; fileName: string };

const NUMBER = '([A-Z]+-\\d+)';
const READERS: Array<[RegExp, (match: RegExpExecArray) => ServerNote]> = [
	[new RegExp(`^Refund of order ${NUMBER}$`), (m) => ({ kind: 'refund', order: m[1]! })],
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

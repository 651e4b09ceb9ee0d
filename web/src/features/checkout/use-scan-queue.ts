import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type Dispatch } from 'react';
import { describeError } from '../../lib/directus/errors.ts';
import { describeRow, type CartAction } from './cart.ts';
import { findSkus, skuMatchesQuery } from './checkout-query.ts';

/** The scans waiting for the server, and the ones it refused (`useScanQueue`). */
export type ScanQueue = ReturnType<typeof useScanQueue>;

/**
 * Scanned codes, looked up one after another in the order they were scanned. A scanner is
 * faster than the server: each code leaves the scan box the moment its Enter is pressed, so the
 * next one is typed into an empty box, and no answer arriving later can clear or merge it.
 * Each code lands as a line (or one more copy) or is refused by name; none is dropped.
 */
export function useScanQueue(dispatch: Dispatch<CartAction>) {
	const { t } = useLingui();
	const queryClient = useQueryClient();
	const waiting = useRef<string[]>([]);
	const running = useRef(false);
	const [pending, setPending] = useState(0);
	const [refused, setRefused] = useState<string[]>([]);

	async function lookUp(code: string): Promise<string | null> {
		try {
			const rows = await queryClient.fetchQuery(skuMatchesQuery(code));
			const row = rows.find((r) => r.barcode === code) ?? (rows.length === 1 ? rows[0] : undefined);
			if (!row) return await notFound(code);
			dispatch({ type: 'add', row });
			return null;
		} catch (error) {
			const problem = describeError(error).message;
			return t`Not added: the barcode ${code} could not be looked up. ${problem} Scan it again.`;
		}
	}

	/** Why a code found nothing in stock: a SKU with it sold out, or none has it at all (a mistyped code, an unlisted product). */
	async function notFound(code: string): Promise<string> {
		const known = (await findSkus(code, 'any')).find((row) => row.barcode === code);
		if (!known) return t`Not added: no card or product has the barcode ${code}. Check the code, or search by name.`;
		const { name, details } = describeRow(known);
		return t`Not added: ${name} (${details}, barcode ${code}) is out of stock.`;
	}

	async function drain() {
		if (running.current) return;
		running.current = true;
		while (waiting.current.length > 0) {
			const refusal = await lookUp(waiting.current[0]!);
			waiting.current.shift();
			setPending(waiting.current.length);
			if (refusal) setRefused((said) => [...said, refusal]);
		}
		running.current = false;
	}

	return {
		/** Scans not yet answered: the sale cannot complete before they land. */
		pending,
		/** Why scans were not added, oldest first, until the clerk dismisses them. */
		refused,
		enqueue: (code: string) => {
			waiting.current.push(code);
			setPending(waiting.current.length);
			void drain();
		},
		dismiss: () => setRefused([]),
	};
}

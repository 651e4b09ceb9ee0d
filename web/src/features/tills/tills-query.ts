import { customEndpoint } from '@directus/sdk';
import { queryOptions } from '@tanstack/react-query';
import type { CashKind } from '@deckhand/contract/ledger/cash.ts';
import type { ManualCashKind } from '@deckhand/contract/tills/till-limits.ts';
import { tillKeys } from '../../lib/api/keys.ts';
import { command } from '../../lib/commands/command.ts';
import { directus } from '../../lib/directus/client.ts';
import type { SessionRow } from '../../lib/tills/till-queries.ts';

const read = <T>(path: string, params?: Record<string, string>) =>
	directus.request(customEndpoint<T>({ path, method: 'GET', ...(params ? { params } : {}) }));

export const openTill = (till: number, float: number) => command<SessionRow>(`/deckhand/tills/${till}/open`, { float });

export const moveCash = (
	till: number,
	session: number,
	move: { kind: ManualCashKind; amount: number; reason: string },
) => command<{ expected_cash: number }>(`/deckhand/tills/${till}/sessions/${session}/cash`, move);

export const closeTill = (till: number, session: number, count: { counted: number; note: string }) =>
	command<SessionRow>(`/deckhand/tills/${till}/sessions/${session}/close`, count);

export interface SessionPage {
	data: SessionRow[];
	total: number;
	page: number;
	limit: number;
}

export const HISTORY_PAGE = 20;

/** One till's sessions, or every till's (`all`, administrators), newest first. */
export const sessionsQuery = (till: number | 'all', page: number) =>
	queryOptions({
		queryKey: tillKeys.sessions(till, page),
		queryFn: () =>
			read<SessionPage>(till === 'all' ? '/deckhand/tills/sessions' : `/deckhand/tills/${till}/sessions`, {
				page: String(page),
				limit: String(HISTORY_PAGE),
			}),
	});

export interface TenderTotal {
	method: string;
	amount: number;
	orders: number;
}

export interface TillReport {
	session: {
		id: number;
		till: number;
		till_name: string;
		status: 'open' | 'closed';
		opening_float: number;
		opened_at: string;
		opened_by: string | null;
		closed_at: string | null;
		closed_by: string | null;
		close_note: string | null;
	};
	sales: TenderTotal[];
	refunds: TenderTotal[];
	cash: Record<CashKind, { amount: number; movements: number }>;
	paid_in_out: Array<{
		id: number;
		kind: ManualCashKind;
		amount: number;
		reason: string;
		by: string | null;
		at: string;
	}>;
	tax: { collected: number; refunded: number };
	expected_cash: number;
	counted_cash: number | null;
	over_short: number | null;
}

export const reportQuery = (till: number, session: number) =>
	queryOptions({
		queryKey: tillKeys.report(till, session),
		queryFn: () => read<TillReport>(`/deckhand/tills/${till}/sessions/${session}/report`),
	});

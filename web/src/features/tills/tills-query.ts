import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import type { CloseTillBody, PaidInOutRequest } from '@deckhand/contract/tills/till-input.ts';
import { tillKeys } from '../../lib/api/keys.ts';
import { command, read } from '../../lib/api/deckhand-client.ts';

export type { SessionPage } from '@deckhand/contract/tills/till-history.ts';
export type { TenderTotal, TillReport } from '@deckhand/contract/tills/till-report.ts';

export const openTill = (till: number, float: number) =>
	command(ENDPOINTS.tillOpen, { params: { till }, body: { float } });

export const moveCash = (till: number, session: number, move: PaidInOutRequest) =>
	command(ENDPOINTS.tillCash, { params: { till, session }, body: move });

export const closeTill = (till: number, session: number, count: CloseTillBody) =>
	command(ENDPOINTS.tillClose, { params: { till, session }, body: count });

export const HISTORY_PAGE = 20;

/** One till's sessions, or every till's (`all`, administrators), newest first. */
export const sessionsQuery = (till: number | 'all', page: number) =>
	queryOptions({
		queryKey: tillKeys.sessions(till, page),
		queryFn: () => {
			const query = { page: String(page), limit: String(HISTORY_PAGE) };
			return till === 'all'
				? read(ENDPOINTS.tillSessions, { query })
				: read(ENDPOINTS.tillHistory, { params: { till }, query });
		},
	});

export const reportQuery = (till: number, session: number) =>
	queryOptions({
		queryKey: tillKeys.report(till, session),
		queryFn: () => read(ENDPOINTS.tillReport, { params: { till, session } }),
	});

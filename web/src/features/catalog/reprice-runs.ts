import { customEndpoint } from '@directus/sdk';
import { plural, t } from '@lingui/core/macro';
import { directus } from '../../lib/directus/client.ts';

/** What undoing a run did: how many prices went back, which SKUs were priced again since (left as they are). */
export interface UndoneRun {
	run: string | null;
	undone: number;
	changed_since: number[];
}

/** Takes a whole reprice run (or an undo) back in one step; the server records it as a run of its own. */
export const undoRepriceRun = (run: string) =>
	directus.request(
		customEndpoint<UndoneRun>({ path: '/deckhand/prices/undo-run', method: 'POST', body: JSON.stringify({ run }) }),
	);

/** The owner's words for what an undo did. */
export function undoneText(undone: UndoneRun): string {
	const count = undone.undone;
	const kept = undone.changed_since.length;
	if (kept === 0) return plural(count, { one: '# price set back.', other: '# prices set back.' });
	return t`${plural(count, { one: '# price set back', other: '# prices set back' })}; ${plural(kept, { one: '# priced again since keeps its new price.', other: '# priced again since keep their new price.' })}`;
}

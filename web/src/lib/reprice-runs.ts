import { plural, t } from '@lingui/core/macro';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import type { UndoneRun } from '@deckhand/contract/pricing/price-commands.ts';
import { send } from './api/deckhand-client.ts';

/** Takes a whole reprice run (or an undo) back in one step; the server records it as a run of its own. */
export const undoRepriceRun = (run: string) => send(ENDPOINTS.priceUndoRun, { body: { run } });

/** The owner's words for what an undo did. */
export function undoneText(undone: UndoneRun): string {
	const count = undone.undone;
	const kept = undone.changed_since.length;
	if (kept === 0) return plural(count, { one: '# price set back.', other: '# prices set back.' });
	return t`${plural(count, { one: '# price set back', other: '# prices set back' })}; ${plural(kept, { one: '# priced again since keeps its new price.', other: '# priced again since keep their new price.' })}`;
}

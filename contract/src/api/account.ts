import { PASSWORD_CHANGE } from '../profile/password-rules.ts';
import { SAVE_VIEW, type ViewList } from '../views/view-input.ts';
import type { SavedView, SavedViewAnswer } from '../views/view-store.ts';
import { of, read, write } from './endpoint.ts';

/** What a signed-in person keeps of their own: the saved views of each list (some shared), and their password. */
export const ACCOUNT = {
	views: read('/deckhand/views', of<{ query: { list: ViewList }; answer: SavedView[] }>()),
	viewSave: write('POST', '/deckhand/views', of<{ answer: SavedViewAnswer }>().taking(SAVE_VIEW)),
	/** Answers nothing (204). */
	viewDelete: write('DELETE', '/deckhand/views/:id', of<{ query: { list: ViewList } }>()),
	/** Answers nothing (204). */
	passwordChange: write('POST', '/deckhand/profile/password', of<{ answer: undefined }>().taking(PASSWORD_CHANGE)),
};

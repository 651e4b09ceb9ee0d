import { of, write } from './endpoint.ts';

/** The owner's own commands on staff accounts (Directus's `/users` does the rest). */
export const STAFF = {
	/** Lifts a person's sign-in lock, from every address; administrators only. Answers nothing (204). */
	signInLockLift: write('POST', '/deckhand/staff/:user/unlock', of<{ answer: undefined }>()),
};

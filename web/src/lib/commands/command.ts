import { customEndpoint } from '@directus/sdk';
import { directus } from '../directus/client.ts';

/**
 * A command of Deckhand's server that moves stock, money or prices (`POST /deckhand/…`): where it
 * goes and what it sends. The client describes one from its entry in the contract's list
 * (`api/deckhand-client.ts`); the attempt that sends it gives it its key.
 */
export interface Command<Answer> {
	path: string;
	body: object;
	/** Never set: carries the type of the answer from where a command is described to where it is sent. */
	readonly answer?: Answer;
}

/** The command as one text, to tell a retry from another request. */
export const requestText = (sent: Command<unknown>) => `${sent.path} ${JSON.stringify(sent.body)}`;

/** Sends a command with its attempt's `Idempotency-Key`: the server records it once per key. */
export function sendCommand<Answer>(sent: Command<Answer>, key: string): Promise<Answer> {
	return directus.request(
		customEndpoint<Answer>({
			path: sent.path,
			method: 'POST',
			body: JSON.stringify(sent.body),
			headers: { 'Idempotency-Key': key },
		}),
	);
}

import { useCallback, useRef } from 'react';
import { answered, attemptFor, type Attempt } from './attempt.ts';
import { requestText, sendCommand, type Command } from './command.ts';

/**
 * Sends commands one attempt at a time (`attempt.ts`): a submit after no answer, with nothing
 * changed, is the same attempt and goes with the same `Idempotency-Key` (a double click too);
 * once the server has answered, the next submit is a new attempt with a new key. The attempt
 * lives as long as the screen or dialog that sends it.
 */
export function useCommand() {
	const unanswered = useRef<Attempt | null>(null);
	return useCallback(async <Answer>(sent: Command<Answer>): Promise<Answer> => {
		const attempt = attemptFor(unanswered.current, requestText(sent));
		unanswered.current = attempt;
		try {
			const answer = await sendCommand(sent, attempt.key);
			if (unanswered.current === attempt) unanswered.current = null;
			return answer;
		} catch (error) {
			if (answered(error) && unanswered.current === attempt) unanswered.current = null;
			throw error;
		}
	}, []);
}

import { notifications } from '@mantine/notifications';
import { useMutation, type QueryKey, type UseMutationOptions } from '@tanstack/react-query';
import { describeError } from '../directus/errors.ts';
import { refreshAfter, type Changed, type Command } from './refreshes.ts';

type Options<Answer, Variables, Mutated> = UseMutationOptions<Answer, Error, Variables, Mutated>;

export interface CommandMutationOptions<Answer, Variables, Mutated> extends Omit<
	Options<Answer, Variables, Mutated>,
	'mutationFn'
> {
	mutationFn: NonNullable<Options<Answer, Variables, Mutated>['mutationFn']>;
	/** The rows the command changed, from its answer and what was sent: narrows its refresh (`refreshes.ts`). */
	changed?: (answer: Answer, variables: Variables) => Changed;
	/** The key whose answer the command's answer is: put there at once instead of being asked again. */
	answerAt?: (answer: Answer, variables: Variables) => QueryKey;
	/** The screen says a refusal itself (in the form, the dialog, beside the button): no notification. */
	showsError?: boolean;
}

/**
 * The options of a mutation that sends `command`. On success the command's answer is put where
 * `answerAt` says, and everything the command changes is refreshed (`REFRESHES`) before the
 * screen's own `onSuccess` runs: a screen's handler adds its next steps and never replaces the
 * refresh. A refusal goes to the screen's `onError`; with none, and unless the screen shows it
 * itself, a notification says it (the HTTP client never does).
 */
export function commandMutationOptions<Answer, Variables = void, Mutated = unknown>(
	command: Command,
	{
		changed,
		answerAt,
		showsError = false,
		onSuccess,
		onError,
		...options
	}: CommandMutationOptions<Answer, Variables, Mutated>,
): Options<Answer, Variables, Mutated> {
	return {
		...options,
		onSuccess: async (answer, variables, mutated, context) => {
			const placed = answerAt?.(answer, variables);
			if (placed) context.client.setQueryData(placed, answer);
			await refreshAfter(context.client, command, changed?.(answer, variables), placed);
			await onSuccess?.(answer, variables, mutated, context);
		},
		onError: async (error, variables, mutated, context) => {
			if (onError) await onError(error, variables, mutated, context);
			else if (!showsError) notifications.show({ color: 'red', message: describeError(error).message });
		},
	};
}

/** `useMutation` for a command of the table of refreshes: see `commandMutationOptions`. */
export function useCommandMutation<Answer, Variables = void, Mutated = unknown>(
	command: Command,
	options: CommandMutationOptions<Answer, Variables, Mutated>,
) {
	return useMutation(commandMutationOptions(command, options));
}

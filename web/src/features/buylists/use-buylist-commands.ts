import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { buylistKeys } from '../../lib/api/keys.ts';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { useCommand } from '../../lib/commands/use-command.ts';
import { useShopCurrency } from '../../lib/shop-currency.ts';
import type { BuylistLineView } from '@deckhand/contract/buylists/buylist-view.ts';
import { buylistRefusal, type Refusal } from './buylist-refusal.ts';
import {
	addBuylistLine,
	buylistAnswer,
	changeBuylistLine,
	removeBuylistLine,
	transitionBuylist,
	type LineChange,
	type NewLine,
} from './buylists-query.ts';
import { intakeErrorFor } from './intake-errors.ts';

/**
 * What the buylist page sends while the buylist is worked on: a line changed or removed, a step
 * (offered, accepted), a line added; and where each refusal is said: on its line, above the page,
 * or (a new line's) back to the intake form beside its field.
 */
export function useBuylistCommands(id: number, lines: BuylistLineView[]) {
	const queryClient = useQueryClient();
	const send = useCommand();
	const currency = useShopCurrency();
	const [pageRefusal, setPageRefusal] = useState<Refusal | null>(null);
	const [lineErrors, setLineErrors] = useState<Record<number, string>>({});

	/** A refusal said where it belongs: on its line, or above the page. */
	const sayRefusal = (refusal: Refusal) => {
		if (refusal.place.at === 'line') setLineErrors({ [refusal.place.line]: refusal.message });
		else setPageRefusal(refusal);
	};
	const lineCommand = useCommandMutation('buylist-line', {
		...buylistAnswer,
		mutationFn: (command: { line: BuylistLineView; change: LineChange | 'remove' }) =>
			command.change === 'remove'
				? removeBuylistLine(id, command.line.id)
				: changeBuylistLine(id, command.line.id, command.change),
		onMutate: () => {
			setPageRefusal(null);
			setLineErrors({});
		},
		onError: (error, command) => {
			const refusal = buylistRefusal(error, lines, currency);
			if (refusal.place.at === 'page' || refusal.place.at === 'limit') sayRefusal(refusal);
			else setLineErrors({ [command.line.id]: refusal.message });
		},
	});
	const step = useCommandMutation('buylist-transition', {
		...buylistAnswer,
		mutationFn: (to: 'offered' | 'accepted') => send(transitionBuylist(id, { to })),
		onMutate: () => setPageRefusal(null),
		onError: async (error) => {
			sayRefusal(buylistRefusal(error, lines, currency));
			await queryClient.invalidateQueries({ queryKey: buylistKeys.detail(id) });
		},
	});
	// The intake form says its refusals beside its fields (`addLine`).
	const lineAdd = useCommandMutation('buylist-line', {
		...buylistAnswer,
		mutationFn: (line: NewLine) => addBuylistLine(id, line),
		showsError: true,
	});
	/** Adds a line; a refusal comes back to the form, to be said beside its field with what was typed kept. */
	const addLine = async (line: NewLine) => {
		setPageRefusal(null);
		try {
			await lineAdd.mutateAsync(line);
			return null;
		} catch (error) {
			const refusal = buylistRefusal(error, lines, currency);
			if (refusal.place.at === 'page' && refusal.problem.code === 'INVALID_TRANSITION') {
				sayRefusal(refusal);
				await queryClient.invalidateQueries({ queryKey: buylistKeys.detail(id) });
			}
			return intakeErrorFor(refusal.place, refusal.message);
		}
	};

	return { pageRefusal, setPageRefusal, lineErrors, sayRefusal, lineCommand, step, addLine };
}

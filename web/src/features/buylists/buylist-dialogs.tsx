import { Alert, Anchor, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { BUYLIST_LIMITS } from '@deckhand/contract/buylists/buylist-states.ts';
import type { PayoutMethod } from '@deckhand/contract/schema/choices.ts';
import { FormButtons } from '../../components/form-buttons.tsx';
import { buylistKeys } from '../../lib/api/keys.ts';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { useCommand } from '../../lib/commands/use-command.ts';
import { readText } from '../../lib/fields/typed-number.ts';
import { formatMoney } from '../../lib/money.ts';
import { useBrowserTill } from '../../lib/tills/browser-till.ts';
import { tillsQuery } from '../../lib/tills/till-queries.ts';
import { buylistRefusal, type Refusal } from './buylist-refusal.ts';
import type { BuylistView } from '@deckhand/contract/buylists/buylist-view.ts';
import { buylistAnswer, transitionBuylist, type BuylistTransition } from './buylists-query.ts';
import { needsApproval, payoutTotal } from './offer-words.ts';

const NOTE = { label: msg`Note`, max: BUYLIST_LIMITS.noteMax };

interface DialogProps {
	view: BuylistView;
	currency: string;
	onClose: () => void;
	/** A refusal said elsewhere on the page (a line, the approval queue): the dialog closes and the page says it. */
	onRefused: (refusal: Refusal) => void;
}

/** A transition through the server's command; its answer is the buylist as it is now. A refusal the dialog does not say goes to the page. */
function useTransition({ view, currency, onClose, onRefused }: DialogProps, sayHere: (refusal: Refusal) => boolean) {
	const send = useCommand();
	return useCommandMutation('buylist-transition', {
		...buylistAnswer,
		mutationFn: (body: BuylistTransition) => send(transitionBuylist(view.id, body)),
		onSuccess: onClose,
		onError: async (error, _body, _mutated, { client }) => {
			const refusal = buylistRefusal(error, view.lines, currency);
			// The buylist may have moved meanwhile (another clerk, or the approval queue it now waits in): show it as it stands.
			await client.invalidateQueries({ queryKey: buylistKeys.detail(view.id) });
			await client.invalidateQueries({ queryKey: buylistKeys.lists() });
			if (sayHere(refusal)) return;
			onRefused(refusal);
			onClose();
		},
	});
}

/**
 * Complete (or, for an administrator, approve and complete) a buylist: the payout in cash from
 * this browser's till, or in store credit to the customer, with what it pays and, for a clerk
 * above the staff limit, that it will wait for an administrator's approval.
 */
export function CompleteDialog(
	props: DialogProps & {
		approving: boolean;
		payout: PayoutMethod | undefined;
		onPayout: (payout: PayoutMethod) => void;
	},
) {
	const { view, currency, approving, onClose } = props;
	const { t } = useLingui();
	const [till] = useBrowserTill();
	const tills = useQuery(tillsQuery());
	const [note, setNote] = useState('');
	const [errors, setErrors] = useState<{ payout?: string; till?: string; note?: string; page?: string }>({});
	// An approval pays what the clerk asked approval for: the other payout is not offered (the server refuses it too).
	const held = approving ? view.payout_method : null;
	const payout: PayoutMethod = held ?? props.payout ?? view.payout_method ?? (view.customer ? 'credit' : 'cash');
	const mutation = useTransition(props, (refusal) => {
		const place = refusal.place;
		if (
			place.at === 'field' &&
			(place.field === 'payout' || place.field === 'till' || place.field === 'note' || place.field === 'customer')
		) {
			setErrors({ [place.field === 'customer' ? 'payout' : place.field]: refusal.message });
			return true;
		}
		if (place.at === 'page' && refusal.problem.code !== 'INVALID_TRANSITION') {
			setErrors({ page: refusal.message });
			return true;
		}
		return false;
	});
	const total = formatMoney(payoutTotal(view, payout), currency);
	// The server says whether this payout would be held now, from the day's sums as well as this buylist.
	const sendsForApproval = !approving && needsApproval(view, payout);
	const tillName = tills.data?.find((row) => row.id === till)?.name ?? (till === null ? null : `#${till}`);
	const limit = formatMoney(view.staff_limit, currency);
	const customerName = view.customer?.name;
	const number = view.number;
	const creditTotal = formatMoney(view.total_credit, currency);
	const cashTotal = formatMoney(view.total_cash, currency);
	const noTill = t`This browser is set to no till. Choose its till on the Tills screen to pay cash.`;
	const submit = () => {
		const noteReading = readText(note.trim(), NOTE);
		const found = {
			payout:
				payout === 'credit' && !view.customer
					? t`Store credit needs a customer: choose the customer first, or pay cash.`
					: undefined,
			till: payout === 'cash' && till === null ? noTill : undefined,
			note: noteReading.ok ? undefined : noteReading.error,
		};
		setErrors(found);
		if (found.payout || found.till || found.note) return;
		mutation.mutate({
			to: 'completed',
			payout,
			...(payout === 'cash' && till !== null ? { till } : {}),
			...(note.trim() ? { note: note.trim() } : {}),
		});
	};
	return (
		<Modal opened onClose={onClose} title={approving ? t`Approve and complete ${number}` : t`Complete ${number}`}>
			<form
				noValidate
				onSubmit={(event) => {
					event.preventDefault();
					submit();
				}}
			>
				<Stack>
					{errors.page ? (
						<Alert color="red" role="alert">
							{errors.page}
						</Alert>
					) : null}
					<Radio.Group
						label={t`Pay the customer in`}
						description={
							held
								? t`The payout the clerk asked approval for; reject the buylist to pay otherwise.`
								: undefined
						}
						value={payout}
						onChange={(value) => props.onPayout(value as PayoutMethod)}
						error={errors.payout}
					>
						<Stack gap={6} mt={4}>
							<Radio
								value="credit"
								label={t`Store credit: ${creditTotal}`}
								disabled={held !== null && held !== 'credit'}
							/>
							<Radio
								value="cash"
								label={t`Cash: ${cashTotal}`}
								disabled={held !== null && held !== 'cash'}
							/>
						</Stack>
					</Radio.Group>
					{payout === 'cash' ? (
						<Text size="sm" c={errors.till ? 'red' : undefined} role={errors.till ? 'alert' : undefined}>
							{errors.till ?? (till === null ? noTill : t`Paid from till ${tillName}.`)}{' '}
							{errors.till || till === null ? (
								<Anchor size="sm" renderRoot={(linkProps) => <Link {...linkProps} to="/tills" />}>
									<Trans>Go to Tills</Trans>
								</Anchor>
							) : null}
						</Text>
					) : customerName ? (
						<Text size="sm">
							<Trans>Written to {customerName}’s store credit.</Trans>
						</Text>
					) : null}
					{sendsForApproval ? (
						<Alert color="orange">
							<Trans>
								{total} is above your limit of {limit} (the buylist alone, or with what was paid today):
								sending puts this buylist in the approval queue, and an administrator approves and pays
								it.
							</Trans>
						</Alert>
					) : null}
					<Textarea
						label={t`Note`}
						description={t`Optional, kept in the buylist's history.`}
						autosize
						minRows={2}
						value={note}
						error={errors.note}
						onChange={(event) => setNote(event.currentTarget.value)}
					/>
					<FormButtons
						submitLabel={
							approving
								? t`Approve and pay ${total}`
								: sendsForApproval
									? t`Send ${total} for approval`
									: t`Complete and pay ${total}`
						}
						pending={mutation.isPending}
						onCancel={onClose}
						cancelLabel={t`Not yet`}
					/>
				</Stack>
			</form>
		</Modal>
	);
}

/** Reject (the customer said no) or cancel (the buylist was a mistake): nothing is bought, a note says why. */
export function CloseDialog(props: DialogProps & { to: 'rejected' | 'cancelled' }) {
	const { view, to, onClose } = props;
	const { t } = useLingui();
	const [note, setNote] = useState('');
	const [error, setError] = useState<string | null>(null);
	const mutation = useTransition(props, (refusal) => {
		if (
			refusal.place.at === 'limit' ||
			refusal.place.at === 'line' ||
			refusal.problem.code === 'INVALID_TRANSITION'
		)
			return false;
		setError(refusal.message);
		return true;
	});
	const number = view.number;
	return (
		<Modal opened onClose={onClose} title={to === 'rejected' ? t`Reject ${number}` : t`Cancel ${number}`}>
			<form
				noValidate
				onSubmit={(event) => {
					event.preventDefault();
					const reading = readText(note.trim(), NOTE);
					if (!reading.ok) return setError(reading.error);
					mutation.mutate({ to, ...(note.trim() ? { note: note.trim() } : {}) });
				}}
			>
				<Stack>
					<Text size="sm">
						{to === 'rejected' ? (
							<Trans>The customer keeps the cards: nothing is bought or paid.</Trans>
						) : (
							<Trans>The buylist is closed as a mistake: nothing is bought or paid.</Trans>
						)}
					</Text>
					<Textarea
						label={t`Note`}
						description={t`Optional, kept in the buylist's history.`}
						autosize
						minRows={2}
						value={note}
						error={error}
						onChange={(event) => setNote(event.currentTarget.value)}
						data-autofocus
					/>
					<FormButtons
						submitLabel={to === 'rejected' ? t`Reject buylist` : t`Cancel buylist`}
						pending={mutation.isPending}
						onCancel={onClose}
						cancelLabel={t`Keep buylist`}
						destructive
					/>
				</Stack>
			</form>
		</Modal>
	);
}

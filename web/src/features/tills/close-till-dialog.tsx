import { Alert, Modal, SimpleGrid, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { CLOSE_TILL } from '@deckhand/contract/tills/till-input.ts';
import { boundsFrom, maxFrom } from '../../lib/fields/schema-bounds.ts';
import { MoneyField, QuantityField } from '../../components/fields/number-fields.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { FormButtons } from '../../components/form-buttons.tsx';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { useCommand } from '../../lib/commands/use-command.ts';
import { describeError } from '../../lib/directus/errors.ts';
import { errorOf, valueOf } from '../../lib/fields/form-readings.ts';
import { moneyText, readMoney, readText, readWhole } from '../../lib/fields/typed-number.ts';
import { formProblem, placeOnField } from '../../lib/forms.ts';
import { formatMoney } from '../../lib/money.ts';
import { countedTotal, denominationsOf, type Denomination } from '../../lib/tills/denominations.ts';
import type { ClosedSession } from '@deckhand/contract/tills/till-sessions.ts';
import type { SessionRow } from '../../lib/tills/till-queries.ts';
import { closeTill } from './tills-query.ts';

const COUNTED = { label: msg`Counted cash`, ...boundsFrom(CLOSE_TILL.shape.counted), required: true };
const NOTE = { label: msg`Note`, max: maxFrom(CLOSE_TILL.shape.note) };
/** How many of one note or coin: a drawer holds far fewer, but a bag of coins is counted too. */
const PIECES = { label: msg`Number of pieces`, min: 0, max: 10_000 };

interface Values {
	byPieces: boolean;
	counted: string;
	/** How many of each note and coin, by its value in minor units, as typed. */
	pieces: Record<string, string>;
	note: string;
}

const piecesOf = (values: Values, denominations: Denomination[]) =>
	denominations.map(({ value }) => ({ value, count: valueOf(readWhole(values.pieces[value] ?? '', PIECES)) ?? 0 }));

/**
 * Closing: the cash counted in the drawer, typed before the till says what it expected (a blind
 * count, so the count is not bent to match), as one total or note by note and coin by coin (the
 * total is what is sent). A first count far from what the drawer should hold is refused by the
 * server (`RECOUNT_NEEDED`, no figure for a clerk): the dialog then asks for a second count, which
 * is kept however far it is. The answer shows expected, counted and over/short.
 */
export function CloseTillDialog({
	session,
	currency,
	onClosed,
	onClose,
}: {
	session: SessionRow;
	currency: string;
	onClosed: (closed: ClosedSession) => void;
	onClose: () => void;
}) {
	const { t } = useLingui();
	const send = useCommand();
	const denominations = denominationsOf(currency);
	const [recount, setRecount] = useState<string | null>(null);
	const form = useForm<Values>({
		initialValues: { byPieces: false, counted: '', pieces: {}, note: '' },
		validate: {
			counted: (text, values) => (values.byPieces ? null : errorOf(readMoney(text, COUNTED, currency))),
			pieces: (pieces, values) => {
				if (!values.byPieces) return null;
				const wrong = denominations
					.map(({ value }) => readWhole(pieces[value] ?? '', PIECES))
					.find((reading) => !reading.ok);
				if (wrong) return errorOf(wrong);
				const total = countedTotal(piecesOf(values, denominations));
				return total > COUNTED.max ? errorOf(readMoney(moneyText(total, currency), COUNTED, currency)) : null;
			},
			note: (text) => errorOf(readText(text, NOTE)),
		},
	});
	const total = countedTotal(piecesOf(form.values, denominations));
	const mutation = useCommandMutation('till-close', {
		mutationFn: (values: Values) =>
			send(
				closeTill(session.till, session.id, {
					counted: values.byPieces
						? countedTotal(piecesOf(values, denominations))
						: valueOf(readMoney(values.counted, COUNTED, currency))!,
					note: values.note,
					recounted: recount !== null,
				}),
			),
		onSuccess: (closed) => onClosed(closed),
		onError: (error) => {
			const problem = describeError(error);
			if (problem.code === 'RECOUNT_NEEDED') setRecount(problem.message);
			else placeOnField(form, error);
		},
	});
	// The request to count again is said above, not as a failure.
	const asked = mutation.error !== null && describeError(mutation.error).code === 'RECOUNT_NEEDED';
	const name = session.till_name;
	const shownTotal = formatMoney(total, currency);
	return (
		<Modal opened onClose={onClose} title={recount ? t`Count ${name} again` : t`Close ${name}`} size="lg">
			<form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
				<Stack>
					{recount ? (
						<Alert color="orange" title={t`Count again before closing`} role="alert">
							{t`${recount} Correct what you find below; this second count is kept as it is.`}
						</Alert>
					) : (
						<Text size="sm">{t`Count every note and coin in the drawer. The till shows what it expected once you close.`}</Text>
					)}
					<FormAlert problem={asked ? null : formProblem(form, mutation.error)} />
					{denominations.length > 0 ? (
						<Switch
							label={t`Count by notes and coins`}
							{...form.getInputProps('byPieces', { type: 'checkbox' })}
						/>
					) : null}
					{form.values.byPieces ? (
						<>
							<SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
								{denominations.map(({ value, kind }, index) => {
									const amount = formatMoney(value, currency);
									return (
										<QuantityField
											key={value}
											label={kind === 'note' ? t`${amount} notes` : t`${amount} coins`}
											data-autofocus={index === 0 ? true : undefined}
											{...form.getInputProps(`pieces.${value}`)}
											error={errorOf(readWhole(form.values.pieces[value] ?? '', PIECES))}
										/>
									);
								})}
							</SimpleGrid>
							<Text fw={700} role="status" aria-live="polite" data-counted-total>
								{t`Counted cash: ${shownTotal}`}
							</Text>
							{form.errors['pieces'] ? (
								<Text c="red" size="sm">
									{form.errors['pieces']}
								</Text>
							) : null}
						</>
					) : (
						<MoneyField
							currency={currency}
							label={t`Counted cash`}
							required
							data-autofocus
							{...form.getInputProps('counted')}
						/>
					)}
					<Textarea
						label={t`Note`}
						placeholder={t`Anything the owner should know (optional)`}
						autosize
						minRows={2}
						{...form.getInputProps('note')}
					/>
					<FormButtons
						submitLabel={recount ? t`Close with the second count` : t`Close till`}
						pending={mutation.isPending}
						onCancel={onClose}
					/>
				</Stack>
			</form>
		</Modal>
	);
}

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { notifications } from '@mantine/notifications';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { PRICE_EDIT } from '@deckhand/contract/pricing/price-commands.ts';
import { MoneyField } from '../../../components/fields/number-fields.tsx';
import { useCommandMutation } from '../../../lib/api/use-command-mutation.ts';
import { describeError } from '../../../lib/directus/errors.ts';
import { markPending } from '../../../lib/fields/pending-edits.ts';
import { boundsFrom } from '../../../lib/fields/schema-bounds.ts';
import { moneyText, readMoney } from '../../../lib/fields/typed-number.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useCapabilities } from '../../../lib/permissions/use-capabilities.ts';
import { skuWords } from '../../../lib/sku-words.ts';
import { changePrice, type SkuRow } from './card-detail-query.ts';

const PRICE = { label: msg`Price`, ...boundsFrom(PRICE_EDIT.shape.price) };

/** Marks the price fields of one table, so Tab goes from a SKU's price to the next SKU's. */
const PRICE_FIELD = 'data-price-field';

type Props = { card: number; sku: SkuRow; currency: string };

/** A price as text for those who may not change it: the figure a clerk reads most, at full contrast. */
function ReadOnlyPrice({ sku, currency }: Pick<Props, 'sku' | 'currency'>) {
	if (sku.price === null)
		return (
			<Text size="sm" fs="italic">
				<Trans>Unpriced</Trans>
			</Text>
		);
	return (
		<Text size="sm" fw={600}>
			{formatMoney(sku.price, currency)}
		</Text>
	);
}

/** Moves the focus to the next (or, with Shift, the previous) price field of the same table; false at either end. */
function focusNeighbour(event: KeyboardEvent<HTMLInputElement>): boolean {
	const fields = [
		...(event.currentTarget.closest('table')?.querySelectorAll<HTMLInputElement>(`[${PRICE_FIELD}]`) ?? []),
	];
	const next = fields[fields.indexOf(event.currentTarget) + (event.shiftKey ? -1 : 1)];
	if (!next) return false;
	event.preventDefault();
	next.focus();
	next.select();
	return true;
}

/**
 * An administrator's price, edited in place. Enter or leaving the field (Tab goes to the next
 * SKU's price) saves a price that reads; a saved price is confirmed by a notification. A text that
 * does not read stays as typed with its error, and any unsaved text is said plainly beside the
 * field and counted, so leaving the screen asks first (`UnsavedEditsGuard`). Emptying a price
 * takes the SKU off sale, so Enter on an empty field asks first and leaving it saves nothing.
 * Escape puts the saved price back. The row's key holds the saved price, so a saved change starts
 * the cell afresh.
 */
function EditablePrice({ card, sku, currency }: Props) {
	const { t } = useLingui();
	const saved = moneyText(sku.price, currency);
	const [text, setText] = useState(saved);
	const [error, setError] = useState<string | null>(null);
	const [askingUnpriced, setAskingUnpriced] = useState(false);
	const words = skuWords(sku, ' ');
	const mutation = useCommandMutation('price-set', {
		mutationFn: (price: number | null) => changePrice(sku.id, price),
		changed: () => ({ card }),
		onSuccess: (answer) => {
			const now = answer.price === null ? t`unpriced` : formatMoney(answer.price, currency);
			notifications.show({ color: 'green', message: t`Price of ${words} saved: ${now}.` });
		},
		showsError: true,
	});
	const reading = readMoney(text, PRICE, currency);
	const pending = !(reading.ok && reading.value === sku.price);
	const pendingKey = `price:${sku.id}`;
	useEffect(() => markPending(pendingKey, pending), [pendingKey, pending]);
	useEffect(() => () => markPending(pendingKey, false), [pendingKey]);

	/** Saves what was typed; an emptied price only when asked for by Enter, and only after the question. */
	const save = (byEnter: boolean) => {
		if (mutation.isPending || !pending) return;
		if (!reading.ok) return setError(reading.error);
		setError(null);
		if (reading.value !== null) return mutation.mutate(reading.value);
		if (byEnter) setAskingUnpriced(true);
	};
	const revert = () => {
		setText(saved);
		setError(null);
		mutation.reset();
	};
	const current = formatMoney(sku.price ?? 0, currency);
	const emptied = reading.ok && reading.value === null && pending;
	const problem = error ?? (mutation.error ? describeError(mutation.error).message : null);
	return (
		<div>
			<MoneyField
				aria-label={t`Price of ${words}`}
				currency={currency}
				value={text}
				w={130}
				placeholder={t`Unpriced`}
				data-price-field
				onChange={(event) => {
					setText(event.currentTarget.value);
					setError(null);
				}}
				onBlur={() => save(false)}
				onKeyDown={(event) => {
					if (event.key === 'Enter') save(true);
					if (event.key === 'Escape') revert();
					if (event.key === 'Tab') focusNeighbour(event);
				}}
				error={problem}
			/>
			{mutation.isPending ? (
				<Text size="xs" role="status">
					<Trans>Saving…</Trans>
				</Text>
			) : pending && !problem ? (
				<Text size="xs" fw={700} role="status">
					{emptied ? (
						<Trans>Not saved: Enter makes it unpriced, Esc undoes</Trans>
					) : (
						<Trans>Not saved: Enter saves, Esc undoes</Trans>
					)}
				</Text>
			) : null}
			<Modal opened={askingUnpriced} onClose={() => setAskingUnpriced(false)} title={t`Make ${words} unpriced?`}>
				<Stack>
					<Text size="sm">
						<Trans>It is {current} now. An unpriced SKU cannot be sold until it is priced again.</Trans>
					</Text>
					<Group justify="flex-end">
						<Button variant="default" onClick={() => setAskingUnpriced(false)} data-autofocus>
							<Trans>Keep editing</Trans>
						</Button>
						<Button
							color="red"
							onClick={() => {
								setAskingUnpriced(false);
								mutation.mutate(null);
							}}
						>
							<Trans>Make unpriced</Trans>
						</Button>
					</Group>
				</Stack>
			</Modal>
		</div>
	);
}

/** A SKU's price: edited in place by an administrator, plain text to everyone else (the server refuses their changes too). */
export function PriceCell(props: Props) {
	const capabilities = useCapabilities();
	return capabilities?.changePrices ? <EditablePrice {...props} /> : <ReadOnlyPrice {...props} />;
}

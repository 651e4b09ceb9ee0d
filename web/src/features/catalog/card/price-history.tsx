import { Button, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ColumnsTable } from '../../../components/columns-table.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { QueryProblem } from '../../../components/query-problem.tsx';
import { useCommandMutation } from '../../../lib/api/use-command-mutation.ts';
import { describeError } from '../../../lib/directus/errors.ts';
import { formatDateTime } from '../../../lib/i18n/formats.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useCapabilities } from '../../../lib/permissions/use-capabilities.ts';
import { personName } from '../../../lib/people.ts';
import { cardSkusQuery, type SkuRow } from './card-detail-query.ts';
import { priceHistoryQuery, restorePrice, type PriceChange } from './price-history-query.ts';
import { skuWords } from '../../../lib/sku-words.ts';
import { PRICE_REASON_WORDS, wordFor } from '../../../lib/ledger-words.ts';
import { UndoRunDialog } from '../../../components/undo-run-dialog.tsx';

/** A SKU in words; one deleted since is named by its number. */
const labelOf = (sku: SkuRow | undefined, id: number) => (sku ? skuWords(sku) : i18n._(msg`SKU #${id}`));

function priceText(price: number | null, currency: string): string {
	return price === null ? i18n._(msg`Unpriced`) : formatMoney(price, currency);
}

/** Asks before setting a SKU's price back to what an earlier change set; the server records the restore as a change of its own. */
function RestoreDialog({
	card,
	change,
	sku,
	label,
	currency,
	onClose,
}: {
	card: number;
	change: PriceChange;
	sku: SkuRow;
	label: string;
	currency: string;
	onClose: () => void;
}) {
	const { t } = useLingui();
	const mutation = useCommandMutation('price-restore', {
		mutationFn: () => restorePrice(change.id),
		changed: () => ({ card }),
		onSuccess: onClose,
		showsError: true,
	});
	const earlier = priceText(change.new_price, currency);
	const now = priceText(sku.price, currency);
	return (
		<Modal opened onClose={onClose} title={t`Restore price · ${label}`}>
			<Stack>
				<Text size="sm">
					<Trans>
						Set the price of {label} back to <b>{earlier}</b>? It is {now} now.
					</Trans>
				</Text>
				<FormAlert problem={mutation.error ? describeError(mutation.error) : null} />
				<Group justify="flex-end">
					<Button variant="default" onClick={onClose}>
						<Trans>Cancel</Trans>
					</Button>
					<Button onClick={() => mutation.mutate()} loading={mutation.isPending} data-autofocus>
						<Trans>Restore price</Trans>
					</Button>
				</Group>
			</Stack>
		</Modal>
	);
}

/**
 * A price change's actions for those who may change prices: restore the price it set (unless the
 * SKU has it now), and undo the reprice run it belonged to; a row an undo took back says so
 * instead of offering the undo again (an undo is undone from the reprice runs list).
 */
function ChangeActions({
	change,
	sku,
	currency,
	undone,
	onRestore,
	onUndoRun,
}: {
	change: PriceChange;
	sku: SkuRow | undefined;
	currency: string;
	undone: boolean;
	onRestore: () => void;
	onUndoRun: (run: string) => void;
}) {
	const { t } = useLingui();
	const capabilities = useCapabilities();
	const label = labelOf(sku, change.sku);
	const when = formatDateTime(change.date_created);
	const price = priceText(change.new_price, currency);
	const run = change.run;
	return (
		<Group gap={4} wrap="nowrap">
			{sku && capabilities?.changePrices && change.new_price !== sku.price ? (
				<Button size="xs" variant="light" onClick={onRestore} aria-label={t`Restore ${price} for ${label}`}>
					<Trans>Restore</Trans>
				</Button>
			) : null}
			{undone ? (
				<Text size="xs">
					<Trans>Run undone</Trans>
				</Text>
			) : run && change.reason === 'reprice' && capabilities?.changePrices ? (
				<Button size="xs" variant="subtle" onClick={() => onUndoRun(run)} aria-label={t`Undo run of ${when}`}>
					<Trans>Undo run</Trans>
				</Button>
			) : null}
		</Group>
	);
}

/**
 * Every price the card's SKUs were given, newest first: when, who, why, old → new, with a
 * restore of any earlier price for those who may change prices (administrators).
 */
export function PriceHistory({ card, currency }: { card: number; currency: string }) {
	const { t } = useLingui();
	const capabilities = useCapabilities();
	const skus = useQuery(cardSkusQuery(card));
	const ids = (skus.data ?? []).map((sku) => sku.id);
	const allowed = capabilities?.viewPriceHistory ?? false;
	const history = useQuery({ ...priceHistoryQuery(card, ids), enabled: allowed && ids.length > 0 });
	const [restoring, setRestoring] = useState<PriceChange | null>(null);
	const [undoing, setUndoing] = useState<string | null>(null);
	if (!allowed) return null;
	const byId = new Map((skus.data ?? []).map((sku) => [sku.id, sku]));
	const restoringSku = restoring ? byId.get(restoring.sku) : undefined;
	const undoneChanges = new Set(
		(history.data ?? []).flatMap((change) =>
			change.reason === 'undo' && change.restored_from !== null ? [change.restored_from] : [],
		),
	);
	return (
		<>
			<Title order={2} size="h4" mt="md">
				<Trans>Price history</Trans>
			</Title>
			{history.error ? <QueryProblem error={history.error} onRetry={() => history.refetch()} /> : null}
			{skus.data && ids.length === 0 ? (
				<Text c="dimmed" size="sm">
					<Trans>This card has no SKUs yet.</Trans>
				</Text>
			) : null}
			{history.isLoading ? <Skeleton height={60} /> : null}
			{history.data?.length === 0 ? (
				<Text c="dimmed" size="sm">
					<Trans>No price changes recorded yet.</Trans>
				</Text>
			) : null}
			{history.data && history.data.length > 0 ? (
				<ColumnsTable
					label={t`Price history`}
					rows={history.data}
					rowKey={(change) => change.id}
					columns={[
						{ title: t`When`, cell: (change) => formatDateTime(change.date_created) },
						{ title: t`Who`, cell: (change) => personName(change.who) },
						{ title: t`SKU`, cell: (change) => labelOf(byId.get(change.sku), change.sku) },
						{ title: t`Why`, cell: (change) => wordFor(PRICE_REASON_WORDS, change.reason) },
						{
							title: t`Price`,
							cell: (change) =>
								`${priceText(change.old_price, currency)} → ${priceText(change.new_price, currency)}`,
						},
						{
							title: '',
							cell: (change) => (
								<ChangeActions
									change={change}
									sku={byId.get(change.sku)}
									currency={currency}
									undone={undoneChanges.has(change.id)}
									onRestore={() => setRestoring(change)}
									onUndoRun={setUndoing}
								/>
							),
						},
					]}
				/>
			) : null}
			{undoing ? (
				<UndoRunDialog
					run={undoing}
					title={t`Undo the whole reprice`}
					question={
						<Trans>
							Every price this reprice changed goes back to what it was, on every card it reached, as
							changes of their own. A price changed again since keeps its new price.
						</Trans>
					}
					confirm={<Trans>Undo reprice</Trans>}
					changed={() => ({ card })}
					onClose={() => setUndoing(null)}
				/>
			) : null}
			{restoring && restoringSku ? (
				<RestoreDialog
					card={card}
					change={restoring}
					sku={restoringSku}
					label={skuWords(restoringSku)}
					currency={currency}
					onClose={() => setRestoring(null)}
				/>
			) : null}
		</>
	);
}

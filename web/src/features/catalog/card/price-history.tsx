import { Button, Group, Modal, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { QueryProblem } from '../../../components/query-problem.tsx';
import { describeError } from '../../../lib/directus/errors.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useCapabilities } from '../../../lib/permissions/use-capabilities.ts';
import { personName } from '../../../lib/people.ts';
import { cardSkusQuery, refreshCard, type SkuRow } from './card-detail-query.ts';
import { priceHistoryQuery, restorePrice, type PriceChange } from './price-history-query.ts';
import { skuWords } from '../../../lib/sku-words.ts';
import { undoneText, undoRepriceRun } from '../reprice-runs.ts';

const labelOf = (sku: SkuRow | undefined, id: number) => (sku ? skuWords(sku) : `SKU #${id}`);

function priceText(price: number | null, currency: string): string {
	return price === null ? 'Unpriced' : formatMoney(price, currency);
}

const REASONS: Record<PriceChange['reason'], string> = { edit: 'Edit', reprice: 'Reprice', restore: 'Restore', undo: 'Reprice undone', import: 'Import' };

/** Asks before taking a whole reprice run back: every SKU it changed, on every card, not only this one. */
function UndoRunDialog({ card, run, onClose }: { card: number; run: string; onClose: () => void }) {
	const queryClient = useQueryClient();
	const mutation = useMutation({
		mutationFn: () => undoRepriceRun(run),
		onSuccess: () => refreshCard(queryClient, card),
	});
	return (
		<Modal opened onClose={onClose} title="Undo the whole reprice">
			<Stack>
				{mutation.data ? (
					<Text size="sm" role="status">{undoneText(mutation.data)}</Text>
				) : (
					<Text size="sm">
						Every price this reprice changed goes back to what it was, on every card it reached, as changes of their own. A price changed again since keeps its new price.
					</Text>
				)}
				<FormAlert problem={mutation.error ? describeError(mutation.error) : null} />
				<Group justify="flex-end">
					<Button variant="default" onClick={onClose}>
						{mutation.data ? 'Close' : 'Cancel'}
					</Button>
					{mutation.data ? null : (
						<Button onClick={() => mutation.mutate()} loading={mutation.isPending} data-autofocus>
							Undo reprice
						</Button>
					)}
				</Group>
			</Stack>
		</Modal>
	);
}

/** Asks before setting a SKU's price back to what an earlier change set; the server records the restore as a change of its own. */
function RestoreDialog({ card, change, sku, label, currency, onClose }: { card: number; change: PriceChange; sku: SkuRow; label: string; currency: string; onClose: () => void }) {
	const queryClient = useQueryClient();
	const mutation = useMutation({
		mutationFn: () => restorePrice(change.id),
		onSuccess: async () => {
			await refreshCard(queryClient, card);
			onClose();
		},
	});
	return (
		<Modal opened onClose={onClose} title={`Restore price · ${label}`}>
			<Stack>
				<Text size="sm">
					Set the price of {label} back to <b>{priceText(change.new_price, currency)}</b>? It is {priceText(sku.price, currency)} now.
				</Text>
				<FormAlert problem={mutation.error ? describeError(mutation.error) : null} />
				<Group justify="flex-end">
					<Button variant="default" onClick={onClose}>
						Cancel
					</Button>
					<Button onClick={() => mutation.mutate()} loading={mutation.isPending} data-autofocus>
						Restore price
					</Button>
				</Group>
			</Stack>
		</Modal>
	);
}

/**
 * Every price the card's SKUs were given, newest first: when, who, why, old → new, with a
 * restore of any earlier price for those who may change prices (administrators).
 */
export function PriceHistory({ card, currency }: { card: number; currency: string }) {
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
	return (
		<>
			<Title order={2} size="h4" mt="md">
				Price history
			</Title>
			{history.error ? <QueryProblem error={history.error} onRetry={() => history.refetch()} /> : null}
			{skus.data && ids.length === 0 ? <Text c="dimmed" size="sm">This card has no SKUs yet.</Text> : null}
			{history.isLoading ? <Skeleton height={60} /> : null}
			{history.data?.length === 0 ? <Text c="dimmed" size="sm">No price changes recorded yet.</Text> : null}
			{history.data && history.data.length > 0 ? (
				<Table aria-label="Price history" verticalSpacing={4}>
					<Table.Thead>
						<Table.Tr>
							<Table.Th>When</Table.Th>
							<Table.Th>Who</Table.Th>
							<Table.Th>SKU</Table.Th>
							<Table.Th>Why</Table.Th>
							<Table.Th>Price</Table.Th>
							<Table.Th />
						</Table.Tr>
					</Table.Thead>
					<Table.Tbody>
						{history.data.map((change) => {
							const sku = byId.get(change.sku);
							const label = labelOf(sku, change.sku);
							return (
								<Table.Tr key={change.id}>
									<Table.Td>{new Date(change.date_created).toLocaleString()}</Table.Td>
									<Table.Td>{personName(change.who)}</Table.Td>
									<Table.Td>{label}</Table.Td>
									<Table.Td>{REASONS[change.reason] ?? change.reason}</Table.Td>
									<Table.Td>{`${priceText(change.old_price, currency)} → ${priceText(change.new_price, currency)}`}</Table.Td>
									<Table.Td>
										<Group gap={4} wrap="nowrap">
											{sku && capabilities?.changePrices && change.new_price !== sku.price ? (
												<Button size="xs" variant="light" onClick={() => setRestoring(change)} aria-label={`Restore ${priceText(change.new_price, currency)} for ${label}`}>
													Restore
												</Button>
											) : null}
											{change.run && capabilities?.changePrices ? (
												<Button size="xs" variant="subtle" onClick={() => setUndoing(change.run)} aria-label={`Undo the whole reprice of ${new Date(change.date_created).toLocaleString()}`}>
													Undo run
												</Button>
											) : null}
										</Group>
									</Table.Td>
								</Table.Tr>
							);
						})}
					</Table.Tbody>
				</Table>
			) : null}
			{undoing ? <UndoRunDialog card={card} run={undoing} onClose={() => setUndoing(null)} /> : null}
			{restoring && restoringSku ? (
				<RestoreDialog card={card} change={restoring} sku={restoringSku} label={skuWords(restoringSku)} currency={currency} onClose={() => setRestoring(null)} />
			) : null}
		</>
	);
}

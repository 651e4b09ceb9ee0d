import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack, Table, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { customEndpoint } from '@directus/sdk';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { directus } from '../../../lib/directus/client.ts';
import { describeError } from '../../../lib/directus/errors.ts';
import { formatMoney } from '../../../lib/money.ts';
import { MoneyField, PercentField } from '../../../components/fields/number-fields.tsx';
import { errorOf, valueOf } from '../../../lib/fields/form-readings.ts';
import { readMoney, readPercent } from '../../../lib/fields/typed-number.ts';
import { LIMITS } from '../../../../../server/extensions/deckhand/src/domain/limits.ts';
import { undoneText, undoRepriceRun } from '../reprice-runs.ts';
import { catalogKeys } from './inventory-query.ts';
import { inventoryParams } from './inventory-params.ts';
import type { InventorySearch } from './inventory-search.ts';

interface RepriceResult {
	changes: Array<{ sku: number; label: string; old: number | null; new: number }>;
	skipped: number;
	/** Price × copies on hand of the SKUs that change, before and after. */
	retail: { before: number; after: number };
	applied: boolean;
	run: string | null;
}

const PREVIEW_ROWS = 50;
const PERCENT = { label: msg`Change`, min: LIMITS.repricePercentMin, max: LIMITS.repricePercentMax, required: true };
const PRICE = { label: msg`New price`, min: 0, max: LIMITS.priceMax, required: true };
const FLOOR = { label: msg`Never below`, min: 0, max: LIMITS.priceMax };

/** The confirmation: how many prices change, and what the stock on hand they price is worth before and after. */
function retailChange(count: number, before: string, after: string): string {
	return plural(count, { one: `# price changes; retail value ${before} → ${after}.`, other: `# prices change; retail value ${before} → ${after}.` });
}

/**
 * Reprices every SKU the current search and filters show: first a preview of old → new from
 * the server, then the same request applied in one transaction. Administrators only (the
 * server refuses anyone else).
 */
export function RepriceDialog({ search, currency, onClose }: { search: InventorySearch; currency: string; onClose: () => void }) {
	const { t } = useLingui();
	const queryClient = useQueryClient();
	const [confirming, setConfirming] = useState(false);
	const form = useForm({
		initialValues: { kind: 'percent', percent: '10', price: '', rounding: 'none', floor: '' },
		validate: {
			percent: (text, values) => {
				if (values.kind !== 'percent') return null;
				const reading = readPercent(text, PERCENT);
				return reading.ok && reading.value === 0 ? t`Change must not be 0 %.` : errorOf(reading);
			},
			price: (text, values) => (values.kind === 'set' ? errorOf(readMoney(text, PRICE, currency)) : null),
			floor: (text) => errorOf(readMoney(text, FLOOR, currency)),
		},
		// A preview shows what one rule would do: any change to the form withdraws it, and Apply waits for a new one.
		onValuesChange: () => {
			preview.reset();
			setConfirming(false);
		},
	});
	const { limit: _limit, page: _page, ...filter } = inventoryParams(search);
	const body = (preview: boolean) => {
		const values = form.getValues();
		const rule =
			values.kind === 'percent' ? { kind: 'percent', percent: valueOf(readPercent(values.percent, PERCENT)) }
			: values.kind === 'set' ? { kind: 'set', price: valueOf(readMoney(values.price, PRICE, currency)) }
			: { kind: 'condition' };
		return { selection: { filter }, rule, rounding: values.rounding, floor: valueOf(readMoney(values.floor, FLOOR, currency)) ?? 0, preview };
	};
	const run = (request: ReturnType<typeof body>) => directus.request(customEndpoint<RepriceResult>({ path: '/deckhand/prices/reprice', method: 'POST', body: JSON.stringify(request) }));
	const preview = useMutation({ mutationFn: run });
	// Applies exactly the request that was previewed (any change to the form withdraws the preview).
	const apply = useMutation({
		mutationFn: () => run({ ...preview.variables!, preview: false }),
		onSuccess: async (result) => {
			await queryClient.invalidateQueries({ queryKey: catalogKeys.all });
			onClose();
			if (result.run) announceRun(result.run, result.changes.length);
		},
	});
	/** The run applied, with a way to take all of it back in one step. */
	function announceRun(runId: string, count: number) {
		const id = `reprice-${runId}`;
		const undo = async () => {
			notifications.update({ id, message: t`Setting the prices back…`, loading: true, autoClose: false });
			try {
				const undone = await undoRepriceRun(runId);
				await queryClient.invalidateQueries({ queryKey: catalogKeys.all });
				notifications.update({ id, title: t`Reprice undone`, message: undoneText(undone), loading: false, autoClose: 8_000 });
			} catch (error) {
				notifications.update({ id, title: t`The reprice could not be undone`, message: describeError(error).message, color: 'red', loading: false, autoClose: false });
			}
		};
		notifications.show({
			id,
			title: plural(count, { one: '# price changed', other: '# prices changed' }),
			message: (
				<Button size="compact-sm" variant="light" mt={4} onClick={() => void undo()}>
					<Trans>Undo this reprice</Trans>
				</Button>
			),
			autoClose: 20_000,
		});
	}

	const error = apply.error ?? preview.error;
	const retail = preview.data?.retail;
	const changes = preview.data?.changes ?? [];
	const changing = changes.length;
	const skipped = preview.data?.skipped ?? 0;
	const skippedText = t`${skipped} skipped (nothing to start from)`;
	return (
		<Modal opened onClose={onClose} title={t`Reprice the SKUs shown`} size="lg">
			<Stack>
				<SegmentedControl {...form.getInputProps('kind')}
					data={[{ value: 'percent', label: t`± percent` }, { value: 'set', label: t`Set a price` }, { value: 'condition', label: t`Condition ladder from NM` }]} />
				<Group grow>
					{form.getValues().kind === 'percent' ? <PercentField label={t`Change`} {...form.getInputProps('percent')} /> : null}
					{form.getValues().kind === 'set' ? <MoneyField label={t`New price`} currency={currency} {...form.getInputProps('price')} /> : null}
					<Select label={t`Rounding`} allowDeselect={false} {...form.getInputProps('rounding')}
						data={[{ value: 'none', label: t({ message: 'None', context: 'no rounding' }) }, { value: 'charm', label: t`To .49 / .99` }, { value: 'whole', label: t`Whole units` }]} />
					<MoneyField label={t`Never below`} currency={currency} placeholder={t`No floor`} {...form.getInputProps('floor')} />
				</Group>
				{error ? <Alert color="red" role="alert">{describeError(error).message}</Alert> : null}
				{preview.data ? (
					<Stack gap="xs">
						<Text size="sm">
							{changing === 0 ? t`No price would change.` : plural(changing, { one: '# price would change', other: '# prices would change' })}
							{skipped > 0 ? ` · ${skippedText}` : ''}
						</Text>
						<Table aria-label={t`Price changes`} verticalSpacing={2}>
							<Table.Tbody>
								{changes.slice(0, PREVIEW_ROWS).map((change) => (
									<Table.Tr key={change.sku}>
										<Table.Td>{change.label}</Table.Td>
										<Table.Td>{change.old === null ? t`Unpriced` : formatMoney(change.old, currency)}</Table.Td>
										<Table.Td>→ {formatMoney(change.new, currency)}</Table.Td>
									</Table.Tr>
								))}
							</Table.Tbody>
						</Table>
					</Stack>
				) : null}
				{confirming && preview.data && retail ? (
					<Alert color="orange" title={t`Apply this reprice?`} role="alertdialog">
						{retailChange(changing, formatMoney(retail.before, currency), formatMoney(retail.after, currency))}
						<Group justify="flex-end" mt="sm">
							<Button variant="default" onClick={() => setConfirming(false)}><Trans>Back</Trans></Button>
							<Button onClick={() => apply.mutate()} loading={apply.isPending} data-autofocus>{plural(changing, { one: 'Apply # change', other: 'Apply # changes' })}</Button>
						</Group>
					</Alert>
				) : (
					<Group justify="flex-end">
						<Button variant="default" onClick={onClose}><Trans>Cancel</Trans></Button>
						<Button variant="light" onClick={() => form.validate().hasErrors || preview.mutate(body(true))} loading={preview.isPending}><Trans>Preview</Trans></Button>
						<Button onClick={() => setConfirming(true)} disabled={!preview.data || changing === 0}>
							{preview.data ? plural(changing, { one: 'Apply to # SKU…', other: 'Apply to # SKUs…' }) : t`Apply…`}
						</Button>
					</Group>
				)}
			</Stack>
		</Modal>
	);
}

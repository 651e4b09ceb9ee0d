import { Alert, Button, Group, Modal, NumberInput, SegmentedControl, Select, Stack, Table, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { customEndpoint } from '@directus/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { directus } from '../../../lib/directus/client.ts';
import { describeError } from '../../../lib/directus/errors.ts';
import { formatMoney, minorDigits } from '../../../lib/money.ts';
import { catalogKeys } from './inventory-query.ts';
import { inventoryParams } from './inventory-params.ts';
import type { InventorySearch } from './inventory-search.ts';

interface RepriceResult {
	changes: Array<{ sku: number; label: string; old: number | null; new: number }>;
	skipped: number;
	applied: boolean;
}

const PREVIEW_ROWS = 50;

/**
 * Reprices every SKU the current search and filters show: first a preview of old → new from
 * the server, then the same request applied in one transaction. Administrators only (the
 * server refuses anyone else).
 */
export function RepriceDialog({ search, currency, onClose }: { search: InventorySearch; currency: string; onClose: () => void }) {
	const queryClient = useQueryClient();
	const digits = minorDigits(currency);
	const form = useForm({
		initialValues: { kind: 'percent', percent: 10 as number | string, price: '' as number | string, rounding: 'none', floor: 0 as number | string },
		validate: {
			percent: (value, values) => (values.kind !== 'percent' || (Number.isInteger(value) && value !== 0 && Number(value) >= -100 && Number(value) <= 1_000) ? null : 'A whole percentage other than 0, from -100 to +1000.'),
			price: (value, values) => (values.kind !== 'set' || (value !== '' && Number(value) >= 0) ? null : 'Enter the new price.'),
		},
	});
	const { limit: _limit, page: _page, ...filter } = inventoryParams(search);
	const body = (preview: boolean) => {
		const values = form.getValues();
		const rule =
			values.kind === 'percent' ? { kind: 'percent', percent: Number(values.percent) }
			: values.kind === 'set' ? { kind: 'set', price: Math.round(Number(values.price) * 10 ** digits) }
			: { kind: 'condition' };
		return { selection: { filter }, rule, rounding: values.rounding, floor: Math.round(Number(values.floor || 0) * 10 ** digits), preview };
	};
	const run = (request: ReturnType<typeof body>) => directus.request(customEndpoint<RepriceResult>({ path: '/deckhand/prices/reprice', method: 'POST', body: JSON.stringify(request) }));
	const preview = useMutation({ mutationFn: run });
	// Applies exactly the request that was previewed, whatever the form holds since.
	const apply = useMutation({
		mutationFn: () => run({ ...preview.variables!, preview: false }),
		onSuccess: async () => {
			await queryClient.invalidateQueries({ queryKey: catalogKeys.all });
			onClose();
		},
	});
	const error = apply.error ?? preview.error;
	const changes = preview.data?.changes ?? [];
	return (
		<Modal opened onClose={onClose} title="Reprice the SKUs shown" size="lg">
			<Stack>
				<SegmentedControl {...form.getInputProps('kind')} onChange={(value) => { form.setFieldValue('kind', value); preview.reset(); }}
					data={[{ value: 'percent', label: '± percent' }, { value: 'set', label: 'Set a price' }, { value: 'condition', label: 'Condition ladder from NM' }]} />
				<Group grow>
					{form.getValues().kind === 'percent' ? <NumberInput label="Change (%)" allowDecimal={false} min={-100} max={1_000} {...form.getInputProps('percent')} /> : null}
					{form.getValues().kind === 'set' ? <NumberInput label="New price" decimalScale={digits} min={0} {...form.getInputProps('price')} /> : null}
					<Select label="Rounding" allowDeselect={false} {...form.getInputProps('rounding')}
						data={[{ value: 'none', label: 'None' }, { value: 'charm', label: 'To .49 / .99' }, { value: 'whole', label: 'Whole units' }]} />
					<NumberInput label="Never below" decimalScale={digits} min={0} {...form.getInputProps('floor')} />
				</Group>
				{error ? <Alert color="red" role="alert">{describeError(error).message}</Alert> : null}
				{preview.data ? (
					<Stack gap="xs">
						<Text size="sm">
							{changes.length === 0 ? 'No price would change.' : `${changes.length} price${changes.length === 1 ? '' : 's'} would change`}
							{preview.data.skipped > 0 ? ` · ${preview.data.skipped} skipped (nothing to start from)` : ''}
						</Text>
						<Table aria-label="Price changes" verticalSpacing={2}>
							<Table.Tbody>
								{changes.slice(0, PREVIEW_ROWS).map((change) => (
									<Table.Tr key={change.sku}>
										<Table.Td>{change.label}</Table.Td>
										<Table.Td>{change.old === null ? 'Unpriced' : formatMoney(change.old, currency)}</Table.Td>
										<Table.Td>→ {formatMoney(change.new, currency)}</Table.Td>
									</Table.Tr>
								))}
							</Table.Tbody>
						</Table>
					</Stack>
				) : null}
				<Group justify="flex-end">
					<Button variant="default" onClick={onClose}>Cancel</Button>
					<Button variant="light" onClick={() => form.validate().hasErrors || preview.mutate(body(true))} loading={preview.isPending}>Preview</Button>
					<Button onClick={() => apply.mutate()} loading={apply.isPending} disabled={!preview.data || changes.length === 0}>
						{preview.data ? `Apply to ${changes.length} SKU${changes.length === 1 ? '' : 's'}` : 'Apply'}
					</Button>
				</Group>
			</Stack>
		</Modal>
	);
}

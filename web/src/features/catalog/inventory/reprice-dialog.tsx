import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { refreshAfter } from '../../../lib/api/refreshes.ts';
import { useCommandMutation } from '../../../lib/api/use-command-mutation.ts';
import { command, send as sendPreview } from '../../../lib/api/deckhand-client.ts';
import { useCommand } from '../../../lib/commands/use-command.ts';
import { describeError } from '../../../lib/directus/errors.ts';
import { formatMoney } from '../../../lib/money.ts';
import { MoneyField, PercentField, QuantityField } from '../../../components/fields/number-fields.tsx';
import { errorOf } from '../../../lib/fields/form-readings.ts';
import { undoneText, undoRepriceRun } from '../../../lib/reprice-runs.ts';
import { shopSettingsQuery } from '../../../lib/shop-settings.ts';
import { inventoryParams } from './inventory-params.ts';
import type { InventorySearch } from './inventory-search.ts';
import { RepricePreview } from './reprice-preview.tsx';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import type { RepriceBody } from '@deckhand/contract/pricing/reprice-input.ts';
import { INITIAL_VALUES, readField, repriceBody } from './reprice-request.ts';

/** The confirmation: how many prices change, and what the stock on hand they price is worth before and after. */
function retailChange(count: number, before: string, after: string): string {
	return plural(count, {
		one: `# price changes; retail value ${before} → ${after}.`,
		other: `# prices change; retail value ${before} → ${after}.`,
	});
}

/**
 * Reprices every SKU the current search and filters show: first a preview from the server (the
 * prices that change, the moves that wait for review, the SKUs a market reprice leaves alone),
 * then the same request applied in one transaction. Administrators only (the server refuses
 * anyone else).
 */
export function RepriceDialog({
	search,
	currency,
	onClose,
}: {
	search: InventorySearch;
	currency: string;
	onClose: () => void;
}) {
	const { t } = useLingui();
	const queryClient = useQueryClient();
	const navigate = useNavigate();
	const [confirming, setConfirming] = useState(false);
	const field = (name: Parameters<typeof readField>[0]) => (_text: string, values: typeof INITIAL_VALUES) =>
		errorOf(readField(name, values, currency));
	// The shop's review threshold (Settings → Review moves above) to start from; the session has read the settings already.
	const threshold = queryClient.getQueryData(shopSettingsQuery().queryKey)?.review_above_percent ?? null;
	const form = useForm({
		initialValues: { ...INITIAL_VALUES, reviewAbove: threshold === null ? '' : String(threshold) },
		validate: {
			percent: (text, values) => {
				const reading = readField('percent', values, currency);
				return reading.ok && reading.value === 0 ? t`Change must not be 0 %.` : errorOf(reading);
			},
			price: field('price'),
			marketPercent: field('marketPercent'),
			floor: field('floor'),
			marginFloor: field('marginFloor'),
			staleDays: field('staleDays'),
			reviewAbove: field('reviewAbove'),
		},
		// A preview shows what one rule would do: any change to the form withdraws it, and Apply waits for a new one.
		onValuesChange: () => {
			preview.reset();
			setConfirming(false);
		},
	});
	const { limit: _limit, page: _page, ...filter } = inventoryParams(search);
	const send = useCommand();
	const preview = useCommandMutation('reprice-preview', {
		mutationFn: (request: RepriceBody) => sendPreview(ENDPOINTS.reprice, { body: request }),
		showsError: true,
	});
	// Applies exactly the request that was previewed (any change to the form withdraws the preview), with its attempt's key: Apply again after no answer moves the prices once.
	const apply = useCommandMutation('reprice', {
		mutationFn: () => send(command(ENDPOINTS.reprice, { body: { ...preview.variables!, preview: false } })),
		showsError: true,
		onSuccess: (result) => {
			onClose();
			if (result.run) announceRun(result.run, result.changes.length, result.reviews.length);
		},
	});
	/** The run applied, with a way to take all of it back in one step, and to the moves it queued for review. */
	function announceRun(runId: string, count: number, queued: number) {
		const id = `reprice-${runId}`;
		const undo = async () => {
			notifications.update({ id, message: t`Setting the prices back…`, loading: true, autoClose: false });
			try {
				const undone = await undoRepriceRun(runId);
				await refreshAfter(queryClient, 'reprice-undo');
				notifications.update({
					id,
					title: t`Reprice undone`,
					message: undoneText(undone),
					loading: false,
					autoClose: 8_000,
				});
			} catch (error) {
				notifications.update({
					id,
					title: t`The reprice could not be undone`,
					message: describeError(error).message,
					color: 'red',
					loading: false,
					autoClose: false,
				});
			}
		};
		notifications.show({
			id,
			title: plural(count, { one: '# price changed', other: '# prices changed' }),
			message: (
				<Group gap="xs" mt={4}>
					{count > 0 ? (
						<Button size="compact-sm" variant="light" onClick={() => void undo()}>
							<Trans>Undo this reprice</Trans>
						</Button>
					) : null}
					{queued > 0 ? (
						<Button
							size="compact-sm"
							variant="light"
							onClick={() => void navigate({ to: '/prices/review' })}
						>
							{plural(queued, { one: 'Review # move', other: 'Review # moves' })}
						</Button>
					) : null}
				</Group>
			),
			autoClose: 20_000,
		});
	}

	const values = form.getValues();
	const error = apply.error ?? preview.error;
	const result = preview.data;
	const changing = result?.changes.length ?? 0;
	const reviewing = result?.reviews.length ?? 0;
	return (
		<Modal opened onClose={onClose} title={t`Reprice the SKUs shown`} size="xl">
			<Stack>
				<SegmentedControl
					{...form.getInputProps('kind')}
					data={[
						{ value: 'percent', label: t`± percent` },
						{ value: 'set', label: t`Set a price` },
						{ value: 'condition', label: t`Condition ladder from NM` },
						{ value: 'market', label: t`Market × %` },
					]}
				/>
				<Group grow align="start">
					{values.kind === 'percent' ? (
						<PercentField label={t`Change`} {...form.getInputProps('percent')} />
					) : null}
					{values.kind === 'set' ? (
						<MoneyField label={t`New price`} currency={currency} {...form.getInputProps('price')} />
					) : null}
					{values.kind === 'market' ? (
						<PercentField label={t`Share of market price`} {...form.getInputProps('marketPercent')} />
					) : null}
					{values.kind === 'market' ? (
						<QuantityField
							label={t`Oldest market price (days)`}
							description={t`Older ones are skipped and listed.`}
							{...form.getInputProps('staleDays')}
						/>
					) : null}
					<Select
						label={t`Rounding`}
						allowDeselect={false}
						{...form.getInputProps('rounding')}
						data={[
							{ value: 'none', label: t({ message: 'None', context: 'no rounding' }) },
							{ value: 'charm', label: t`To .49 / .99` },
							{ value: 'whole', label: t`Whole units` },
						]}
					/>
				</Group>
				<Group grow align="start">
					<MoneyField
						label={t`Never below`}
						currency={currency}
						placeholder={t`No floor`}
						{...form.getInputProps('floor')}
					/>
					<PercentField
						label={t`Minimum margin over cost`}
						description={t`SKUs without a cost get the fixed floor only.`}
						placeholder={t`No margin floor`}
						{...form.getInputProps('marginFloor')}
					/>
					<PercentField
						label={t`Review threshold`}
						description={t`Larger moves, up or down, wait for review.`}
						placeholder={t`Apply every move`}
						{...form.getInputProps('reviewAbove')}
					/>
				</Group>
				{error ? (
					<Alert color="red" role="alert">
						{describeError(error).message}
					</Alert>
				) : null}
				{result ? <RepricePreview result={result} currency={currency} /> : null}
				{confirming && result ? (
					<Alert color="orange" title={t`Apply this reprice?`} role="alertdialog">
						<Text size="sm">
							{retailChange(
								changing,
								formatMoney(result.retail.before, currency),
								formatMoney(result.retail.after, currency),
							)}
						</Text>
						{reviewing > 0 ? (
							<Text size="sm">
								{plural(reviewing, {
									one: '# larger move waits for review on the Price review screen.',
									other: '# larger moves wait for review on the Price review screen.',
								})}
							</Text>
						) : null}
						<Group justify="flex-end" mt="sm">
							<Button variant="default" onClick={() => setConfirming(false)}>
								<Trans>Back</Trans>
							</Button>
							<Button onClick={() => apply.mutate()} loading={apply.isPending} data-autofocus>
								{reviewing === 0
									? plural(changing, { one: 'Apply # change', other: 'Apply # changes' })
									: t`Apply and queue for review`}
							</Button>
						</Group>
					</Alert>
				) : (
					<Group justify="flex-end">
						<Button variant="default" onClick={onClose}>
							<Trans>Cancel</Trans>
						</Button>
						<Button
							variant="light"
							onClick={() =>
								form.validate().hasErrors ||
								preview.mutate(repriceBody(form.getValues(), currency, filter, true))
							}
							loading={preview.isPending}
						>
							<Trans>Preview</Trans>
						</Button>
						<Button onClick={() => setConfirming(true)} disabled={!result || changing + reviewing === 0}>
							{result
								? plural(changing + reviewing, { one: 'Apply to # SKU…', other: 'Apply to # SKUs…' })
								: t`Apply…`}
						</Button>
					</Group>
				)}
			</Stack>
		</Modal>
	);
}

import { Button, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { importKeys } from '../../lib/api/keys.ts';
import { useShopCurrency } from '../../lib/shop-currency.ts';
import { ForeignCostsChoice, foreignCostCurrency, readRate, useRateProblem } from './foreign-costs.tsx';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import type { ImportJob, ImportOptions, QuantityMode } from './import-job.ts';
import { describeImportProblem } from './import-problem.ts';
import { planImport } from './imports-query.ts';
import { StepActions } from './step-actions.tsx';

/** The options without a rate: one is sent only to convert. */
function withoutRate(options: ImportOptions): ImportOptions {
	const { quantities, createMissing, foreignCosts } = options;
	return foreignCosts ? { quantities, createMissing, foreignCosts } : { quantities, createMissing };
}

/**
 * How the file's rows are applied: quantities replace what is on hand or are added to it, and
 * cards the catalog lacks are created or skipped; purchase prices in another currency than the
 * shop's come in without cost or converted at the owner's rate. Running the dry run saves the
 * choice with it.
 */
export function OptionsStep({
	job,
	options,
	onOptions,
	rateText,
	onRateText,
	onBack,
	onPlanned,
}: {
	job: ImportJob;
	options: ImportOptions;
	onOptions: (options: ImportOptions) => void;
	/** The exchange rate as typed, kept while the owner moves between the steps. */
	rateText: string;
	onRateText: (text: string) => void;
	onBack: () => void;
	onPlanned: () => void;
}) {
	const { t } = useLingui();
	const quantitiesLabel = useId();
	const shopCurrency = useShopCurrency();
	const foreignCurrency = foreignCostCurrency(job);
	const rateProblem = useRateProblem();
	const [rateError, setRateError] = useState<string | null>(null);
	// The job is read again with its new plan (`REFRESHES['import-plan']`); the rows of an earlier plan are dropped with it.
	const plan = useCommandMutation('import-plan', {
		mutationFn: (sent: ImportOptions) => planImport(job.id, sent),
		changed: () => ({ importJob: job.id }),
		showsError: true,
		onSuccess: (_planned, _sent, _mutated, { client }) => {
			client.removeQueries({ queryKey: importKeys.rows(job.id) });
			onPlanned();
		},
	});
	const refused = plan.error ? describeImportProblem(plan.error) : null;
	// A rate the server refused is said beside the rate, in the screen's words.
	const problem = refused?.field === 'costRate' ? null : refused;
	const shownRateError = rateError ?? (refused?.field === 'costRate' ? rateProblem : null);
	const change = (next: Partial<ImportOptions>) => {
		plan.reset();
		onOptions({ ...options, ...next });
	};
	const submit = (event: FormEvent) => {
		event.preventDefault();
		if (options.foreignCosts !== 'convert') return plan.mutate(withoutRate(options));
		const rate = readRate(rateText);
		setRateError(rate === null ? rateProblem : null);
		if (rate !== null) plan.mutate({ ...options, costRate: rate });
	};
	return (
		<form onSubmit={submit} noValidate>
			<Stack maw={640}>
				<Stack gap={4}>
					<Text id={quantitiesLabel} size="sm" fw={500}>
						<Trans>Quantities</Trans>
					</Text>
					<SegmentedControl
						aria-labelledby={quantitiesLabel}
						w="fit-content"
						value={options.quantities}
						data={[
							{ value: 'replace', label: t({ message: 'Replace', context: 'import quantities' }) },
							{ value: 'add', label: t({ message: 'Add', context: 'import quantities' }) },
						]}
						onChange={(value) => change({ quantities: value as QuantityMode })}
					/>
					<Text size="sm" c="dimmed">
						{options.quantities === 'replace' ? (
							<Trans>
								On hand becomes the file's count for each SKU in the file. SKUs the file does not name
								keep their stock.
							</Trans>
						) : (
							<Trans>
								The file's copies are added to what is on hand. The same file imported again adds
								nothing.
							</Trans>
						)}
					</Text>
				</Stack>
				<Switch
					label={t`Create cards that are not in the catalog`}
					description={
						options.createMissing
							? t`A row that matches no card creates its game, set, card and SKU.`
							: t`A row that matches no card is skipped and listed with the reason.`
					}
					checked={options.createMissing}
					onChange={(event) => change({ createMissing: event.currentTarget.checked })}
				/>
				{foreignCurrency ? (
					<ForeignCostsChoice
						currency={foreignCurrency}
						shopCurrency={shopCurrency}
						options={options}
						rateText={rateText}
						rateError={shownRateError}
						onChoice={(foreignCosts) => change({ foreignCosts })}
						onRateText={(text) => {
							plan.reset();
							setRateError(null);
							onRateText(text);
						}}
					/>
				) : null}
				<StepActions problem={problem}>
					<Button variant="default" onClick={onBack}>
						<Trans>Back to the preview</Trans>
					</Button>
					<Button type="submit" loading={plan.isPending}>
						<Trans>Run the dry run</Trans>
					</Button>
				</StepActions>
			</Stack>
		</form>
	);
}

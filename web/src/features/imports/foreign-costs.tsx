import { Radio, Stack, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { COST_RATE_DECIMALS, COST_RATE_MAX, type ForeignCostChoice } from '@deckhand/contract/imports/import-input.ts';
import type { ForeignCosts } from '@deckhand/contract/imports/import-job.ts';
import { formatNumber } from '../../lib/i18n/formats.ts';
import type { ImportJob, ImportOptions } from './import-job.ts';

/**
 * The currency of the file's purchase prices when it is not the shop's, as far as the screen
 * knows before a dry run (the preview's rows) or after one (the plan counts every row); null: none.
 */
export function foreignCostCurrency(job: Pick<ImportJob, 'preview' | 'plan'>): string | null {
	return (
		job.plan?.foreignCosts?.currency ??
		job.preview.find((line) => line.row?.costCurrency)?.row?.costCurrency ??
		null
	);
}

/** A rate as typed: digits with one decimal point or comma ("1.08", "1,08"); null for anything else. */
export function readRate(text: string): number | null {
	const trimmed = text.trim();
	return /^\d+(?:[.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : null;
}

/** The rate's bounds, as the server refuses it (`costRate`). */
export function useRateProblem() {
	const { t } = useLingui();
	const max = formatNumber(COST_RATE_MAX);
	const decimals = COST_RATE_DECIMALS;
	return t`The rate is a number above 0 and at most ${max}, with at most ${decimals} decimals.`;
}

/**
 * What becomes of purchase prices in another currency than the shop's: imported without cost, or
 * converted at a rate the owner types ("1 EUR = … USD"). The rate is kept as typed.
 */
export function ForeignCostsChoice({
	currency,
	shopCurrency,
	options,
	rateText,
	rateError,
	onChoice,
	onRateText,
}: {
	currency: string;
	shopCurrency: string;
	options: ImportOptions;
	rateText: string;
	rateError: string | null;
	onChoice: (choice: ForeignCostChoice) => void;
	onRateText: (text: string) => void;
}) {
	const { t } = useLingui();
	return (
		<Radio.Group
			label={t`Purchase prices in ${currency}`}
			description={t`The file's purchase prices are in ${currency}; the shop keeps costs in ${shopCurrency}.`}
			value={options.foreignCosts ?? ''}
			onChange={(value) => onChoice(value as ForeignCostChoice)}
			error={options.foreignCosts ? undefined : t`Choose how to import them.`}
		>
			<Stack gap="xs" mt="xs">
				<Radio value="without" label={t`Import without cost`} />
				<Radio value="convert" label={t`Convert at a rate`} />
				{options.foreignCosts === 'convert' ? (
					<TextInput
						pl="xl"
						maw={320}
						label={t`Rate: 1 ${currency} in ${shopCurrency}`}
						description={t`Each purchase price is converted and rounded to the cent.`}
						inputMode="decimal"
						value={rateText}
						error={rateError}
						onChange={(event) => onRateText(event.currentTarget.value)}
					/>
				) : null}
			</Stack>
		</Radio.Group>
	);
}

/** The dry run's sentence on purchase prices in another currency: refused until chosen, left out, or converted at the rate. */
export function ForeignCostsSentence({ foreign }: { foreign: ForeignCosts }) {
	const { i18n } = useLingui();
	const { currency, into } = foreign;
	if (foreign.choice === 'without') return <Trans>Purchase prices are in {currency}; imported without cost.</Trans>;
	if (foreign.choice === 'convert') {
		const rate = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: COST_RATE_DECIMALS }).format(
			foreign.rate ?? 0,
		);
		return (
			<Trans>
				Purchase prices are in {currency}; converted at 1 {currency} = {rate} {into}.
			</Trans>
		);
	}
	return (
		<Trans>
			Purchase prices are in {currency}, not the shop's {into}: change the options to import them without cost or
			convert them at your rate.
		</Trans>
	);
}

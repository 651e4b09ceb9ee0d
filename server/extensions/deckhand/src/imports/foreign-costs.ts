import type { Knex } from 'knex';
import { invalid } from '../errors.ts';
import { LIMITS } from '@deckhand/contract/domain/limits.ts';
import { minorDigits } from '@deckhand/contract/domain/money.ts';
import {
	COST_RATE_DECIMALS,
	COST_RATE_MAX,
	COST_RATE_MESSAGE,
	type PlanOptions,
} from '@deckhand/contract/imports/import-input.ts';
import type { ForeignCosts } from '@deckhand/contract/imports/import-job.ts';

/**
 * A file's purchase prices in another currency than the shop's (ManaBox writes the app's), as
 * staged: the amount in that currency's minor units, its currency beside it. The dry run's options
 * decide what becomes of them: left out (`without`), converted at the owner's rate (`convert`), or,
 * with no choice, each such row refused, naming both choices. Nothing is converted at staging, so
 * a dry run can be run again with another choice.
 */

/** A conversion in whole numbers: (cost × `times` + `half`) ÷ `per`, rounded half up, for a staged cost up to `largest`. */
interface Conversion {
	times: bigint;
	per: bigint;
	largest: number;
}

const RATE_SCALE = 10n ** BigInt(COST_RATE_DECIMALS);

/** The rate as a whole number of millionths, and each currency's decimals, make the conversion exact in cents. */
function conversionOf(foreign: ForeignCosts): Conversion | null {
	if (foreign.choice !== 'convert' || foreign.rate === null) return null;
	const shift = minorDigits(foreign.into) - minorDigits(foreign.currency);
	const rate = BigInt(Math.round(foreign.rate * Number(RATE_SCALE)));
	const times = rate * 10n ** BigInt(Math.max(shift, 0));
	const per = RATE_SCALE * 10n ** BigInt(Math.max(-shift, 0));
	// The largest staged cost whose conversion stays within the most Deckhand keeps: (cost × times + per / 2) ÷ per ≤ max.
	const ceiling = (BigInt(LIMITS.priceMax + 1) * per - per / 2n + times - 1n) / times - 1n;
	return { times, per, largest: Number(ceiling < BigInt(LIMITS.priceMax) ? ceiling : BigInt(LIMITS.priceMax)) };
}

/**
 * The staged rows' costs in another currency, checked against the options: a rate goes with
 * `convert` and `convert` with a rate (refused naming `costRate` and its bounds, before anything is
 * written), and one rate converts one currency. None when every cost is in the shop's currency.
 */
export async function foreignCostsOf(
	database: Knex,
	job: number,
	options: PlanOptions,
	into: string,
): Promise<ForeignCosts | null> {
	const { foreignCosts: choice = null, costRate } = options;
	if (costRate !== undefined && choice !== 'convert')
		throw invalid(
			'costRate',
			'A rate converts purchase prices: send it with foreignCosts convert, or leave it out.',
		);
	if (choice === 'convert' && costRate === undefined)
		throw invalid('costRate', COST_RATE_MESSAGE, { min: 0, max: COST_RATE_MAX });
	const counted: Array<{ cost_currency: string; n: unknown }> = await database('import_rows')
		.select('cost_currency', database.raw('COUNT(*) AS n'))
		.where('job', job)
		.whereNotNull('cost_currency')
		.groupBy('cost_currency')
		.orderBy('cost_currency');
	if (counted.length === 0) return null;
	const currencies = counted.map((row) => row.cost_currency);
	if (choice === 'convert' && currencies.length > 1)
		throw invalid(
			'costRate',
			`The file's purchase prices are in ${currencies.join(' and ')}: one rate converts one currency. Import them without cost.`,
		);
	return {
		currency: currencies.join(', '),
		into,
		rows: counted.reduce((sum, row) => sum + Number(row.n), 0),
		choice,
		rate: choice === 'convert' ? costRate! : null,
	};
}

/** A row's cost in the shop's currency, as SQL: its own; converted, or none, where the file gives it in another. */
export function shopCostSql(foreign: ForeignCosts | null): string {
	const conversion = foreign && conversionOf(foreign);
	if (!conversion) return 'CASE WHEN cost_currency IS NULL THEN cost END';
	const { times, per, largest } = conversion;
	return `CASE WHEN cost_currency IS NULL THEN cost WHEN cost <= ${largest} THEN (CAST(cost AS BIGINT) * ${times} + ${per / 2n}) / ${per} END`;
}

/**
 * After every round: with no choice made, each row a commit would apply a cost in another currency
 * to is refused (`cost_currency`); converted, one whose cost comes out above the most Deckhand
 * keeps is (`cost_above_max`).
 */
export async function refuseForeignCosts(database: Knex, job: number, foreign: ForeignCosts | null): Promise<void> {
	if (!foreign || foreign.choice === 'without') return;
	const conversion = conversionOf(foreign);
	const rows = database('import_rows')
		.where('job', job)
		.whereNotNull('cost_currency')
		.whereIn('action', ['create', 'update']);
	if (conversion === null) await rows.update({ action: 'error', reason: 'cost_currency' });
	else await rows.where('cost', '>', conversion.largest).update({ action: 'error', reason: 'cost_above_max' });
}

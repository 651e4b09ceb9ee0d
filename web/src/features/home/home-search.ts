import * as z from 'zod/mini';
import { day } from '../../lib/calendar-days.ts';
import { oneOf } from '../../lib/search-params.ts';
import { GRAINS, PERIODS, type HomeSearch } from './home-period.ts';

/** Home's address as the router reads it (`home-period.ts` says what it holds). */
export const homeSearchSchema = z.object({
	period: oneOf(PERIODS),
	from: day,
	to: day,
	grain: oneOf(GRAINS),
}) satisfies z.ZodMiniType<HomeSearch>;

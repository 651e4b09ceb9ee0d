import type { DayRange } from './period.ts';

/** The periods as the answers give them: days (both included) and the time zone they are days of. */
export interface ReportPeriods {
	period: DayRange;
	previous: DayRange;
	time_zone: string;
}

// The paint benchmark's figures of one app on one screen: medians of the runs, each run beside them, and the
// JavaScript its route brought.
import type { Measured } from './paint-measure.ts';
import type { Route } from './paint-screens.ts';
import type { Profile } from './paint-timing.ts';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const medianProfile = (profiles: Profile[]) =>
	Object.fromEntries(
		Object.keys(profiles[0]!).map((key) => [key, median(profiles.map((profile) => profile[key as keyof Profile]))]),
	) as unknown as Profile;

/** One app on one screen over every measured run: the medians, each run, and the last run's JavaScript. */
export function summary(route: Route, measured: Measured[]) {
	const js = measured.at(-1)!.js;
	return {
		route: route.path,
		rows_selector: route.rows,
		cold_ms: {
			median: median(measured.map((run) => run.cold.rows_painted_ms)),
			runs: measured.map((run) => run.cold.rows_painted_ms),
		},
		warm_ms: {
			median: median(measured.map((run) => run.warm.rows_painted_ms)),
			runs: measured.map((run) => run.warm.rows_painted_ms),
		},
		cold_profile_median_ms: medianProfile(measured.map((run) => run.cold)),
		warm_profile_median_ms: medianProfile(measured.map((run) => run.warm)),
		js_files: js.files,
		js_wire_bytes: js.wire,
		js_decoded_bytes: js.decoded,
		js_wire_bytes_runs: measured.map((run) => run.js.wire),
	};
}

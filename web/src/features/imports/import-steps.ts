import { plural, t } from '@lingui/core/macro';
import type { ImportJob, ImportPlan, RowKind } from './import-job.ts';
import type { AskedStep } from './imports-search.ts';

/** The way of a file into the shop, in order: each is a step of the screen's stepper. */
export const FLOW_STEPS = ['upload', 'preview', 'options', 'dry-run', 'commit', 'done'] as const;
export type FlowStep = (typeof FLOW_STEPS)[number];

/**
 * The step an import is shown at. A job the server is committing or has ended is shown as it
 * stands, whatever the address asks (a bookmark of its dry run shows its progress or its end); a
 * dry run's results only once there is one; an uploaded file opened from the list of imports, at
 * its dry run if it had one, else at its preview.
 */
export function stepOf(
	job: Pick<ImportJob, 'status' | 'plan'>,
	asked: AskedStep | undefined,
): Exclude<FlowStep, 'upload'>;
export function stepOf(job: Pick<ImportJob, 'status' | 'plan'> | null, asked: AskedStep | undefined): FlowStep;
export function stepOf(job: Pick<ImportJob, 'status' | 'plan'> | null, asked: AskedStep | undefined): FlowStep {
	if (!job) return 'upload';
	if (job.status === 'committing') return 'commit';
	if (job.status !== 'staged') return 'done';
	if (asked === 'dry-run' && !job.plan) return 'options';
	return asked ?? (job.plan ? 'dry-run' : 'preview');
}

/** The steps the owner may go back to from `current`: those before it, while nothing is written yet. */
export function reachableSteps(job: Pick<ImportJob, 'status' | 'plan'> | null, current: FlowStep): FlowStep[] {
	if (job && job.status !== 'staged') return [];
	const before = FLOW_STEPS.slice(0, FLOW_STEPS.indexOf(current));
	return job?.plan && current !== 'dry-run' ? [...before, 'dry-run'] : before;
}

/** Why the import cannot be committed yet, in a sentence with what to do; null when it can. */
export function commitBlocker(job: Pick<ImportJob, 'plan'>): string | null {
	if (!job.plan) return t`Run the dry run first: it shows what the import will do.`;
	const errors = job.plan.errors;
	if (errors > 0)
		return plural(errors, {
			one: '# row has an error. Correct it in the file and upload the file again: one bad row imports nothing.',
			other: '# rows have errors. Correct them in the file and upload the file again: one bad row imports nothing.',
		});
	return null;
}

/** How far a commit is, in whole percent (0 while the server has not counted the rows yet). */
export function progressPercent({ done, total }: { done: number; total: number }): number {
	if (total <= 0) return 0;
	return Math.min(100, Math.max(0, Math.floor((done * 100) / total)));
}

/** The rows a dry run lists first: its errors, else the first kind it has any of. */
export function firstRowKind(plan: Pick<ImportPlan, 'errors' | 'create' | 'update' | 'skip'>): RowKind {
	const counts: Array<[RowKind, number]> = [
		['error', plan.errors],
		['create', plan.create],
		['update', plan.update],
		['skip', plan.skip],
	];
	return counts.find(([, count]) => count > 0)?.[0] ?? 'create';
}

/**
 * The import a screen opened on something else says is running: the first committing one of the
 * newest imports (a commit survives the tab that started it), unless it is the one shown.
 */
export function runningJob<Job extends Pick<ImportJob, 'id' | 'status'>>(
	jobs: readonly Job[] | undefined,
	shown: number | undefined,
): Job | null {
	return jobs?.find((job) => job.status === 'committing' && job.id !== shown) ?? null;
}

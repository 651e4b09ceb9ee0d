import { describe, expect, it } from 'vitest';
import type { ImportPlan } from './import-job.ts';
import { commitBlocker, firstRowKind, progressPercent, reachableSteps, runningJob, stepOf } from './import-steps.ts';

const plan = (counts: Partial<ImportPlan> = {}): ImportPlan => ({
	options: { quantities: 'replace', createMissing: true },
	create: 0,
	update: 0,
	skip: 0,
	errors: 0,
	alreadyImported: null,
	problems: [],
	...counts,
});
const staged = { status: 'staged' as const, plan: null };
const planned = { status: 'staged' as const, plan: plan({ create: 3 }) };

describe('stepOf', () => {
	it('asks for a file when no import is open', () => {
		expect(stepOf(null, undefined)).toBe('upload');
	});

	it('opens an uploaded file at its preview, or at its dry run once it has one', () => {
		expect(stepOf(staged, undefined)).toBe('preview');
		expect(stepOf(planned, undefined)).toBe('dry-run');
	});

	it('shows the step the address names, but a dry run only once there is one', () => {
		expect(stepOf(planned, 'options')).toBe('options');
		expect(stepOf(planned, 'preview')).toBe('preview');
		expect(stepOf(staged, 'dry-run')).toBe('options');
	});

	it('shows a committing import at its progress and an ended one at its end, whatever the address asks', () => {
		expect(stepOf({ status: 'committing', plan: plan() }, 'options')).toBe('commit');
		for (const status of ['committed', 'failed', 'cancelled'] as const)
			expect(stepOf({ status, plan: plan() }, 'dry-run')).toBe('done');
	});
});

describe('reachableSteps', () => {
	it('lets the owner go back to any earlier step, and forward to a dry run already run, while nothing is written', () => {
		expect(reachableSteps(null, 'upload')).toEqual([]);
		expect(reachableSteps(staged, 'options')).toEqual(['upload', 'preview']);
		expect(reachableSteps(planned, 'preview')).toEqual(['upload', 'dry-run']);
		expect(reachableSteps(planned, 'dry-run')).toEqual(['upload', 'preview', 'options']);
	});

	it('offers no way back once the server commits or has ended', () => {
		expect(reachableSteps({ status: 'committing', plan: plan() }, 'commit')).toEqual([]);
		expect(reachableSteps({ status: 'committed', plan: plan() }, 'done')).toEqual([]);
	});
});

describe('commitBlocker', () => {
	it('asks for the dry run first', () => {
		expect(commitBlocker({ plan: null })).toBe('Run the dry run first: it shows what the import will do.');
	});

	it('refuses while any row has an error, counting them and saying what to do', () => {
		expect(commitBlocker({ plan: plan({ errors: 1 }) })).toBe(
			'1 row has an error. Correct it in the file and upload the file again: one bad row imports nothing.',
		);
		expect(commitBlocker({ plan: plan({ errors: 12, create: 40 }) })).toBe(
			'12 rows have errors. Correct them in the file and upload the file again: one bad row imports nothing.',
		);
	});

	it('lets a dry run without errors be committed, skips included', () => {
		expect(commitBlocker({ plan: plan({ create: 2, skip: 5 }) })).toBeNull();
	});
});

describe('progressPercent', () => {
	it('counts whole percent, 0 before the rows are counted, never past 100', () => {
		expect(progressPercent({ done: 0, total: 0 })).toBe(0);
		expect(progressPercent({ done: 1_999, total: 5_000 })).toBe(39);
		expect(progressPercent({ done: 5_000, total: 5_000 })).toBe(100);
		expect(progressPercent({ done: 6_000, total: 5_000 })).toBe(100);
	});
});

describe('firstRowKind', () => {
	it('lists the errors first, else the first kind the dry run has rows of', () => {
		expect(firstRowKind(plan({ errors: 1, create: 4 }))).toBe('error');
		expect(firstRowKind(plan({ update: 4, skip: 1 }))).toBe('update');
		expect(firstRowKind(plan({ skip: 2 }))).toBe('skip');
		expect(firstRowKind(plan())).toBe('create');
	});
});

describe('runningJob', () => {
	const jobs = [
		{ id: 9, status: 'staged' as const },
		{ id: 8, status: 'committing' as const },
		{ id: 7, status: 'committed' as const },
	];

	it('names the import still committing when the screen is opened again, the tab that started it closed', () => {
		expect(runningJob(jobs, undefined)?.id).toBe(8);
		expect(runningJob(jobs, 9)?.id).toBe(8);
	});

	it('says nothing of the import already shown, nor when none commits or the list is not read yet', () => {
		expect(runningJob(jobs, 8)).toBeNull();
		expect(
			runningJob(
				jobs.filter((job) => job.status !== 'committing'),
				undefined,
			),
		).toBeNull();
		expect(runningJob(undefined, undefined)).toBeNull();
	});
});

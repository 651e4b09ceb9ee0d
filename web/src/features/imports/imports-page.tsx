import { Alert, Anchor, Button, Center, Group, Loader, Paper, Stack, Stepper, Title } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconLoader } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { QueryProblem } from '../../components/query-problem.tsx';
import { refreshAfter } from '../../lib/api/refreshes.ts';
import { CommitStep } from './commit-step.tsx';
import { DoneStep } from './done-step.tsx';
import { DryRunStep } from './dry-run-step.tsx';
import { ExportLinks } from './export-links.tsx';
import type { ImportJob, ImportOptions } from './import-job.ts';
import {
	FLOW_STEPS,
	firstRowKind,
	progressPercent,
	reachableSteps,
	runningJob,
	stepOf,
	type FlowStep,
} from './import-steps.ts';
import { importJobQuery, importsQuery } from './imports-query.ts';
import type { ImportsSearch } from './imports-search.ts';
import { OptionsStep } from './options-step.tsx';
import { PreviewStep } from './preview-step.tsx';
import { RecentImports } from './recent-imports.tsx';
import { UploadStep, type UploadChoice } from './upload-step.tsx';

/** Translated where shown (`i18n._`): the list is built once, the language can change. */
const STEP_WORDS: Record<FlowStep, MessageDescriptor> = {
	upload: msg`Upload`,
	preview: msg`Preview`,
	options: msg`Options`,
	'dry-run': msg`Dry run`,
	commit: msg`Commit`,
	done: msg`Done`,
};

/** A new shop's first import is usually its whole stock: counts replace, and every card it has is created. */
const FIRST_OPTIONS: ImportOptions = { quantities: 'replace', createMissing: true };

/** The way through the steps, shown as a stepper; steps already passed are buttons back to them while nothing is written. */
function Steps({ job, step, onStep }: { job: ImportJob | null; step: FlowStep; onStep: (step: FlowStep) => void }) {
	const { t, i18n } = useLingui();
	const reachable = reachableSteps(job, step);
	// An import that went through is complete at every step, its last included.
	const active = job?.status === 'committed' ? FLOW_STEPS.length : FLOW_STEPS.indexOf(step);
	return (
		<nav aria-label={t`Import steps`}>
			<Stepper
				active={active}
				onStepClick={(index) => onStep(FLOW_STEPS[index]!)}
				size="sm"
				allowNextStepsSelect={false}
			>
				{FLOW_STEPS.map((each) => (
					<Stepper.Step
						key={each}
						label={i18n._(STEP_WORDS[each])}
						allowStepSelect={reachable.includes(each)}
						aria-current={each === step ? 'step' : undefined}
					/>
				))}
			</Stepper>
		</nav>
	);
}

/** An import at whichever step it stands, with the options being chosen for its dry run. */
function ImportFlow({
	job,
	search,
	onSearch,
	onAnother,
}: {
	job: ImportJob;
	search: ImportsSearch;
	onSearch: (next: ImportsSearch) => void;
	onAnother: () => void;
}) {
	const queryClient = useQueryClient();
	const [options, setOptions] = useState<ImportOptions>(job.plan?.options ?? FIRST_OPTIONS);
	const [rateText, setRateText] = useState(job.plan?.options.costRate?.toString() ?? '');
	const step = stepOf(job, search.step);
	// The commit ended while this page watched it: everything the import may have changed is asked again.
	const lastStatus = useRef(job.status);
	useEffect(() => {
		if (lastStatus.current === 'committing' && job.status === 'committed')
			void refreshAfter(queryClient, 'import-committed');
		lastStatus.current = job.status;
	}, [job.status, queryClient]);
	const at = (next: 'preview' | 'options' | 'dry-run') => onSearch({ job: job.id, step: next });
	switch (step) {
		case 'preview':
			return <PreviewStep job={job} onBack={onAnother} onNext={() => at('options')} />;
		case 'options':
			return (
				<OptionsStep
					job={job}
					options={options}
					onOptions={setOptions}
					rateText={rateText}
					onRateText={setRateText}
					onBack={() => at('preview')}
					onPlanned={() => at('dry-run')}
				/>
			);
		case 'dry-run':
			return job.plan ? (
				<DryRunStep
					job={job}
					plan={job.plan}
					kind={search.rows ?? firstRowKind(job.plan)}
					page={search.page ?? 1}
					onRows={(rows, page) => onSearch({ job: job.id, step: 'dry-run', rows, page })}
					onOptions={() => at('options')}
					onNewFile={onAnother}
				/>
			) : null;
		case 'commit':
			return <CommitStep job={job} />;
		case 'done':
			return <DoneStep job={job} onAnother={onAnother} />;
	}
}

/** An import still committing, said when the screen opens on something else: the tab that started it may have been closed. */
function RunningImport({ current }: { current: number | undefined }) {
	const jobs = useQuery(importsQuery());
	const running = runningJob(jobs.data, current);
	if (!running) return null;
	const fileName = running.fileName;
	const percent = progressPercent(running.progress);
	return (
		// Teal's light background is the one a link reads on at AA contrast (the theme's primary colour).
		<Alert color="teal" icon={<IconLoader size={18} />}>
			<Trans>
				<Anchor renderRoot={(props) => <Link {...props} to="/imports" search={{ job: running.id }} />}>
					{fileName}
				</Anchor>{' '}
				is being imported: {percent} % checked.
			</Trans>
		</Alert>
	);
}

/**
 * Import / export (administrators): a file from TCGplayer, ManaBox, Deckbox, Dragon Shield,
 * Moxfield or Deckhand itself, taken in step by step (upload, preview, options, dry run, commit,
 * done), each step at its own address; the newest imports with where they stand; and the shop's
 * exports.
 */
export function ImportsPage() {
	const { t, i18n } = useLingui();
	const search = useSearch({ from: '/signed-in/imports' });
	const navigate = useNavigate({ from: '/imports' });
	const [choice, setChoice] = useState<UploadChoice>({ file: null, format: null });
	const job = useQuery({ ...importJobQuery(search.job ?? 0), enabled: search.job !== undefined });
	const shown = search.job === undefined ? null : (job.data ?? null);
	const step = stepOf(shown, search.step);
	const onSearch = (next: ImportsSearch) => navigate({ search: next });
	const startAgain = () => onSearch({});
	const onStep = (next: FlowStep) =>
		next === 'upload' || !shown
			? startAgain()
			: onSearch({
					job: shown.id,
					step: next === 'preview' || next === 'options' || next === 'dry-run' ? next : undefined,
				});
	const loading = search.job !== undefined && job.isPending;
	// Until the import asked for has answered, its step is not known: neither the stepper nor a step's name is shown.
	const known = search.job === undefined || shown !== null;
	return (
		<Stack>
			<Title order={1} size="h2">
				<Trans>Import / export</Trans>
			</Title>
			<RunningImport current={search.job} />
			{known ? <Steps job={shown} step={step} onStep={onStep} /> : null}
			<Paper withBorder p="md">
				<Stack>
					{known ? (
						<Title order={2} size="h3">
							{i18n._(STEP_WORDS[step])}
						</Title>
					) : null}
					{search.job === undefined ? (
						<UploadStep
							choice={choice}
							onChoice={setChoice}
							onUploaded={(uploaded) => onSearch({ job: uploaded.id, step: 'preview' })}
						/>
					) : null}
					{loading ? (
						<Center mih={160}>
							<Loader aria-label={t`Loading the import`} />
						</Center>
					) : null}
					{job.error ? (
						<>
							<QueryProblem error={job.error} onRetry={() => job.refetch()} />
							<Group>
								<Button variant="default" onClick={startAgain}>
									<Trans>Start with a new file</Trans>
								</Button>
							</Group>
						</>
					) : null}
					{shown ? (
						<ImportFlow
							key={shown.id}
							job={shown}
							search={search}
							onSearch={onSearch}
							onAnother={startAgain}
						/>
					) : null}
				</Stack>
			</Paper>
			<RecentImports current={search.job} />
			<ExportLinks />
		</Stack>
	);
}

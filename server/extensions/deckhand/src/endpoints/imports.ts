import type { Request, Response, Router } from 'express';
import type { Route } from '../http/json-route.ts';
import { AdminOnlyError, ImportTransitionError } from '../errors.ts';
import type { Actor } from '../ledger/command.ts';
import { cancelImport, startCommit, type CommitContext } from '../imports/commit-import.ts';
import { checkFileType, parseImportId, parseRowsQuery, parseUploadQuery } from '../imports/import-input.ts';
import type { Heartbeat } from '../jobs/heartbeat.ts';
import { findJob, jobView, recentJobs } from '../imports/import-job.ts';
import { importRowsPage } from '../imports/import-rows-page.ts';
import { abandonStaleJobs } from '../imports/import-sweep.ts';
import { planImport } from '../imports/plan-import.ts';
import { RunningJobs } from '../jobs/running-jobs.ts';
import { IMPORT_JOBS } from '../imports/import-job.ts';
import { stageUpload } from '../imports/stage-upload.ts';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import { PLAN_OPTIONS } from '@deckhand/contract/imports/import-input.ts';
import { parseBody } from '../domain/request-body.ts';
import { routePath } from '../http/route-path.ts';

interface ImportContext extends Omit<CommitContext, 'running'> {
	/** The signed-in caller, refusing anyone else, before the input is read. */
	caller: (req: Request) => Actor;
	route: Route;
	heartbeat: Heartbeat;
}

/**
 * Stock imports (`/deckhand/imports/…`, `docs/imports.md`): upload (staged), dry run, commit as a
 * server job, cancel, and the reads of a job and its rows. Administrators only: anyone else is
 * refused before the request's input is read.
 */
export function importRoutes(router: Router, context: ImportContext): void {
	const { database, caller, route, heartbeat } = context;
	const running = new RunningJobs(database, context.logger, heartbeat.beatMs, IMPORT_JOBS);
	const commits: CommitContext = { ...context, running };

	const administrator = (req: Request): Actor => {
		const actor = caller(req);
		if (!actor.admin) throw new AdminOnlyError('Imports are for administrators.', {});
		return actor;
	};
	/** Every read and command first settles jobs whose server stopped, so whoever asks is told. */
	const settled = () => abandonStaleJobs(database, running.here, heartbeat.abandonedAfterMs);

	router.post(routePath(ENDPOINTS.importUpload), async (req: Request, res: Response) => {
		const actor = administrator(req);
		const { format, fileName } = parseUploadQuery(req.query as Record<string, unknown>);
		checkFileType(req.headers['content-type']);
		const job = await stageUpload(database, running, req, { format, fileName, actor });
		res.status(201).json({ data: job });
	});

	router.get(
		routePath(ENDPOINTS.imports),
		route(async (req) => {
			administrator(req);
			await settled();
			return recentJobs(database);
		}),
	);

	router.get(
		routePath(ENDPOINTS.importJob),
		route(async (req) => {
			administrator(req);
			const id = parseImportId(req.params['id']);
			await settled();
			return jobView(database, id);
		}),
	);

	router.get(
		routePath(ENDPOINTS.importRows),
		route(async (req) => {
			administrator(req);
			const id = parseImportId(req.params['id']);
			const query = parseRowsQuery(req.query as Record<string, unknown>);
			return importRowsPage(database, id, query);
		}),
	);

	router.post(
		routePath(ENDPOINTS.importPlan),
		route(async (req) => {
			administrator(req);
			const id = parseImportId(req.params['id']);
			const options = parseBody(PLAN_OPTIONS, req.body);
			const job = await findJob(database, id);
			const refused = (status: string) =>
				new ImportTransitionError(`Import #${id} is ${status}: only a staged import has a dry run.`, {
					job: id,
					from: status,
					to: 'staged',
				});
			if (job.status !== 'staged') throw refused(job.status);
			const plan = await planImport(database, job, options, { status: 'staged', progress: false });
			if (plan === null) throw refused((await findJob(database, id)).status);
			return plan;
		}),
	);

	router.post(routePath(ENDPOINTS.importCommit), async (req: Request, res: Response) => {
		const actor = administrator(req);
		const id = parseImportId(req.params['id']);
		await settled();
		res.status(202).json({ data: await startCommit(commits, id, actor) });
	});

	router.post(
		routePath(ENDPOINTS.importCancel),
		route(async (req) => {
			administrator(req);
			const id = parseImportId(req.params['id']);
			await settled();
			return cancelImport(database, id);
		}),
	);
}

import type { Request, Response, Router } from 'express';
import type { Route } from '../http/json-route.ts';
import type { Knex } from 'knex';
import { resolve } from 'node:path';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import { START_CATALOGUE_RUN } from '@deckhand/contract/catalogue/catalogue-run.ts';
import {
	abandonStaleRuns,
	cancelRun,
	CATALOGUE_RUNS,
	recentRuns,
	runView,
	startRun,
} from '../catalogue/catalogue-runs.ts';
import { sourceStates } from '../catalogue/source-states.ts';
import { parseBody } from '../domain/request-body.ts';
import { AdminOnlyError, invalid } from '../errors.ts';
import { pathId } from '../domain/input.ts';
import { routePath } from '../http/route-path.ts';
import type { Heartbeat } from '../jobs/heartbeat.ts';
import { RunningJobs } from '../jobs/running-jobs.ts';
import type { Actor } from '../ledger/command.ts';

interface CatalogueContext {
	database: Knex;
	env: Record<string, unknown>;
	logger: { warn: (message: string) => void };
	/** The signed-in caller, refusing anyone else, before the input is read. */
	caller: (req: Request) => Actor;
	route: Route;
	heartbeat: Heartbeat;
	clearDataCache: () => Promise<void>;
}

/**
 * The catalogue's sources and runs (`/deckhand/catalogue/…`, docs/decisions/catalogue-sources.md):
 * the sources with their folders and newest runs, start a source's run, cancel one, and read the
 * runs. Administrators only: anyone else is refused before the request's input is read.
 */
export function catalogueRoutes(
	router: Router,
	{ database, env, logger, caller, route, heartbeat, clearDataCache }: CatalogueContext,
): void {
	const running = new RunningJobs(database, logger, heartbeat.beatMs, CATALOGUE_RUNS);
	const context = {
		database,
		running,
		dataDir: resolve(String(env['DECKHAND_DATA_DIR'] ?? 'data')),
		log: (message: string) => logger.warn(message),
		clearDataCache,
	};
	const administrator = (req: Request): Actor => {
		const actor = caller(req);
		if (!actor.admin) throw new AdminOnlyError('The catalogue sources are for administrators.', {});
		return actor;
	};
	/** Every read and start first settles runs whose server stopped, so whoever asks is told. */
	const settled = () => abandonStaleRuns(database, running.here, heartbeat.abandonedAfterMs);

	router.post(routePath(ENDPOINTS.catalogueRunStart), async (req: Request, res: Response) => {
		const actor = administrator(req);
		const { source } = parseBody(START_CATALOGUE_RUN, req.body);
		await settled();
		res.status(202).json({ data: await startRun(context, source, actor.user) });
	});

	router.get(
		routePath(ENDPOINTS.catalogueSources),
		route(async (req) => {
			administrator(req);
			await settled();
			return sourceStates(database, context.dataDir);
		}),
	);

	router.get(
		routePath(ENDPOINTS.catalogueRuns),
		route(async (req) => {
			administrator(req);
			await settled();
			return recentRuns(database);
		}),
	);

	const runId = (req: Request): number => {
		const id = pathId(req.params['id']);
		if (id === null) throw invalid('id', 'Choose the catalogue run (a run id).');
		return id;
	};

	router.get(
		routePath(ENDPOINTS.catalogueRun),
		route(async (req) => {
			administrator(req);
			const id = runId(req);
			await settled();
			return runView(database, id);
		}),
	);

	router.post(
		routePath(ENDPOINTS.catalogueRunCancel),
		route(async (req) => {
			administrator(req);
			const id = runId(req);
			// Stopped here before the database is asked: on SQLite a run applying holds the one connection until it ends.
			running.stop(id);
			await settled();
			return cancelRun(database, id);
		}),
	);
}

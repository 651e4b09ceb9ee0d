import type { Request, Response, Router } from 'express';
import type { Route } from '../http/json-route.ts';
import type { Knex } from 'knex';
import { resolve } from 'node:path';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import {
	CATALOGUE_SOURCE_IDS,
	START_CATALOGUE_RUN,
	type CatalogueSourceId,
} from '@deckhand/contract/catalogue/catalogue-run.ts';
import { SOURCE_SETTINGS } from '@deckhand/contract/catalogue/source-settings.ts';
import {
	abandonStaleRuns,
	cancelRun,
	CATALOGUE_RUNS,
	recentRuns,
	runView,
	startRun,
	sweepEndedRuns,
} from '../catalogue/catalogue-runs.ts';
import { startScheduledRuns } from '../catalogue/scheduled-runs.ts';
import { saveSourceSettings } from '../catalogue/source-settings.ts';
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

/** `DECKHAND_DOWNLOAD_TIMEOUT` (seconds, 60 by default): how long a source's server may stay silent during a download. */
const DOWNLOAD_TIMEOUT_SECONDS = 60;
/** `DECKHAND_CATALOGUE_SCHEDULE_CHECK` (seconds, 60 by default): how often each instance looks for a source whose schedule is due. */
const SCHEDULE_CHECK_SECONDS = 60;

const seconds = (env: Record<string, unknown>, name: string, fallback: number): number => {
	const text = env[name];
	const value = text === undefined || text === '' ? fallback : Number(text);
	if (!Number.isFinite(value) || value < 1 || value > 86_400)
		throw new Error(`deckhand: ${name} must be a number of seconds from 1 to 86400, not ${String(text)}`);
	return value;
};

/**
 * The catalogue's sources and runs (`/deckhand/catalogue/…`, docs/decisions/catalogue-sources.md):
 * the sources with their folders and newest runs, a source's address and schedule, start a
 * source's run, cancel one, and read the runs. Administrators only: anyone else is refused before
 * the request's input is read. Each instance also looks for scheduled runs due, every minute, on
 * a timer of its own beside these routes (not Directus's `schedule`): a scheduled run is carried
 * out with the same jobs as one started here, so a cancel on this instance reaches it at once;
 * two instances looking at once start it once (`scheduled-runs.ts`).
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
		unsaved: env['DECKHAND_CATALOGUE_DEFAULTS'] === 'folder' ? ('folder' as const) : ('published' as const),
		downloadTimeoutMs: seconds(env, 'DECKHAND_DOWNLOAD_TIMEOUT', DOWNLOAD_TIMEOUT_SECONDS) * 1_000,
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

	/** At start and on the schedule's timer: the rows runs that have ended left, and the runs due. */
	const swept = () => sweepEndedRuns(database, running.here, heartbeat.abandonedAfterMs);
	void swept().catch((error: unknown) =>
		logger.warn(`deckhand: the catalogue's staging rows were not swept: ${String(error)}`),
	);
	const serverStarted = Date.now();
	setInterval(
		() =>
			void settled()
				.then(swept)
				.then(() => startScheduledRuns(context, serverStarted))
				.catch((error: unknown) =>
					logger.warn(`deckhand: the catalogue's scheduled runs were not started: ${String(error)}`),
				),
		seconds(env, 'DECKHAND_CATALOGUE_SCHEDULE_CHECK', SCHEDULE_CHECK_SECONDS) * 1_000,
	).unref();

	router.patch(
		routePath(ENDPOINTS.catalogueSourceSettings),
		route(async (req) => {
			administrator(req);
			const source = req.params['source'] as CatalogueSourceId;
			if (!CATALOGUE_SOURCE_IDS.includes(source))
				throw invalid(
					'source',
					`There is no catalogue source ${String(source)}: one of ${CATALOGUE_SOURCE_IDS.join(', ')}.`,
				);
			await saveSourceSettings(database, source, parseBody(SOURCE_SETTINGS, req.body));
			return (await sourceStates(database, context.dataDir, context.unsaved)).find(
				(state) => state.source === source,
			)!;
		}),
	);

	router.get(
		routePath(ENDPOINTS.catalogueSources),
		route(async (req) => {
			administrator(req);
			await settled();
			return sourceStates(database, context.dataDir, context.unsaved);
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

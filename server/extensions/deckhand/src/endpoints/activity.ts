import type { Accountability, SchemaOverview } from '@directus/types';
import type { Request, Router } from 'express';
import type { Knex } from 'knex';
import { activityPage } from '../activity/activity-page.ts';
import { AdminOnlyError, SignInRequiredError } from '../errors.ts';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import { routePath } from '../http/route-path.ts';

type DirectusRequest = Request & { accountability?: Accountability; schema: SchemaOverview };

/**
 * `GET /deckhand/activity`: who did what, from Directus's activity and Deckhand's ledgers, for
 * administrators only (it shows every order, customer and price, and revisions of costs).
 */
export function activityRoutes(router: Router, database: Knex): void {
	router.get(routePath(ENDPOINTS.activity), async (req, res) => {
		const { accountability, schema } = req as DirectusRequest;
		if (!accountability?.user) throw new SignInRequiredError();
		if (!accountability.admin) throw new AdminOnlyError('The activity log is for administrators.', {});
		res.json({ data: await activityPage(database, schema, req.query as Record<string, unknown>) });
	});
}

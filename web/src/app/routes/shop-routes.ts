import { msg } from '@lingui/core/macro';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { staffSearchSchema } from '../../features/staff/staff-search.ts';
import { activitySearchSchema } from '../../features/activity/activity-search.ts';
import { picturesSearchSchema } from '../../features/pictures/pictures-search.ts';
import { importsSearchSchema } from '../../features/imports/imports-search.ts';
import { catalogueSourcesSearchSchema } from '../../features/catalogue-sources/catalogue-sources-search.ts';
import { sourcesQuery } from '../../features/catalogue-sources/catalogue-sources-query.ts';
import { reportsSearchSchema } from '../../features/reports/reports-search.ts';
import { chartsQuery, kpisQuery, marginsQuery, workQueuesQuery } from '../../features/home/home-request.ts';
import { grainOf, periodParams } from '../../features/home/home-period.ts';
import { homeSearchSchema } from '../../features/home/home-search.ts';
import { accessQuery } from '../../lib/directus/session.ts';
import { capabilitiesOf } from '../../lib/permissions/capabilities.ts';
import { prefetch, titled, signedInRoute } from './root-routes.tsx';

/* The shop itself: home, the picture library, import and export, staff, activity, reports, settings, server status and one's own profile. */
export const homeRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: '/',
	head: titled(msg`Home`),
	validateSearch: homeSearchSchema,
	loaderDeps: ({ search }) => search,
	// Home's figures are asked for with the session check, not once the screen draws; the margins once the server has said who may see costs.
	loader: ({ context: { queryClient }, deps }) => {
		const period = periodParams(deps);
		void import('../../features/home/charts/home-charts.tsx');
		void prefetch(queryClient, workQueuesQuery());
		void prefetch(queryClient, kpisQuery(period));
		void prefetch(queryClient, chartsQuery(period, grainOf(deps)));
		void queryClient.ensureQueryData(accessQuery()).then((access) => {
			if (capabilitiesOf(access).seeCosts) void prefetch(queryClient, marginsQuery(period, true));
		});
	},
	staticData: { capability: 'home' },
	component: lazyRouteComponent(() => import('../../features/home/home-page.tsx'), 'HomePage'),
});

export const picturesRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'pictures',
	head: titled(msg`Picture library`),
	validateSearch: picturesSearchSchema,
	staticData: { capability: 'managePictures' },
	component: lazyRouteComponent(() => import('../../features/pictures/pictures-page.tsx'), 'PicturesPage'),
});

export const importsRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'imports',
	head: titled(msg`Import / export`),
	validateSearch: importsSearchSchema,
	staticData: { capability: 'importExport' },
	component: lazyRouteComponent(() => import('../../features/imports/imports-page.tsx'), 'ImportsPage'),
});

export const catalogueSourcesRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'catalogue-sources',
	head: titled(msg`Catalogue sources`),
	validateSearch: catalogueSourcesSearchSchema,
	staticData: { capability: 'catalogueSources' },
	// Asked for once the server has said who may: a clerk's visit never sends the owner's request.
	loader: ({ context: { queryClient } }) => {
		void queryClient.ensureQueryData(accessQuery()).then((access) => {
			if (capabilitiesOf(access).catalogueSources) void prefetch(queryClient, sourcesQuery());
		});
	},
	component: lazyRouteComponent(
		() => import('../../features/catalogue-sources/catalogue-sources-page.tsx'),
		'CatalogueSourcesPage',
	),
});

export const staffRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'staff',
	head: titled(msg`Staff`),
	validateSearch: staffSearchSchema,
	staticData: { capability: 'manageStaff' },
	component: lazyRouteComponent(() => import('../../features/staff/staff-page.tsx'), 'StaffPage'),
});

export const activityRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'activity',
	head: titled(msg`Activity`),
	validateSearch: activitySearchSchema,
	staticData: { capability: 'viewActivity' },
	component: lazyRouteComponent(() => import('../../features/activity/activity-page.tsx'), 'ActivityPage'),
});

export const reportsRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'reports',
	head: titled(msg`Reports`),
	validateSearch: reportsSearchSchema,
	staticData: { capability: 'viewReports' },
	component: lazyRouteComponent(() => import('../../features/reports/reports-page.tsx'), 'ReportsPage'),
});

export const settingsRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'settings',
	head: titled(msg`Settings`),
	staticData: { capability: 'editSettings' },
	component: lazyRouteComponent(() => import('../../features/settings/settings-page.tsx'), 'SettingsPage'),
});

export const serverStatusRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'server-status',
	head: titled(msg`Server status`),
	staticData: { capability: 'serverStatus' },
	component: lazyRouteComponent(
		() => import('../../features/server-status/server-status-page.tsx'),
		'ServerStatusPage',
	),
});

/** Everyone's own: no capability. */
export const profileRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'profile',
	head: titled(msg`Profile`),
	component: lazyRouteComponent(() => import('../../features/profile/profile-page.tsx'), 'ProfilePage'),
});

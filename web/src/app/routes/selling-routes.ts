import { msg } from '@lingui/core/macro';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { checkoutSearchSchema } from '../../features/checkout/checkout-search.ts';
import { tillsSearchSchema } from '../../features/tills/tills-search.ts';
import { balancesQuery, customersQuery } from '../../features/customers/customers-query.ts';
import { customerSearchSchema, customersSearchSchema } from '../../features/customers/customers-search.ts';
import { ordersQuery } from '../../features/orders/orders-query.ts';
import { customerOptionsQuery } from '../../lib/customer-options.ts';
import { orderSearchSchema, ordersSearchSchema } from '../../features/orders/orders-search.ts';
import { titled, signedInRoute, prefetch } from './root-routes.tsx';

/* Selling: the till, tills and their reports, orders and the pick list, customers. */
export const checkoutRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'checkout',
	head: titled(msg`Checkout`),
	validateSearch: checkoutSearchSchema,
	staticData: { capability: 'checkout' },
	component: lazyRouteComponent(() => import('../../features/checkout/checkout-route.tsx'), 'CheckoutRoute'),
});

export const tillsRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'tills',
	head: titled(msg`Tills`),
	validateSearch: tillsSearchSchema,
	staticData: { capability: 'tills' },
	component: lazyRouteComponent(() => import('../../features/tills/tills-page.tsx'), 'TillsPage'),
});

export const tillReportRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'tills/$tillId/sessions/$sessionId',
	head: titled(msg`End-of-day report`),
	staticData: { capability: 'tills' },
	component: lazyRouteComponent(() => import('../../features/tills/till-report-page.tsx'), 'TillReportPage'),
});

export const ordersRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'orders',
	head: titled(msg`Orders`),
	ssr: true,
	validateSearch: ordersSearchSchema,
	loaderDeps: ({ search }) => search,
	loader: async ({ context: { queryClient }, deps, cause }) => {
		const list = prefetch(queryClient, ordersQuery(deps));
		// The customer filter's first choices (nothing typed yet).
		void prefetch(queryClient, customerOptionsQuery('', deps.customer));
		if (cause !== 'stay') await list;
	},
	staticData: { capability: 'orders' },
	component: lazyRouteComponent(() => import('../../features/orders/orders-page.tsx'), 'OrdersPage'),
});

export const pickListRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'orders/pick-list',
	head: titled(msg`Pick list`),
	staticData: { capability: 'orders' },
	component: lazyRouteComponent(() => import('../../features/orders/pick-list-page.tsx'), 'PickListPage'),
});

export const orderRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'orders/$orderId',
	head: titled(msg`Order`),
	validateSearch: orderSearchSchema,
	staticData: { capability: 'orders' },
	component: lazyRouteComponent(() => import('../../features/orders/order-page.tsx'), 'OrderPage'),
});

export const customersRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'customers',
	head: titled(msg`Customers`),
	ssr: true,
	validateSearch: customersSearchSchema,
	loaderDeps: ({ search: { q, sort, page } }) => ({ q, sort, page }),
	loader: async ({ context: { queryClient }, deps, cause }) => {
		const list = prefetch(queryClient, customersQuery(deps));
		void list.then(() => {
			const customers = queryClient.getQueryData(customersQuery(deps).queryKey);
			if (customers) void prefetch(queryClient, balancesQuery(customers.items.map((customer) => customer.id)));
		});
		if (cause !== 'stay') await list;
	},
	staticData: { capability: 'customers' },
	component: lazyRouteComponent(() => import('../../features/customers/customers-page.tsx'), 'CustomersPage'),
});

export const customerRoute = createRoute({
	getParentRoute: () => signedInRoute,
	path: 'customers/$customerId',
	head: titled(msg`Customer`),
	validateSearch: customerSearchSchema,
	staticData: { capability: 'customers' },
	component: lazyRouteComponent(() => import('../../features/customers/customer-page.tsx'), 'CustomerPage'),
});

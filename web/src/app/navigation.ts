import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
	IconBasketDown,
	IconCards,
	IconCashRegister,
	IconChartBar,
	IconClipboardList,
	IconDatabaseImport,
	IconFileImport,
	IconHistory,
	IconHome,
	IconId,
	IconPhoto,
	IconReceipt,
	IconServer2,
	IconSettings,
	IconShoppingCart,
	IconTags,
	IconUsers,
	type Icon,
} from '@tabler/icons-react';
import type { Capability } from '../lib/permissions/capabilities.ts';

export interface NavItem {
	/** Translated where it is shown (`i18n._`): the list is built once, the language can change. */
	label: MessageDescriptor;
	to:
		| '/'
		| '/catalog'
		| '/prices/review'
		| '/checkout'
		| '/buylists'
		| '/buying-rules'
		| '/tills'
		| '/orders'
		| '/customers'
		| '/pictures'
		| '/imports'
		| '/catalogue-sources'
		| '/staff'
		| '/activity'
		| '/reports'
		| '/settings'
		| '/server-status';
	icon: Icon;
	capability: Capability;
}

/**
 * The sidebar, in the order of PRODUCT.md §8. A section appears here once it exists; each is
 * shown only to users whose capabilities include it, and its route checks the same capability.
 * Each has an icon of its own (on a tablet the sidebar may show icons alone): no two alike.
 */
export const NAVIGATION: NavItem[] = [
	{ label: msg`Home`, to: '/', icon: IconHome, capability: 'home' },
	{ label: msg`Catalog`, to: '/catalog', icon: IconCards, capability: 'catalog' },
	// Beside the catalog: the moves of its reprice runs that wait for the owner.
	{ label: msg`Price review`, to: '/prices/review', icon: IconTags, capability: 'marketPricing' },
	{ label: msg`Checkout`, to: '/checkout', icon: IconShoppingCart, capability: 'checkout' },
	{ label: msg`Buylists`, to: '/buylists', icon: IconBasketDown, capability: 'buylists' },
	// Beside the buylists: what the shop buys and at what bonus is how trade-ins are priced.
	{ label: msg`Buying rules`, to: '/buying-rules', icon: IconClipboardList, capability: 'buyingRules' },
	{ label: msg`Tills`, to: '/tills', icon: IconCashRegister, capability: 'tills' },
	{ label: msg`Orders`, to: '/orders', icon: IconReceipt, capability: 'orders' },
	{ label: msg`Customers`, to: '/customers', icon: IconUsers, capability: 'customers' },
	{ label: msg`Pictures`, to: '/pictures', icon: IconPhoto, capability: 'managePictures' },
	{ label: msg`Import / export`, to: '/imports', icon: IconFileImport, capability: 'importExport' },
	// Beside the imports: the other way cards and prices come in, read from the open sources' files.
	{
		label: msg`Catalogue sources`,
		to: '/catalogue-sources',
		icon: IconDatabaseImport,
		capability: 'catalogueSources',
	},
	{ label: msg`Staff`, to: '/staff', icon: IconId, capability: 'manageStaff' },
	{ label: msg`Activity`, to: '/activity', icon: IconHistory, capability: 'viewActivity' },
	{ label: msg`Reports`, to: '/reports', icon: IconChartBar, capability: 'viewReports' },
	{ label: msg`Settings`, to: '/settings', icon: IconSettings, capability: 'editSettings' },
	{ label: msg`Server status`, to: '/server-status', icon: IconServer2, capability: 'serverStatus' },
];

/**
 * Whether an entry is the screen at `path` or one under it (a card under Catalog): whole segments,
 * so `/catalogue-sources` is not taken for `/catalog`.
 */
export const isCurrent = (to: NavItem['to'], path: string): boolean =>
	to === '/' ? path === '/' : path === to || path.startsWith(`${to}/`);

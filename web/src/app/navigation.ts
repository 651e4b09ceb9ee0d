import { IconCards, IconCashRegister, IconHome, IconReceipt, IconServer2, IconUsers, type Icon } from '@tabler/icons-react';
import type { Capability } from '../lib/permissions/capabilities.ts';

export interface NavItem {
	label: string;
	to: '/' | '/catalog' | '/checkout' | '/orders' | '/customers' | '/server-status';
	icon: Icon;
	capability: Capability;
}

/**
 * The sidebar, in the order of PRODUCT.md §8. A section appears here once it exists; each is
 * shown only to users whose capabilities include it, and its route checks the same capability.
 */
export const NAVIGATION: NavItem[] = [
	{ label: 'Home', to: '/', icon: IconHome, capability: 'home' },
	{ label: 'Catalog', to: '/catalog', icon: IconCards, capability: 'catalog' },
	{ label: 'Checkout', to: '/checkout', icon: IconCashRegister, capability: 'checkout' },
	{ label: 'Orders', to: '/orders', icon: IconReceipt, capability: 'orders' },
	{ label: 'Customers', to: '/customers', icon: IconUsers, capability: 'customers' },
	{ label: 'Server status', to: '/server-status', icon: IconServer2, capability: 'serverStatus' },
];

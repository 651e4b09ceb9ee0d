import { describe, expect, it } from 'vitest';
import { capabilitiesOf, reasonWhyNot } from './capabilities.ts';

const full = { access: 'full' as const };

describe('capabilitiesOf', () => {
	it('gives an administrator everything', () => {
		expect(Object.values(capabilitiesOf({ admin: true, permissions: {} })).every(Boolean)).toBe(true);
	});

	it('gives shop staff home but no costs, prices, deletions, staff, activity, settings or server status', () => {
		const staff = capabilitiesOf({
			admin: false,
			permissions: { skus: { read: full, update: full }, cards: { read: full, create: full, delete: { access: 'none' } }, directus_users: { read: full, create: { access: 'none' } } },
		});
		expect(staff).toEqual({ home: true, catalog: true, serverStatus: false, seeCosts: false, changePrices: false, deleteCatalog: false, viewPriceHistory: false, manageStaff: false, viewActivity: false, editSettings: false });
	});

	it('fails closed for a user the server grants nothing', () => {
		const nobody = capabilitiesOf({ admin: false, permissions: {} });
		expect(Object.entries(nobody).filter(([, allowed]) => allowed).map(([name]) => name)).toEqual(['home']);
	});

	it('explains a missing capability', () => {
		expect(reasonWhyNot('changePrices')).toBe('Only an administrator can change prices.');
	});
});

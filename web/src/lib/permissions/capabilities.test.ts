import { describe, expect, it } from 'vitest';
import { capabilitiesOf, reasonWhyNot } from './capabilities.ts';

const full = { access: 'full' as const };

describe('capabilitiesOf', () => {
	it('gives an administrator everything', () => {
		expect(Object.values(capabilitiesOf({ admin: true, permissions: {} })).every(Boolean)).toBe(true);
	});

	it('gives shop staff home but no costs, prices, deletions, pictures to delete, staff, activity, settings or server status', () => {
		const staff = capabilitiesOf({
			admin: false,
			permissions: {
				skus: { read: full, update: full },
				shop_settings: { read: full },
				cards: { read: full, create: full, delete: { access: 'none' } },
				directus_users: { read: full, create: { access: 'none' } },
				directus_files: { read: full, create: full },
				customers: { read: full, create: full, update: full },
				orders: { read: full },
			},
		});
		expect(staff).toEqual({
			home: true,
			catalog: true,
			checkout: true,
			buylists: false,
			overrideOffers: false,
			approveBuylists: false,
			buyingRules: false,
			manageBuyingRules: false,
			tills: false,
			manageTills: false,
			closeAnyTill: false,
			orders: true,
			refundOrders: false,
			serverStatus: false,
			checkBooks: false,
			seeBackups: false,
			seeCosts: false,
			changePrices: false,
			marketPricing: false,
			deleteCatalog: false,
			viewPriceHistory: true,
			manageStaff: false,
			viewActivity: false,
			viewReports: false,
			managePictures: false,
			editSettings: false,
			customers: true,
			adjustCredit: false,
			importExport: false,
			catalogueSources: false,
		});
	});

	it('fails closed for a user the server grants nothing', () => {
		const nobody = capabilitiesOf({ admin: false, permissions: {} });
		expect(
			Object.entries(nobody)
				.filter(([, allowed]) => allowed)
				.map(([name]) => name),
		).toEqual(['home']);
	});

	it('keeps manual credit adjustments for administrators, even for staff who may edit customers', () => {
		const customers = { read: full, create: full, update: full };
		expect(
			capabilitiesOf({ admin: false, permissions: { customers, credit_ledger: { read: full } } }),
		).toMatchObject({ customers: true, adjustCredit: false });
		expect(capabilitiesOf({ admin: true, permissions: {} })).toMatchObject({ customers: true, adjustCredit: true });
		expect(reasonWhyNot('adjustCredit')).toBe('Only an administrator can adjust store credit.');
	});

	it('opens the till only to users who read SKUs and the shop settings (tax, discount cap)', () => {
		expect(capabilitiesOf({ admin: false, permissions: { skus: { read: full } } }).checkout).toBe(false);
		expect(
			capabilitiesOf({ admin: false, permissions: { skus: { read: full }, shop_settings: { read: full } } })
				.checkout,
		).toBe(true);
	});

	it('shows the tills to whoever reads the tills and their sessions (the commands decide the rest)', () => {
		expect(capabilitiesOf({ admin: false, permissions: { tills: { read: full } } }).tills).toBe(false);
		expect(
			capabilitiesOf({ admin: false, permissions: { tills: { read: full }, till_sessions: { read: full } } })
				.tills,
		).toBe(true);
		expect(reasonWhyNot('tills')).toBe('Tills need permission to read tills and their sessions.');
	});

	it('lets only those who may add and change tills manage them, as the server does', () => {
		const reader = { tills: { read: full }, till_sessions: { read: full } };
		expect(capabilitiesOf({ admin: false, permissions: reader })).toMatchObject({
			tills: true,
			manageTills: false,
		});
		expect(
			capabilitiesOf({ admin: false, permissions: { ...reader, tills: { read: full, create: full } } })
				.manageTills,
		).toBe(false);
		expect(capabilitiesOf({ admin: true, permissions: {} }).manageTills).toBe(true);
		expect(reasonWhyNot('manageTills')).toBe('Tills are added, renamed and retired by administrators.');
	});

	it('lets a clerk close only a till they opened, as the server does, and an administrator any till', () => {
		const reader = { tills: { read: full }, till_sessions: { read: full, update: full } };
		expect(capabilitiesOf({ admin: false, permissions: reader }).closeAnyTill).toBe(false);
		expect(capabilitiesOf({ admin: true, permissions: {} }).closeAnyTill).toBe(true);
		expect(reasonWhyNot('closeAnyTill')).toBe('Whoever opened the till closes it, or an administrator.');
	});

	it('shows orders to whoever reads them, and keeps refunds for administrators', () => {
		expect(capabilitiesOf({ admin: false, permissions: { order_lines: { read: full } } })).toMatchObject({
			orders: false,
			refundOrders: false,
		});
		expect(
			capabilitiesOf({ admin: false, permissions: { orders: { read: full }, order_lines: { read: full } } }),
		).toMatchObject({ orders: true, refundOrders: false });
		expect(capabilitiesOf({ admin: true, permissions: {} })).toMatchObject({ orders: true, refundOrders: true });
		expect(reasonWhyNot('refundOrders')).toBe(
			'Only an administrator can refund an order that took money: the staff refund limit is 0.',
		);
	});

	it('keeps market prices and the price review for administrators, as the server does', () => {
		expect(
			capabilitiesOf({
				admin: false,
				permissions: { skus: { read: full, update: full }, sku_costs: { read: full } },
			}).marketPricing,
		).toBe(false);
		expect(capabilitiesOf({ admin: true, permissions: {} }).marketPricing).toBe(true);
		expect(reasonWhyNot('marketPricing')).toBe('Market prices and the price review are for administrators.');
	});

	it('keeps the books check for administrators, as the server does', () => {
		expect(
			capabilitiesOf({
				admin: false,
				permissions: { orders: { read: full }, customers: { read: full }, skus: { read: full } },
			}).checkBooks,
		).toBe(false);
		expect(capabilitiesOf({ admin: true, permissions: {} }).checkBooks).toBe(true);
		expect(reasonWhyNot('checkBooks')).toBe('The books check is for administrators.');
	});

	it('keeps the backups for administrators, as the server does', () => {
		expect(capabilitiesOf({ admin: false, permissions: { orders: { read: full } } }).seeBackups).toBe(false);
		expect(capabilitiesOf({ admin: true, permissions: {} }).seeBackups).toBe(true);
		expect(reasonWhyNot('seeBackups')).toBe('Backups are for administrators.');
	});

	it('opens the picture library only to users who may delete files, as the server does', () => {
		expect(
			capabilitiesOf({ admin: false, permissions: { directus_files: { read: full, create: full } } })
				.managePictures,
		).toBe(false);
		expect(capabilitiesOf({ admin: true, permissions: {} }).managePictures).toBe(true);
		expect(reasonWhyNot('managePictures')).toBe('The picture library is for administrators.');
	});

	it('lets staff who read buylists take trade-ins, but leaves offers, approvals and buying rules to administrators', () => {
		const clerk = capabilitiesOf({
			admin: false,
			permissions: { buylists: { read: full }, buying_rules: { read: full } },
		});
		expect(clerk).toMatchObject({
			buylists: true,
			overrideOffers: false,
			approveBuylists: false,
			buyingRules: true,
			manageBuyingRules: false,
		});
		expect(capabilitiesOf({ admin: false, permissions: { buying_rules: { read: full } } }).buylists).toBe(false);
		expect(reasonWhyNot('approveBuylists')).toBe(
			'Only an administrator can approve a buylist above the staff limit.',
		);
	});

	it('keeps imports and exports for administrators, whatever a role may read or write, as the server does', () => {
		const everything = {
			skus: { read: full, create: full, update: full },
			cards: { read: full, create: full },
			stock_movements: { create: full },
		};
		expect(capabilitiesOf({ admin: false, permissions: everything }).importExport).toBe(false);
		expect(capabilitiesOf({ admin: true, permissions: {} }).importExport).toBe(true);
		expect(reasonWhyNot('importExport')).toBe('Imports and exports are for administrators.');
	});

	it('keeps the catalogue sources for administrators, even for staff who may write cards, as the server does', () => {
		const cards = { cards: { read: full, create: full, update: full }, sets: { read: full, create: full } };
		expect(capabilitiesOf({ admin: false, permissions: cards }).catalogueSources).toBe(false);
		expect(capabilitiesOf({ admin: true, permissions: {} }).catalogueSources).toBe(true);
		expect(reasonWhyNot('catalogueSources')).toBe('The catalogue sources are for administrators.');
	});

	it('keeps the reports for administrators, even for staff who read orders, tills and the credit ledger, as the server does', () => {
		const books = {
			orders: { read: full },
			order_lines: { read: full },
			tills: { read: full },
			till_sessions: { read: full },
			credit_ledger: { read: full },
			shop_settings: { read: full },
		};
		expect(capabilitiesOf({ admin: false, permissions: books }).viewReports).toBe(false);
		expect(capabilitiesOf({ admin: true, permissions: {} }).viewReports).toBe(true);
		expect(reasonWhyNot('viewReports')).toBe('Reports are for administrators.');
	});

	it('explains a missing capability', () => {
		expect(reasonWhyNot('changePrices')).toBe('Only an administrator can change prices.');
	});
});

import { describe, expect, it } from 'vitest';
import { timeZoneOptions } from './settings-fields.ts';
import { fromSettings, settingsRules, toSettings } from './settings-values.ts';

const shop = {
	address: '1 Main St',
	receipt_header: null,
	receipt_footer: 'Thanks',
	currency: 'USD',
	tax_rate_bp: 825,
	buylist_cash_percent: 50,
	buylist_credit_percent: 65,
	condition_nm_percent: 100,
	condition_lp_percent: 85,
	condition_mp_percent: 70,
	condition_hp_percent: 50,
	condition_dmg_percent: 30,
	low_stock_threshold: 2,
	staff_discount_cap_percent: 10,
	staff_buylist_limit: 20_000,
	staff_daily_buy_limit: 200_000,
	staff_refund_limit: 2_500,
	credit_share_percent: 100,
	time_zone: 'Europe/Berlin',
	backup_interval_minutes: 15,
	backup_keep_hourly: null,
	backup_keep_daily: 0,
	backup_keep_monthly: null,
	market_source: 'tcgcsv',
	review_above_percent: 20,
	staff_see_figures: false,
};
const project = { project_name: 'Harbour Cards', project_logo: null, project_color: '#1F6F5C' };
const rules = settingsRules('USD');

describe('the settings form', () => {
	it('shows the stored settings as typed text and sends them back unchanged', () => {
		const values = fromSettings(shop, project);
		expect(values).toMatchObject({ tax_rate_bp: '8.25', staff_buylist_limit: '200.00', receipt_header: '' });
		expect(toSettings(values, 'USD')).toEqual({
			shop,
			project: { project_name: 'Harbour Cards', project_color: '#1F6F5C' },
		});
	});

	it('sends whether staff see the figures on Home as the switch stands', () => {
		const values = fromSettings(shop, project);
		expect(values.staff_see_figures).toBe(false);
		expect(toSettings({ ...values, staff_see_figures: true }, 'USD').shop.staff_see_figures).toBe(true);
	});

	it('says a rule between fields beside the field that breaks it', () => {
		const values = { ...fromSettings(shop, project), buylist_credit_percent: '40', condition_mp_percent: '90' };
		expect(rules.buylist_credit_percent(values.buylist_credit_percent, values)).toBe(
			'Buylist credit offer must be at least the cash offer: customers who take credit never get less.',
		);
		expect(rules.condition_mp_percent(values.condition_mp_percent, values)).toBe(
			'MP price must not be above LP price (NM ≥ LP ≥ MP ≥ HP ≥ DMG).',
		);
		expect(rules.condition_lp_percent(values.condition_lp_percent, values)).toBeNull();
	});

	it('refuses a currency that only looks like one, and a tax rate with three decimals', () => {
		const values = fromSettings(shop, project);
		expect(rules.currency('ABC')).toContain('ISO 4217');
		expect(rules.currency('EUR')).toBeNull();
		expect(rules.tax_rate_bp('8.255')).toBe('Tax rate must be from 0 % to 30 %, with at most 2 decimals.');
		expect(rules.staff_buylist_limit('200.001', values)).toContain('at most 2 decimals');
	});

	it('takes an empty daily limit per clerk as no such limit, and refuses one beyond its bound', () => {
		const values = { ...fromSettings(shop, project), staff_daily_buy_limit: '' };
		expect(values.staff_buylist_limit).toBe('200.00');
		expect(fromSettings(shop, project).staff_daily_buy_limit).toBe('2000.00');
		expect(rules.staff_daily_buy_limit('', values)).toBeNull();
		expect(rules.staff_buylist_limit('', values)).toContain('Staff buylist approval limit must be from');
		expect(toSettings(values, 'USD').shop.staff_daily_buy_limit).toBeNull();
		expect(rules.staff_daily_buy_limit('100000.01', values)).toBe(
			'Daily buy limit per clerk must be from $0.00 to $100,000.00, with at most 2 decimals.',
		);
		expect(toSettings({ ...values, staff_daily_buy_limit: '0' }, 'USD').shop.staff_daily_buy_limit).toBe(0);
	});

	it('keeps the staff refund limit as money, empty as no limit and 0 as none for staff', () => {
		const values = fromSettings(shop, project);
		expect(values.staff_refund_limit).toBe('25.00');
		expect(toSettings(values, 'USD').shop.staff_refund_limit).toBe(2_500);
		expect(toSettings({ ...values, staff_refund_limit: '' }, 'USD').shop.staff_refund_limit).toBeNull();
		expect(toSettings({ ...values, staff_refund_limit: '0' }, 'USD').shop.staff_refund_limit).toBe(0);
		expect(rules.staff_refund_limit('-1', values)).toBe(
			'Staff refund limit must be from $0.00 to $100,000.00, with at most 2 decimals.',
		);
	});

	it("keeps each backup setting a whole number in its bounds, empty as the server's own", () => {
		const values = fromSettings(shop, project);
		expect(values).toMatchObject({ backup_interval_minutes: '15', backup_keep_hourly: '', backup_keep_daily: '0' });
		expect(toSettings({ ...values, backup_interval_minutes: '' }, 'USD').shop.backup_interval_minutes).toBeNull();
		expect(rules.backup_interval_minutes('4')).toBe(
			'Minutes between backups must be a whole number from 5 to 1,440.',
		);
		expect(rules.backup_interval_minutes('5')).toBeNull();
		expect(rules.backup_keep_monthly('1001')).toBe('Monthly backups kept must be a whole number from 0 to 1,000.');
	});

	it('sends no market price source for "any", and refuses a source that is none', () => {
		const values = fromSettings({ ...shop, market_source: null }, project);
		expect(values.market_source).toBe('any');
		expect(toSettings(values, 'USD').shop.market_source).toBeNull();
		expect(rules.market_source('scryfall')).toBeNull();
		expect(rules.market_source('ebay')).toBe("Market prices come from one of the list's sources.");
	});

	it('sends an empty review threshold as none, and refuses one past 1,000 %', () => {
		const values = fromSettings({ ...shop, review_above_percent: null }, project);
		expect(values.review_above_percent).toBe('');
		expect(toSettings(values, 'USD').shop.review_above_percent).toBeNull();
		expect(toSettings({ ...values, review_above_percent: '25' }, 'USD').shop.review_above_percent).toBe(25);
		expect(rules.review_above_percent('1001')).toBe('Review moves above must be a whole number from 0 to 1,000.');
	});

	it('offers UTC first and the browser’s zones, and refuses a zone that is none', () => {
		const options = timeZoneOptions('UTC');
		expect(options[0]).toBe('UTC');
		expect(options).toContain('America/New_York');
		expect(options.filter((zone) => zone === 'UTC')).toHaveLength(1);
		expect(timeZoneOptions('Mars/Olympus_Mons')[0]).toBe('Mars/Olympus_Mons');
		expect(rules.time_zone('Europe/Berlin')).toBeNull();
		expect(rules.time_zone('Mars/Olympus_Mons')).toBe(
			'Time zone must be one of the list, such as Europe/Berlin or America/New_York.',
		);
	});
});

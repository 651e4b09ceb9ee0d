import { plural, t } from '@lingui/core/macro';
import { activeLanguage } from '../../lib/i18n/i18n.ts';
import type { BooksReport, BrokenRule } from './books-query.ts';

/** "SKU" or "SKUs", as many as the rule names, each once (a rule with more rows than it lists names many). */
export function subjectLabel(rule: BrokenRule): string {
	const named = new Set(rule.ids).size;
	const count = rule.more ? named + 1 : named;
	switch (rule.subject) {
		case 'sku':
			return plural(count, { one: 'SKU', other: 'SKUs' });
		case 'customer':
			return plural(count, { one: 'Customer', other: 'Customers' });
		case 'order':
			return plural(count, { one: 'Order', other: 'Orders' });
		case 'order_line':
			return plural(count, { one: 'Order line', other: 'Order lines' });
		case 'till_session':
			return plural(count, { one: 'Till session', other: 'Till sessions' });
		case 'buylist':
			return plural(count, { one: 'Buylist', other: 'Buylists' });
		case 'card':
			return plural(count, { one: 'Card', other: 'Cards' });
		case 'game':
			return plural(count, { one: 'Game', other: 'Games' });
	}
}

/** "10:02" today; "3 May, 10:02" another day, so an old result is not mistaken for a fresh one. In the language spoken unless told. */
export function checkedTime(iso: string, now = new Date(), locale: string = activeLanguage()): string {
	const at = new Date(iso);
	const time = at.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
	if (at.toDateString() === now.toDateString()) return time;
	return at.toLocaleString(locale, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}

/** The one line that says how the books stand, in a shop owner's words. */
export function booksHeadline(report: BooksReport, now = new Date(), locale?: string): string {
	const when = report.checked_at ? checkedTime(report.checked_at, now, locale) : '';
	switch (report.status) {
		case 'unchecked':
			return t`Not checked yet since the server started.`;
		case 'holds':
			return t`Every rule holds (checked ${when})`;
		case 'broken': {
			const broken = report.broken.length;
			const rules = report.rules;
			return plural(rules, {
				one: `${broken} of # rule broken (checked ${when})`,
				other: `${broken} of # rules broken (checked ${when})`,
			});
		}
		case 'failed':
			return t`The check could not run (tried ${when})`;
	}
}

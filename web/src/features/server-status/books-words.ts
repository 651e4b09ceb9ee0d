import type { BooksReport, BrokenRule } from './books-query.ts';

const SUBJECTS: Record<BrokenRule['subject'], [one: string, many: string]> = {
	sku: ['SKU', 'SKUs'],
	customer: ['Customer', 'Customers'],
	order: ['Order', 'Orders'],
	order_line: ['Order line', 'Order lines'],
};

/** "SKU" or "SKUs", as many as the rule names. */
export function subjectLabel(rule: BrokenRule): string {
	const [one, many] = SUBJECTS[rule.subject];
	return rule.ids.length === 1 && !rule.more ? one : many;
}

/** "10:02" today; "3 May, 10:02" another day, so an old result is not mistaken for a fresh one. */
export function checkedTime(iso: string, now = new Date(), locale?: string): string {
	const at = new Date(iso);
	const time = at.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
	if (at.toDateString() === now.toDateString()) return time;
	return `${at.toLocaleDateString(locale, { day: 'numeric', month: 'short' })}, ${time}`;
}

/** The one line that says how the books stand, in a shop owner's words. */
export function booksHeadline(report: BooksReport, now = new Date(), locale?: string): string {
	const when = report.checked_at ? checkedTime(report.checked_at, now, locale) : '';
	switch (report.status) {
		case 'unchecked':
			return 'Not checked yet since the server started.';
		case 'holds':
			return `Every rule holds (checked ${when})`;
		case 'broken':
			return `${report.broken.length} of ${report.rules} rules broken (checked ${when})`;
		case 'failed':
			return `The check could not run (tried ${when})`;
	}
}

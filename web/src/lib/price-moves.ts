import { formatNumber } from './i18n/formats.ts';

/** A price's move in percent as "+12.5 %" / "−8 %" (a real minus sign, the language's decimal mark); a move from no price or from 0 has none: "—". */
export function movePercent(change: number | null): string {
	if (change === null) return '—';
	const sign = change > 0 ? '+' : change < 0 ? '\u2212' : '';
	return `${sign}${formatNumber(Math.abs(change))} %`;
}

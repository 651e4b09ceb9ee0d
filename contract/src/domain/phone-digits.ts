/**
 * A phone number as search sees it: its digits alone, however it was written ("+1 (555) 010-2000"
 * → "15550102000"), so that every way of writing a number finds it. Directus filters cannot strip
 * punctuation, so the server keeps this copy beside the phone (`customers.phone_digits`). Digits
 * of other scripts' widths (full-width ０-９) count as the digits they are. None when there are no digits.
 */
export function phoneDigits(phone: unknown): string | null {
	if (typeof phone !== 'string') return null;
	const digits = phone.normalize('NFKC').replace(/\D/g, '');
	return digits === '' ? null : digits;
}

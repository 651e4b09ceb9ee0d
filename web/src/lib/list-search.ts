/**
 * A list screen's next address: `next` over `previous`. A new search, filter or sort starts again
 * at page 1; a new page is that page; a change of one of `keepsPage` (opening a dialog, choosing
 * columns) stays on the page it was made from.
 */
export function nextListSearch<Search extends { page?: number | undefined }>(
	previous: Search,
	next: Partial<Search>,
	keepsPage: readonly (keyof Search)[] = [],
): Search {
	const page = 'page' in next ? next.page : keepsPage.some((key) => key in next) ? previous.page : undefined;
	return { ...previous, ...next, page };
}

/** Pages needed for a total; at least 1, so a pager never shows page 1 of 0. */
export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

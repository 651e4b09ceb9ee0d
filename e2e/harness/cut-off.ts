import type { Page } from 'playwright-core';

/**
 * What the screen cuts off: the page scrolling sideways, or a cell, button, link or field of the
 * screen reaching past the edge of a box that clips or scrolls it (a card, a table's scroll
 * container), so that a column or a row's buttons are out of sight.
 */
export function cutOff(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const found: string[] = [];
		if (document.documentElement.scrollWidth > window.innerWidth)
			found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
		for (const element of document.querySelectorAll<HTMLElement>('main :is(th, td, button, a, input)')) {
			const box = element.getBoundingClientRect();
			// Text kept for screen readers only is 1 px wide on purpose.
			if (box.width <= 1) continue;
			for (let clip = element.parentElement; clip && clip !== document.body; clip = clip.parentElement) {
				if (getComputedStyle(clip).overflowX === 'visible') continue;
				const edge = clip.getBoundingClientRect();
				if (box.right > edge.right + 1 || box.left < edge.left - 1) {
					found.push(
						`${element.tagName.toLowerCase()} “${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}” ends at ${Math.round(box.right)} px, its box at ${Math.round(edge.right)} px`,
					);
					break;
				}
			}
		}
		return found;
	});
}

/** Words cut short inside their own box: a label, a button's text or a header that clips what does not fit (longer words of another language). */
export function clippedText(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const found: string[] = [];
		for (const element of document.querySelectorAll<HTMLElement>('main *')) {
			if (element.clientWidth <= 1 || element.scrollWidth <= element.clientWidth + 1) continue;
			if (!['hidden', 'clip'].includes(getComputedStyle(element).overflowX)) continue;
			found.push(
				`“${(element.textContent ?? '').trim().slice(0, 40)}” needs ${element.scrollWidth} px, has ${element.clientWidth} px`,
			);
		}
		return found;
	});
}

import { useEffect, type RefObject } from 'react';

/**
 * Focuses the element once the screen's first frame has painted, so a clerk's first keystroke or
 * scan lands there. A focus before that paint (during the commit, or in the frame callback that
 * precedes the paint) forces the browser to lay the whole new screen out early, and the
 * screen appears later.
 */
export function useFocusAfterPaint(element: RefObject<HTMLElement | null>): void {
	useEffect(() => {
		let timer: ReturnType<typeof setTimeout> | undefined;
		const frame = requestAnimationFrame(() => {
			timer = setTimeout(() => element.current?.focus());
		});
		return () => {
			cancelAnimationFrame(frame);
			clearTimeout(timer);
		};
	}, [element]);
}

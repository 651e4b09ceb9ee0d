import type { MantineTheme } from '@mantine/core';

/*
 * The charts' series colours, from the kit's theme so both colour schemes draw them: each at
 * least 3:1 against the light and the dark card (WCAG's contrast for graphics), and told apart
 * by the legend's words and the table as well as by colour.
 */

/** A colour of the kit's theme and its shade, `teal.7`. */
export type ThemeColor = `${string}.${number}`;

export const CURRENT: ThemeColor = 'teal.7';
export const PREVIOUS: ThemeColor = 'orange.7';
export const AT_COST: ThemeColor = 'blue.7';

/** A theme colour as a canvas takes it: its value, not the kit's CSS variable. */
export function colourOf(theme: MantineTheme, colour: ThemeColor): string {
	const [name, shade] = colour.split('.') as [string, string];
	return theme.colors[name]![Number(shade)]!;
}

/** A long name on a bar chart's axis, shortened with an ellipsis; the table and the tooltip give it whole. */
export const axisName = (name: string) => (name.length > 22 ? `${name.slice(0, 21)}…` : name);

import { darken, luminance, type CSSVariablesResolver, type MantineTheme } from '@mantine/core';

/** WCAG 2.1 AA for text: 4.5:1. */
const AA = 4.5;
const WHITE = '#ffffff';

export const contrastOf = (one: string, other: string) => {
	const [lighter, darker] = [luminance(one), luminance(other)].sort((a, b) => b - a) as [number, number];
	return (lighter + 0.05) / (darker + 0.05);
};

/** The colour, darkened by the fewest 5 % steps that bring it to AA against `against`. */
export function darkenedTo(color: string, against: string): string {
	let shade = color;
	for (let step = 1; contrastOf(shade, against) < AA && step < 20; step++) shade = darken(color, step * 0.05);
	return shade;
}

/**
 * Filled buttons and their hover, for every colour of the kit, in both schemes. The kit fills with
 * the primary shade (9) and hovers with shade 8, which is lighter: white on teal-8 is 3.9:1 (white
 * on green-9, lime-9, yellow-9 and orange-9 already fails). A fill is its shade 9 darkened until
 * white on it is AA, and its hover is darker still, never lighter.
 */
function filledColors(theme: MantineTheme): Record<string, string> {
	const variables: Record<string, string> = {};
	for (const [name, shades] of Object.entries(theme.colors)) {
		const filled = darkenedTo(shades[9], WHITE);
		variables[`--mantine-color-${name}-filled`] = filled;
		variables[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.15);
	}
	return variables;
}

/**
 * Light-variant text (an active navigation item, a badge) is shade 9 on shade 1, and on shade 2
 * when hovered: teal-9 on teal-2 is 3.8:1. It is darkened until AA on the hovered background.
 */
function lightVariantText(theme: MantineTheme): Record<string, string> {
	const variables: Record<string, string> = {};
	for (const [name, shades] of Object.entries(theme.colors))
		variables[`--mantine-color-${name}-light-color`] = darkenedTo(shades[9], shades[2]);
	return variables;
}

/*
 * WCAG 2.1 AA in both schemes, hovered and focused too. Light: the light variant's background is
 * teal-0 rather than teal-1; a link is the light variant's text (teal-9 on a hovered row's gray-1
 * was 4.49:1); dimmed text is gray-7 (8:1) instead of gray-6 (3.3:1); yellow and orange text (an
 * unpriced price, a buylist's note) is darkened from 2.7:1 and 4.3:1 to 5.8:1 and 5.3:1. Dark:
 * dimmed text is dark-1 (6.9:1 on a card) instead of dark-2 (3.5:1). A field's error (its sentence
 * and the value it colours) is red-9 in light (5.4:1 instead of red-6's 3.3:1) and red-4 in dark
 * (5.6:1 instead of red-8's 3:1).
 */
export const readableColors: CSSVariablesResolver = (theme) => ({
	variables: {},
	light: {
		...filledColors(theme),
		...lightVariantText(theme),
		'--mantine-color-anchor': `var(--mantine-color-${theme.primaryColor}-light-color)`,
		'--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
		'--mantine-color-teal-light': 'var(--mantine-color-teal-0)',
		'--mantine-color-yellow-text': '#8a5100',
		'--mantine-color-orange-text': '#b33a0b',
		'--mantine-color-error': 'var(--mantine-color-red-9)',
	},
	dark: {
		...filledColors(theme),
		'--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
		'--mantine-color-error': 'var(--mantine-color-red-4)',
	},
});

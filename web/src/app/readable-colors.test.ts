import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastOf, readableColors } from './readable-colors.ts';

const theme = { ...DEFAULT_THEME, primaryColor: 'teal' };
const { light, dark } = readableColors(theme);

describe('the theme’s colours', () => {
	it.each(Object.keys(DEFAULT_THEME.colors))('fills a %s button so white reads at AA, hovered too', (name) => {
		for (const scheme of [light, dark]) {
			expect(contrastOf('#ffffff', scheme[`--mantine-color-${name}-filled`]!)).toBeGreaterThanOrEqual(4.5);
			expect(contrastOf('#ffffff', scheme[`--mantine-color-${name}-filled-hover`]!)).toBeGreaterThanOrEqual(4.5);
		}
	});

	it('hovers no darker fill with a lighter one: teal’s hover was 3.9:1 under white', () => {
		expect(contrastOf('#ffffff', light['--mantine-color-teal-filled-hover']!)).toBeGreaterThan(
			contrastOf('#ffffff', light['--mantine-color-teal-filled']!),
		);
	});

	it.each(Object.keys(DEFAULT_THEME.colors))(
		'writes %s light-variant text at AA on its background, hovered too',
		(name) => {
			const text = light[`--mantine-color-${name}-light-color`]!;
			const shades = DEFAULT_THEME.colors[name as keyof typeof DEFAULT_THEME.colors]!;
			for (const background of [shades[0], shades[1], shades[2]])
				expect(contrastOf(text, background)).toBeGreaterThanOrEqual(4.5);
		},
	);
});

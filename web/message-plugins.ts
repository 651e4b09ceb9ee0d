import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import type { PluginOption } from 'vite';

const configPath = `${import.meta.dirname}/../lingui.config.ts`;

/*
 * Lingui's own native macro transform ships as a platform binary that npm leaves out when
 * `npm install` runs under the machine's Node 20 (the binary asks for Node 22.19), so the macros
 * go through Babel, Lingui's other supported path; the notice recommending the native transform
 * is silenced for that reason.
 */
process.env['LINGUI_SUPPRESS_BABEL_WARNING'] = '1';

/**
 * Lingui's macros (`t`, `<Trans>`) turned into catalogue lookups, and the catalogues
 * (`src/locales/*.po`) compiled as they are imported; with `failOnMissing`, a message without its
 * German refuses the build. Used by the dashboard's build and by the unit tests.
 */
export const messagePlugins = ({ failOnMissing }: { failOnMissing: boolean }): PluginOption[] => [
	babel({ presets: [linguiTransformerBabelPreset(undefined, { configPath })] }),
	lingui({ failOnMissing, configPath }),
];

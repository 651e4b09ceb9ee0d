/** A message catalogue (`locales/*.po`), compiled by the Lingui plugin of the build when imported. */
declare module '*.po' {
	import type { Messages } from '@lingui/core';
	export const messages: Messages;
}

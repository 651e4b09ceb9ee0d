import { Trans as LinguiTrans, type TransProps } from '@lingui/react';

/** Markup Lingui reads in a filled-in message as its own tags: `<b>…</b>` or `<br/>`. */
const TAG_LIKE = /</;

/**
 * Lingui's `<Trans>`, which every `<Trans>` macro of the dashboard renders (`lingui.config.ts`:
 * `runtimeConfigModule`). Lingui fills a message's words in, then reads what looks like a tag in
 * the result as one of its own elements: a customer named `<b>Bo</b>` would be shown as "Bo", a
 * card with `<script>` in its name would lose it, each time with an error in the console. A value
 * that could be read so is handed over as an element instead, which Lingui places as it is:
 * the name shows as the text it is. Numbers (plurals) and other words (selects) stay values.
 */
export function Trans({ values, ...props }: TransProps) {
	return (
		<LinguiTrans
			{...props}
			values={values && Object.fromEntries(Object.entries(values).map(([key, value]) => [key, asText(value)]))}
		/>
	);
}

const asText = (value: unknown) => (typeof value === 'string' && TAG_LIKE.test(value) ? <>{value}</> : value);

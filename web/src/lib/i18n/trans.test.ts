import { i18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { I18nProvider } from '@lingui/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Trans } from './trans.tsx';

/** The receipt's line "Customer: {customer}" as the dashboard renders it, as text (React's separators between text parts dropped). */
function customerLine(customer: string): string {
	const element = createElement(
		I18nProvider,
		{ i18n },
		createElement(Trans, { id: generateMessageId('Customer: {customer}'), values: { customer } }),
	);
	return renderToString(element).replaceAll('<!-- -->', '');
}

afterEach(() => {
	vi.restoreAllMocks();
});

describe('a message with a name in it', () => {
	it('shows a name with markup in it as the text it is, escaped, and says nothing in the console', () => {
		const errors = vi.spyOn(console, 'error');
		expect(customerLine('<b>Bo</b> <script>x</script> <br/> &amp;')).toBe(
			'Customer: &lt;b&gt;Bo&lt;/b&gt; &lt;script&gt;x&lt;/script&gt; &lt;br/&gt; &amp;amp;',
		);
		expect(errors).not.toHaveBeenCalled();
	});

	it('fills a plain name in as words', () => {
		expect(customerLine('Robin {{7*7}}')).toBe('Customer: Robin {{7*7}}');
	});
});

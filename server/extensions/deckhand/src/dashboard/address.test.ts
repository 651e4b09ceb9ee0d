import { describe, expect, it } from 'vitest';
import { dashboardPath } from './address.ts';

const refusal = (field: string) =>
	expect.objectContaining({ code: 'VALIDATION_FAILED', status: 400, extensions: { field } });

describe('dashboardPath', () => {
	it('decodes a page or asset path', () => {
		expect(dashboardPath('/assets/index-1.js', '/app/assets/index-1.js')).toBe('/assets/index-1.js');
		expect(dashboardPath('/customers/12', '/app/customers/12?q=Lee')).toBe('/customers/12');
	});

	it.each([
		'/assets/%2e%2e/%2e%2e/package.json',
		'/%2e%2e/etc/passwd',
		'/%2e/',
		'/assets/..%5c..%5cindex.html',
		'/assets/%5c',
	])('refuses %s', (path) => {
		expect(() => dashboardPath(path, `/app${path}`)).toThrow(refusal('path'));
	});

	it.each(['/a%0d%0aSet-Cookie:x=1', '/%1b[31m', '/%7f', '/index.js%00.map'])(
		'refuses the control character in %s',
		(path) => {
			expect(() => dashboardPath(path, `/app${path}`)).toThrow(refusal('path'));
		},
	);

	it('refuses a control character in the query of a page', () => {
		expect(() => dashboardPath('/inventory', '/app/inventory?q=a%0Ab')).toThrow(refusal('query'));
	});
});

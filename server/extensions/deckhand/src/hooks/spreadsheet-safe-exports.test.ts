import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { spreadsheetSafe, spreadsheetSafeExports } from './spreadsheet-safe-exports.ts';

/** What a route leaves for Directus's `respond` middleware, once the middleware has run for a request asking `exportFormat`. */
function answerSet(exportFormat: string | undefined, payload: unknown): unknown {
	const req = { sanitizedQuery: exportFormat === undefined ? {} : { export: exportFormat } } as unknown as Request;
	const res = { locals: {} } as unknown as Response;
	let passedOn = false;
	spreadsheetSafeExports(req, res, () => (passedOn = true));
	expect(passedOn).toBe(true);
	res.locals['payload'] = payload;
	return res.locals['payload'];
}

const customers = {
	data: [
		{ id: 1, name: '=HYPERLINK("http://x","y")', phone: '+1 555', credit: -150, active: true, notes: null },
		{ id: 2, name: 'Ada', card: { name: '@SUM(1)', tags: ['-1+1', '\tTab', '\rReturn'] } },
	],
	meta: { filter_count: 2 },
};

describe('Directus’s CSV exports', () => {
	it('writes every text of the data a spreadsheet would run as a formula with an apostrophe, at any depth', () => {
		for (const format of ['csv', 'csv_utf8'])
			expect(answerSet(format, customers)).toEqual({
				data: [
					{
						id: 1,
						name: `'=HYPERLINK("http://x","y")`,
						phone: "'+1 555",
						credit: -150,
						active: true,
						notes: null,
					},
					{ id: 2, name: 'Ada', card: { name: "'@SUM(1)", tags: ["'-1+1", "'\tTab", "'\rReturn"] } },
				],
				meta: { filter_count: 2 },
			});
	});

	it('leaves every other answer as it is: no export, or JSON, XML and YAML for programs', () => {
		for (const format of [undefined, 'json', 'xml', 'yaml']) expect(answerSet(format, customers)).toBe(customers);
		expect(answerSet('csv', Buffer.from('=1'))).toEqual(Buffer.from('=1'));
	});

	it('keeps numbers, booleans, nulls and plain texts as they are', () => {
		expect(spreadsheetSafe([-1, 0, true, null, 'Charizard ex', "'quoted"])).toEqual([
			-1,
			0,
			true,
			null,
			'Charizard ex',
			"'quoted",
		]);
	});
});

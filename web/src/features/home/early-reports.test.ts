import { describe, expect, it, vi } from 'vitest';
import { takeEarlyReport } from '../../lib/directus/early-answers.ts';
import { askEarlyReports, homeReportAddresses } from './early-reports.ts';

const at = (address: string) => {
	const url = new URL(address);
	return { origin: url.origin, pathname: url.pathname, search: url.search };
};
describe("Home's figures asked for by the page's first script", () => {
	it('are the work queues, the KPIs and the charts of the period and grain Home reads from its address', () => {
		expect(homeReportAddresses(at('https://shop.test/app/'), '/app')).toEqual([
			'https://shop.test/deckhand/reports/work-queues',
			'https://shop.test/deckhand/reports/kpis?period=today',
			'https://shop.test/deckhand/reports/charts?period=today&grain=day',
		]);
		expect(homeReportAddresses(at('https://shop.test/app?period=30d&grain=week'), '/app')).toEqual([
			'https://shop.test/deckhand/reports/work-queues',
			'https://shop.test/deckhand/reports/kpis?period=30d',
			'https://shop.test/deckhand/reports/charts?period=30d&grain=week',
		]);
	});

	it('are none for another screen, a custom period, a word Home does not know, or anything else in the address', () => {
		for (const address of [
			'https://shop.test/app/orders',
			'https://shop.test/app/?period=custom&from=2026-11-01&to=2026-11-20',
			'https://shop.test/app/?period=year',
			'https://shop.test/app/?grain=hour',
			'https://shop.test/app/?period=7d&page=2',
		])
			expect(homeReportAddresses(at(address), '/app'), address).toEqual([]);
	});

	it("answer the dashboard's own request of the same address once, its query in any order; a failure is asked again", async () => {
		const asked = vi.fn(
			async (address: string) =>
				new Response(address.includes('kpis') ? 'early kpis' : 'refused', {
					status: address.includes('kpis') ? 200 : 403,
				}),
		);
		const page = { location: at('https://shop.test/app/?grain=day&period=7d'), fetch: asked } as unknown as Window;
		askEarlyReports(page, '/app');
		expect(asked).toHaveBeenCalledTimes(3);
		expect(asked).toHaveBeenCalledWith('https://shop.test/deckhand/reports/kpis?period=7d', {
			credentials: 'include',
		});

		const send = vi.fn(async () => new Response('sent again'));
		const kpis = takeEarlyReport(
			page,
			'https://shop.test/deckhand/reports/kpis?period=7d',
			{ method: 'GET' },
			send,
		);
		expect(await (await kpis!).text()).toBe('early kpis');
		expect(
			takeEarlyReport(page, 'https://shop.test/deckhand/reports/kpis?period=7d', undefined, send),
		).toBeUndefined();

		const charts = takeEarlyReport(
			page,
			new URL('https://shop.test/deckhand/reports/charts?grain=day&period=7d'),
			undefined,
			send,
		);
		expect(await (await charts!).text()).toBe('sent again');
		expect(send).toHaveBeenCalledOnce();

		expect(
			takeEarlyReport(page, 'https://shop.test/deckhand/reports/work-queues', { method: 'POST' }, send),
		).toBeUndefined();
		expect(
			takeEarlyReport(page, 'https://shop.test/deckhand/reports/kpis?period=30d', undefined, send),
		).toBeUndefined();
	});
});

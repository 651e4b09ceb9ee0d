import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyOr, forgetEarlyAnswers, type EarlyRequests } from './early-answers.ts';

const answer = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('earlyOr', () => {
	let page: { deckhandEarly?: EarlyRequests };
	beforeEach(() => {
		page = {};
		vi.stubGlobal('window', page);
	});
	afterEach(() => vi.unstubAllGlobals());

	it('answers with the early answer, once, without asking', async () => {
		page.deckhandEarly = { me: { params: {}, response: answer(200, { data: { id: 'u1' } }) } };
		const ask = vi.fn(() => Promise.resolve({ id: 'asked' }));
		await expect(earlyOr('me', ask)).resolves.toEqual({ id: 'u1' });
		expect(ask).not.toHaveBeenCalled();
		await expect(earlyOr('me', ask)).resolves.toEqual({ id: 'asked' });
	});

	it('asks again when the early request was refused or failed', async () => {
		page.deckhandEarly = {
			me: { params: {}, response: answer(401, { errors: [{ message: 'Token expired.' }] }) },
			permissions: { params: {}, response: Promise.reject(new TypeError('Failed to fetch')) },
		};
		await expect(earlyOr('me', () => Promise.resolve('asked'))).resolves.toBe('asked');
		await expect(earlyOr('permissions', () => Promise.resolve('asked'))).resolves.toBe('asked');
	});

	it('asks again when the screen wants other parameters than the early request had', async () => {
		page.deckhandEarly = { inventory: { params: { limit: '50', page: '1' }, response: answer(200, { data: 'page one' }) } };
		await expect(earlyOr('inventory', () => Promise.resolve('page two'), { limit: '50', page: '2' })).resolves.toBe('page two');
		page.deckhandEarly = { inventory: { params: { limit: '50', page: '1' }, response: answer(200, { data: 'page one' }) } };
		await expect(earlyOr('inventory', () => Promise.resolve('page one, asked'), { limit: '50', page: '1', q: 'x' })).resolves.toBe('page one, asked');
		page.deckhandEarly = { inventory: { params: { page: '1', limit: '50' }, response: answer(200, { data: 'page one' }) } };
		await expect(earlyOr('inventory', () => Promise.resolve('asked'), { limit: '50', page: '1' })).resolves.toBe('page one');
	});

	it('asks when the first load is over and its unused answers are dropped', async () => {
		page.deckhandEarly = { currency: { params: {}, response: answer(200, { data: { currency: 'EUR' } }) } };
		forgetEarlyAnswers();
		await expect(earlyOr('currency', () => Promise.resolve({ currency: 'asked' }))).resolves.toEqual({ currency: 'asked' });
	});
});

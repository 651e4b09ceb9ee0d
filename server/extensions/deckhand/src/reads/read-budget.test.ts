import { EventEmitter } from 'node:events';
import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import {
	answering,
	askForEveryRow,
	closeReadBudget,
	everyRowAsked,
	spendOnAnswer,
	waitForTurn,
	withReadBudget,
} from './read-budget.ts';

/** Runs `work` inside the budget of a request, as the middleware hands on to the next one. */
function inRequest(method: string, path: string, work: (res: EventEmitter) => Promise<void> | void) {
	const res = new EventEmitter();
	return new Promise<void>((resolve, reject) => {
		const next = (() => {
			Promise.resolve(work(res)).then(resolve, reject);
		}) as NextFunction;
		withReadBudget({ method, path } as Request, res as unknown as Response, next);
	});
}

const refusal = expect.objectContaining({ code: 'VALIDATION_FAILED', extensions: { field: 'fields', max: 100 } });

describe('the read budget', () => {
	it('adds up every read of a request and refuses the one past the bound', async () => {
		await inRequest('GET', '/items/skus', async () => {
			spendOnAnswer(60, 100);
			await Promise.resolve();
			spendOnAnswer(40, 100);
			expect(() => spendOnAnswer(1, 100)).toThrow(refusal);
		});
	});

	it('gives each request its own', async () => {
		await Promise.all([
			inRequest('GET', '/items/skus', () => spendOnAnswer(100, 100)),
			inRequest('SEARCH', '/items/skus', () => spendOnAnswer(100, 100)),
			inRequest('POST', '/graphql', () => spendOnAnswer(100, 100)),
		]);
	});

	it('holds nothing once the answer is sent, nor in a write, nor outside a request', async () => {
		await inRequest('GET', '/items/skus', (res) => {
			res.emit('finish');
			expect(answering()).toBe(false);
			spendOnAnswer(1_000, 100);
		});
		await inRequest('PATCH', '/items/skus', () => {
			expect(answering()).toBe(false);
			spendOnAnswer(1_000, 100);
		});
		await inRequest('POST', '/graphql', () => {
			closeReadBudget();
			spendOnAnswer(1_000, 100);
		});
		expect(answering()).toBe(false);
		spendOnAnswer(1_000, 100);
	});

	it('remembers a request that asked for every row', async () => {
		await inRequest('GET', '/items/skus', () => {
			expect(everyRowAsked()).toBe(false);
			askForEveryRow();
			expect(everyRowAsked()).toBe(true);
		});
		await inRequest('GET', '/items/skus', () => expect(everyRowAsked()).toBe(false));
	});
});

describe('a heavy read’s turn', () => {
	it('is taken once per request and released when its answer is sent', async () => {
		let taken = 0;
		let released = 0;
		const take = async () => {
			taken += 1;
			return () => {
				released += 1;
			};
		};
		await inRequest('GET', '/graphql', async (res) => {
			await waitForTurn(take);
			await waitForTurn(take);
			expect([taken, released]).toEqual([1, 0]);
			res.emit('finish');
			res.emit('close');
			await Promise.resolve();
			expect([taken, released]).toEqual([1, 1]);
		});
		await inRequest('PATCH', '/items/skus', () => waitForTurn(take));
		expect(taken).toBe(1);
	});

	it('is given back after a second when the answer is not sent by then', async () => {
		vi.useFakeTimers();
		try {
			let released = 0;
			await inRequest('GET', '/items/skus', async () => {
				await waitForTurn(async () => () => (released += 1));
				vi.advanceTimersByTime(999);
				expect(released).toBe(0);
				vi.advanceTimersByTime(1);
				expect(released).toBe(1);
			});
		} finally {
			vi.useRealTimers();
		}
	});
});

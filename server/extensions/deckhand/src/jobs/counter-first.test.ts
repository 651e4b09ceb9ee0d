import { describe, expect, it } from 'vitest';
import { afterCommands, asCommand } from './counter-first.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a job in the background', () => {
	it('writes at once while no command is at work', async () => {
		const started = performance.now();
		await afterCommands();
		expect(performance.now() - started).toBeLessThan(20);
	});

	it('waits for the commands at work to end', async () => {
		const order: string[] = [];
		const first = asCommand(async () => {
			await sleep(40);
			order.push('first command');
		});
		const second = asCommand(async () => {
			await sleep(80);
			order.push('second command');
		});
		await afterCommands().then(() => order.push('job'));
		await Promise.all([first, second]);
		expect(order).toEqual(['first command', 'second command', 'job']);
	});

	it('waits no longer than a quarter of a second for a command that takes long', async () => {
		let ended = false;
		const long = asCommand(async () => {
			await sleep(600);
			ended = true;
		});
		const started = performance.now();
		await afterCommands();
		expect(ended).toBe(false);
		expect(performance.now() - started).toBeGreaterThanOrEqual(240);
		await long;
	});

	it('hears a command end even when it failed', async () => {
		await expect(asCommand(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
		const started = performance.now();
		await afterCommands();
		expect(performance.now() - started).toBeLessThan(20);
	});
});

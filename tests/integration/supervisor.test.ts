import { afterAll, describe, expect, it } from 'vitest';
import { backoff } from '../../server/provision/restart-policy.ts';
import { superviseDirectus, type Supervisor } from '../../server/provision/supervisor.ts';
import { stackInfo } from '../harness/api.ts';
import { freePort } from '../../server/provision/free-port.ts';

/**
 * The supervisor `npm start` runs Directus under, over the test server's database. The Directus it
 * starts is told to crash with a stack trace on SIGUSR2, as an unhandled error would: the log must
 * say how it ended and its last words.
 */
const CRASH_SCRIPT = "process.on('SIGUSR2', () => { throw new Error('deliberate-crash-for-the-test'); });";
const CRASH_ON_SIGUSR2 = `--import=data:text/javascript;base64,${Buffer.from(CRASH_SCRIPT).toString('base64')}`;

let supervisor: Supervisor | undefined;

afterAll(async () => {
	await supervisor?.stop();
});

const ping = (url: string) =>
	fetch(`${url}/server/ping`).then(
		(response) => response.text(),
		() => 'down',
	);

async function until(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
	const deadline = Date.now() + timeoutMs;
	while (!(await condition())) {
		if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
		await new Promise((tick) => setTimeout(tick, 100));
	}
}

describe('the supervisor of npm start', () => {
	it(
		'starts a crashed or killed Directus again, says why, waits longer each time, and stops for good on stop',
		{ timeout: 120_000 },
		async () => {
			const port = await freePort();
			const url = `http://127.0.0.1:${port}`;
			// One more Directus over the shared shop's database: on SQLite beside the shared server, on the
			// scale profile a third instance; a restart needs no provisioning.
			const env = {
				...stackInfo().env,
				PORT: String(port),
				PUBLIC_URL: url,
				HOST: '127.0.0.1',
				NODE_OPTIONS: CRASH_ON_SIGUSR2,
			};
			const log: string[] = [];
			supervisor = superviseDirectus({
				env,
				url,
				output: 'ignore',
				restart: true,
				policy: backoff({ firstMs: 200, maxMs: 400, healthyMs: 60_000 }),
				log: (line) => log.push(line),
			});
			await supervisor.started;
			const first = supervisor.child.pid;

			// An unhandled error: exit code 1, its stack trace the last words on stderr.
			process.kill(first!, 'SIGUSR2');
			await until('the first restart', () => supervisor!.restarts === 1 && supervisor!.child.pid !== first);
			await until('Directus answering again', async () => (await ping(url)) === 'pong');
			expect(log[0]).toMatch(
				/^deckhand: Directus stopped unexpectedly \(exit code 1\); starting it again in 0\.2 s\./,
			);
			expect(log[0]).toContain('Last lines of its error output:');
			expect(log[0]).toContain('deliberate-crash-for-the-test');
			await until('the log of the restart', () =>
				log.some((line) => line === 'deckhand: Directus is answering again (restart 1).'),
			);

			// Killed outright: the signal in the log, and a longer wait (the crash came within a minute).
			const second = supervisor.child.pid;
			process.kill(second!, 'SIGKILL');
			await until('the second restart', () => supervisor!.restarts === 2);
			await until('Directus answering again', async () => (await ping(url)) === 'pong');
			expect(log.find((line) => line.includes('signal SIGKILL'))).toMatch(
				/stopped unexpectedly \(signal SIGKILL\); starting it again in 0\.4 s\./,
			);

			// The restarted server is the same shop: the owner's token still reads it, nothing was provisioned again.
			const customers = await fetch(`${url}/items/customers?limit=1&fields=id`, {
				headers: { authorization: `Bearer ${stackInfo().admin.token}` },
			});
			expect(customers.status).toBe(200);

			// Stop (Ctrl-C): Directus ends and nothing starts it again.
			const last = supervisor.child;
			await supervisor.stop();
			expect(last.exitCode !== null || last.signalCode !== null).toBe(true);
			await new Promise((wait) => setTimeout(wait, 800));
			expect(supervisor.restarts).toBe(2);
			expect(await ping(url)).toBe('down');
		},
	);
});

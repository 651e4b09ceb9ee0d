import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const OWNED_PROCESS = fileURLToPath(new URL('./owned-process.ts', import.meta.url));

/** Starts `sleep` as an owned process from a starter run at `nice` `starterNice`; answers both processes' autogroup lines. */
async function autogroupsFrom(starterNice: number): Promise<{ starter: string; server: string }> {
	const script = `
		import { readFileSync } from 'node:fs';
		import { startOwnedProcess } from ${JSON.stringify(OWNED_PROCESS)};
		const server = startOwnedProcess({ name: 'sleep', command: 'sleep', args: ['30'], stopSignal: 'SIGTERM', output: 'ignore' });
		const autogroup = (pid) => readFileSync('/proc/' + pid + '/autogroup', 'utf8').trim();
		console.log(JSON.stringify({ starter: autogroup('self'), server: autogroup(server.child.pid) }));
		await server.stop();
	`;
	const { stdout } = await run('nice', [
		'-n',
		String(starterNice),
		process.execPath,
		'--input-type=module',
		'-e',
		script,
	]);
	return JSON.parse(stdout) as { starter: string; server: string };
}

// Linux's autogroups: each session's share of the cores, with its own `nice` (see keepStartersPriority).
describe.skipIf(!existsSync('/proc/self/autogroup'))("startOwnedProcess at its starter's priority", () => {
	it('gives a server started at the lowest priority a session at the lowest priority too', async () => {
		const { starter, server } = await autogroupsFrom(19);
		// A session of its own (not the starter's), whose share of the cores is weighed at nice 19.
		expect(server).not.toBe(starter);
		expect(server).toMatch(/ nice 19$/);
	});

	it('leaves a server started at the usual priority at the usual priority', async () => {
		const { server } = await autogroupsFrom(0);
		expect(server).toMatch(/ nice 0$/);
	});
});

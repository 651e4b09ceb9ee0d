// A server process's resident memory while some work runs: the import benchmark's measure of what an import costs the
// server beside its time.
import { readFile } from 'node:fs/promises';

/** The resident memory of a process now, in MiB (Linux). */
export async function rssMib(pid: number): Promise<number> {
	const status = await readFile(`/proc/${pid}/status`, 'utf8');
	return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Reads a process's memory every 50 ms while `work` runs; answers the work's result and the highest reading. */
export async function withPeakMemory<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peak: number }> {
	let peak = await rssMib(pid);
	let running = true;
	const sampler = (async () => {
		while (running) {
			peak = Math.max(peak, await rssMib(pid));
			await new Promise((resolve) => setTimeout(resolve, 50));
		}
	})();
	try {
		return { result: await work(), peak };
	} finally {
		running = false;
		await sampler;
	}
}

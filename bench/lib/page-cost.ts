import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Clock ticks per second of the kernel's CPU accounting (`/proc/<pid>/stat`). */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** CPU time (user + system) a process has used so far, in ms. */
function cpuMs(pid: number): number {
	// The command name (field 2) is in parentheses and may hold spaces: fields are counted after it.
	const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
	return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

export interface PageCost {
	/** Requests measured, one after another. */
	pages: number;
	/** Time to the whole answer, per page (median, and p95). */
	wall_ms_median: number;
	wall_ms_p95: number;
	/** CPU the server's process used, per page (its whole process: the page, and anything else it did meanwhile). */
	cpu_ms_per_page: number;
	/** Bytes of HTML per page. */
	html_bytes: number;
}

/**
 * What answering `url` costs the server (process `pid`): `pages` requests one after another,
 * after `warmUp` unmeasured ones, timing each whole answer and reading the process's CPU time
 * before and after. `check` refuses an answer that is not the page meant (drawn, or plain).
 */
export async function pageCost(
	url: string,
	headers: Record<string, string>,
	pid: number,
	check: (html: string) => boolean,
	pages = 30,
	warmUp = 5,
): Promise<PageCost> {
	const fetchPage = async () => {
		const started = performance.now();
		const response = await fetch(url, { headers });
		const html = await response.text();
		if (response.status !== 200 || !check(html))
			throw new Error(`${url} did not answer the page meant (${response.status})`);
		return { ms: performance.now() - started, bytes: Buffer.byteLength(html) };
	};
	for (let i = 0; i < warmUp; i++) await fetchPage();
	const cpuBefore = cpuMs(pid);
	const answers: Array<{ ms: number; bytes: number }> = [];
	for (let i = 0; i < pages; i++) answers.push(await fetchPage());
	const cpu = cpuMs(pid) - cpuBefore;
	const sorted = answers.map((answer) => answer.ms).sort((a, b) => a - b);
	const round = (value: number) => Number(value.toFixed(1));
	return {
		pages,
		wall_ms_median: round(sorted[Math.floor(sorted.length / 2)]!),
		wall_ms_p95: round(sorted[Math.ceil(0.95 * sorted.length) - 1]!),
		cpu_ms_per_page: round(cpu / pages),
		html_bytes: answers.at(-1)!.bytes,
	};
}

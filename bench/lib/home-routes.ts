import { casePath, type Case, type Role } from './home-cases.ts';
import { percentile, round } from './load.ts';

export interface RouteFigures {
	path: string;
	p50_ms: number;
	p95_ms: number;
	/** Bytes of the answer's body (JSON, uncompressed). */
	bytes: number;
}

/** An access token for each role: the shop's administrator and its demo clerk, signed in as the dashboard does. */
export async function signIn(
	url: string,
	users: Record<Role, { email: string; password: string }>,
): Promise<Record<Role, string>> {
	const token = async ({ email, password }: { email: string; password: string }) => {
		const response = await fetch(`${url}/auth/login`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ email, password }),
		});
		if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
		return ((await response.json()) as { data: { access_token: string } }).data.access_token;
	};
	return { administrator: await token(users.administrator), staff: await token(users.staff) };
}

/**
 * A route asked `runs` times one after another by its role, after one unmeasured request: the
 * time to the whole answer, from a client on this machine. Any answer but 200 stops the bench.
 */
export async function timeRoute(
	url: string,
	tokens: Record<Role, string>,
	route: Case,
	runs: number,
): Promise<RouteFigures> {
	const path = casePath(route);
	const ask = async () => {
		const started = performance.now();
		const response = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${tokens[route.role]}` } });
		const body = await response.text();
		if (response.status !== 200)
			throw new Error(`${path} as ${route.role}: ${response.status} ${body.slice(0, 300)}`);
		return { ms: performance.now() - started, bytes: Buffer.byteLength(body) };
	};
	await ask();
	const answers: Array<{ ms: number; bytes: number }> = [];
	for (let run = 0; run < runs; run++) answers.push(await ask());
	const timings = answers.map((answer) => answer.ms).sort((a, b) => a - b);
	return {
		path,
		p50_ms: round(percentile(timings, 50)),
		p95_ms: round(percentile(timings, 95)),
		bytes: answers.at(-1)!.bytes,
	};
}

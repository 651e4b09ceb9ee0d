import { readFile } from 'node:fs/promises';
import { load } from 'js-yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { SNAPSHOT } from '../../server/provision/stack.ts';
import { withoutVendorNoise, type SnapshotDiff } from '../../server/schema/apply/vendor-noise.ts';
import { stackInfo } from '../harness/api.ts';
import { newerSnapshot } from '../harness/newer-snapshot.ts';
import { startTestStack, type TestStack } from '../harness/test-stack.ts';

let stack: TestStack | undefined;

afterAll(async () => {
	await stack?.destroy();
});

async function get(url: string, path: string, token: string) {
	const response = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } });
	return { status: response.status, body: await response.json() };
}

describe('a restart', () => {
	it('keeps data and sessions, applies the schema idempotently, migrates to a newer snapshot without losing rows, and checks the books at start', async () => {
		stack = await startTestStack({ services: stackInfo().services });
		const { url, dataDir } = stack;
		const login = await fetch(`${url}/auth/login`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ email: stack.staff.email, password: stack.staff.password }),
		});
		const session = (await login.json()).data as { access_token: string; refresh_token: string };
		const counts = await get(url, '/items/customers?aggregate[count]=id', stack.admin.token);
		// `force`: the snapshot is written on SQLite; on PostgreSQL only what differs by vendor may remain.
		const diffBefore = await fetch(`${url}/schema/diff?force=true`, {
			method: 'POST',
			headers: { authorization: `Bearer ${stack.admin.token}`, 'content-type': 'application/json' },
			body: JSON.stringify(load(await readFile(SNAPSHOT, 'utf8'))),
		});
		const remaining =
			diffBefore.status === 204
				? []
				: Object.values(
						withoutVendorNoise(((await diffBefore.json()) as { data: { diff: SnapshotDiff } }).data.diff),
					).flat();
		expect(remaining, 'the committed snapshot matches the database: nothing to apply').toEqual([]);

		await stack.stop();
		stack = await startTestStack({
			dataDir,
			services: stackInfo().services,
			snapshot: await newerSnapshot(dataDir, [{ field: 'loyalty_tier' }]),
		});

		expect((await get(stack.url, '/users/me?fields=email', session.access_token)).body.data.email).toBe(
			'staff@deckhand.example.com',
		);
		const refreshed = await fetch(`${stack.url}/auth/refresh`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ refresh_token: session.refresh_token, mode: 'json' }),
		});
		expect(refreshed.status).toBe(200);
		expect(await get(stack.url, '/items/customers?aggregate[count]=id', stack.admin.token)).toEqual(counts);
		const fields = await get(stack.url, '/fields/customers', stack.admin.token);
		expect(fields.body.data.map((field: { field: string }) => field.field)).toContain('loyalty_tier');

		// The books checker ran on its own once the restarted server listened, on the seeded shop.
		await expect
			.poll(async () => (await get(stack!.url, '/deckhand/books', stack!.admin.token)).body.data.status)
			.not.toBe('unchecked');
		expect((await get(stack.url, '/deckhand/books', stack.admin.token)).body.data).toMatchObject({
			status: 'holds',
			trigger: 'start',
			broken: [],
		});
		// Two starts of a server, the first with its seed, as the stack hooks of other files allow for each.
	}, 180_000);
});

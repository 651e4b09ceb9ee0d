import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knex from 'knex';
import { PROJECT_ROOT } from '../server/config/directus-env.ts';
import { knexConfig } from '../server/config/knex-config.ts';
import { ensureLocalEnv } from '../server/config/local-env.ts';
import { startScaleServices, type ScaleServices } from '../server/scale/services.ts';
import { signIn } from '../tests/harness/api.ts';
import { EVERYONE, GAMES_IN_GRAPHQL, OWNER, STAFF_ONLY } from '../tests/harness/heavy-read-lists.ts';
import { writeHeavyShop } from '../tests/harness/heavy-shop.ts';
import {
	ANSWER_MS,
	BODY_MAX,
	PING_MS,
	measure,
	pingingWhile,
	tenAtATime,
	type HeavyRead,
} from '../tests/harness/read-burst.ts';
import { startTestStack } from '../tests/harness/test-stack.ts';
import { percentile, round } from './lib/load.ts';

/**
 * `npm run bench:heavy-reads`: the heaviest reads each role can make (tests/harness/heavy-read-lists.ts:
 * REST, SEARCH, GraphQL, exports, Deckhand's lists), sent ten at a time to the 12 000-SKU shop
 * of `heavy-reads.test.ts`, on SQLite and on PostgreSQL + Redis, with the server pinged meanwhile:
 * the slowest answer, the largest, how many were answered and refused, and the pings, and whether
 * they held the bounds (every answer within 2 s and 64 MB, every ping within 200 ms). Prints the
 * figures and writes bench/results/heavy-reads.json.
 */
const ROUNDS = 3;

const ROLES = { clerk: [...EVERYONE, ...STAFF_ONLY], owner: [...EVERYONE, ...OWNER] } as const;

async function measureShop(services: ScaleServices | null) {
	const stack = await startTestStack({
		seed: null,
		services: services && { postgres: services.postgres, redis: services.redis.url },
		env: { LOG_LEVEL: 'error' },
	});
	const db = knex(knexConfig(stack.env));
	try {
		await writeHeavyShop(db);
		const tokens = {
			clerk: (await signIn(stack.staff.email, stack.staff.password, stack.url)).access_token,
			owner: stack.admin.token,
		};
		// Each role's GraphQL schema is built at its first GraphQL request: once, not what is measured.
		for (const token of Object.values(tokens)) await measure(stack.url, token, GAMES_IN_GRAPHQL);
		const figures: Record<string, unknown> = {};
		for (const [role, reads] of Object.entries(ROLES) as Array<[keyof typeof ROLES, HeavyRead[]]>) {
			const pings: number[] = [];
			const slowest = { ms: 0, read: '' };
			let largest = 0;
			let answered = 0;
			let refused = 0;
			for (let round_ = 0; round_ < ROUNDS; round_++) {
				const burst = await pingingWhile(stack.url, () => tenAtATime(stack.url, tokens[role], reads));
				pings.push(...burst.pings);
				for (const { read, status, ms, bytes } of burst.result) {
					if (ms > slowest.ms) Object.assign(slowest, { ms, read: read.label });
					largest = Math.max(largest, bytes);
					if (status === 200 && read.expect === 'answered') answered++;
					else refused++;
				}
			}
			pings.sort((a, b) => a - b);
			figures[role] = {
				reads: reads.length,
				answered_per_round: answered / ROUNDS,
				refused_per_round: refused / ROUNDS,
				slowest_ms: round(slowest.ms),
				slowest_read: slowest.read,
				largest_answer_mb: round(largest / 1_048_576),
				ping_p50_ms: round(percentile(pings, 50)),
				ping_p95_ms: round(percentile(pings, 95)),
				ping_max_ms: round(pings.at(-1) ?? 0),
				within_bounds: slowest.ms < ANSWER_MS && largest <= BODY_MAX && (pings.at(-1) ?? 0) < PING_MS,
			};
		}
		return figures;
	} finally {
		await db.destroy();
		await stack.destroy();
	}
}

const results: Record<string, unknown> = {
	date: new Date().toISOString(),
	rounds: ROUNDS,
	bounds: { answer_ms: ANSWER_MS, answer_mb: BODY_MAX / 1_048_576, ping_ms: PING_MS },
};
results['sqlite'] = await measureShop(null);
const dir = await mkdtemp(join(tmpdir(), 'deckhand-bench-heavy-reads-'));
try {
	const { DECKHAND_POSTGRES_PASSWORD: password } = ensureLocalEnv(dir, ['DECKHAND_POSTGRES_PASSWORD']);
	const services = await startScaleServices({
		dir: join(dir, 'services'),
		postgresPassword: password!,
		output: 'ignore',
	});
	try {
		results['postgresql'] = await measureShop(services);
	} finally {
		await services.stop();
	}
} finally {
	await rm(dir, { recursive: true, force: true });
}
console.log(JSON.stringify(results, null, 2));
await writeFile(join(PROJECT_ROOT, 'bench/results/heavy-reads.json'), `${JSON.stringify(results, null, 2)}\n`);

import { mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import { firstExisting, serverProgram, startOwnedProcess, waitUntilReady, type OwnedProcess } from './owned-process.ts';

/** A Redis server of the project's own, on loopback and a port of its own. */
export interface OwnedRedis extends OwnedProcess {
	/** `redis://127.0.0.1:<port>`; append `/<n>` for another logical database. */
	url: string;
}

export interface RedisOptions {
	dir: string;
	port: number;
	output: 'inherit' | 'ignore';
}

/** Answers true when Redis replies PONG to a PING. */
function pings(port: number): Promise<boolean> {
	return new Promise((resolvePing) => {
		const socket = connect(port, '127.0.0.1');
		socket.setTimeout(1_000);
		socket.once('connect', () => socket.write('PING\r\n'));
		socket.once('data', (data) => {
			socket.destroy();
			resolvePing(data.toString().startsWith('+PONG'));
		});
		socket.once('error', () => resolvePing(false));
		socket.once('timeout', () => {
			socket.destroy();
			resolvePing(false);
		});
	});
}

/**
 * Redis holds Directus's cache, rate-limiter counts, synchronisation and messages, and Deckhand's
 * sign-in counts: all of it may be lost on a restart (the cache refills, counts start again), so
 * nothing is written to disk.
 */
export async function startRedis(options: RedisOptions): Promise<OwnedRedis> {
	const program = await serverProgram('Redis', () =>
		firstExisting(['/usr/bin/redis-server', '/usr/local/bin/redis-server']),
	);
	mkdirSync(options.dir, { recursive: true });
	const server = startOwnedProcess({
		name: 'Redis',
		command: program,
		// Tests give each throw-away server of their own a logical database, hence more than 16.
		args: [
			'--port',
			String(options.port),
			'--bind',
			'127.0.0.1',
			'--dir',
			options.dir,
			'--save',
			'',
			'--appendonly',
			'no',
			'--databases',
			'64',
		],
		stopSignal: 'SIGTERM',
		output: options.output,
	});
	await waitUntilReady(server, 'Redis', () => pings(options.port));
	return { ...server, url: `redis://127.0.0.1:${options.port}` };
}

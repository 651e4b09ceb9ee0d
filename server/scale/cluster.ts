import type { BackupLog } from '../backup/backup-keeper.ts';
import { freePort } from '../provision/free-port.ts';
import { startStack, type Stack, type StackOptions } from '../provision/stack.ts';
import { superviseDirectus, type Supervisor } from '../provision/supervisor.ts';
import { startProxy } from './proxy.ts';

export interface ClusterOptions extends Omit<StackOptions, 'overrides' | 'output'> {
	/** The environment of every instance: the scale-out settings and the caller's own. */
	overrides: NodeJS.ProcessEnv;
	/** The instances' and the proxy's output: shown, or dropped (tests). */
	output?: 'inherit' | 'ignore';
	/** How many Directus instances run behind the proxy. */
	instances: number;
	/** Where the proxy listens: the one address users and clients reach. */
	proxy: { host: string; port: number };
	/** Carry out the restores asked of the running server (`npm run start:scale`), logging here. */
	restores?: BackupLog;
}

export interface Cluster extends Omit<Stack, 'directus'> {
	/** Each instance's own address (loopback), for tests that pick the instance. */
	instances: string[];
	/** The Directus processes, one per instance. */
	directus: Supervisor[];
}

/**
 * Several Directus instances over one database, one Redis and one uploads folder, sharing one
 * `SECRET`, behind one proxy. The first instance is started by `startStack`, which applies the
 * schema, access and demo shop once; the others only start, since everything they need is in the
 * database. Instances listen on loopback only: the proxy is the way in.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
	const publicUrl = options.overrides['PUBLIC_URL'] ?? `http://localhost:${options.proxy.port}`;
	const ports = await Promise.all(Array.from({ length: options.instances }, () => freePort()));
	const instanceEnv = { ...options.overrides, HOST: '127.0.0.1', PUBLIC_URL: publicUrl };
	const first = await startStack({ ...options, overrides: { ...instanceEnv, PORT: String(ports[0]) } });
	const others: Supervisor[] = [];
	const stopInstances = async () => {
		await Promise.all([first.stop(), ...others.map((other) => other.stop())]);
	};
	try {
		options.onStep?.('more instances');
		for (const port of ports.slice(1)) {
			const url = `http://127.0.0.1:${port}`;
			const other = superviseDirectus({
				env: { ...first.env, PORT: String(port) },
				url,
				output: options.output ?? 'inherit',
				restart: options.restart ?? false,
			});
			others.push(other);
			await other.started;
		}
		options.onStep?.('proxy');
		const proxy = await startProxy({
			...options.proxy,
			dir: `${options.dataDir}/proxy`,
			instances: ports.map((port) => `127.0.0.1:${port}`),
			output: options.output ?? 'inherit',
		});
		// Watched once every instance runs: a restore stops them all.
		first.servers.push(...others);
		if (options.restores) first.watchRestores(options.restores);
		return {
			...first,
			url: proxy.url,
			env: { ...first.env, PUBLIC_URL: publicUrl },
			instances: ports.map((port) => `http://127.0.0.1:${port}`),
			directus: first.servers,
			stop: async () => {
				await proxy.stop();
				await stopInstances();
			},
		};
	} catch (error) {
		await stopInstances();
		throw error;
	}
}

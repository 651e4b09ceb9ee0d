import { mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { firstExisting, serverProgram, startOwnedProcess, waitUntilReady, type OwnedProcess } from './owned-process.ts';

export interface ProxyOptions {
	dir: string;
	host: string;
	port: number;
	/** The Directus instances, as `127.0.0.1:<port>`. */
	instances: string[];
	output: 'inherit' | 'ignore';
}

/** Name of the instance that answered, in every response: the tests see requests alternate, the owner sees who served what. */
export const INSTANCE_HEADER = 'x-deckhand-instance';

/**
 * HAProxy's configuration: every request (not every connection) goes to the next instance in turn;
 * an instance that stops answering `/server/ping` is taken out within two checks and put back when it
 * answers again, and a request it could not even be sent to is retried on the other. The client's
 * address is passed on in `X-Forwarded-For`, which Directus trusts (`IP_TRUST_PROXY`), so its rate
 * limiter and Deckhand's sign-in limiter count people, not the proxy.
 */
export function proxyConfig(options: Pick<ProxyOptions, 'host' | 'port' | 'instances'>): string {
	return [
		'global',
		'  maxconn 4096',
		'defaults',
		'  mode http',
		'  timeout connect 5s',
		'  timeout client 5m',
		'  timeout server 5m',
		'  timeout http-request 30s',
		'  option forwardfor',
		'  retries 2',
		'  option redispatch',
		'frontend deckhand',
		`  bind ${options.host}:${options.port}`,
		'  default_backend directus',
		'backend directus',
		'  balance roundrobin',
		'  option httpchk GET /server/ping',
		'  http-check expect string pong',
		`  http-response set-header ${INSTANCE_HEADER} %s`,
		...options.instances.map((address, i) => `  server instance-${i + 1} ${address} check inter 2s fall 2 rise 1`),
		'',
	].join('\n');
}

function listening(port: number): Promise<boolean> {
	return new Promise((resolveListening) => {
		const socket = connect(port, '127.0.0.1');
		socket.once('connect', () => {
			socket.destroy();
			resolveListening(true);
		});
		socket.once('error', () => resolveListening(false));
	});
}

/**
 * One address in front of the instances. HAProxy, from Debian's packages: a load balancer and
 * nothing else, with active health checks in its free version (nginx's are passive only), running
 * in the foreground from one file, and in C, so it takes little of the cores the instances need
 * (a Node proxy would share their event loop's budget).
 */
export async function startProxy(options: ProxyOptions): Promise<OwnedProcess & { url: string }> {
	const program = await serverProgram('HAProxy', () =>
		firstExisting(['/usr/sbin/haproxy', '/usr/local/sbin/haproxy']),
	);
	mkdirSync(options.dir, { recursive: true });
	const config = join(options.dir, 'haproxy.cfg');
	writeFileSync(config, proxyConfig(options));
	// -db: stay in the foreground; SIGTERM stops at once (Ctrl-C must not wait for open keep-alive connections).
	const server = startOwnedProcess({
		name: 'HAProxy',
		command: program,
		args: ['-f', config, '-db'],
		stopSignal: 'SIGTERM',
		output: options.output,
	});
	await waitUntilReady(server, 'HAProxy', () => listening(options.port));
	const shown = options.host === '0.0.0.0' ? 'localhost' : options.host;
	return { ...server, url: `http://${shown}:${options.port}` };
}

import { queryOptions } from '@tanstack/react-query';
import { serverHealth, serverInfo, serverPing } from '@directus/sdk';
import { serverStatusKeys } from '../../lib/api/keys.ts';
import { directus } from '../../lib/directus/client.ts';

export interface ServerStatus {
	reachable: boolean;
	latencyMs: number;
	version: string | null;
	database: { name: string; status: string; responseMs: number | null } | null;
	health: string | null;
}

/** Median of a few pings, so one slow packet does not make the server look slow. */
async function pingLatency(times = 3): Promise<number> {
	const samples: number[] = [];
	for (let i = 0; i < times; i++) {
		const started = performance.now();
		await directus.request(serverPing());
		samples.push(performance.now() - started);
	}
	return Math.round(samples.sort((a, b) => a - b)[Math.floor(times / 2)]!);
}

export const serverStatusQuery = () =>
	queryOptions({
		queryKey: serverStatusKeys.info(),
		queryFn: async (): Promise<ServerStatus> => {
			const latencyMs = await pingLatency();
			const [info, health] = await Promise.all([
				directus.request(serverInfo()),
				directus.request(serverHealth()),
			]);
			const checks =
				(
					health as {
						checks?: Record<
							string,
							Array<{ componentType?: string; status?: string; observedValue?: number }>
						>;
					}
				).checks ?? {};
			const [databaseName, databaseChecks] =
				Object.entries(checks).find(([, values]) => values[0]?.componentType === 'datastore') ?? [];
			return {
				reachable: true,
				latencyMs,
				version: (info as { version?: string }).version ?? null,
				health: (health as { status?: string }).status ?? null,
				database: databaseName
					? {
							name: databaseName.split(':')[0]!,
							status: databaseChecks?.[0]?.status ?? 'unknown',
							responseMs: databaseChecks?.[0]?.observedValue ?? null,
						}
					: null,
			};
		},
		refetchInterval: 30_000,
	});

import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import type { SalesFigures, SalesOrder } from './backup-measure.ts';
import { LOADS } from './backup-loads.ts';
import { saleSender } from './checkout-load.ts';
import { round } from './load.ts';

/** The sales of one load, sent from this thread (salesInThread), with this thread's own event-loop delay meanwhile. */
const { load, plan } = workerData as SalesOrder;
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
const figures = await LOADS[load].send(saleSender(plan));
delay.disable();
parentPort!.postMessage({ ...figures, clients_event_loop_delay_max_ms: round(delay.max / 1e6) } satisfies SalesFigures);

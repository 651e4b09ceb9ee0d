import { closedLoop, pacedLoop, type LoadFigures } from './load.ts';

export const CLIENTS = 20;
export const SALES = 1_000;
export const PAUSE_GOAL_MS = 200;
/** Each till's pace at the counter: a sale started every second, far busier than any shop's counter. */
export const COUNTER_PACE_MS = 1_000;

type Sell = (i: number) => Promise<{ status: number }>;

/**
 * The two ways the sales are sent. `counter_pace` is the one the goal is judged at: the tills
 * leave the cores room, so what a sale waits for beyond its own work is what the backup took.
 * `flat_out` keeps both cores busy with sales alone, so every sale already queues behind the
 * others (hundreds of ms without a backup); it shows what a backup costs a saturated server.
 */
export const LOADS = {
	counter_pace: {
		rule: `${CLIENTS} tills, each starting a sale every ${COUNTER_PACE_MS} ms (${(CLIENTS * 1_000) / COUNTER_PACE_MS} a second), each sale timed from when it was due`,
		send: (sell: Sell) => pacedLoop(CLIENTS, SALES, COUNTER_PACE_MS, sell),
	},
	flat_out: {
		rule: `${CLIENTS} closed-loop clients, each sending its next sale as soon as its last is answered`,
		send: (sell: Sell) => closedLoop(CLIENTS, SALES, sell),
	},
} satisfies Record<string, { rule: string; send: (sell: Sell) => Promise<LoadFigures> }>;

export type LoadName = keyof typeof LOADS;

export const GOAL_RULE = `no sale paused more than ${PAUSE_GOAL_MS} ms by a backup: at the counter's pace (${LOADS.counter_pace.rule}), the slowest sale while backups ran, less the median sale without one, is at most ${PAUSE_GOAL_MS} ms`;

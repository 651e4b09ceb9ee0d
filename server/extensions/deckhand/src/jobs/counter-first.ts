/**
 * The counter before the back room: a job in the background (a catalogue run's thousands of
 * writes) waits, before each of its writes, while a command someone is waiting for (a sale, a
 * price, a count of stock) is at work in this server. On SQLite every statement takes its turn on
 * one connection, so a job's write started amid a sale would make the sale wait for it. The wait
 * is bounded (`MOST_WAIT_MS`): commands following each other all day never stop a job.
 */
let commandsAtWork = 0;
let waiting: Array<() => void> = [];

/** The longest a job waits for the commands at work before it writes anyway. */
const MOST_WAIT_MS = 250;

/** Runs a command, counted at work until it ends (its transaction and what follows its commit). */
export async function asCommand<T>(work: () => Promise<T>): Promise<T> {
	commandsAtWork += 1;
	try {
		return await work();
	} finally {
		commandsAtWork -= 1;
		if (commandsAtWork === 0) {
			const woken = waiting;
			waiting = [];
			for (const wake of woken) wake();
		}
	}
}

/** Resolves once no command is at work here, or after `MOST_WAIT_MS`. */
export function afterCommands(): Promise<void> {
	if (commandsAtWork === 0) return Promise.resolve();
	return new Promise((resolve) => {
		const timer = setTimeout(resolve, MOST_WAIT_MS);
		waiting.push(() => {
			clearTimeout(timer);
			resolve();
		});
	});
}

import { join } from 'node:path';
import type { SeedCounts } from '../seed/index.ts';

interface Running {
	/** When the start began (ms since the epoch). */
	started: number;
	publicUrl: string;
	dataDir: string;
	admin: { email: string; password: string };
	staff: { email: string; password: string };
	seeded: SeedCounts | null;
	/** Extra lines about how it runs (the scale-out profile's instances, say). */
	details?: string[];
}

/** What `npm start` and `npm run start:scale` print once everything answers: the addresses and sign-ins. */
export function announceRunning(running: Running): void {
	const seconds = ((Date.now() - running.started) / 1000).toFixed(1);
	const seeded = running.seeded
		? `\nDemo shop created: ${running.seeded['skus']} SKUs, ${running.seeded['orders']} orders.`
		: '';
	const details = running.details?.length ? `\n${running.details.map((line) => `  ${line}`).join('\n')}\n` : '';
	console.log(`
Deckhand is running (${seconds} s).${seeded}
${details}
  Dashboard        ${running.publicUrl}/app/
  API (Directus)   ${running.publicUrl}
  Data Studio      ${running.publicUrl}/admin

  Owner            ${running.admin.email}  /  ${running.admin.password}
  Counter staff    ${running.staff.email}  /  ${running.staff.password}
  (demo passwords as first set; they live in ${join(running.dataDir, 'local.env')})

Press Ctrl-C to stop.`);
}

/** Ctrl-C (or a service manager's SIGTERM) stops everything, once, then exits. */
export function stopOnSignal(stop: () => Promise<void>): void {
	let stopping = false;
	const shutdown = async () => {
		if (stopping) return;
		stopping = true;
		console.log('\ndeckhand: stopping…');
		await stop();
		process.exit(0);
	};
	process.on('SIGINT', shutdown);
	process.on('SIGTERM', shutdown);
}

/** A step's name and the seconds since the start, for the start-up's progress lines. */
export function stepLogger(started: number): (step: string) => void {
	return (step) => console.log(`deckhand: ${step}… (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** The schedule of backups says what it did in the same log, under its own name. */
export const backupLog = {
	info: (message: string) => console.log(`deckhand backups: ${message}`),
	warn: (message: string) => console.warn(`deckhand backups: WARNING: ${message}`),
	error: (message: string) => console.error(`deckhand backups: ERROR: ${message}`),
};

import type { BackupStore } from './backup-store.ts';

/**
 * Point in time on the scale-out profile: beside the backups, the store holds PostgreSQL's
 * write-ahead log, one gzipped file per finished segment (`wal/<segment>.gz`), and base backups
 * (`bases/<id>/`, `pg_basebackup`'s tar files and `base.json`, written last). A restore lays a base
 * down and replays the log up to the minute asked for.
 */
export const WAL_FOLDER = 'wal';
export const BASES_FOLDER = 'bases';
/** The store's folders that are no backup of their own: lists and the backups' pruning pass them by. */
export const POINT_IN_TIME_FOLDERS: readonly string[] = [WAL_FOLDER, BASES_FOLDER];

/** A segment's name: timeline, then the segment's number in two halves, each eight hex digits. */
export const SEGMENT_NAME = /^[0-9A-F]{24}$/;

/** The segment's number, across timelines: its name without the timeline. */
export function segmentNumber(name: string): string {
	return name.slice(8, 24);
}

/** The segment of a log position (`0/3000028`) on a timeline, for PostgreSQL's 16 MB segments. */
export function segmentOf(timeline: number, lsn: string): string {
	const [high, low] = lsn.split('/').map((half) => parseInt(half, 16));
	const hex = (value: number) => value.toString(16).toUpperCase().padStart(8, '0');
	return `${hex(timeline)}${hex(high!)}${hex(Math.floor(low! / 0x1000000))}`;
}

/** Every file of the archive (segments, and timelines' `.history` files), by name without `.gz`; none when there is no archive yet. */
export async function archivedFiles(store: BackupStore): Promise<string[]> {
	const names: string[] = [];
	try {
		for await (const key of store.list(`${WAL_FOLDER}/`))
			if (key.endsWith('.gz')) names.push(key.slice(WAL_FOLDER.length + 1, -'.gz'.length));
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
	}
	return names.sort();
}

/** The archived segments' names, oldest first (by number, whatever their timeline). */
export function segmentsOf(names: readonly string[]): string[] {
	return names
		.filter((name) => SEGMENT_NAME.test(name))
		.sort((a, b) => segmentNumber(a).localeCompare(segmentNumber(b)) || a.localeCompare(b));
}

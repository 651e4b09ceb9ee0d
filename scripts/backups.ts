import { listBackups } from '../server/backup/backup-list.ts';
import { backupSetup, size, verificationLine } from './backup-setup.ts';

/** `npm run backups`: the finished backups in the store, newest first, each with its kind, time, size and verification. */
const { store, where } = backupSetup();
const backups = await listBackups(store);
console.log(
	backups.length === 0 ? `No backups in ${where} yet.` : `${backups.length} backup(s) in ${where}, newest first:`,
);
for (const backup of backups)
	console.log(`${backup.id}  ${backup.kind}  ${backup.takenAt}  ${size(backup.bytes)}  ${verificationLine(backup)}`);

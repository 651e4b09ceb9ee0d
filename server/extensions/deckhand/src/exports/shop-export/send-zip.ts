import { ZipArchive } from 'archiver';
import type { Response } from 'express';
import type { Knex } from 'knex';
import { pipeline } from 'node:stream/promises';
import { today, type ExportLogger } from '../send-csv.ts';
import { exportAll, type ExportSink } from './export-all.ts';

/** The shop's name (Directus's `project_name`) as a file name's ASCII part: letters and digits, accents dropped. */
export function fileNamePart(shop: string): string {
	const ascii = shop
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.replace(/[^A-Za-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '')
		.toLowerCase();
	return ascii || 'shop';
}

/**
 * `Content-Disposition` of the zip: `<shop>-export-<day>.zip`, plain ASCII for every browser and
 * the name as the owner wrote it (Japanese included) in `filename*` (RFC 6266) for those that read it.
 */
export function zipDisposition(shop: string, day: string): string {
	const exact = encodeURIComponent(`${shop.trim() || 'shop'}-export-${day}.zip`);
	return `attachment; filename="${fileNamePart(shop)}-export-${day}.zip"; filename*=UTF-8''${exact}`;
}

/** A sink adding each file to the zip, settling once the zip has taken it whole (entries are written one after the other). */
function zipSink(zip: ZipArchive): ExportSink {
	return {
		write: (file, content) =>
			new Promise<void>((resolve, reject) => {
				const taken = (entry: { name: string }) => {
					if (entry.name !== file) return;
					zip.off('error', failed);
					zip.off('entry', taken);
					resolve();
				};
				const failed = (error: Error) => {
					zip.off('entry', taken);
					reject(error);
				};
				zip.on('entry', taken);
				zip.once('error', failed);
				zip.append(content, { name: file, date: new Date() });
			}),
	};
}

/**
 * Streams every table of the shop as a zip download: the same CSV files and README as
 * `npm run export:all`, each read as the client takes the zip (the zip piped to the response),
 * so the whole never sits in memory. Headers go first; a failure later can only cut the download
 * off, which the browser shows as a failed download, never as a file that looks whole.
 */
export async function sendShopZip(
	res: Response,
	{
		database,
		shop,
		snapshotFile,
		logger,
	}: { database: Knex; shop: string; snapshotFile: string; logger: ExportLogger },
): Promise<void> {
	res.setHeader('Content-Type', 'application/zip');
	res.setHeader('Content-Disposition', zipDisposition(shop, today()));
	// Every customer, cost and taking: kept by no cache on the way.
	res.setHeader('Cache-Control', 'no-store');
	const zip = new ZipArchive({ zlib: { level: 6 } });
	const sent = pipeline(zip, res);
	try {
		await exportAll(database, zipSink(zip), snapshotFile);
		await zip.finalize();
		await sent;
	} catch (error) {
		zip.abort();
		res.destroy();
		await sent.catch(() => undefined);
		// A client going away mid-download is no fault of the server's; anything else is logged.
		if ((error as { code?: unknown }).code !== 'ERR_STREAM_PREMATURE_CLOSE')
			logger.warn(
				{ err: error, export: 'all' },
				'The export of the shop stopped part-way; the download was cut off.',
			);
	}
}

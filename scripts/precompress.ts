import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

/**
 * Writes a .gz beside every built asset: Directus sends responses uncompressed, so the
 * dashboard's endpoint serves these to browsers that accept gzip.
 */
const assets = join(process.argv[2] ?? 'web/dist', 'assets');
for (const name of readdirSync(assets)) {
	if (!/\.(js|css|svg|json)$/.test(name)) continue;
	const file = join(assets, name);
	writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: constants.Z_BEST_COMPRESSION }));
}

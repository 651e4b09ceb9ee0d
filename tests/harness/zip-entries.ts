import { inflateRawSync } from 'node:zlib';

/**
 * The files of a zip, by name, read from its central directory (the sizes a streamed zip gives
 * only there): enough of the format to check a download, stored and deflated entries.
 */
export function zipEntries(zip: Buffer): Map<string, Buffer> {
	const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
	if (end < 0) throw new Error('not a zip: no end of central directory');
	const count = zip.readUInt16LE(end + 10);
	let at = zip.readUInt32LE(end + 16);
	const entries = new Map<string, Buffer>();
	for (let index = 0; index < count; index += 1) {
		if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`not a central directory entry at ${at}`);
		const method = zip.readUInt16LE(at + 10);
		const size = zip.readUInt32LE(at + 20);
		const nameLength = zip.readUInt16LE(at + 28);
		const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
		const local = zip.readUInt32LE(at + 42);
		const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
		const data = zip.subarray(start, start + size);
		entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
		at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
	}
	return entries;
}

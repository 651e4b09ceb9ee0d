import { Readable, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Request } from 'express';
import { localUploadsRoot, parseSize, uploadLimit } from './upload-limit.ts';

const BOUNDARY = 'deckhand-test';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function multipart(type: string, content: Buffer, filename = 'picture.png'): Buffer {
	return Buffer.concat([
		Buffer.from(
			`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
		),
		content,
		Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
	]);
}

/** A request whose body arrives in pieces with no declared length, as a chunked upload does. */
function request(options: {
	method?: string;
	path?: string;
	body?: Buffer;
	length?: number;
	admin?: boolean;
}): Request {
	const body = options.body ?? Buffer.alloc(0);
	const pieces = Array.from({ length: Math.ceil(body.length / 1000) }, (_, i) =>
		body.subarray(i * 1000, (i + 1) * 1000),
	);
	const stream = Readable.from(pieces, { objectMode: false });
	const headers: Record<string, string> = {
		'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
		'transfer-encoding': 'chunked',
	};
	if (options.length !== undefined) headers['content-length'] = String(options.length);
	return Object.assign(stream, {
		method: options.method ?? 'POST',
		path: options.path ?? '/files',
		headers,
		is: (type: string) => (type === 'multipart/form-data' ? type : false),
		accountability: { admin: options.admin ?? false },
	}) as unknown as Request;
}

function run(maxBytes: number | null, req: Request): Promise<unknown> {
	return new Promise((resolve) =>
		uploadLimit({ files: maxBytes, imports: maxBytes, localRoot: null })(req, {} as never, (error?: unknown) =>
			resolve(error ?? null),
		),
	);
}

/** What Directus's own `req.pipe(busboy)` would now read. */
function replayed(req: Request): Promise<Buffer> {
	const chunks: Buffer[] = [];
	return new Promise((resolve) => {
		const sink = new Writable({
			write: (chunk: Buffer, _e: string, done: () => void) => (chunks.push(chunk), done()),
		});
		sink.on('finish', () => resolve(Buffer.concat(chunks)));
		req.pipe(sink);
	});
}

describe('upload limit', () => {
	it('reads Directus size settings', () => {
		expect(parseSize('10mb')).toBe(10 * 1024 * 1024);
		expect(parseSize('512 KB')).toBe(512 * 1024);
		expect(parseSize('2048')).toBe(2048);
		expect(parseSize(undefined)).toBeNull();
		expect(parseSize('lots')).toBeNull();
	});

	it('refuses a declared length over the limit before reading anything', async () => {
		expect(await run(1000, request({ length: 1001 }))).toMatchObject({ code: 'CONTENT_TOO_LARGE', status: 413 });
		expect(await run(1000, request({ method: 'PATCH', path: '/files/abc', length: 5000 }))).toMatchObject({
			code: 'CONTENT_TOO_LARGE',
		});
	});

	it('counts the bytes of a body that declares no length', async () => {
		expect(
			await run(5000, request({ body: multipart('image/png', Buffer.concat([PNG, Buffer.alloc(6000)])) })),
		).toMatchObject({ code: 'CONTENT_TOO_LARGE', status: 413 });
	});

	it('hands Directus exactly the body it counted', async () => {
		const body = multipart('image/png', PNG);
		const req = request({ body });
		expect(await run(5000, req)).toBeNull();
		expect((await replayed(req)).equals(body)).toBe(true);
	});

	it('lets staff upload only pictures, known by their content', async () => {
		const refused = { code: 'VALIDATION_FAILED', status: 400, extensions: { field: 'file' } };
		expect(
			await run(
				5000,
				request({
					body: multipart('image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.svg'),
				}),
			),
		).toMatchObject(refused);
		expect(
			await run(
				5000,
				request({ body: multipart('image/png', Buffer.from('<html><script>alert(1)</script>'), 'x.png') }),
			),
		).toMatchObject(refused);
		expect(await run(5000, request({ body: multipart('text/html', PNG, 'x.html') }))).toMatchObject(refused);
		expect(await run(5000, request({ body: multipart('image/png', PNG) }))).toBeNull();
	});

	it('lets administrators upload other files', async () => {
		expect(
			await run(
				5000,
				request({ admin: true, body: multipart('text/csv', Buffer.from('name,price\n'), 'prices.csv') }),
			),
		).toBeNull();
	});

	it('bounds uploads at 10 MB when the setting is unreadable', async () => {
		expect(await run(null, request({ length: 10 * 1024 * 1024 + 1 }))).toMatchObject({ code: 'CONTENT_TOO_LARGE' });
	});

	it('lets everything but a multipart form through unread', async () => {
		const json = Object.assign(request({ path: '/items/cards', length: 5000 }), { is: () => false });
		expect(await run(1000, json as Request)).toBeNull();
		expect(await run(1000, request({ method: 'GET', length: 5000 }))).toBeNull();
	});

	it('refuses a form cut off inside its file, or without a boundary, naming the body', async () => {
		const whole = multipart('image/png', PNG);
		const refused = { code: 'VALIDATION_FAILED', extensions: { field: 'body' } };
		expect(await run(5000, request({ body: whole.subarray(0, whole.length - 20), admin: true }))).toMatchObject(
			refused,
		);
		const noBoundary = Object.assign(request({ body: whole, admin: true }), {
			headers: { 'content-type': 'multipart/form-data' },
		});
		expect(await run(5000, noBoundary as Request)).toMatchObject(refused);
	});

	it('reads every multipart form, imports too, with room for the form around an import', async () => {
		const body = multipart('text/csv', Buffer.from('name\nAda\n'), 'customers.csv');
		expect(
			await run(5000, request({ path: '/utils/import/customers', body: body.subarray(0, body.length - 20) })),
		).toMatchObject({ code: 'VALIDATION_FAILED' });
		expect(
			await run(
				5000,
				request({
					path: '/utils/import/customers',
					body: multipart('text/csv', Buffer.alloc(6000, 97), 'big.csv'),
				}),
			),
		).toBeNull();
	});
});

describe('localUploadsRoot', () => {
	it("is the first storage location's folder when its driver is the local disk's", () => {
		expect(
			localUploadsRoot({
				STORAGE_LOCATIONS: 'local',
				STORAGE_LOCAL_DRIVER: 'local',
				STORAGE_LOCAL_ROOT: '/data/uploads',
			}),
		).toBe('/data/uploads');
		expect(
			localUploadsRoot({
				STORAGE_LOCATIONS: 'disk, s3',
				STORAGE_DISK_DRIVER: 'local',
				STORAGE_DISK_ROOT: '/mnt/disk',
			}),
		).toBe('/mnt/disk');
	});

	it('is none for files kept elsewhere (S3 and the like): there is no disk of ours to measure', () => {
		expect(localUploadsRoot({ STORAGE_LOCATIONS: 's3', STORAGE_S3_DRIVER: 's3' })).toBeNull();
	});
});

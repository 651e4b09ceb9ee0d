import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callers, callerWithToken, firstError, signIn, stackInfo, type Caller } from '../harness/api.ts';
import { openTestDb } from '../harness/books.ts';

const PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
	'base64',
);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
const HTML = Buffer.from('<!doctype html><h1>Log in again</h1><script>fetch("/users/me")</script>');
const MAX = 10 * 1024 * 1024;

let admin: Caller;
let staff: Caller;
let tokens: { staff: string; admin: string };
const db = openTestDb();
const uploadsDir = () => stackInfo().env['STORAGE_LOCAL_ROOT']!;

beforeAll(async () => {
	({ admin, staff } = await callers());
	tokens = {
		staff: (await signIn(stackInfo().staff.email, stackInfo().staff.password)).access_token,
		admin: stackInfo().admin.token,
	};
});
afterAll(async () => {
	await db.destroy();
});

interface Part {
	type: string;
	filename: string;
	content: Buffer;
}

/**
 * A multipart upload sent in 64 KB chunks with no Content-Length (Transfer-Encoding: chunked),
 * so the server learns the size only as the bytes arrive.
 */
async function upload(token: string, parts: Part[], path = '/files') {
	const boundary = `deckhand-${Date.now()}`;
	const body = Buffer.concat([
		...parts.flatMap((part, i) => [
			Buffer.from(
				`--${boundary}\r\nContent-Disposition: form-data; name="file${i || ''}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
			),
			part.content,
			Buffer.from('\r\n'),
		]),
		Buffer.from(`--${boundary}--\r\n`),
	]);
	let offset = 0;
	const stream = new ReadableStream<Uint8Array>({
		pull(controller) {
			if (offset >= body.length) return controller.close();
			controller.enqueue(body.subarray(offset, (offset += 64 * 1024)));
		},
	});
	const response = await fetch(`${stackInfo().url}${path}`, {
		method: path === '/files' ? 'POST' : 'PATCH',
		headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
		body: stream,
		duplex: 'half',
	} as RequestInit);
	const text = await response.text();
	return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** The "nothing changed" probe: every file row and every file in the storage folder. */
async function storage() {
	const rows = await db('directus_files').select('id').orderBy('id');
	return { rows: rows.map((row) => row.id as string), files: (await readdir(uploadsDir())).sort() };
}

async function expectRefused(
	answer: { status: number; body: any },
	status: number,
	code: string,
	before: Awaited<ReturnType<typeof storage>>,
) {
	expect(answer.status, JSON.stringify(answer.body)).toBe(status);
	expect(firstError(answer.body).extensions.code).toBe(code);
	expect(await storage()).toEqual(before);
}

const asset = (id: string, query = '') =>
	fetch(`${stackInfo().url}/assets/${id}${query}`, { headers: { authorization: `Bearer ${tokens.admin}` } });

describe('uploads are bounded whatever the transfer encoding', () => {
	it.each(['staff', 'admin'] as const)(
		'refuses a chunked upload over 10 MB from %s with CONTENT_TOO_LARGE, leaving no row and no file',
		async (role) => {
			const before = await storage();
			const answer = await upload(tokens[role], [
				{ type: 'image/png', filename: 'huge.png', content: Buffer.concat([PNG, Buffer.alloc(MAX)]) },
			]);
			await expectRefused(answer, 413, 'CONTENT_TOO_LARGE', before);
		},
	);

	it('takes a chunked picture within the bound', async () => {
		const answer = await upload(tokens.staff, [{ type: 'image/png', filename: 'pixel.png', content: PNG }]);
		expect(answer.status, JSON.stringify(answer.body)).toBe(200);
		// Directus answers a bigInteger as a string on PostgreSQL (it may exceed a JavaScript number).
		expect({ type: answer.body.data.type, filesize: Number(answer.body.data.filesize) }).toEqual({
			type: 'image/png',
			filesize: PNG.length,
		});
	});
});

describe('staff upload pictures only, checked by their content', () => {
	it.each([
		['an SVG, which can carry scripts', { type: 'image/svg+xml', filename: 'card.svg', content: SVG }],
		['an HTML page', { type: 'text/html', filename: 'login.html', content: HTML }],
		['an HTML page that says it is a PNG', { type: 'image/png', filename: 'card.png', content: HTML }],
		['a script', { type: 'text/javascript', filename: 'card.js', content: Buffer.from('alert(1)') }],
		['a picture that says it is a page', { type: 'text/html', filename: 'card.html', content: PNG }],
	])(
		'refuses %s with VALIDATION_FAILED naming the field and what is accepted, writing nothing',
		async (_name, part) => {
			const before = await storage();
			const answer = await upload(tokens.staff, [part]);
			await expectRefused(answer, 400, 'VALIDATION_FAILED', before);
			expect(firstError(answer.body).extensions.field).toBe('file');
			expect(firstError(answer.body).message).toContain(
				'card pictures must be JPEG, PNG, WebP, GIF, AVIF images',
			);
		},
	);

	it('refuses a whole upload when one of its files is not a picture', async () => {
		const before = await storage();
		const answer = await upload(tokens.staff, [
			{ type: 'image/png', filename: 'fine.png', content: PNG },
			{ type: 'image/svg+xml', filename: 'card.svg', content: SVG },
		]);
		await expectRefused(answer, 400, 'VALIDATION_FAILED', before);
		expect(firstError(answer.body).extensions.field).toBe('file1');
	});

	it('refuses a clerk replacing a file’s content, whatever it holds', async () => {
		const file = (await upload(tokens.admin, [{ type: 'image/png', filename: 'owner.png', content: PNG }])).body
			.data.id as string;
		const before = await storage();
		await expectRefused(
			await upload(tokens.staff, [{ type: 'image/svg+xml', filename: 'x.svg', content: SVG }], `/files/${file}`),
			400,
			'VALIDATION_FAILED',
			before,
		);
		await expectRefused(
			await upload(tokens.staff, [{ type: 'image/png', filename: 'x.png', content: PNG }], `/files/${file}`),
			403,
			'FORBIDDEN',
			before,
		);
	});
});

describe('files served from the shop’s own origin', () => {
	it('sends an administrator’s HTML page or SVG as a download, never inline, with nosniff', async () => {
		for (const part of [
			{ type: 'text/html', filename: 'notes.html', content: HTML },
			{ type: 'image/svg+xml', filename: 'logo.svg', content: SVG },
		]) {
			const uploaded = await upload(tokens.admin, [part]);
			expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
			for (const query of ['', '?download']) {
				const served = await asset(uploaded.body.data.id, query);
				expect(served.status).toBe(200);
				expect(served.headers.get('content-type')).toContain(part.type);
				expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
				expect(served.headers.get('x-content-type-options')).toBe('nosniff');
			}
		}
	});

	it('shows pictures inline, with nosniff', async () => {
		const uploaded = await upload(tokens.staff, [{ type: 'image/png', filename: 'pixel.png', content: PNG }]);
		const served = await asset(uploaded.body.data.id);
		expect(served.headers.get('content-type')).toBe('image/png');
		expect(served.headers.get('content-disposition')).toMatch(/^inline; filename=/);
		expect(served.headers.get('x-content-type-options')).toBe('nosniff');
		expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
	});

	it('still serves the demo shop’s SVG card pictures, as downloads an <img> draws', async () => {
		const seeded = await db('directus_files')
			.where({ type: 'image/svg+xml' })
			.whereNot('filename_download', 'logo.svg')
			.first('id');
		const served = await asset(seeded.id, '?width=520&quality=80');
		expect(served.status).toBe(200);
		expect(served.headers.get('content-disposition')).toMatch(/^attachment/);
		expect(served.headers.get('x-content-type-options')).toBe('nosniff');
	});
});

describe('files are never fetched from another address', () => {
	it('refuses /files/import and GraphQL import_file to every role, writing nothing', async () => {
		const before = await storage();
		const url = `${stackInfo().url}/server/ping`;
		for (const caller of [staff, admin, callerWithToken(tokens.staff)]) {
			await expectRefused(await caller.request('POST', '/files/import', { url }), 403, 'FORBIDDEN', before);
			await expectRefused(
				await caller.request('POST', '/graphql/system', {
					query: `mutation { import_file(url: "${url}") { id } }`,
				}),
				403,
				'FORBIDDEN',
				before,
			);
		}
	});
});

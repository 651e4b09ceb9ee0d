import { createHash, randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { elements, partsOf, s3Error, xmlAnswer, type S3Answer } from './s3-xml.ts';

/** One object as S3 keeps it: its bytes and what HeadObject tells of them. */
interface StoredObject {
	body: Buffer;
	etag: string;
	modified: Date;
	contentType: string;
}

/** A bucket in memory: its objects by key, and the multipart uploads under way by id. */
export interface S3Bucket {
	name: string;
	objects: Map<string, StoredObject>;
	uploads: Map<string, { key: string; contentType: string; parts: Map<number, StoredObject> }>;
}

export interface S3Request {
	key: string;
	query: URLSearchParams;
	headers: IncomingHttpHeaders;
	body: Buffer;
}

/** S3's least part size: every part but the last of a multipart upload must reach it. */
const MIN_PART_SIZE = 5 * 1024 * 1024;

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest();

function stored(
	body: Buffer,
	contentType = 'binary/octet-stream',
	etag = `"${md5(body).toString('hex')}"`,
): StoredObject {
	return { body, etag, modified: new Date(), contentType };
}

function noSuchKey(bucket: S3Bucket, key: string): S3Answer {
	return s3Error(404, 'NoSuchKey', 'The specified key does not exist.', `/${bucket.name}/${key}`);
}

function objectHeaders(object: StoredObject): Record<string, string> {
	return {
		etag: object.etag,
		'last-modified': object.modified.toUTCString(),
		'content-type': object.contentType,
		'accept-ranges': 'bytes',
	};
}

export function putObject(bucket: S3Bucket, { key, headers, body }: S3Request): S3Answer {
	const object = stored(body, headers['content-type']);
	bucket.objects.set(key, object);
	return { status: 200, headers: { etag: object.etag } };
}

/** `bytes=first-last`, `bytes=first-` or `bytes=-suffix`, as HTTP ranges are read; null when unsatisfiable. */
function byteRange(range: string, size: number): { first: number; last: number } | null {
	const match = /^bytes=(\d*)-(\d*)$/.exec(range);
	if (!match || (match[1] === '' && match[2] === '')) return null;
	const [first, last] =
		match[1] === ''
			? [size - Number(match[2]), size - 1]
			: [Number(match[1]), match[2] ? Number(match[2]) : size - 1];
	if (first >= size || first > last) return null;
	return { first: Math.max(first, 0), last: Math.min(last, size - 1) };
}

export function getObject(bucket: S3Bucket, { key, headers }: S3Request): S3Answer {
	const object = bucket.objects.get(key);
	if (!object) return noSuchKey(bucket, key);
	if (!headers.range) return { status: 200, headers: objectHeaders(object), body: object.body };
	const range = byteRange(headers.range, object.body.length);
	if (!range) return s3Error(416, 'InvalidRange', 'The requested range is not satisfiable', `/${bucket.name}/${key}`);
	const contentRange = `bytes ${range.first}-${range.last}/${object.body.length}`;
	const body = object.body.subarray(range.first, range.last + 1);
	return { status: 206, headers: { ...objectHeaders(object), 'content-range': contentRange }, body };
}

/** HeadObject: the headers GetObject would send, no body (a 404 has none either, as S3 answers). */
export function headObject(bucket: S3Bucket, { key }: S3Request): S3Answer {
	const object = bucket.objects.get(key);
	if (!object) return { status: 404 };
	return { status: 200, headers: { ...objectHeaders(object), 'content-length': String(object.body.length) } };
}

/** DeleteObject answers 204 whether or not the key was there, as S3 does. */
export function deleteObject(bucket: S3Bucket, { key }: S3Request): S3Answer {
	bucket.objects.delete(key);
	return { status: 204 };
}

/** CopyObject within the bucket: `x-amz-copy-source` is `/bucket/key`, URL-encoded. */
export function copyObject(bucket: S3Bucket, { key, headers }: S3Request): S3Answer {
	const source = decodeURIComponent(String(headers['x-amz-copy-source'])).replace(/^\//, '');
	const sourceKey = source.startsWith(`${bucket.name}/`) ? source.slice(bucket.name.length + 1) : null;
	const object = sourceKey === null ? undefined : bucket.objects.get(sourceKey);
	if (!object) return noSuchKey(bucket, source);
	const copy = stored(object.body, object.contentType);
	bucket.objects.set(key, copy);
	return xmlAnswer('CopyObjectResult', elements({ LastModified: copy.modified.toISOString(), ETag: copy.etag }));
}

/** ListObjectsV2: keys in byte order from the prefix, `max-keys` at a time, the last key given as the token. */
export function listObjectsV2(bucket: S3Bucket, { query }: S3Request): S3Answer {
	const prefix = query.get('prefix') ?? '';
	const delimiter = query.get('delimiter') ?? '';
	const maxKeys = Math.min(Number(query.get('max-keys') ?? 1000), 1000);
	const token = query.get('continuation-token');
	const after = token ? Buffer.from(token, 'base64url').toString() : (query.get('start-after') ?? '');
	const urlEncoded = query.get('encoding-type') === 'url';
	// With a delimiter, the keys whose rest (after the prefix) holds it are rolled up into one common prefix each.
	const commonPrefixes = new Set<string>();
	const rolledUp = (key: string) => {
		const cut = delimiter ? key.indexOf(delimiter, prefix.length) : -1;
		if (cut === -1) return key;
		const common = key.slice(0, cut + delimiter.length);
		commonPrefixes.add(common);
		return common;
	};
	const matching = [...new Set([...bucket.objects.keys()].filter((key) => key.startsWith(prefix)).map(rolledUp))]
		.filter((entry) => entry > after)
		.sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
	const page = matching.slice(0, maxKeys);
	const truncated = matching.length > page.length;
	const encoded = (text: string) => (urlEncoded ? encodeURIComponent(text) : text);
	const contents = page.map((key) => {
		if (commonPrefixes.has(key)) return `<CommonPrefixes>${elements({ Prefix: encoded(key) })}</CommonPrefixes>`;
		const object = bucket.objects.get(key) as StoredObject;
		const fields = {
			Key: encoded(key),
			LastModified: object.modified.toISOString(),
			ETag: object.etag,
			Size: object.body.length,
			StorageClass: 'STANDARD',
		};
		return `<Contents>${elements(fields)}</Contents>`;
	});
	const head = elements({
		Name: bucket.name,
		Prefix: prefix,
		Delimiter: delimiter || undefined,
		KeyCount: page.length,
		MaxKeys: maxKeys,
		EncodingType: urlEncoded ? 'url' : undefined,
		IsTruncated: truncated,
		ContinuationToken: token ?? undefined,
		NextContinuationToken: truncated ? Buffer.from(page.at(-1) as string).toString('base64url') : undefined,
	});
	return xmlAnswer('ListBucketResult', head + contents.join(''));
}

export function createMultipartUpload(bucket: S3Bucket, { key, headers }: S3Request): S3Answer {
	const uploadId = randomUUID();
	bucket.uploads.set(uploadId, {
		key,
		contentType: headers['content-type'] ?? 'binary/octet-stream',
		parts: new Map(),
	});
	return xmlAnswer('InitiateMultipartUploadResult', elements({ Bucket: bucket.name, Key: key, UploadId: uploadId }));
}

function noSuchUpload(bucket: S3Bucket, key: string): S3Answer {
	return s3Error(404, 'NoSuchUpload', 'The specified upload does not exist.', `/${bucket.name}/${key}`);
}

export function uploadPart(bucket: S3Bucket, { key, query, body }: S3Request): S3Answer {
	const upload = bucket.uploads.get(query.get('uploadId') ?? '');
	if (!upload || upload.key !== key) return noSuchUpload(bucket, key);
	const partNumber = Number(query.get('partNumber'));
	if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > 10_000) {
		return s3Error(
			400,
			'InvalidArgument',
			'Part number must be an integer between 1 and 10000.',
			`/${bucket.name}/${key}`,
		);
	}
	const part = stored(body);
	upload.parts.set(partNumber, part);
	return { status: 200, headers: { etag: part.etag } };
}

/** CompleteMultipartUpload: the named parts, each uploaded with that ETag, ascending, all but the last ≥ 5 MiB. */
export function completeMultipartUpload(bucket: S3Bucket, { key, query, body }: S3Request): S3Answer {
	const uploadId = query.get('uploadId') ?? '';
	const upload = bucket.uploads.get(uploadId);
	if (!upload || upload.key !== key) return noSuchUpload(bucket, key);
	const named = partsOf(body.toString());
	const resource = `/${bucket.name}/${key}`;
	if (named.length === 0) return s3Error(400, 'MalformedXML', 'The XML you provided was not well-formed.', resource);
	const parts: StoredObject[] = [];
	for (const [index, { partNumber, etag }] of named.entries()) {
		const part = upload.parts.get(partNumber);
		if (!part || part.etag !== etag)
			return s3Error(400, 'InvalidPart', 'One or more of the specified parts could not be found.', resource);
		if (index > 0 && partNumber <= (named[index - 1]?.partNumber ?? 0)) {
			return s3Error(400, 'InvalidPartOrder', 'The list of parts was not in ascending order.', resource);
		}
		if (index < named.length - 1 && part.body.length < MIN_PART_SIZE) {
			return s3Error(
				400,
				'EntityTooSmall',
				'Your proposed upload is smaller than the minimum allowed size.',
				resource,
			);
		}
		parts.push(part);
	}
	const etag = `"${md5(Buffer.concat(parts.map((part) => md5(part.body)))).toString('hex')}-${parts.length}"`;
	bucket.objects.set(key, stored(Buffer.concat(parts.map((part) => part.body)), upload.contentType, etag));
	bucket.uploads.delete(uploadId);
	return xmlAnswer(
		'CompleteMultipartUploadResult',
		elements({ Location: resource, Bucket: bucket.name, Key: key, ETag: etag }),
	);
}

export function abortMultipartUpload(bucket: S3Bucket, { key, query }: S3Request): S3Answer {
	if (!bucket.uploads.delete(query.get('uploadId') ?? '')) return noSuchUpload(bucket, key);
	return { status: 204 };
}

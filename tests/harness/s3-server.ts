import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { freePort } from '../../server/provision/free-port.ts';
import {
	abortMultipartUpload,
	completeMultipartUpload,
	copyObject,
	createMultipartUpload,
	deleteObject,
	getObject,
	headObject,
	listObjectsV2,
	putObject,
	uploadPart,
	type S3Bucket,
	type S3Request,
} from './s3-operations.ts';
import { signedWith } from './s3-signature.ts';
import { s3Error, type S3Answer } from './s3-xml.ts';

/** The bucket the backup store's tests write to, with the key and secret its stand-in checks. */
export const TEST_BUCKET: S3ServerOptions = {
	bucket: 'deckhand-backups',
	key: 'DECKHANDTESTKEY',
	secret: 'deckhand-test-secret',
};

/** The backup store's settings for `TEST_BUCKET` on a stand-in, under `root` in the bucket. */
export function testBucketEnv(s3: S3Server, root: string): Record<string, string> {
	return {
		DECKHAND_BACKUP_DRIVER: 's3',
		DECKHAND_BACKUP_BUCKET: TEST_BUCKET.bucket,
		DECKHAND_BACKUP_KEY: TEST_BUCKET.key,
		DECKHAND_BACKUP_SECRET: TEST_BUCKET.secret,
		DECKHAND_BACKUP_REGION: 'us-east-1',
		DECKHAND_BACKUP_ENDPOINT: s3.endpoint,
		DECKHAND_BACKUP_FORCE_PATH_STYLE: 'true',
		DECKHAND_BACKUP_ROOT: root,
	};
}

export interface S3ServerOptions {
	bucket: string;
	key: string;
	secret: string;
}

export interface S3Server {
	/** `http://127.0.0.1:<port>`, for a client with path-style addressing (`forcePathStyle`). */
	endpoint: string;
	/** The operations answered so far, in order (`putObject`, `uploadPart`, …), to see how a client wrote. */
	served: string[];
	stop(): Promise<void>;
}

/**
 * A stand-in for Amazon S3 in tests: one bucket in memory, path-style, answering the REST calls an
 * S3 client makes of objects (put, get with a range, head, delete, copy, list v2, multipart) with
 * S3's statuses and XML. A request must be SigV4-signed with the configured key and secret (checked
 * by the AWS SDK's own signer) over the SHA-256 of its body.
 */
export async function startS3Server(options: S3ServerOptions): Promise<S3Server> {
	const { bucket } = options;
	const state: S3Bucket = { name: bucket, objects: new Map(), uploads: new Map() };
	const served: string[] = [];
	const server = createServer((request, response) => {
		answer(state, options, request, served)
			.catch((error: unknown) => s3Error(500, 'InternalError', String(error), request.url ?? '/'))
			.then(
				(result) => send(response, result),
				(error: unknown) => response.destroy(error as Error),
			);
	});
	const port = await freePort();
	await new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening));
	return {
		endpoint: `http://127.0.0.1:${port}`,
		served,
		stop: () =>
			new Promise((stopped, failed) => {
				server.close((error) => (error ? failed(error) : stopped()));
				server.closeAllConnections();
			}),
	};
}

async function answer(
	bucket: S3Bucket,
	{ key: accessKey, secret }: S3ServerOptions,
	request: IncomingMessage,
	served: string[],
): Promise<S3Answer> {
	const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 's3.test'}`);
	const [, bucketName = '', ...keyPath] = url.pathname.split('/');
	const key = decodeURIComponent(keyPath.join('/'));
	const body = await bodyOf(request);
	const refused = await authenticationRefused(request, url, accessKey, secret, body);
	if (refused) return refused;
	if (decodeURIComponent(bucketName) !== bucket.name) {
		return s3Error(404, 'NoSuchBucket', 'The specified bucket does not exist', `/${bucketName}`);
	}
	const method = request.method ?? 'GET';
	const operation = operationFor(method, key, url.searchParams, request.headers['x-amz-copy-source']);
	if (!operation) {
		return s3Error(
			405,
			'MethodNotAllowed',
			'The specified method is not allowed against this resource.',
			url.pathname,
		);
	}
	served.push(operation.name);
	return operation(bucket, { key, query: url.searchParams, headers: request.headers, body });
}

/** S3's refusal of a request not signed by the configured key and secret, or whose body is not what was signed. */
async function authenticationRefused(
	request: IncomingMessage,
	url: URL,
	accessKey: string,
	secret: string,
	body: Buffer,
): Promise<S3Answer | null> {
	const credential = /Credential=([^/,\s]+)\//.exec(request.headers.authorization ?? '')?.[1];
	if (!credential) return s3Error(403, 'AccessDenied', 'Access Denied', url.pathname);
	if (credential !== accessKey) {
		const message = 'The AWS Access Key Id you provided does not exist in our records.';
		return s3Error(403, 'InvalidAccessKeyId', message, url.pathname);
	}
	if (!(await signedWith(request, url, accessKey, secret))) {
		const message = 'The request signature we calculated does not match the signature you provided.';
		return s3Error(403, 'SignatureDoesNotMatch', message, url.pathname);
	}
	const payloadHash = request.headers['x-amz-content-sha256'];
	if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== createHash('sha256').update(body).digest('hex')) {
		const message = "The provided 'x-amz-content-sha256' header does not match what was computed.";
		return s3Error(400, 'XAmzContentSHA256Mismatch', message, url.pathname);
	}
	return null;
}

type Operation = (bucket: S3Bucket, request: S3Request) => S3Answer;

/** Which operation a request is, by method, key and query, as S3's REST API tells them apart. */
function operationFor(method: string, key: string, query: URLSearchParams, copySource: unknown): Operation | null {
	if (key === '') return method === 'GET' && query.get('list-type') === '2' ? listObjectsV2 : null;
	const uploadId = query.has('uploadId');
	switch (method) {
		case 'GET':
			return getObject;
		case 'HEAD':
			return headObject;
		case 'PUT':
			if (uploadId) return uploadPart;
			return copySource ? copyObject : putObject;
		case 'POST':
			if (query.has('uploads')) return createMultipartUpload;
			return uploadId ? completeMultipartUpload : null;
		case 'DELETE':
			return uploadId ? abortMultipartUpload : deleteObject;
		default:
			return null;
	}
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
	const chunks: Buffer[] = [];
	for await (const chunk of request) chunks.push(chunk as Buffer);
	return Buffer.concat(chunks);
}

function send(response: ServerResponse, { status, headers = {}, body }: S3Answer): void {
	const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
	response.writeHead(status, { 'x-amz-request-id': 'deckhand-test', ...length, ...headers });
	response.end(body);
}

import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { SignatureV4 } from '@smithy/signature-v4';

/** What the signer hands its hash: text or bytes. */
type SourceData = string | ArrayBuffer | ArrayBufferView;

const bytesOf = (data: SourceData) =>
	typeof data === 'string'
		? data
		: ArrayBuffer.isView(data)
			? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
			: new Uint8Array(data);

/** SHA-256, or its HMAC when given a secret, in the shape the AWS SDK's signer asks for. */
class Sha256 {
	private readonly hash: Hash | Hmac;
	constructor(secret?: SourceData) {
		this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytesOf(secret));
	}
	update(data: SourceData): void {
		this.hash.update(bytesOf(data));
	}
	digest(): Promise<Uint8Array> {
		return Promise.resolve(this.hash.digest());
	}
}

/**
 * Whether a request carries the SigV4 signature the secret gives: the request is signed again by
 * the AWS SDK's own signer, with the headers, scope and time its `Authorization` names, and the two
 * signatures compared.
 */
export async function signedWith(request: IncomingMessage, url: URL, key: string, secret: string): Promise<boolean> {
	const authorization = request.headers.authorization ?? '';
	const [, accessKey, day, region, service] =
		/Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request/.exec(authorization) ?? [];
	const signedHeaders = /SignedHeaders=([^,\s]+)/.exec(authorization)?.[1]?.split(';') ?? [];
	const amzDate = String(request.headers['x-amz-date'] ?? '');
	if (accessKey !== key || !region || !service || !amzDate.startsWith(day ?? '-')) return false;
	const signer = new SignatureV4({
		credentials: { accessKeyId: key, secretAccessKey: secret },
		region,
		service,
		sha256: Sha256,
		uriEscapePath: false,
	});
	const headers = Object.fromEntries(signedHeaders.map((name) => [name, String(request.headers[name] ?? '')]));
	const signed = await signer.sign(
		{
			method: request.method ?? 'GET',
			protocol: 'http:',
			hostname: url.hostname,
			port: Number(url.port),
			path: url.pathname,
			query: Object.fromEntries(url.searchParams),
			headers,
		},
		{ signingDate: iso8601(amzDate), signableHeaders: new Set(signedHeaders) },
	);
	return signed.headers['authorization'] === authorization;
}

/** `20261206T014500Z`, as `x-amz-date` has it, as a Date. */
function iso8601(amzDate: string): Date {
	return new Date(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
}

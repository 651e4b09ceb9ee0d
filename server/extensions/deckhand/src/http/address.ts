import type { NextFunction, Request, Response } from 'express';
import { invalid } from '../errors.ts';

// eslint-disable-next-line no-control-regex
const NUL = /\u0000/;

/**
 * One part of an address (`path` or `query`), decoded, or VALIDATION_FAILED naming the part when
 * it has a malformed %-escape or a character `forbidden` refuses. In a query `+` is a space.
 */
export function decodedPart(raw: string, field: 'path' | 'query', forbidden: RegExp = NUL): string {
	let text: string;
	try {
		text = decodeURIComponent(field === 'query' ? raw.replace(/\+/g, ' ') : raw);
	} catch {
		throw invalid(field, `The address's ${field} is not valid: it has a malformed %-escape.`);
	}
	if (forbidden.test(text))
		throw invalid(field, `The address's ${field} is not valid: it holds a control character.`);
	return text;
}

/**
 * Refuses, for every route, an address whose path or query has a malformed %-escape or a NUL.
 * Express and its query parser let both through (an undecodable parameter is silently dropped),
 * so a route would act on half of what was sent; and PostgreSQL refuses a NUL in text with an
 * error that would be a 500.
 */
export function refuseMalformedAddress(req: Request, _res: Response, next: NextFunction): void {
	const url = req.originalUrl;
	const mark = url.indexOf('?');
	decodedPart(mark >= 0 ? url.slice(0, mark) : url, 'path');
	if (mark >= 0) decodedPart(url.slice(mark + 1), 'query');
	next();
}

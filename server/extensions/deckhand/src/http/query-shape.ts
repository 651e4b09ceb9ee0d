import type { NextFunction, Request, Response } from 'express';
import { invalid } from '../errors.ts';

/**
 * Names every object inherits. Directus looks fields up by name in plain objects, so a query
 * naming one of these (`sort=valueOf`, `groupBy=constructor`, `aggregate[count]=__proto__`)
 * finds a function where it expects a field and fails with a 500. No field is called so.
 */
const INHERITED = new Set(Object.getOwnPropertyNames(Object.prototype));

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

function refuseInheritedName(parameter: string, name: string): void {
	const bare = name.trim().replace(/^-/, '');
	if (INHERITED.has(bare)) throw invalid(parameter, `${parameter} names "${bare.slice(0, 40)}", which is no field.`);
}

/** `fields`, `sort`, `groupBy`: text or a list of texts, each a comma-separated list of field paths. */
function checkNames(parameter: string, value: unknown): void {
	const list =
		typeof value === 'string'
			? [value]
			: Array.isArray(value) && value.every((item) => typeof item === 'string')
				? (value as string[])
				: null;
	if (!list) throw invalid(parameter, `${parameter} must be a comma-separated list of fields.`);
	for (const item of list)
		for (const path of item.split(',')) for (const name of path.split('.')) refuseInheritedName(parameter, name);
}

/** A JSON parameter (`aggregate`, `deep`) as the object Directus needs, parsed when it came as text. */
function jsonObject(parameter: string, value: unknown): Record<string, unknown> {
	let parsed = value;
	if (typeof value === 'string') {
		try {
			parsed = JSON.parse(value);
		} catch {
			throw invalid(parameter, `${parameter} must be a JSON object.`);
		}
	}
	if (!isPlainObject(parsed)) throw invalid(parameter, `${parameter} must be a JSON object.`);
	return parsed;
}

/** Every key of a nested object (`filter`, `deep`, `alias`), down to a sane depth. */
function checkKeys(parameter: string, value: unknown, depth = 0): void {
	if (depth > 20 || typeof value !== 'object' || value === null) return;
	for (const [key, inner] of Object.entries(value)) {
		refuseInheritedName(parameter, key);
		checkKeys(parameter, inner, depth + 1);
	}
}

/**
 * Refuses, with VALIDATION_FAILED naming the parameter, the shapes of a Directus query that
 * Directus itself would answer with a 500: an `aggregate` or `deep` that is not an object, a
 * `meta` that is not text, and any field name that every object inherits. Everything else is
 * left to Directus's own checks (INVALID_QUERY).
 */
export function checkDirectusQuery(query: Record<string, unknown>): void {
	for (const parameter of ['fields', 'sort', 'groupBy'])
		if (query[parameter] !== undefined) checkNames(parameter, query[parameter]);
	if (query['aggregate'] !== undefined && query['aggregate'] !== '') {
		for (const [operation, fields] of Object.entries(jsonObject('aggregate', query['aggregate']))) {
			refuseInheritedName('aggregate', operation);
			checkNames('aggregate', fields);
		}
	}
	if (query['deep'] !== undefined && query['deep'] !== '') checkKeys('deep', jsonObject('deep', query['deep']));
	for (const parameter of ['filter', 'alias']) {
		const value = query[parameter];
		if (typeof value !== 'string') checkKeys(parameter, value);
		else if (/^\s*[[{"\d-]|^\s*(true|false)\s*$/.test(value)) {
			let parsed: unknown;
			try {
				parsed = JSON.parse(value);
			} catch {
				continue; // Directus refuses JSON it cannot read (INVALID_QUERY).
			}
			// Directus would take an array or a number for a filter and answer as if access were denied.
			if (parsed !== null && !isPlainObject(parsed))
				throw invalid(parameter, `${parameter} must be a JSON object.`);
			checkKeys(parameter, parsed);
		}
	}
	const meta = query['meta'];
	if (
		meta !== undefined &&
		typeof meta !== 'string' &&
		!(Array.isArray(meta) && meta.every((item) => typeof item === 'string'))
	)
		throw invalid('meta', 'meta must be total_count, filter_count or *.');
}

/** The query string's shape, before Directus's query sanitiser reads it (`middlewares.before`). */
export function refuseMalformedQuery(req: Request, _res: Response, next: NextFunction): void {
	checkDirectusQuery(req.query as Record<string, unknown>);
	next();
}

/**
 * A SEARCH's query travels in its body, read by the route itself (after `routes.before`): it
 * must be an object (Directus fails with a 500 on text), of the same shape as a query string.
 */
export function refuseMalformedSearch(req: Request, _res: Response, next: NextFunction): void {
	const body: unknown = req.body;
	if (req.method === 'SEARCH' && isPlainObject(body) && body['query'] !== undefined && body['query'] !== null) {
		if (!isPlainObject(body['query']))
			throw invalid('query', 'The search’s query must be an object such as {"filter": {…}, "limit": 25}.');
		checkDirectusQuery(body['query']);
	}
	next();
}

import { defineEndpoint } from '@directus/extensions-sdk';
import type { RegisterFunctions } from '@directus/types';
import type { NextFunction, Request, Response, Router } from 'express';

type Handler = (req: Request, res: Response, next: NextFunction) => unknown;
type ErrorHandler = (error: unknown, req: Request, res: Response, next: NextFunction) => unknown;
type AnyFunction = (...args: never[]) => unknown;

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
	typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/** Hands a thrown error or a rejected promise to Express's `next`, never to the process. */
function settle(run: () => unknown, next: NextFunction): void {
	const fail = (error: unknown) => next(error ?? new Error('A request handler failed without saying why.'));
	try {
		const result = run();
		if (isThenable(result)) result.then(undefined, fail);
	} catch (error) {
		fail(error);
	}
}

/**
 * A handler or middleware whose errors, thrown or rejected, go to Directus's error handler.
 * Express 4 ignores the promise an async handler returns: a rejection would be unhandled, and
 * Node 22 ends the process on an unhandled rejection, taking the shop's till down with it.
 * Express tells an error handler from a middleware by its four parameters, so that is kept.
 */
export function guard<T extends AnyFunction>(handler: T): T {
	if (handler.length === 4) {
		const onError = handler as unknown as ErrorHandler;
		return function guardedErrorHandler(error: unknown, req: Request, res: Response, next: NextFunction) {
			settle(() => onError(error, req, res, next), next);
		} as unknown as T;
	}
	const middleware = handler as unknown as Handler;
	return function guardedHandler(req: Request, res: Response, next: NextFunction) {
		settle(() => middleware(req, res, next), next);
	} as unknown as T;
}

const ROUTING_METHODS = new Set(['use', 'all', 'get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'search']);

function guardArgument(argument: unknown): unknown {
	if (typeof argument === 'function') return guard(argument as AnyFunction);
	if (Array.isArray(argument)) return argument.map(guardArgument);
	return argument;
}

/**
 * The router (or app) as the extension's code sees it: every handler given to `use`, `get`,
 * `post`… (and to `route(path)`'s methods) goes through `guard`, so a new route cannot forget it.
 */
export function guardRoutes<T extends object>(target: T): T {
	return new Proxy(target, {
		get(object, property, receiver) {
			const value: unknown = Reflect.get(object, property, object);
			if (typeof value !== 'function') return value;
			if (property === 'route')
				return (...args: unknown[]) =>
					guardRoutes((value as AnyFunction).apply(object, args as never[]) as object);
			if (typeof property !== 'string' || !ROUTING_METHODS.has(property)) return value;
			return (...args: unknown[]) => {
				// `app.get('trust proxy')` reads a setting: no handler, nothing to guard.
				if (!args.some((argument) => typeof argument === 'function' || Array.isArray(argument)))
					return (value as AnyFunction).apply(object, args as never[]);
				(value as AnyFunction).apply(object, args.map(guardArgument) as never[]);
				return receiver;
			};
		},
	});
}

type EndpointHandler = Exclude<Parameters<typeof defineEndpoint>[0], (...args: never[]) => unknown>['handler'];

/** `defineEndpoint` with a guarded router: the only way Deckhand's endpoints are defined (lint enforces it). */
export function defineGuardedEndpoint(config: { id: string; handler: EndpointHandler }) {
	return defineEndpoint({
		id: config.id,
		handler: (router, context) => config.handler(guardRoutes(router), context),
	});
}

/** Middleware added to Directus's own app at one of its init events (`routes.before`…), guarded like the endpoints. */
export function onRoutes(init: RegisterFunctions['init'], event: string, register: (app: Router) => void): void {
	init(event, (meta) => register(guardRoutes(meta['app'] as Router)));
}

import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * One of Directus's own modules (`@directus/api/<path>`), loaded at run time from where Directus is
 * installed. Bundling it into the extension would make a second copy with state of its own: an
 * emitter nobody listens to, a second Redis connection with settings read apart.
 */
export async function directusModule<T>(path: string): Promise<T> {
	const specifier = `@directus/api/${path}`;
	return (await import(import.meta.resolve(specifier))) as T;
}

/**
 * A package Directus itself depends on (`graphql`), required from Directus's own install, so the
 * extension reads with the very copy Directus runs and bundles none of its own.
 */
export function directusDependency<T>(name: string): T {
	const directus = fileURLToPath(import.meta.resolve('@directus/api/app'));
	return createRequire(directus)(name) as T;
}

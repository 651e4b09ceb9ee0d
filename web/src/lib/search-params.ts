import * as z from 'zod/mini';

/*
 * Pieces of the screens' address schemas (zod's small build: the screens' addresses and the
 * till's kept sale are all the dashboard parses). A part of an address that does not read is
 * dropped, never an error: people edit addresses by hand, and an old bookmark still opens.
 */

/** `schema`, or nothing when the address lacks it or it does not read. */
export const dropUnread = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

/** A whole number of at least `min`, as the address writes it ("2" or 2). */
export const wholeFrom = (min: number) => dropUnread(z.pipe(z.coerce.number(), z.int().check(z.gte(min))));

/** A page of a list (1 onwards). */
export const page = wholeFrom(1);

/** A row's id. */
export const id = wholeFrom(1);

/** One of `values`. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => dropUnread(z.enum(values));

/** What was typed into a search box, trimmed; typed as digits only, it comes back from the address as a number. */
export const searchText = (max: number) =>
	dropUnread(
		z.pipe(
			z.transform((value: unknown) => (typeof value === 'number' ? String(value) : value)),
			z.string().check(z.trim(), z.minLength(1), z.maxLength(max)),
		),
	);

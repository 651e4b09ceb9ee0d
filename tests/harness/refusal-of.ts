import type { InvalidField } from '@deckhand/contract/errors/refusals.ts';

/** What a parser's refusal names (VALIDATION_FAILED: the field and its bounds), or undefined when it takes the input. */
export function refusalOf(parse: () => unknown): InvalidField | undefined {
	try {
		parse();
	} catch (error) {
		return (error as { extensions: InvalidField }).extensions;
	}
	return undefined;
}

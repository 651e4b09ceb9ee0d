import { searchText } from '@deckhand/contract/domain/search-text.ts';

type Payload = Record<string, unknown>;

/** Keeps `cards.search_text` in step with the name; a value sent by a client is ignored. */
export function withSearchText(payload: Payload): Payload {
	const { search_text: _ignored, ...rest } = payload;
	return typeof rest['name'] === 'string' ? { ...rest, search_text: searchText(rest['name']) } : rest;
}

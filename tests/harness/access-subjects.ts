import type { Subject } from './access-subject-kinds.ts';
import { DIRECTUS_SYSTEM_SUBJECTS } from './access-subjects-directus-system.ts';
import { DIRECTUS_USER_SUBJECTS } from './access-subjects-directus-users.ts';
import { SHOP_SUBJECTS } from './access-subjects-shop.ts';
import { UNREACHABLE_SUBJECTS } from './access-subjects-unreachable.ts';

/**
 * Every subject of the permission matrix: the shop's collections, Directus's own, and the tables
 * Deckhand keeps from Directus (`access-subject-kinds.ts` says what each kind is).
 */
export const SUBJECTS: Record<string, Subject> = {
	...SHOP_SUBJECTS,
	...DIRECTUS_USER_SUBJECTS,
	...DIRECTUS_SYSTEM_SUBJECTS,
	...UNREACHABLE_SUBJECTS,
};

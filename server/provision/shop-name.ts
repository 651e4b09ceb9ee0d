import type { Knex } from 'knex';

/** The project name a fresh install starts with (`settings.ts`): not a name the owner chose. */
export const FIRST_PROJECT_NAME = 'Deckhand';

/**
 * The shop's name is Directus's `project_name` (docs/decisions/staff-and-settings.md, "Shop settings and profile"); shops from
 * before kept it in `shop_settings.shop_name`, which the schema snapshot no longer has. Run
 * before the snapshot is applied (applying it drops that column): a name the owner gave the shop
 * becomes the project's, unless the project was named already.
 */
export async function moveShopNameToProject(database: Knex): Promise<void> {
	if (
		!(await database.schema.hasTable('shop_settings')) ||
		!(await database.schema.hasColumn('shop_settings', 'shop_name'))
	)
		return;
	const shop = (await database('shop_settings').first('shop_name')) as { shop_name: string | null } | undefined;
	const project = (await database('directus_settings').first('id', 'project_name')) as
		{ id: number; project_name: string | null } | undefined;
	const name = shop?.shop_name?.trim();
	if (!name || !project || (project.project_name && project.project_name !== FIRST_PROJECT_NAME)) return;
	await database('directus_settings').where('id', project.id).update({ project_name: name });
}

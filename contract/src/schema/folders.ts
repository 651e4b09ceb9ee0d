/** Folders of Directus's files that Deckhand creates at start and the dashboard uploads into, by name (ids differ between installs). */
export const SHOP_FOLDER = 'Shop';
export const PEOPLE_FOLDER = 'People';

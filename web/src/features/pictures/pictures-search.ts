import * as z from 'zod/mini';
import { dropUnread, page } from '../../lib/search-params.ts';

const uuid = dropUnread(z.string().check(z.regex(/^[0-9a-f-]{36}$/i)));

/** The picture library's folder, page and open dialog (the picture asked about), in the address. */
export const picturesSearchSchema = z.object({ folder: uuid, page, remove: uuid });
export type PicturesSearch = z.infer<typeof picturesSearchSchema>;

export const PICTURES_PAGE_SIZE = 24;

/** The folder the seed and start-up file card pictures into, shown first. */
export const CARD_IMAGES_FOLDER = 'Card images';

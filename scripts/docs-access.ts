import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../server/config/directus-env.ts';
import { ACCESS_MATRIX_DOC, accessMatrixMarkdown } from '../tests/harness/access-matrix-doc.ts';

/**
 * `npm run docs:access`: writes `docs/access-matrix.md` from the access table
 * (`tests/harness/access-matrix.ts`). Run it after changing the table; a unit test fails while
 * the committed file differs.
 */
writeFileSync(join(PROJECT_ROOT, ACCESS_MATRIX_DOC), accessMatrixMarkdown());
console.log(`docs:access: wrote ${ACCESS_MATRIX_DOC}`);

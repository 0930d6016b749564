import { describe, expect, it } from 'vitest';
import { buildContentModel } from './content-model.mts';

describe('the content model the site words build problems with', () => {
  // Stale after a schema or editor-view change: `npm run content-model --workspace cms` rewrites it.
  it('is the one in @koolers/contracts, written from the schemas and the editor views', async () => {
    await expect(`${JSON.stringify(buildContentModel(), null, 2)}\n`).toMatchFileSnapshot(
      '../../contracts/src/content-model.generated.json',
    );
  });
});

import { describe, expect, it } from 'vitest';
import * as schema from './cms-schemas.ts';
import { describeContentProblem } from './content-problem.ts';

const issuesOf = (parsed: { success: boolean; error?: { issues: unknown[] } }) => (parsed.error?.issues ?? []) as never;

describe('a content problem in an editor’s words', () => {
  it('names a kooler whose picture was deleted from the Media Library, with the labels of the Content Manager', () => {
    const mango = { documentId: 'k1', name: 'Mango', image: null };
    const parsed = schema.kooler.pick({ name: true, image: true }).safeParse(mango, { reportInput: true });
    const problem = describeContentProblem('koolers', mango, issuesOf(parsed));
    expect(problem).toMatchObject({
      uid: 'api::kooler.kooler',
      typeName: 'Kooler',
      documentId: 'k1',
      single: false,
      entryTitle: 'Mango',
      fields: [{ path: ['image'], field: 'Picture', message: 'is empty' }],
    });
    expect(problem.summary).toBe('Kooler “Mango”: Picture is empty.');
  });

  it('names a field inside a component, and a single type by its own name', () => {
    const settings = { documentId: 's1', serviceablePincodes: [{ code: '400703' }, { code: 400705 }] };
    const parsed = schema.siteSettings.pick({ serviceablePincodes: true }).safeParse(settings, { reportInput: true });
    const problem = describeContentProblem('site-setting', settings, issuesOf(parsed));
    expect(problem.summary).toBe('Site settings: Pincodes we deliver to, item 2, Pincode has a value of the wrong kind.');
  });
});

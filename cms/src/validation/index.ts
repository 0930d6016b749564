import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { buildPopulate } from '../utils/default-populate';
import { checkContent, type Problem } from './content-rules';
import { fieldName } from './field-names';
import { picturesWithoutAltText } from './pictures';

type Publishable = { publish(params: { documentId: string; locale?: string }): Promise<{ entries: unknown[] } | null> };

/**
 * Refuses, with a message naming each field, a change the site or the commerce API could not use
 * (see content-rules.ts): on every save for the values themselves (prices, pincodes, menus), and on
 * publish for the whole entry, pictures included. The Content Manager shows the message as a notice
 * and each problem under its field; the REST API answers 400 with the same details.
 */
export function registerContentValidation(strapi: Core.Strapi): void {
  const getModel = (uid: string) => strapi.getModel(uid as UID.Schema) as never;

  const refuse = (uid: string, problems: Problem[]) => {
    if (problems.length === 0) return;
    const lines = problems.map((problem) => `${fieldName(getModel, uid, problem.path)}: ${problem.message}`);
    const summary = problems.length === 1 ? lines[0] : `${problems.length} fields need fixing. ${lines.join(' ')}`;
    throw new errors.ValidationError(summary, {
      errors: problems.map((problem) => ({ path: problem.path.map(String), message: problem.message, name: 'ValidationError' })),
    });
  };

  strapi.documents.use(async (context, next) => {
    const { uid, action } = context;
    if (!uid.startsWith('api::')) return next();
    const params = context.params as { documentId?: string; locale?: string; status?: string; data?: Record<string, unknown> };

    if ((action === 'create' || action === 'update') && params.data) {
      refuse(uid, checkContent(uid, params.data));
      if (params.status === 'published') {
        // Save the draft, then publish it through the checks below (Strapi would publish it unchecked).
        context.params = { ...params, status: undefined };
        const draft = (await next()) as { documentId: string } | null;
        if (!draft) return draft;
        const documents = strapi.documents(uid as UID.ContentType) as unknown as Publishable;
        const published = await documents.publish({ documentId: draft.documentId, locale: params.locale });
        return published?.entries[0] as Awaited<ReturnType<typeof next>>;
      }
    }

    if (action === 'publish' && params.documentId) {
      const draft = (await strapi.documents(uid as UID.ContentType).findOne({
        documentId: params.documentId,
        locale: params.locale,
        status: 'draft',
        populate: buildPopulate(strapi, uid as UID.ContentType),
      } as never)) as Record<string, unknown> | null;
      if (draft) refuse(uid, [...checkContent(uid, draft), ...picturesWithoutAltText(getModel, uid, draft)]);
    }
    return next();
  });
}

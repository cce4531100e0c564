/**
 * Which library templates a person may put text on in the editor (product.md §6): paid plans and
 * superusers any public one (superusers also the hidden ones they manage); the free plan only a
 * template one of their own memes is made on (their generated memes), else the product's premium
 * refusal. Their own uploads need no template. Asked before anything is stored.
 */
import { MESSAGES, type MediaTypeId } from '@memeforge/contract';
import type { TemplateRow } from '../../db/schema';
import type { Db } from '../../db/types';
import { InvalidInput, NotFound, PlanNotAllowed } from '../../domain-errors';
import type { Entitlements } from '../entitlements/service';
import { userHasMemeOnTemplate } from '../memes/store';
import { findTemplateById } from '../templates/store';

export async function editorTemplate(
  db: Db,
  userId: number,
  entitlements: Entitlements,
  templateId: number,
  /** The media type the call needs, or null for either (the AI caption helper). */
  type: MediaTypeId | null,
  field: string,
): Promise<TemplateRow> {
  const template = await findTemplateById(db, templateId);
  if (!template) throw new NotFound(MESSAGES.templateNotFound);
  const openToAccount = entitlements.libraryAccess && (template.isPublic || entitlements.isSuperuser);
  // Asked only when the plan alone does not settle it.
  const ownMeme = !openToAccount && (await userHasMemeOnTemplate(db, userId, template.id));
  if (!openToAccount && !ownMeme) {
    if (!template.isPublic) throw new NotFound(MESSAGES.templateNotFound);
    throw new PlanNotAllowed(MESSAGES.premiumSelectTemplate);
  }
  if (type !== null && template.type !== type) throw InvalidInput.fields({ [field]: [MESSAGES.editorTypeMismatch] });
  return template;
}

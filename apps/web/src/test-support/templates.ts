/** Template fixtures shaped (and checked) by the contract's schemas. */
import {
  PublicTemplateIndexSchema,
  PublicTemplatePageSchema,
  TemplateListSchema,
  TemplateSchema,
  type PublicTemplatePage,
  type Template,
} from '@memeforge/contract';

export function makeTemplate(id: number, overrides: Partial<Template> = {}): Template {
  return TemplateSchema.parse({
    id,
    slug: `template-${id}`,
    file: `/media/templates/${id}.jpg`,
    thumbnail: `/media/templates/${id}-thumb.jpg`,
    poster: null,
    type: 1,
    title: `Template ${id}`,
    description: `Description of template ${id}`,
    keywords: ['reaction'],
    isPublic: true,
    fontSize: null,
    textAlign: 'center',
    dragYOffset: 0,
    width: 800,
    height: 600,
    duration: null,
    levels: [1, 2],
    ...overrides,
  });
}

export function makeVideoTemplate(id: number, overrides: Partial<Template> = {}): Template {
  return makeTemplate(id, {
    type: 2,
    file: `/media/templates/${id}.mp4`,
    poster: `/media/templates/${id}-poster.jpg`,
    duration: 6,
    ...overrides,
  });
}

export function templateList(results: Template[], count = results.length) {
  return TemplateListSchema.parse({ count, next: null, previous: null, results });
}

export function makePublicTemplatePage(overrides: Partial<PublicTemplatePage> = {}): PublicTemplatePage {
  return PublicTemplatePageSchema.parse({
    slug: 'change-my-mind',
    templateTitle: 'Change My Mind',
    templateFile: '/media/templates/ab/abcdef.jpg',
    templateType: 1,
    templateThumbnail: '/media/templates/ab/abcdef-thumb.jpg',
    templatePoster: null,
    description: 'A man at a table invites passers-by to challenge a bold statement.',
    originContent: 'A street debate photo from 2018.\n\nIt became a format for hot takes.',
    useCasesList: ['Hot takes', 'Unpopular opinions'],
    seoKeywordsList: ['change my mind', 'debate meme'],
    width: 1200,
    height: 800,
    duration: null,
    source: 'Openclipart',
    licence: 'Public domain (CC0)',
    createdAt: '2024-05-01T10:00:00.000Z',
    updatedAt: '2024-05-02T10:00:00.000Z',
    ...overrides,
  });
}

export function publicIndex(pages: PublicTemplatePage[], count = pages.length) {
  return PublicTemplateIndexSchema.parse({
    count,
    next: null,
    previous: null,
    results: pages.map((page) => ({
      slug: page.slug,
      templateTitle: page.templateTitle,
      templateType: page.templateType,
      templateThumbnail: page.templateThumbnail,
      description: page.description,
    })),
  });
}

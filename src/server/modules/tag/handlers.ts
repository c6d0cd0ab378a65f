import type { Handlers } from '../../../../generated/operations.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { readFollowedTags, replaceFollowedTags } from './followed-tags.ts';
import { readSynonyms, replaceSynonyms } from './synonyms.ts';
import { deleteTag, recoverTag } from './tag-delete.ts';
import { readTagInfo, readTagsBySlugs } from './tag-info.ts';
import { readTagPage } from './tag-page.ts';
import { createTag, editTag } from './tag-write.ts';

type TagHandlers = Pick<
  Handlers<HandlerContext>,
  | 'getTagPage'
  | 'getTag'
  | 'getTagsBySlugs'
  | 'addTag'
  | 'updateTag'
  | 'deleteTag'
  | 'recoverTag'
  | 'getTagSynonyms'
  | 'updateTagSynonyms'
  | 'getFollowingTags'
  | 'updateFollowedTags'
>;

export const handlers: TagHandlers = {
  getTagPage: async ({ query }, context) => readTagPage(context, query ?? {}),
  getTag: async ({ query }, context) => readTagInfo(context, query ?? {}),
  getTagsBySlugs: async ({ query }, context) => readTagsBySlugs(context, query.tags),
  addTag: async ({ body }, context) => createTag(context, body),
  updateTag: async ({ body }, context) => editTag(context, body),
  deleteTag: async ({ body }, context) => deleteTag(context, body.tag_id),
  recoverTag: async ({ body }, context) => recoverTag(context, body.tag_id),
  getTagSynonyms: async ({ query }, context) => readSynonyms(context, query.tag_id),
  updateTagSynonyms: async ({ body }, context) => replaceSynonyms(context, body),
  getFollowingTags: async (_request, context) => readFollowedTags(context),
  updateFollowedTags: async ({ body }, context) => replaceFollowedTags(context, body.slug_name_list),
};

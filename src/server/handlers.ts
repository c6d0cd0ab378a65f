import type { Handlers } from '../../generated/operations.ts';
import type { HandlerContext } from './http/request-context.ts';
import { handlers as activity } from './modules/activity/handlers.ts';
import { handlers as adminContents } from './modules/admin-contents/handlers.ts';
import { handlers as adminDashboard } from './modules/admin-dashboard/handlers.ts';
import { handlers as adminSettings } from './modules/admin-settings/handlers.ts';
import { handlers as adminTheme } from './modules/admin-theme/handlers.ts';
import { handlers as adminUsers } from './modules/admin-users/handlers.ts';
import { handlers as answer } from './modules/answer/handlers.ts';
import { handlers as backup } from './modules/backup/handlers.ts';
import { handlers as captcha } from './modules/captcha/handlers.ts';
import { handlers as collection } from './modules/collection/handlers.ts';
import { handlers as comment } from './modules/comment/handlers.ts';
import { handlers as connector } from './modules/connector/handlers.ts';
import { handlers as file } from './modules/file/handlers.ts';
import { handlers as follow } from './modules/follow/handlers.ts';
import { handlers as install } from './modules/install/handlers.ts';
import { handlers as invite } from './modules/invite/handlers.ts';
import { handlers as language } from './modules/language/handlers.ts';
import { handlers as mention } from './modules/mention/handlers.ts';
import { handlers as notification } from './modules/notification/handlers.ts';
import { handlers as permission } from './modules/permission/handlers.ts';
import { handlers as personal } from './modules/personal/handlers.ts';
import { handlers as plugin } from './modules/plugin/handlers.ts';
import { handlers as pluginPackages } from './modules/plugin-package/handlers.ts';
import { handlers as postStatus } from './modules/post-status/handlers.ts';
import { handlers as post } from './modules/post/handlers.ts';
import { handlers as question } from './modules/question/handlers.ts';
import { handlers as reaction } from './modules/reaction/handlers.ts';
import { handlers as report } from './modules/report/handlers.ts';
import { handlers as review } from './modules/review/handlers.ts';
import { handlers as revision } from './modules/revision/handlers.ts';
import { handlers as search } from './modules/search/handlers.ts';
import { handlers as searchPlugins } from './modules/search-plugins/handlers.ts';
import { handlers as settings } from './modules/settings/handlers.ts';
import { handlers as siteinfo } from './modules/siteinfo/handlers.ts';
import { handlers as tag } from './modules/tag/handlers.ts';
import { handlers as user } from './modules/user/handlers.ts';
import { handlers as userCenter } from './modules/user-center/handlers.ts';
import { handlers as vote } from './modules/vote/handlers.ts';

/** Every operation's handler; the type makes a missing one a compile error. */
export const allHandlers: Handlers<HandlerContext> = {
  ...activity,
  ...adminContents,
  ...adminDashboard,
  ...adminSettings,
  ...adminTheme,
  ...adminUsers,
  ...answer,
  ...backup,
  ...captcha,
  ...collection,
  ...comment,
  ...connector,
  ...file,
  ...follow,
  ...install,
  ...invite,
  ...language,
  ...mention,
  ...notification,
  ...permission,
  ...personal,
  ...plugin,
  ...pluginPackages,
  ...postStatus,
  ...post,
  ...question,
  ...reaction,
  ...report,
  ...review,
  ...revision,
  ...search,
  ...searchPlugins,
  ...settings,
  ...siteinfo,
  ...tag,
  ...user,
  ...userCenter,
  ...vote,
};

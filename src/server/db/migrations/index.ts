import type { Migration } from 'kysely';
import { siteSettings } from './0001_site_settings.ts';
import { users } from './0002_users.ts';
import { userSessions } from './0003_user_sessions.ts';
import { userEmailCodes } from './0004_user_email_codes.ts';
import { posts } from './0005_posts.ts';
import { usersRanking } from './0006_users_ranking.ts';
import { perfListCounts } from './0007_perf_list_counts.ts';
import { searchIndex } from './0008_search_index.ts';
import { searchWalk } from './0009_search_walk.ts';
import { abuseGuards } from './0010_abuse_guards.ts';
import { uploads } from './0011_uploads.ts';
import { adminArea } from './0014_admin_area.ts';
import { reports } from './0017_reports.ts';
import { notifications } from './0018_notifications.ts';
import { queuedPosts } from './0019_queued_posts.ts';
import { searchRelevance } from './0021_search_relevance.ts';
import { importMap } from './0030_import_map.ts';
import { pluginUserConfig } from './0030_plugin_user_config.ts';
import { captchaActionRecords } from './0031_captcha_action_records.ts';
import { userCenterLogin } from './0032_user_center_login.ts';
import { connectorLogins } from './0033_connector_logins.ts';
import { agentExternalId } from './0034_agent_external_id.ts';
import { mysqlSearchBinary } from './0035_mysql_search_binary.ts';
import { postgresSearchTokens } from './0036_postgres_search_tokens.ts';
import { mysqlSearchStems } from './0037_mysql_search_stems.ts';
import { rankingPeriods } from './0038_ranking_periods.ts';
import { importedVotes } from './0039_imported_votes.ts';
import { proxySightings } from './0040_proxy_sightings.ts';
import { timelineCommentHtml } from './0041_timeline_comment_html.ts';
import { unsubscribeCodes } from './0042_unsubscribe_codes.ts';
import { pageViewReads } from './0043_page_view_reads.ts';

/** Every migration by name; they run in name order, so a new one takes the next number. */
export const migrations: Record<string, Migration> = {
  '0001_site_settings': siteSettings,
  '0002_users': users,
  '0003_user_sessions': userSessions,
  '0004_user_email_codes': userEmailCodes,
  '0005_posts': posts,
  '0006_users_ranking': usersRanking,
  '0007_perf_list_counts': perfListCounts,
  '0008_search_index': searchIndex,
  '0009_search_walk': searchWalk,
  '0010_abuse_guards': abuseGuards,
  '0011_uploads': uploads,
  '0014_admin_area': adminArea,
  '0017_reports': reports,
  '0018_notifications': notifications,
  '0019_queued_posts': queuedPosts,
  '0021_search_relevance': searchRelevance,
  '0030_import_map': importMap,
  '0030_plugin_user_config': pluginUserConfig,
  '0031_captcha_action_records': captchaActionRecords,
  '0032_user_center_login': userCenterLogin,
  '0033_connector_logins': connectorLogins,
  '0034_agent_external_id': agentExternalId,
  '0035_mysql_search_binary': mysqlSearchBinary,
  '0036_postgres_search_tokens': postgresSearchTokens,
  '0037_mysql_search_stems': mysqlSearchStems,
  '0038_ranking_periods': rankingPeriods,
  '0039_imported_votes': importedVotes,
  '0040_proxy_sightings': proxySightings,
  '0041_timeline_comment_html': timelineCommentHtml,
  '0042_unsubscribe_codes': unsubscribeCodes,
  '0043_page_view_reads': pageViewReads,
};

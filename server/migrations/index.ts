import type { Knex } from 'knex';
import * as outbox from './20261122000100_outbox';
import * as emailMessages from './20261122000200_email_messages';
import * as exams from './20261122000300_exams';
import * as results from './20261122000400_results';
import * as feedback from './20261122000500_feedback';
import * as logIds from './20261122000600_log_ids';
import * as questions from './20261122000700_questions';
import * as personalityTypes from './20261122000800_personality_types';
import * as examSessions from './20261122000900_exam_sessions';
import * as healthConsent from './20261203000700_health_consent';
import * as treeHole from './20261204000100_tree_hole';
import * as catalog from './20261122001000_catalog';
import * as orders from './20261122001100_orders';
import * as sandboxProcessor from './20261122001200_sandbox_processor';
import * as reviews from './20261123000100_reviews';
import * as reportViewers from './20261123000200_report_viewers';
import * as reportTexts from './20261123000300_report_texts';
import * as reportFiles from './20261123000400_report_files';
import * as emailAttachments from './20261123000500_email_attachments';
import * as subscriptions from './20261123000600_subscriptions';
import * as apiKeys from './20261123000700_api_keys';
import * as accounts from './20261123000800_accounts';
import * as canonicalEmails from './20261123000900_canonical_emails';
import * as outboxBrokerIndexes from './20261124000700_outbox_broker_indexes';
import * as orderEmailCodes from './20261124000800_order_email_codes';
import * as reportDepthTexts from './20261127000400_report_depth_texts';
import * as sandboxApprovals from './20261127001500_sandbox_approvals';
import * as paymentApprovals from './20261128003000_payment_approvals';
import * as examsAsData from './20261129000100_exams_as_data';
import * as timedSessions from './20261130000100_timed_sessions';
import * as articles from './20261130000300_articles';
import * as notices from './20261130000400_notices';
import * as staffUsers from './20261201000100_staff_users';
import * as dailyQuestions from './20261130000600_daily_questions';
import * as experimentRuns from './20261202000100_experiment_runs';
import * as studioContent from './20261205000100_studio_content';
import * as examPublishedAt from './20261209000100_exam_published_at';
import * as articleSearchRows from './20261209000200_article_search_rows';
import * as courses from './20261207000100_courses';
import * as gameScores from './20261208000100_game_scores';
import * as courseSearch from './20261214000100_course_search';
import * as courseStudio from './20261214000200_course_studio';
import * as orderAttribution from './20261217000100_order_attribution';
import * as paymentRefunds from './20261212000100_payment_refunds';
import * as partners from './20261211000100_partners';

type Migration = { up(knex: Knex): Promise<void>; down(knex: Knex): Promise<void> };

/** Every migration, in order. Listed explicitly so the same list runs under tsx, vitest and a bundle. */
export const migrations: ReadonlyArray<readonly [name: string, migration: Migration]> = [
  ['20261122000100_outbox', outbox],
  ['20261122000200_email_messages', emailMessages],
  ['20261122000300_exams', exams],
  ['20261122000400_results', results],
  ['20261122000500_feedback', feedback],
  ['20261122000600_log_ids', logIds],
  ['20261122000700_questions', questions],
  ['20261122000800_personality_types', personalityTypes],
  ['20261122000900_exam_sessions', examSessions],
  ['20261122001000_catalog', catalog],
  ['20261122001100_orders', orders],
  ['20261122001200_sandbox_processor', sandboxProcessor],
  ['20261123000100_reviews', reviews],
  ['20261123000200_report_viewers', reportViewers],
  ['20261123000300_report_texts', reportTexts],
  ['20261123000400_report_files', reportFiles],
  ['20261123000500_email_attachments', emailAttachments],
  ['20261123000600_subscriptions', subscriptions],
  ['20261123000700_api_keys', apiKeys],
  ['20261123000800_accounts', accounts],
  ['20261123000900_canonical_emails', canonicalEmails],
  ['20261124000700_outbox_broker_indexes', outboxBrokerIndexes],
  ['20261124000800_order_email_codes', orderEmailCodes],
  ['20261127000400_report_depth_texts', reportDepthTexts],
  ['20261127001500_sandbox_approvals', sandboxApprovals],
  ['20261128003000_payment_approvals', paymentApprovals],
  ['20261129000100_exams_as_data', examsAsData],
  ['20261130000100_timed_sessions', timedSessions],
  ['20261130000300_articles', articles],
  ['20261130000400_notices', notices],
  ['20261201000100_staff_users', staffUsers],
  ['20261130000600_daily_questions', dailyQuestions],
  ['20261202000100_experiment_runs', experimentRuns],
  ['20261203000700_health_consent', healthConsent],
  ['20261204000100_tree_hole', treeHole],
  ['20261205000100_studio_content', studioContent],
  ['20261207000100_courses', courses],
  ['20261208000100_game_scores', gameScores],
  ['20261209000100_exam_published_at', examPublishedAt],
  ['20261209000200_article_search_rows', articleSearchRows],
  ['20261211000100_partners', partners],
  ['20261212000100_payment_refunds', paymentRefunds],
  ['20261214000100_course_search', courseSearch],
  ['20261214000200_course_studio', courseStudio],
  ['20261217000100_order_attribution', orderAttribution],
];

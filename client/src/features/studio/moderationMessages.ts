import { defineMessages } from 'react-intl';

const plain = defineMessages({
  title: { id: 'studio.moderation.title', defaultMessage: 'Tree hole moderation', description: 'Studio section and page heading' },
  sectionText: { id: 'studio.moderation.sectionText', defaultMessage: 'Held and reported tree hole posts: approve them or remove them with a reason.', description: 'Studio home card text' },
  intro: { id: 'studio.moderation.intro', defaultMessage: 'Oldest first. Authors are never shown. A removal’s reason and note are shown to the author; every decision goes to the audit log.', description: 'Intro of the queue' },
  empty: { id: 'studio.moderation.empty', defaultMessage: 'Nothing is waiting. Well done.', description: 'Empty queue' },
  held: { id: 'studio.moderation.held', defaultMessage: 'Held', description: 'A post held before publishing' },
  reported: { id: 'studio.moderation.reported', defaultMessage: 'Published, reported', description: 'A published post with open reports' },
  holdSelfHarm: { id: 'studio.moderation.hold.selfHarm', defaultMessage: 'Self-harm', description: 'Hold reason' },
  holdAbuse: { id: 'studio.moderation.hold.abuse', defaultMessage: 'Abuse', description: 'Hold reason' },
  holdContact: { id: 'studio.moderation.hold.contact', defaultMessage: 'Contact details', description: 'Hold reason' },
  holdReports: { id: 'studio.moderation.hold.reports', defaultMessage: 'Reports', description: 'Hold reason' },
  selfHarmNote: { id: 'studio.moderation.selfHarmNote', defaultMessage: 'The author was shown crisis lines when posting. Approve only if the post is safe for other readers.', description: 'Guidance on self-harm posts' },
  reportAbuse: { id: 'studio.moderation.report.abuse', defaultMessage: 'abuse', description: 'Report reason' },
  reportSelfHarm: { id: 'studio.moderation.report.selfHarm', defaultMessage: 'worry for the writer', description: 'Report reason' },
  reportPersonalInfo: { id: 'studio.moderation.report.personalInfo', defaultMessage: 'personal information', description: 'Report reason' },
  reportSpam: { id: 'studio.moderation.report.spam', defaultMessage: 'spam', description: 'Report reason' },
  reportOther: { id: 'studio.moderation.report.other', defaultMessage: 'other', description: 'Report reason' },
  approve: { id: 'studio.moderation.approve', defaultMessage: 'Approve', description: 'Publishes a held post or keeps a reported one' },
  remove: { id: 'studio.moderation.remove', defaultMessage: 'Remove', description: 'Removes the post' },
  reason: { id: 'studio.moderation.reason', defaultMessage: 'Reason shown to the author', description: 'Label of the removal reason select' },
  reasonAbuse: { id: 'studio.moderation.reason.abuse', defaultMessage: 'Insults, threats or harassment', description: 'Removal reason' },
  reasonPersonalInfo: { id: 'studio.moderation.reason.personalInfo', defaultMessage: 'Personal information', description: 'Removal reason' },
  reasonSpam: { id: 'studio.moderation.reason.spam', defaultMessage: 'Advertising or spam', description: 'Removal reason' },
  reasonHarmfulContent: { id: 'studio.moderation.reason.harmfulContent', defaultMessage: 'Dangerous details (methods of self-harm)', description: 'Removal reason' },
  reasonOther: { id: 'studio.moderation.reason.other', defaultMessage: 'Other breach of the rules', description: 'Removal reason' },
  note: { id: 'studio.moderation.note', defaultMessage: 'Note to the author (optional, up to 300 characters)', description: 'Label of the note field' },
  confirmRemove: { id: 'studio.moderation.confirmRemove', defaultMessage: 'Remove with this reason', description: 'Confirms the removal' },
  cancel: { id: 'studio.moderation.cancel', defaultMessage: 'Cancel', description: 'Cancels the removal' },
  approved: { id: 'studio.moderation.approved', defaultMessage: 'Approved.', description: 'After approving' },
  removed: { id: 'studio.moderation.removed', defaultMessage: 'Removed. The author sees the reason.', description: 'After removing' },
  errorReason: { id: 'studio.moderation.error.reason', defaultMessage: 'Choose a reason first.', description: 'Removal without reason' },
  errorNote: { id: 'studio.moderation.error.note', defaultMessage: 'The note is over 300 characters.', description: 'Note too long' },
  errorFailed: { id: 'studio.moderation.error.failed', defaultMessage: 'The decision could not be saved. Reload the queue and try again.', description: 'Decision failed' },
  more: { id: 'studio.moderation.more', defaultMessage: 'Load more', description: 'Loads more of the queue' },
  noMore: { id: 'studio.moderation.noMore', defaultMessage: 'No more posts waiting', description: 'End of the queue' },
});

const valued = defineMessages<{ matched: { terms: string }; reports: { count: number }; written: { when: string; locale: string } }>({
  matched: { id: 'studio.moderation.matched', defaultMessage: 'Filter matched: {terms}', description: 'Word list entries found in the post' },
  reports: { id: 'studio.moderation.reports', defaultMessage: '{count, plural, one {# open report} other {# open reports}}', description: 'Number of open reports' },
  written: { id: 'studio.moderation.written', defaultMessage: 'Written {when} · {locale}', description: 'When and in which locale' },
});

/** The studio's tree hole moderation queue. */
export const moderationMessages = { ...plain, ...valued };

/** A message without values, for tables of labels. */
export type PlainModerationMessage = (typeof plain)[keyof typeof plain];

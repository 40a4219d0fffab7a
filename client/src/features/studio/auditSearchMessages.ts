import { defineMessages } from 'react-intl';

/** The audit log's search form. */
export const auditSearchMessages = defineMessages({
  actor: { id: 'studio.audit.search.actor', defaultMessage: 'Who (starts with)', description: 'Audit log search field: who made the change' },
  action: { id: 'studio.audit.search.action', defaultMessage: 'Action (starts with)', description: 'Audit log search field: what was done' },
  target: { id: 'studio.audit.search.target', defaultMessage: 'Target id', description: 'Audit log search field: the id of what it was done to' },
  from: { id: 'studio.audit.search.from', defaultMessage: 'From', description: 'Audit log search field: first day' },
  to: { id: 'studio.audit.search.to', defaultMessage: 'To', description: 'Audit log search field: last day' },
  submit: { id: 'studio.audit.search.submit', defaultMessage: 'Search', description: 'Button that searches the audit log' },
  clear: { id: 'studio.audit.search.clear', defaultMessage: 'Clear', description: 'Button that clears the audit log search' },
  noMatch: { id: 'studio.audit.search.noMatch', defaultMessage: 'No entries match this search.', description: 'The audit log search found nothing' },
});

import { graphql } from '../../../__generated__';

/**
 * What every exam's paid report page asks of its order, beside the exam's own contents: its state, the reader's
 * first name and when the test was taken.
 */
export const examReportFragment = graphql(`
  fragment ExamReport_report on Report {
    orderNumber
    status
    locale
    examId
    firstName
    completedAt
    pdfUrl
  }
`);

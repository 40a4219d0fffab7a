import { graphql } from '../../../__generated__';

/** What every exam's free result page asks of the session, beside the exam's own result: whose it is and whether it is done. */
export const examResultSessionFragment = graphql(`
  fragment ExamResult_session on ExamSession {
    id
    examId
    submittedAt
    result {
      examId
      completedAt
    }
  }
`);

import { Navigate, useLocation, useParams } from 'react-router-dom';
import { HOME_CODE_EXAM_ID, parseCodeExamId, withLocalePrefix } from '@innerscope/shared/routes';

/**
 * `/payinsider`, `/payinsider-old` and `/primer` (each with an optional `{code}-{examId}`): older ways into the
 * payment page. They open it for the same exam, in the same locale prefix, with the same query (the order and its
 * token) and hash, so every link to them keeps working with the one payment page.
 */
export default function PaymentEntryRedirect() {
  const { pathname, search, hash } = useLocation();
  const parsed = parseCodeExamId(useParams()['codeExamId'] ?? '');
  const codeExamId = parsed ? `${parsed.code}-${parsed.examId}` : HOME_CODE_EXAM_ID;
  return <Navigate replace to={{ pathname: withLocalePrefix(`/paying/payment/${codeExamId}`, pathname), search, hash }} />;
}

import { useParams } from 'react-router-dom';
import { examRouteOf, HOME_CODE_EXAM_ID, HOME_EXAM_ID } from '@innerscope/shared/routes';

/** The exam of `/help/{code}-{examId}` and `/helpDetail/{code}-{examId}`; without the segment, the home exam. */
export function useHelpExam(): { examId: number; codeExamId: string } {
  const segment = useParams()['codeExamId'];
  if (segment === undefined) return { examId: HOME_EXAM_ID, codeExamId: HOME_CODE_EXAM_ID };
  const { examId, codeExamId } = examRouteOf(segment);
  return { examId, codeExamId };
}
